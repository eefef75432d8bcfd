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

function buildIsStale(): boolean {
  const built = join(root, 'apps/dashboard/dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  return builtAt < changedAt;
}

const buildCommand = () => pnpmCommand('--filter', '@cuadre/dashboard', 'build');
const buildingMessage = 'Building the dashboard (sources changed since the last build)…';

function buildIfStale(): void {
  if (!buildIsStale()) return;
  console.log(buildingMessage);
  const result = spawnSync(...buildCommand(), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Steps that must end before the server starts; a signal stops them as it stops the server.
const preparing = new Set<ChildProcess>();
function runToEnd([command, args]: [string, string[]]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    preparing.add(child);
    child.on('exit', (code, signal) => {
      preparing.delete(child);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Builds the dashboard when stale and, outside production, makes the database ready meanwhile, as the server does on
 * its first start (migrated, the demo data seeded when it holds no company): on a new machine the build and the seed
 * each keep a core busy for several seconds, one after the other before.
 */
async function prepare(): Promise<void> {
  if (!buildIsStale()) return;
  console.log(buildingMessage);
  const steps = [runToEnd(buildCommand())];
  if (process.env.NODE_ENV !== 'production')
    steps.push(runToEnd([process.execPath, ['apps/api/src/seed/cli.ts', '--if-empty']]));
  const failed = (await Promise.all(steps)).find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
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
    for (const child of [...children, ...preparing]) child.kill(signal);
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
  await prepare();
  run(process.execPath, ['apps/api/src/main.ts'], { PORT: String(port) });
}
