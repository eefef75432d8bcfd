import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

// Zero accessibility violations (WCAG 2.2 A and AA, and axe's best practices) on the page as it stands.
// While a dialog is open the page behind it is inert and dimmed, so only the dialog is checked then:
// the dimmed page would otherwise fail contrast through the overlay, which no user reads.
export async function expectAccessible(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if ((await page.locator(DIALOG).filter({ visible: true }).count()) > 0) builder.include(DIALOG);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
