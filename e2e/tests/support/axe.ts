import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Zero accessibility violations (WCAG 2.2 A and AA, and axe's best practices) on the page as it stands.
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
