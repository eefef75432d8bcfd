import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { lateTonightInPuertoRico } from './support/clock.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { isoDate, periodEnds } from './support/periods.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseOption } from './support/select.ts';

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
  await chooseOption(page, 'Status', 'Active');
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
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain('Worker ID');
  const csvIds = lines.slice(1).map((line) => /^(?:"[^"]*"|[^,]*),([^,]*)/.exec(line)?.[1]);
  expect(csvIds).toEqual(tableIds);
});

test('every value of the roster shows whole at 1280 pixels, in English and in Spanish, a long name aside', async ({
  page,
}) => {
  await expectValuesWhole(page, '/ewa/employees', [
    { language: 'en-US', table: 'Workers', except: 'Name' },
    { language: 'es-PR', table: 'Empleados', except: 'Nombre' },
  ]);
});

test('opening the employees page asks each of its first requests once, twice in a row, and leaves nothing open', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  for (const visit of [1, 2]) {
    asked.length = 0;
    await page.goto('/ewa/employees');
    await expect(workersTable(page).getByRole('row').nth(1)).toBeVisible();
    // Answers the early script asked and nobody took would hold their requests open.
    await page.waitForLoadState('networkidle');
    const first = [
      'GET /api/auth/session',
      'POST /api/employer-dashboard/company-info',
      'GET /api/dynamic-commission/permissions',
    ];
    for (const request of first) {
      expect(
        asked.filter((line) => line.split('?')[0] === request),
        `${request} (visit ${visit})`,
      ).toHaveLength(1);
    }
    expect(
      asked.filter((line) => /^GET \/api\/workers\/roster\?.*limit=30(&|$)/.test(line)),
      `visit ${visit}`,
    ).toHaveLength(1);
  }
});

test('the page the server sends names the employees page’s scripts, which the browser then asks once each', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  const response = await page.goto('/ewa/employees');
  const preloaded = [...(await response!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  // The page's own chunk first, then what it imports: the table among them.
  expect(preloaded[0]).toMatch(/^\/assets\/ewa-employees-page-[\w-]+\.js$/);
  expect(preloaded.some((href) => /^\/assets\/DataTable-[\w-]+\.js$/.test(href))).toBe(true);
  await expect(workersTable(page).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const href of preloaded)
    expect(
      scripts.filter((path) => path === href),
      href,
    ).toHaveLength(1);
  // Another page's entry names that page's scripts, not these.
  const billing = await (await page.request.get('/ewa/billing')).text();
  expect(billing).toContain('/assets/ewa-billing-page-');
  expect(billing).not.toContain(preloaded[0]!);
});

test('a worker’s current pay period is the one holding today in Puerto Rico, not the first of the year', async ({
  page,
}) => {
  const { today } = lateTonightInPuertoRico();
  await page.goto('/ewa/employees');
  await workersTable(page).getByRole('row').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog');
  const period = drawer.locator('dt', { hasText: /^Current pay period$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(period).toHaveText(/^\w{3} \d{1,2}(, \d{4})?\s–\s(\w{3} )?\d{1,2}, \d{4}$/);
  await expect(
    drawer.locator('dt', { hasText: /^Pay frequency$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Biweekly');
  const [start, end] = periodEnds((await period.textContent())!).map(isoDate);
  // Isla pays every two weeks: fourteen days, today among them.
  expect(start! <= today && today <= end!, `${start} – ${end} holds ${today}`).toBe(true);
  expect((Date.parse(end!) - Date.parse(start!)) / 86_400_000).toBe(13);
  await expectAccessible(page);
});

test('the employees export is named with Puerto Rico’s date late in the evening, when UTC has moved on', async ({
  page,
}) => {
  const { today, lateTonight } = lateTonightInPuertoRico();
  await page.clock.setFixedTime(lateTonight);
  await page.goto('/ewa/employees');
  await expect(workersTable(page).getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`employees-isla-restaurant-group-${today}.csv`);
});

test('turning a worker’s admin status off asks for a motive and writes the log entry', async ({ page }) => {
  await page.goto('/ewa/employees');
  await chooseOption(page, 'Status', 'Active');
  const drawer = page.getByRole('dialog');
  const adminSwitch = drawer.getByRole('switch', { name: 'Admin status' });
  // Earlier runs may have turned some workers off: open workers until one is on.
  for (let row = 1; row <= 10; row += 1) {
    await workersTable(page).getByRole('row').nth(row).getByRole('button').click();
    await expect(adminSwitch).toBeVisible();
    if (await adminSwitch.isChecked()) break;
    await page.keyboard.press('Escape');
  }
  await expect(adminSwitch).toBeChecked();
  await expect(drawer.getByRole('switch', { name: 'System status' })).toBeDisabled();
  await expectAccessible(page);

  // A switch is pressed where it shows: its track and name (the input under them is for assistive technology).
  await drawer.getByText('Admin status', { exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /Turn off Admin status/ });
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(confirm.getByText('Write why the status changes.')).toBeVisible();
  const motive = `Left the company ${Date.now()}`;
  await confirm.getByLabel('Motive').fill(motive);
  await confirm.getByRole('button', { name: 'Turn off' }).click();
  await expect(confirm).toBeHidden();

  await expect(adminSwitch).not.toBeChecked();
  // §4: with a switch off the worker is no longer Active, in the drawer and in the roster behind it.
  await expect(drawer.getByText('Inactive', { exact: true }).first()).toBeVisible();
  const log = drawer.getByTestId('ewa-status-log');
  await expect(log.getByRole('listitem').first()).toContainText('Admin status turned off');
  await expect(log.getByRole('listitem').first()).toContainText(motive);
  await expect(log.getByRole('listitem').first()).toContainText('ewa@isla.example');
  await expect(page.getByRole('status').filter({ hasText: 'Admin status turned off for' })).toBeVisible();
});

test('Escape on the status motive dialog and on the worker drawer gives the focus back to the control that opened each', async ({
  page,
}) => {
  await page.goto('/ewa/employees');
  const rowButton = workersTable(page).getByRole('row').nth(1).getByRole('button');
  // The whole roster in and the long table's scroller in place (it draws the rows anew once, when it arrives), the
  // row's button stays the same element while the drawer is open.
  await expect(rowButton).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(workersTable(page).locator('tbody > tr[aria-hidden="true"]')).not.toHaveCount(0);
  await rowButton.press('Enter');
  const drawer = page.getByRole('dialog');
  const adminSwitch = drawer.getByRole('switch', { name: 'Admin status' });
  await expect(adminSwitch).toBeEnabled();
  await adminSwitch.focus();
  await page.keyboard.press('Space');
  const motive = page.getByRole('dialog', { name: /^Turn (off|on) Admin status/ });
  await expect(motive.getByLabel('Motive')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(motive).toBeHidden();
  await expect(adminSwitch).toBeFocused();
  await expect(drawer).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(rowButton).toBeFocused();
});

test('a worker’s limits above the company caps are refused with the cap named', async ({ page }) => {
  await page.goto('/ewa/employees');
  await workersTable(page).getByRole('row').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Advances per period').fill('1000');
  await drawer.getByRole('button', { name: 'Save limits' }).click();
  await expect(drawer.getByText(/The company allows at most \d+ advances per pay period\./)).toBeVisible();
});
