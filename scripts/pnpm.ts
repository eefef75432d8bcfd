// How a script starts pnpm. A new machine has no global `pnpm`: the README's Quick start runs the pinned
// `npx -y pnpm@X.Y.Z`, so a bare `spawn('pnpm')` only works where someone once installed it by hand.
// - Under pnpm (`pnpm start`, `pnpm test`, `pnpm bench`), pnpm names its own executable in `npm_execpath`:
//   the children run the very same pnpm, with no lookup on the PATH.
// - Started straight from a shell (`node scripts/start.ts`), the version pinned in the README's Quick start.
// The root package.json's scripts call `pnpm -r …` by name: pnpm 12 does not put itself on its scripts' PATH,
// but `npx` does (its bin folder leads the PATH of everything under it), and the Quick start starts pnpm
// through `npx`. `.ci/run` shadows any hand-installed `pnpm` with one that fails, so CI proves all of this.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The pnpm version the README's Quick start pins (`npx -y pnpm@12.21.0 …`): the project's one pin. */
export function pinnedPnpmVersion(readme = readFileSync(resolve(root, 'README.md'), 'utf8')): string {
  const version = /npx -y pnpm@(\d+\.\d+\.\d+)/.exec(readme)?.[1];
  if (!version) throw new Error('README.md must pin pnpm in its Quick start as `npx -y pnpm@X.Y.Z`.');
  return version;
}

/** The command and leading arguments that run pnpm from this process, on any machine. */
export function pnpm(env: NodeJS.ProcessEnv = process.env): { command: string; args: string[] } {
  const execPath = env.npm_execpath;
  if (execPath && /^pnpm(\.c?js|\.exe)?$/.test(basename(execPath))) {
    // pnpm 12 is a native binary; older pnpm releases were a JavaScript file run by node.
    return /\.c?js$/.test(execPath) ? { command: process.execPath, args: [execPath] } : { command: execPath, args: [] };
  }
  return { command: 'npx', args: ['-y', `pnpm@${pinnedPnpmVersion()}`] };
}

/** `pnpm(…args)` as a command and its arguments, for spawn and spawnSync. */
export function pnpmCommand(...args: string[]): [string, string[]] {
  const { command, args: lead } = pnpm();
  return [command, [...lead, ...args]];
}
