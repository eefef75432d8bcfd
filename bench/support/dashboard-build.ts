// Every benchmark that loads the dashboard measures the code of the checkout it runs in: the build is made
// once per `pnpm bench` run, never taken from an earlier run's dist.
import { spawnSync } from 'node:child_process';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { repositoryRoot } from './server.ts';

let built = false;

export function buildDashboard(): void {
  if (built) return;
  const result = spawnSync(...pnpmCommand('--filter', '@cuadre/dashboard', 'build'), {
    cwd: repositoryRoot,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('The dashboard build failed; run `pnpm --filter @cuadre/dashboard build`.');
  built = true;
}
