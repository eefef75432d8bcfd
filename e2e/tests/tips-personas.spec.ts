import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading, sidebar } from './support/frame.ts';
import { controlsCutOff, expectValuesWhole } from './support/layout.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseOption } from './support/select.ts';

test.describe('a tips manager of Isla', () => {
  test.use({ storageState: storageStatePath('tips.manager@isla.example') });

  test('sees payout history and home only, for their one group, without admin actions', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);
    await expect(pageHeading(page)).toHaveText('Payout History');
    await page.getByRole('combobox', { name: 'Select Group' }).click();
    const groups = page.getByRole('option');
    await expect(groups).toHaveCount(1);
    await expect(groups).toHaveText(/\(103\)$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('img', { name: /Stacked bars of paid, pending and failed tips/ })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await sidebar(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/tips\/(irsi\/)?home$/);
    await expect(page.getByRole('heading', { name: /^Workers on / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit hours of / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/tips/employees');
    await expect(page).not.toHaveURL(/\/tips\/employees$/);
  });

  test('opening a page they may not use by its address says which page, in English and in Spanish', async ({
    page,
  }) => {
    await page.goto('/tips/employees');
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);
    await expect(page.getByText('Page not available').first()).toBeVisible();
    await expect(
      page.getByText('Your account cannot open Employees (Tips), so we took you to your home page.').first(),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto('/ewa/employees');
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);
    await expect(page.getByText(/^Your account cannot open Employees \(EWA\)/).first()).toBeVisible();

    await chooseOption(page, 'Language', 'Español (Puerto Rico)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PR');
    await page.goto('/tips/reports');
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);
    await expect(page.getByText('Página no disponible').first()).toBeVisible();
    await expect(
      page
        .getByText('Su cuenta no puede abrir Informes (Propinas), así que lo llevamos a su página de inicio.')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the payroll admin of Caribe', () => {
  test.use({ storageState: storageStatePath('payroll@caribe.example') });

  test('lands on the batch selector and picks the batch to work on', async ({ page }) => {
    // At the narrowest desktop, where the batches' buttons must still fit their column.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/tips\/batch-selector$/);
    await expect(pageHeading(page)).toHaveText('Batch selector');
    const pick = page.getByRole('button', { name: /^Work on / }).first();
    await expect(pick).toBeVisible();
    await expect.poll(() => controlsCutOff(page)).toEqual([]);
    await expectAccessible(page);
    await pick.click();
    await expect(page).toHaveURL(/\/tips\/home$/);
  });

  test('in Spanish, the batches’ longer buttons still fit their column at 1280 pixels', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cuadre.language', JSON.stringify('es-PR')));
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/tips/batch-selector');
    await expect(page.getByRole('button', { name: /^Trabajar en este lote/ }).first()).toBeVisible();
    await expect.poll(() => controlsCutOff(page)).toEqual([]);
  });

  test('reads its batches, workers and role rules whole at 1280 pixels in both languages', async ({ page }) => {
    // "Caribe Beach Resort · week of 2026-11-16", and "Banquet Server" in the role rules beside the workers.
    await expectValuesWhole(page, '/tips/batch-selector', [
      { language: 'en-US', table: 'Tip batches' },
      { language: 'es-PR', table: 'Lotes de propinas' },
    ]);
    await expectValuesWhole(page, '/tips/employees', [
      { language: 'en-US', table: 'Tip workers' },
      { language: 'en-US', table: /^Role rules of group / },
      { language: 'es-PR', table: 'Empleados con propinas' },
      { language: 'es-PR', table: /^Reglas de roles del grupo / },
    ]);
  });
});
