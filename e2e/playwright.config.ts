import { defineConfig } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { builtTemplateFolder } from '../apps/api/src/server/testing/template-folder.ts';
import { chromiumArgs, findHeadlessChromium } from '../scripts/browser.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a product already running (no server is started then).
const externalBaseUrl = process.env.E2E_BASE_URL;
const repositoryRoot = resolve(import.meta.dirname, '..');
// One embedded database per port, so journeys on two ports never share a database.
const dataDir = resolve(repositoryRoot, '.data', port === 3100 ? 'e2e' : `e2e-${port}`);
// The database starts as a copy of the API suite's seeded template when it is built for the current migrations and
// seed (`pnpm test` runs that suite first): the same migrations and demo data the server would seed on a new folder,
// ready to serve in about 3 s instead of 10 (bench/RESULTS.md). Without it, the server seeds its new folder itself.
const template = externalBaseUrl ? undefined : await builtTemplateFolder();
const freshDatabase = template
  ? `rm -rf "${dataDir}" && mkdir -p "${dirname(dataDir)}" && cp -R "${template}" "${dataDir}"`
  : `rm -rf "${dataDir}"`;

// `pnpm test` runs the journeys in two halves side by side (E2E_HALF=1 and 2), each on its own server. The first half
// is these files and the second every other one, so a new file is always in one of them. The split follows measured
// time, not the number of tests that `--shard` balances: shell.spec.ts alone is a third of the whole.
const firstHalf = /\/(commissions-[\w-]+|ewa-[\w-]+|identity|insurance|notifications|tips-personas)\.spec\.ts$/;
const half = process.env.E2E_HALF;
if (half !== undefined && half !== '1' && half !== '2') throw new Error(`E2E_HALF must be 1 or 2 (found ${half}).`);

export default defineConfig({
  testDir: './tests',
  // Per port, because Playwright empties this folder when a run starts.
  outputDir: `test-results/port-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // One retry in CI absorbs a cold start on a busy machine; Playwright still reports the test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/port-${port}` }]],
  // A journey visits several pages, each checked with axe.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/Puerto_Rico',
    // Transitions finish at once, so accessibility checks read settled colours, never a fade half-way.
    reducedMotion: 'reduce',
    // Scrollbars shown, as Chrome draws them on Windows and Linux (15 px each, beside the page and inside a table that
    // scrolls): the journeys that expect values whole at 1280 pixels measure the room a user has. Playwright hides
    // them in headless mode unless told not to; the story screenshots keep them hidden.
    launchOptions: {
      executablePath: findHeadlessChromium(),
      args: chromiumArgs.filter((arg) => arg !== '--hide-scrollbars'),
      ignoreDefaultArgs: ['--hide-scrollbars'],
    },
    // Recording a trace costs every test its screenshots and snapshots (22 shell journeys, one run each: 128 s with,
    // 108 s without). CI records the retry of a failed test, which still leaves the failure’s trace; locally, where
    // nothing is retried, a failed test keeps the trace it recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // Signs each demo persona in once through the real sign-in page; the journeys reuse the saved sessions.
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'journeys',
      testMatch: half === '1' ? firstHalf : /\.spec\.ts$/,
      ...(half === '2' ? { testIgnore: firstHalf } : {}),
      dependencies: ['sign-in'],
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // Starts the product exactly as `pnpm start` does, on a fresh embedded database of the demo data.
        // `pnpm start` is `node scripts/start.ts`; run straight, it needs no `pnpm` on the PATH (scripts/pnpm.ts).
        command: `${freshDatabase} && cd "${repositoryRoot}" && node scripts/start.ts`,
        url: `http://localhost:${port}/api/health`,
        // Changes that need a recent sign-in ask for one after 30 seconds here, so a journey can meet both sides.
        env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RECENT_SIGN_IN_MINUTES: '0.5' },
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
