import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const main = resolve(import.meta.dirname, '../main.ts');

export type ServerProcess = {
  port: number;
  origin: string;
  child: ChildProcess;
  /** The server's resident memory in MiB, from /proc. */
  rssMiB: () => number | null;
  exited: Promise<number | null>;
  output: () => string;
};

// Load and crash runs write from one address at rates no person reaches; the limits are tested on their own
// (server/rate-limit.test.ts).
const noRateLimits = Object.fromEntries(
  [
    'SIGN_IN_PER_IP',
    'SIGN_IN_PER_ACCOUNT',
    'UPLOADS_PER_IP',
    'UPLOADS_PER_ACCOUNT',
    'WRITES_PER_IP',
    'WRITES_PER_ACCOUNT',
  ].map((rule) => [`RATE_LIMIT_${rule}`, 'off']),
);

/** Starts `apps/api/src/main.ts` as `pnpm start` does, API only, and waits for /api/health. */
export async function startServer(options: { port: number; env: Record<string, string> }): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...noRateLimits,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: ServerProcess = {
    port: options.port,
    origin,
    child,
    exited,
    output: () => log,
    rssMiB: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
        return kib ? Number(kib) / 1024 : null;
      } catch {
        return null;
      }
    },
  };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server on port ${options.port} exited before it answered:\n${log}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The server on port ${options.port} did not answer /api/health within 90 s:\n${log}`);
}

/** kill -9: no shutdown hook runs, nothing is flushed on the way out. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) await killHard(server);
}
