// Starts the product's server (apps/api/src/main.ts) on a port of the benchmark range and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '../..');

/**
 * Where the measured server's code is: this repository, or `BENCH_API_ROOT`, another commit's `apps/api` and
 * `openapi` (with this checkout's dependencies linked in), to measure before and after a change in the same run
 * conditions (bench/RESULTS.md names the commit and the command).
 */
const serverRoot = process.env.BENCH_API_ROOT ?? repositoryRoot;

export type RunningServer = { origin: string; stop: () => Promise<void>; /** The server's process id. */ pid: number };

/**
 * Ports 3330–3349 belong to the benchmarks, so they never meet a developer's server or the journeys;
 * `BENCH_PORTS_FROM` moves the five to another range (two runs on one machine).
 */
const firstPort = Number(process.env.BENCH_PORTS_FROM ?? 3331);
export const benchPorts = {
  lighthouse: firstPort,
  bigTable: firstPort + 1,
  api: firstPort + 2,
  mixed: firstPort + 3,
  uploads: firstPort + 4,
} as const;

export async function startServer(options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const origin = `http://localhost:${options.port}`;
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      PUBLIC_ORIGIN: origin,
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = () => stopProcess(server);
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with ${server.exitCode}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status === 200) return { origin, stop, pid: server.pid! };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) {
      await stop();
      throw new Error('The server did not answer /api/health within 5 minutes.');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
