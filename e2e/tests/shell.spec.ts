import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading, productTabs, sidebar } from './support/frame.ts';
import { controlsCutOff, headersCut, sidewaysScrolling } from './support/layout.ts';
import { chooseOption } from './support/select.ts';
import { storageStatePath } from './support/personas.ts';

async function openInFrame(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(pageHeading(page)).toHaveText(title);
  await expect(productTabs(page).first()).toBeVisible();
  await expectAccessible(page);
}

test.describe('a super-admin of Isla', () => {
  test.use({ storageState: storageStatePath('owner@isla.example') });

  // One test per page: each is opened and checked for accessibility, which takes seconds per page, and more on a
  // busy machine (a dashboard's nine pages in one test outran its two minutes in CI).
  const dashboards: [string, [string, string][]][] = [
    [
      'EWA',
      [
        ['/ewa/employees', 'Employees'],
        ['/ewa/deductions', 'Deductions'],
        ['/ewa/billing', 'Billing'],
        ['/ewa/reports', 'Reports'],
      ],
    ],
    [
      'Commissions',
      [
        ['/commissions/home', 'Home'],
        ['/commissions/reports', 'Reports'],
        ['/commissions/employees', 'Employees'],
      ],
    ],
    [
      'Insurance',
      [
        ['/insurance/home', 'Insurance balances'],
        ['/insurance/uploads', 'Insurance uploads'],
      ],
    ],
    [
      'Tips',
      [
        ['/tips/home', 'Home'],
        ['/tips/irsi/home', 'Home'],
        ['/tips/batch-selector', 'Batch selector'],
        ['/tips/employees', 'Employees'],
        ['/tips/payment-history', 'Payment history'],
        ['/tips/irsi/payment-history', 'Payment history'],
        ['/tips/payout-history-dashboard', 'Payout History'],
        ['/tips/reports', 'Reports'],
        ['/tips/payroll-activity', 'Payroll Activity'],
      ],
    ],
    ['Settings', [['/settings', 'Settings']]],
  ];
  for (const [dashboard, pages] of dashboards) {
    for (const [path, title] of pages) {
      test(`opens ${path} (${dashboard}) inside the frame`, async ({ page }) => {
        await openInFrame(page, path, title);
        // At 1280 pixels, the narrowest desktop the dashboards are drawn for, nothing on the page scrolls sideways
        // (cells cut with an ellipsis aside: they carry a title), no control reaches past its cell and no header is
        // cut short.
        await page.setViewportSize({ width: 1280, height: 720 });
        await expect.poll(() => sidewaysScrolling(page)).toEqual([]);
        await expect.poll(() => controlsCutOff(page)).toEqual([]);
        await expect.poll(() => headersCut(page)).toEqual([]);
      });
    }
  }

  // Spanish words run longer than English ones: every page of a dashboard, in Spanish, at 1280 pixels.
  for (const [dashboard, pages] of dashboards) {
    test(`in Spanish, nothing in ${dashboard} scrolls sideways at 1280 pixels`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cuadre.language', JSON.stringify('es-PR')));
      await page.setViewportSize({ width: 1280, height: 720 });
      for (const [path] of pages) {
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Productos' })).toBeVisible();
        // Measured once the page's data has arrived and nothing is still loading.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expect.poll(() => sidewaysScrolling(page), { message: path }).toEqual([]);
        await expect.poll(() => controlsCutOff(page), { message: path }).toEqual([]);
        await expect.poll(() => headersCut(page), { message: path }).toEqual([]);
      }
    });
  }

  test('the EWA roster with every column chosen scrolls sideways inside its card, the name staying in view', async ({
    page,
  }) => {
    const every = [
      ...['name', 'workerId', 'payrollFileNumber', 'workerGroupCode', 'workerStatus', 'workerType'],
      ...['compensationType', 'activeProducts', 'payRate', 'limitForUser', 'amountLimitPerPP'],
      ...['transactionLimitPerPP', 'hireDate', 'email'],
    ];
    await page.addInitScript((columns) => {
      localStorage.setItem('cuadre.language', JSON.stringify('es-PR'));
      localStorage.setItem('cuadre.ewa.employees.columns', JSON.stringify(columns));
    }, every);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/ewa/employees');
    const roster = page.getByRole('region', { name: 'Empleados' });
    await expect(roster.getByRole('row').nth(1)).toBeVisible();
    // The whole roster in and the long table's scroller in place (it draws the rows anew once, when it arrives).
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(roster.locator('tbody > tr[aria-hidden="true"]')).not.toHaveCount(0);
    await expect.poll(() => sidewaysScrolling(page)).toEqual([expect.stringMatching(/^DIV Empleados \d+\/\d+$/)]);
    const firstName = roster.getByRole('row').nth(1).getByRole('cell').first();
    const left = (await firstName.boundingBox())!.x;
    await roster.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(() => roster.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await firstName.boundingBox())!.x).toBe(left);
    await expect(page.getByRole('columnheader', { name: /Correo electrónico/ })).toBeInViewport();
  });

  test('an unknown address shows the not-found page inside the frame', async ({ page }) => {
    await page.goto('/ewa/no-such-page');
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expectAccessible(page);
  });

  test('the accessibility check still finds a fault added to a page it has already checked', async ({ page }) => {
    await openInFrame(page, '/settings', 'Settings');
    // The same document, so the check runs the axe it left there (support/axe.ts).
    await page.evaluate(() => document.querySelector('main')!.append(Object.assign(new Image(), { src: 'data:,' })));
    await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
  });

  test('switches the language to Spanish (Puerto Rico) in the user menu and keeps it', async ({ page }) => {
    await page.goto('/ewa/employees');
    await chooseOption(page, 'Language', 'Español (Puerto Rico)');
    await expect(pageHeading(page)).toHaveText('Empleados');
    await expect(page.getByRole('navigation', { name: 'Productos' }).getByRole('link')).toContainText([
      'EWA',
      'Comisiones de Piezas y Servicio',
      'Seguros',
      'Propinas',
    ]);
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Empleados');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-PR');
    await expectAccessible(page);
    await chooseOption(page, 'Idioma', 'English');
    await expect(pageHeading(page)).toHaveText('Employees');
  });

  test('choices kept in the browser that this version cannot use (an older one’s, or edited by hand) are ignored', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cuadre.language', JSON.stringify('en'));
      localStorage.setItem('cuadre.selectedDashboard', JSON.stringify('payroll'));
      localStorage.setItem('cuadre.ewa.employees.columns', JSON.stringify('name'));
    });
    await openInFrame(page, '/ewa/employees', 'Employees');
    await expect(page.getByRole('columnheader', { name: /Worker ID/ })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('the sidebar shows its icons at 80 px and opens to 225 px over the page while the pointer is on it', async ({
    page,
  }) => {
    await openInFrame(page, '/ewa/billing', 'Billing');
    const nav = sidebar(page);
    const width = async () => (await nav.boundingBox())?.width;
    const contentLeft = async () => (await page.locator('main').boundingBox())?.x;
    expect(await width()).toBe(80);
    const left = await contentLeft();
    // The footer's year is Puerto Rico's.
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Puerto_Rico' }).format(
      new Date(),
    );
    await expect(page.getByText(`© ${year}`, { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Deductions' }).hover();
    await expect.poll(width).toBe(225);
    // Over the page, not beside it: the page does not move.
    expect(await contentLeft()).toBe(left);
    await expect(page.getByText(`© ${year} Cuadre`)).toBeVisible();
    await page.mouse.move(900, 500);
    await expect.poll(width).toBe(80);
    await nav.getByRole('link', { name: 'Deductions' }).click();
    await expect(pageHeading(page)).toHaveText('Deductions');
  });

  test('a small screen is covered by the desktop-only message', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto('/ewa/employees');
    await expect(page.getByText('This site is best viewed on a Desktop Computer.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a tips admin of Isla (irsi routing by worker group)', () => {
  test.use({ storageState: storageStatePath('tips.admin@isla.example') });

  test("'Select Group' lists company (code) by code and swaps the irsi variants of home and payment history", async ({
    page,
  }) => {
    // Which groups use the irsi pages is company data: read from the company-info answer the page itself asks for.
    const companyInfo = page.waitForResponse(
      (response) => response.url().endsWith('/employer-dashboard/company-info') && response.ok(),
    );
    await page.goto('/tips/home');
    const { companyData } = (await (await companyInfo).json()) as {
      companyData: { features: { irsiWorkerGroupCodes: string[] } };
    };
    const irsiCodes = new Set(companyData.features.irsiWorkerGroupCodes);
    const select = page.getByRole('combobox', { name: 'Select Group' });
    await expect(select).toBeVisible();
    await select.click();
    const listed = page.getByRole('option');
    await expect.poll(() => listed.count()).toBeGreaterThan(1);
    const options = (await listed.allTextContents()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    const codeOf = (label: string) => /^.+ \((\w+)\)$/.exec(label.trim())?.[1] ?? '';
    const codes = options.map(codeOf);
    expect(codes.every((code) => code !== '')).toBe(true);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    await expectAccessible(page);

    const irsi = codes.find((code) => irsiCodes.has(code));
    const normal = codes.find((code) => !irsiCodes.has(code));
    expect(irsi, 'some Isla group uses the irsi pages').toBeDefined();
    expect(normal, 'some Isla group uses the normal pages').toBeDefined();
    const chooseGroup = (code: string) => chooseOption(page, 'Select Group', new RegExp(`\\(${code}\\)$`));
    // Every group leads to its own variant of home, however quickly one choice follows another. The group shown
    // first comes last, so that every choice is a change.
    const shown = codeOf((await select.textContent()) ?? '');
    for (const code of [...codes.filter((code) => code !== shown), shown]) {
      await chooseGroup(code);
      await expect(page).toHaveURL(irsiCodes.has(code) ? /\/tips\/irsi\/home$/ : /\/tips\/home$/);
    }

    await sidebar(page).getByRole('link', { name: 'Payout History' }).click();
    // Payment history is reached by clicking: the sidebar leads to the selected group's variant.
    await sidebar(page).getByRole('link', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(irsiCodes.has(shown) ? /\/tips\/irsi\/payment-history$/ : /\/tips\/payment-history$/);
    // The pointer leaves the sidebar, which lies open over the page while the pointer is on it.
    await page.mouse.move(800, 400);
    const groupSelect = page.getByRole('combobox', { name: 'Select Group' });
    if (codeOf((await groupSelect.textContent()) ?? '') === irsi) await chooseGroup(normal!);
    await chooseGroup(irsi!);
    await expect(page).toHaveURL(/\/tips\/irsi\/payment-history$/);
    await expectAccessible(page);
    await chooseGroup(normal!);
    await expect(page).toHaveURL(/\/tips\/payment-history$/);
  });
});

test.describe('a tips manager limited to one worker group', () => {
  test.use({ storageState: storageStatePath('tips.manager@isla.example') });

  test('sees only that group and cannot open tips reports', async ({ page }) => {
    await page.goto('/tips/payout-history-dashboard');
    await page.getByRole('combobox', { name: 'Select Group' }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.goto('/tips/reports');
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);
    await expect(page.getByText(/Your account cannot open Reports/).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a commission batch creator at Costa', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('works on the v2 batch pages without the sidebar', async ({ page }) => {
    for (const [path, title] of [
      ['/commissions-v2/create-batch', 'Create batch'],
      ['/commissions-v2/batch-details', 'Batch details'],
      ['/commissions-v2/batch-verification', 'Batch verification'],
    ] as const) {
      await openInFrame(page, path, title);
      await expect(sidebar(page)).toHaveCount(0);
    }
    await openInFrame(page, '/commissions-v2/home', 'Home');
    await expect(sidebar(page)).toBeVisible();
    await openInFrame(page, '/commissions-v2/employees', 'Employees');
  });
});

test.describe('a commissions viewer at Costa', () => {
  test.use({ storageState: storageStatePath('viewer@costa.example') });

  test('is brought back to commissions home from Sales Commissions, with a reason', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    await expect(page).toHaveURL(/\/commissions\/home$/);
    await expect(page.getByText(/Your account cannot open Home/).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Borinquen’s admin', () => {
  test.use({ storageState: storageStatePath('admin@borinquen.example') });

  test('opens Insights under the Payroll tab', async ({ page }) => {
    await openInFrame(page, '/commissions/insights', 'Insights');
    // The top earners' amounts are never cut: at 1280 pixels the chart beside them gives way.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('table', { name: 'Top earners' }).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => sidewaysScrolling(page)).toEqual([]);
  });
});

test.describe('internal staff', () => {
  test.use({ storageState: storageStatePath('staff@provider.example') });

  test('opens every Commission Batches (v3) page, the batch pages without the sidebar', async ({ page }) => {
    for (const [path, title, withSidebar] of [
      ['/commissions-v3/home', 'Commission Batches', true],
      ['/commissions-v3/uploads', 'Uploads', true],
      ['/commissions-v3/deals', 'Deals', true],
      ['/commissions-v3/employees', 'Employees', true],
      ['/commissions-v3/create-batch', 'Create batch', false],
      ['/commissions-v3/batch-details', 'Batch details', false],
      ['/commissions-v3/batch-verification', 'Batch verification', false],
    ] as const) {
      await openInFrame(page, path, title);
      await expect(sidebar(page)).toHaveCount(withSidebar ? 1 : 0);
    }
  });

  test('switches company, which re-runs company-info and the landing rule', async ({ page }) => {
    await page.goto('/ewa/employees');
    const switcher = page.getByRole('combobox', { name: 'Company' });
    await expect(switcher).toBeVisible();
    // Until the list of companies arrives, the switcher holds the current company alone and takes no choice.
    await expect(switcher).toBeEnabled();
    await chooseOption(page, 'Company', 'Costa Motors');
    await expect(page).toHaveURL(/\/ewa\/employees$/);
    await expect(switcher).toHaveText('Costa Motors');
    await expectAccessible(page);
  });

  test('switching company keeps the page when the new company shows it, else goes to the area’s start, without a refusal', async ({
    page,
  }) => {
    const switcher = page.getByRole('combobox', { name: 'Company' });
    const switchTo = async (company: string) => {
      await expect(switcher).toBeEnabled();
      await chooseOption(page, 'Company', company);
      await expect(switcher).toHaveText(company);
    };
    await openInFrame(page, '/ewa/billing', 'Billing');
    await switchTo('Costa Motors');
    await expect(page).toHaveURL(/\/ewa\/billing$/);
    await expect(pageHeading(page)).toHaveText('Billing');
    await switchTo('Isla Restaurant Group');
    await expect(page).toHaveURL(/\/ewa\/billing$/);

    // Payroll Activity is a page of Isla's, not of Costa's: Costa opens the Tips area at its start.
    await openInFrame(page, '/tips/payroll-activity', 'Payroll Activity');
    await switchTo('Costa Motors');
    await expect(page).toHaveURL(/\/tips\/home$/);
    await expect(pageHeading(page)).toHaveText('Home');

    // A batch of one company is no record of another's: the page's area opens at its start, without the id.
    await openInFrame(page, '/commissions-v3/home', 'Commission Batches');
    const batch = page.getByRole('main').locator('a[href*="/commissions-v3/batch-details?id="]').first();
    await batch.click();
    await expect(page).toHaveURL(/\/commissions-v3\/batch-details\?id=/);
    await switchTo('Borinquen Logistics');
    await expect(page).toHaveURL(/\/commissions-v3\/home$/);
    await expect(pageHeading(page)).toHaveText('Commission Batches');
    await expect(page.getByText(/Your account cannot open/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
