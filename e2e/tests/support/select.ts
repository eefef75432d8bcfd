import type { Locator, Page } from '@playwright/test';

/**
 * Chooses an option of a design-system `Select` (or `Combobox`) by its visible label, as a user does: open the
 * control named `label`, press the option. `scope` narrows the search to a drawer or a toolbar.
 */
export async function chooseOption(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}
