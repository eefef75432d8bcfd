// Finds the Chromium that browser tests drive: CHROME_PATH, then Debian's /usr/bin/chromium (for the journeys,
// Debian's headless shell first), then Playwright's own download. With none, tests stop with one line that says how to get one.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--hide-scrollbars',
];

export function findChromium(): string {
  return firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium', safePlaywrightPath()]);
}

// For the journeys: Debian's headless shell when it is there (the same Chromium build without the full browser
// around it; 22 shell journeys ran in 74–79 s with it against 103–126 s with the full browser), else findChromium.
// Stories and Lighthouse keep the full browser: their screenshots and scores are read against it.
export function findHeadlessChromium(): string {
  return firstExisting([
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    safePlaywrightPath(),
  ]);
}

function firstExisting(candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No Chromium found for browser tests: set CHROME_PATH, or run `apt-get install -y chromium` (Debian), or `pnpm exec playwright install chromium`.',
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
