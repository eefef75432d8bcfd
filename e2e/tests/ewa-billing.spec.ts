import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { lateTonightInPuertoRico } from './support/clock.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { AGING_OWNER_SESSION, storageStatePath } from './support/personas.ts';
import { chooseOption } from './support/select.ts';

test.describe('the EWA admin', () => {
  test.use({ storageState: storageStatePath('ewa@isla.example') });

  test('opens an invoice’s breakdown and sees the masked bank details', async ({ page }) => {
    await page.goto('/ewa/billing');
    await expect(pageHeading(page)).toHaveText('Billing');
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('ewa-bank-details')).toContainText(/•••• \d{4}/);
    await expectAccessible(page);

    await chooseOption(page, 'Type', 'Fees');
    const first = invoices.getByRole('row').nth(1);
    await expect(first.getByRole('cell').first()).toHaveText('Fees');
    const code = (await first.getByRole('button').textContent())?.trim() ?? '';
    await first.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: `Invoice ${code}` });
    await expect(drawer.getByTestId('ewa-invoice-breakdown')).toContainText('Employer processing');
    await expect(drawer.getByTestId('ewa-invoice-breakdown')).toContainText('Amount due');
    await expectAccessible(page);
  });

  test('generates a report for a date range and downloads it', async ({ page }) => {
    await page.goto('/ewa/reports');
    await expect(pageHeading(page)).toHaveText('Reports');
    await expectAccessible(page);
    await chooseOption(page, 'Report', 'Transfers');
    await page.getByRole('button', { name: 'Generate report' }).click();
    const reports = page.getByRole('table', { name: 'Generated reports' });
    const row = reports.getByRole('row').filter({ hasText: 'Transfers' }).first();
    await expect(row).toContainText('Ready');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^CSV of Transfers/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
    // Who asked for it, under when.
    await expect(row.getByText('ewa@isla.example', { exact: true })).toBeVisible();
  });

  test('downloads the deductions summary in dollars with the workers’ names, named with Puerto Rico’s dates late in the evening', async ({
    page,
  }) => {
    const { today, lateTonight } = lateTonightInPuertoRico();
    await page.clock.setFixedTime(lateTonight);
    await page.goto('/ewa/reports');
    await expect(pageHeading(page)).toHaveText('Reports');
    // The month to date, as Puerto Rico counts it; the year so far holds deduction files.
    await expect(page.getByRole('group', { name: 'To', exact: true }).locator('input[name="endDate"]')).toHaveValue(
      today,
    );
    // The date field takes the date typed into its month, day and year in turn.
    await page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`0101${today.slice(0, 4)}`);
    await expect(page.getByRole('group', { name: 'From', exact: true }).locator('input[name="startDate"]')).toHaveValue(
      `${today.slice(0, 4)}-01-01`,
    );
    await chooseOption(page, 'Report', 'Deductions summary');
    await page.getByRole('button', { name: 'Generate report' }).click();
    const row = page
      .getByRole('table', { name: 'Generated reports' })
      .getByRole('row')
      .filter({ hasText: 'Deductions summary' })
      .first();
    await expect(row).toContainText('Ready');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^CSV of Deductions summary/ }).click();
    expect((await download).suggestedFilename()).toBe(`deductions-${today.slice(0, 4)}-01-01-${today}.csv`);
    const lines = (await readFile(await (await download).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('startDate,endDate,workerGroupCode,workerId,payrollFileNumber,firstName,lastName,amount');
    expect(lines.length).toBeGreaterThan(1);
    // Every row names its worker (first and last name, quoted where a name holds a comma) and ends in dollars.
    const field = '("[^"]*"|[^,"]+)';
    const deductionRow = new RegExp(`^(?:[^,]*,){5}${field},${field},\\d+\\.\\d{2}$`);
    for (const line of lines.slice(1)) expect(line).toMatch(deductionRow);
    // Every report's values whole at 1,280 px in both languages ("Resumen de descuentos", who asked for it).
    await expectValuesWhole(page, '/ewa/reports', [
      { language: 'en-US', table: 'Generated reports' },
      { language: 'es-PR', table: 'Informes generados' },
    ]);
  });
});

test.describe('the owner', () => {
  // A session of this journey's own, signed in when the journeys start (personas.setup.ts): signing in again replaces
  // the session it signs in from, which the other journeys' stored owner session must not be.
  test.use({ storageState: AGING_OWNER_SESSION.path });

  test('replaces the company’s bank account after signing in again, and sees only its last four digits', async ({
    page,
  }) => {
    // This server asks for a sign-in from the last 30 seconds before bank details change. In a full run the
    // journeys before this one have aged the session; run alone, it waits for it.
    const session = (await (await page.request.get('/api/auth/session')).json()) as { signedInAt: string };
    const age = Date.now() - Date.parse(session.signedInAt);
    if (age < 31_000) await page.waitForTimeout(31_000 - age);

    const fill = async (routingNumber: string) => {
      const dialog = page.getByRole('dialog', { name: 'Change bank account' });
      await dialog.getByLabel('Bank', { exact: true }).fill('Banco Popular de Puerto Rico');
      await dialog.getByLabel('Routing number').fill(routingNumber);
      await dialog.getByLabel('Account number', { exact: true }).fill('000123457788');
      await dialog.getByLabel('Confirm account number').fill('000123457788');
      await dialog.getByRole('button', { name: 'Save account' }).click();
      return dialog;
    };
    await page.goto('/ewa/billing');
    await page.getByRole('button', { name: 'Edit' }).click();
    const stale = await fill('021502011');
    await expect(stale.getByText('Sign in again to change the bank details')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByTestId('ewa-bank-details')).not.toContainText('7788');

    // The provider asks for the password even though its own session still lasts, then brings the owner back.
    await stale.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByLabel('E-mail').fill('owner@isla.example');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/ewa\/billing$/);

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = await fill('021502012');
    await expect(dialog.getByText('This routing number’s check digit does not match')).toBeVisible();
    await dialog.getByLabel('Routing number').fill('021502011');
    await dialog.getByRole('button', { name: 'Save account' }).click();
    await expect(dialog).toBeHidden();
    const details = page.getByTestId('ewa-bank-details');
    await expect(details).toContainText('Banco Popular de Puerto Rico');
    await expect(details).toContainText('•••• 7788');
    await expect(details).not.toContainText('000123457788');
    await expect(details).toContainText('owner@isla.example');
  });
});
