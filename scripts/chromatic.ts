// `pnpm chromatic`: publish Storybook to Chromatic when a token is set and the service resolves;
// otherwise say plainly that it skipped (its CLI never exits when offline).
import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { pnpmCommand } from './pnpm.ts';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
try {
  await lookup('www.chromatic.com');
} catch {
  console.log('Chromatic skipped: www.chromatic.com does not resolve from this machine.');
  process.exit(0);
}
const result = spawnSync(
  ...pnpmCommand('exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'),
  {
    stdio: 'inherit',
    timeout: 15 * 60 * 1000,
  },
);
process.exit(result.status ?? 1);
