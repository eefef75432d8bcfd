import { expect, type Locator, type Page } from '@playwright/test';

/** What an upload's progress bar said while it ran: its name and value, in order, one entry per change. */
export type ProgressSeen = { name: string; value: number | null };

/**
 * Sends the page's requests at `bytesPerSecond` (Chromium's network emulation), so an upload lasts long enough to
 * watch; answers come back at full speed. The returned function restores the network.
 */
export async function slowUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await emulate(bytesPerSecond);
  return async () => {
    await emulate(-1);
    await cdp.detach();
  };
}

/**
 * Records every state of every progress bar on the page from now on: a phase that lasts less than a poll (the server
 * checking a file in a few milliseconds) is still seen.
 */
export async function recordProgress(page: Page): Promise<() => Promise<ProgressSeen[]>> {
  await page.evaluate(() => {
    const seen: { name: string; value: number | null }[] = [];
    const read = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const labelledBy = bar.getAttribute('aria-labelledby') ?? '';
        const name =
          bar.getAttribute('aria-label') ??
          labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim();
        const raw = bar.getAttribute('aria-valuenow');
        const value = raw === null ? null : Number(raw);
        const last = seen.at(-1);
        if (!last || last.name !== name || last.value !== value) seen.push({ name, value });
      }
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: ProgressSeen[] }).progressSeen);
}

/** The bar named `uploading` rose while the file went out, and the one named `checking` had no value. */
export function expectUploadThenCheck(seen: ProgressSeen[], uploading: string, checking: string): void {
  const sent = seen.filter((state) => state.name === uploading).map((state) => state.value);
  expect(sent.length, `the upload's values: ${JSON.stringify(seen)}`).toBeGreaterThan(1);
  expect(sent.every((value) => value !== null)).toBe(true);
  expect(sent).toEqual([...sent].sort((a, b) => (a ?? 0) - (b ?? 0)));
  expect(new Set(sent).size).toBeGreaterThan(1);
  expect(seen.filter((state) => state.name === checking)).toEqual([{ name: checking, value: null }]);
  // Checking comes after the last byte sent, never before.
  expect(seen.findIndex((state) => state.name === checking)).toBeGreaterThan(
    seen.findLastIndex((state) => state.name === uploading),
  );
}

/**
 * Chooses a large file until the page shows it. Playwright takes a second or more to hand the browser a file this
 * size, and the drop zone swaps its native input for react-aria's once the browser is idle: a file given to the input
 * being replaced is lost, so it is given again.
 */
export async function chooseLargeFile(
  input: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  shown: Locator,
): Promise<void> {
  await expect(async () => {
    await input.setInputFiles(file);
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}
