// `pnpm start`'s server from process start to the first 200 on /api/health: on a new database
// (created, migrated and seeded) and on the existing one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Benchmark } from './types.ts';

const root = resolve(import.meta.dirname, '..');

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before answering.`);
      try {
        const response = await fetch(`http://localhost:${port}/api/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 600_000) throw new Error('The server did not answer within 10 minutes.');
      await new Promise((done) => setTimeout(done, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
}

export const startup: Benchmark = {
  name: 'startup',
  description: 'process start to first 200 on /api/health, new and existing embedded database',
  run: async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'cuadre-bench-')), 'db');
    try {
      const fresh = await timeToHealthy(dataDir, 3201);
      const existing = await timeToHealthy(dataDir, 3202);
      return [
        { name: 'start on a new database (migrate + demo seed)', value: Math.round(fresh), unit: 'ms' },
        {
          name: 'start on an existing database',
          value: Math.round(existing),
          unit: 'ms',
          reference: { name: 'new database', value: Math.round(fresh) },
        },
      ];
    } finally {
      rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
    }
  },
};
