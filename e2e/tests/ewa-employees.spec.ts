import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { storageStatePath } from './support/personas.ts';

test.use({ storageState: storageStatePath('ewa@isla.example') });

const workersTable = (page: Page) => page.getByRole('table', { name: 'Workers' });

test('a payroll admin searches and filters the employees and exports exactly the rows shown', async ({ page }) => {
  await page.goto('/ewa/employees');
  await expect(pageHeading(page)).toHaveText('Employees');
  const count = page.getByTestId('ewa-employee-count');
  await expect(count).toContainText(/ of [\d,]+/);
  await expect(workersTable(page).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  // Counts read with thousands separators (10,000).
  const number = (text: string | undefined) => Number(text?.replaceAll(',', ''));
  const all = number((await count.textContent())?.match(/of ([\d,]+)/)?.[1]);
  await page.getByLabel('Status').selectOption('Active');
  await page.getByLabel('Search').fill('al');
  await expect(count).not.toHaveText(`${all.toLocaleString('en-US')} workers of ${all.toLocaleString('en-US')}`);
  const shown = number((await count.textContent())?.match(/^([\d,]+)/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);

  const rows = workersTable(page).getByRole('row');
  await expect(rows).toHaveCount(shown + 1);
  const tableIds = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) => text.trim());
  for (const status of await rows.locator('td:nth-child(5)').allTextContents()) expect(status.trim()).toBe('Active');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toContain('Worker ID');
  const csvIds = lines.slice(1).map((line) => /^(?:"[^"]*"|[^,]*),([^,]*)/.exec(line)?.[1]);
  expect(csvIds).toEqual(tableIds);
});

test('turning a worker’s admin status off asks for a motive and writes the log entry', async ({ page }) => {
  await page.goto('/ewa/employees');
  await page.getByLabel('Status').selectOption('Active');
  const drawer = page.getByRole('dialog');
  const adminSwitch = drawer.getByRole('switch', { name: 'Admin status' });
  // Earlier runs may have turned some workers off: open workers until one is on.
  for (let row = 1; row <= 10; row += 1) {
    await workersTable(page).getByRole('row').nth(row).getByRole('button').click();
    await expect(adminSwitch).toBeVisible();
    if ((await adminSwitch.getAttribute('aria-checked')) === 'true') break;
    await page.keyboard.press('Escape');
  }
  await expect(adminSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(drawer.getByRole('switch', { name: 'System status' })).toBeDisabled();
  await expectAccessible(page);

  await adminSwitch.click();
  const confirm = page.getByRole('dialog', { name: /Turn off Admin status/ });
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(confirm.getByText('Write why the status changes.')).toBeVisible();
  const motive = `Left the company ${Date.now()}`;
  await confirm.getByLabel('Motive').fill(motive);
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(confirm).toBeHidden();

  await expect(adminSwitch).toHaveAttribute('aria-checked', 'false');
  // §4: with a switch off the worker is no longer Active, in the drawer and in the roster behind it.
  await expect(drawer.getByText('Inactive', { exact: true }).first()).toBeVisible();
  const log = drawer.getByTestId('ewa-status-log');
  await expect(log.getByRole('listitem').first()).toContainText('Admin status turned off');
  await expect(log.getByRole('listitem').first()).toContainText(motive);
  await expect(log.getByRole('listitem').first()).toContainText('ewa@isla.example');
  await expect(page.getByRole('status').filter({ hasText: 'Admin status turned off for' })).toBeVisible();
});

test('a worker’s limits above the company caps are refused with the cap named', async ({ page }) => {
  await page.goto('/ewa/employees');
  await workersTable(page).getByRole('row').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Advances per period').fill('1000');
  await drawer.getByRole('button', { name: 'Save limits' }).click();
  await expect(drawer.getByText(/The company allows at most \d+ advances per pay period\./)).toBeVisible();
});
