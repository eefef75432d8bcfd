import { expect, type Page } from '@playwright/test';
import { chooseOption } from './select.ts';

/**
 * Switches internal staff to `company` and waits until the switch has taken effect: the switcher names the new company
 * at once, but stays busy while the app finds where to land, and a navigation before that lands in the old company.
 */
export async function switchCompany(page: Page, company: string): Promise<void> {
  const switcher = page.getByRole('combobox', { name: 'Company' });
  // Until the list of companies arrives, the switcher holds the current company alone and takes no choice.
  await expect(switcher).toBeEnabled();
  if ((await switcher.textContent())?.trim() === company) return;
  await chooseOption(page, 'Company', company);
  await expect(switcher).toHaveText(company);
  await expect(page.locator('[aria-busy="true"]', { has: switcher })).toHaveCount(0);
}
