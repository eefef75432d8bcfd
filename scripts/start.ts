// `pnpm start`: build the dashboard when its sources are newer than the build, then serve
// dashboard, API and identity provider on one origin. `pnpm dev`: the same behind Vite's dev server.
// `--build-only` builds when stale and exits: the journeys build once before their servers start side by side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pnpmCommand } from './pnpm.ts';

const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const buildOnly = process.argv.includes('--build-only');
const port = Number(process.env.PORT ?? 3000);

const sources = [
  'apps/dashboard/src',
  'apps/dashboard/build',
  'apps/dashboard/public',
  'apps/dashboard/index.html',
  'apps/dashboard/vite.config.ts',
  'packages/ui/src',
  'packages/domain/src',
  'packages/api-client/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale(): void {
  const built = join(root, 'apps/dashboard/dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log('Building the dashboard (sources changed since the last build)…');
  const result = spawnSync(...pnpmCommand('--filter', '@cuadre/dashboard', 'build'), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

if (buildOnly) {
  buildIfStale();
} else if (dev) {
  const apiPort = port + 1;
  run(process.execPath, ['apps/api/src/main.ts'], {
    PORT: String(apiPort),
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    STATIC_DIR: '',
  });
  run(...pnpmCommand('--filter', '@cuadre/dashboard', 'exec', 'vite', '--port', String(port), '--strictPort'), {
    API_ORIGIN: `http://localhost:${apiPort}`,
  });
} else {
  buildIfStale();
  run(process.execPath, ['apps/api/src/main.ts'], { PORT: String(port) });
}
