import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

// Zero accessibility violations (WCAG 2.2 A and AA, and axe's best practices) on the page as it stands.
// While a dialog is open the page behind it is inert and dimmed, so only the dialog is checked then:
// the dimmed page would otherwise fail contrast through the overlay, which no user reads.
//
// Legacy mode runs axe once in the page itself; the default runs it per frame, then opens a blank page to
// merge the frames' results (the page has no frames) and took 2.2–3.5 s per scan of /ewa/employees against
// 0.9 s. Only violations are gathered: the passes' details were serialised back and never read.
//
// The builder sends axe's 550 KB source into the page and evaluates it twice per scan, a third of a scan's time. Here
// it is evaluated once per document, and the builder, told that its source is an empty statement, configures and runs
// the axe already there: a scan after the page moved on within the dashboard (the same document) sends no source.
export async function expectAccessible(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if ((await page.locator(DIALOG).filter({ visible: true }).count()) > 0) builder.include(DIALOG);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
