import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { lateTonightInPuertoRico } from './support/clock.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseOption } from './support/select.ts';
import { chooseLargeFile, expectUploadThenCheck, recordProgress, slowUploads } from './support/slow-upload.ts';

const EDITOR = 'insurance@isla.example';
const VIEWER = 'insurance.viewer@isla.example';

const balancesTable = (page: Page) => page.getByRole('table', { name: 'Insurance balances' });
const dollars = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[$,()\s]/g, '')) * 100) * ((text ?? '').includes('(') ? -1 : 1);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The request bodies the table sends, so a journey can tell which filters reached the server.
function tableRequests(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/insurance/get-table') && request.method() === 'POST')
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

async function firstInsuredPayrollNumber(page: Page): Promise<string> {
  await page.goto('/insurance/home');
  // The payroll file number is the second line of the worker's cell.
  const number = balancesTable(page).getByRole('row').nth(1).getByRole('cell').first().locator(':scope > div').last();
  await expect(number).toHaveText(/^\S+$/);
  return (await number.textContent())!.trim();
}

async function csvFile(page: Page, name: string, lines: string[]) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
}

test.describe('an insurance admin', () => {
  test.use({ storageState: storageStatePath(EDITOR) });

  test('every value of the balances shows whole at 1280 pixels, in English and in Spanish, a long name aside', async ({
    page,
  }) => {
    await expectValuesWhole(page, '/insurance/home', [
      { language: 'en-US', table: 'Insurance balances', except: 'Worker' },
      { language: 'es-PR', table: 'Balances de seguro', except: 'Empleado' },
    ]);
  });

  test('filters by plan type and balance above $100, then records a cash payment that lowers the balance by exactly that amount, confirming the credit it leaves', async ({
    page,
  }) => {
    const sent = tableRequests(page);
    await page.goto('/insurance/home');
    await expect(pageHeading(page)).toHaveText('Insurance balances');
    await expect(balancesTable(page).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await choose(page, 'Plan type', 'Family');
    await expect.poll(() => sent.some((body) => body.planType === 'family')).toBe(true);
    await choose(page, 'Balance', 'Greater than');
    await expect(page.getByText('Enter an amount to compare balances with').first()).toBeVisible();
    expect(sent.filter((body) => body.balance === 'greater-than')).toEqual([]);

    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByLabel('Amount', { exact: true }).press('Tab');
    await expect
      .poll(() => sent.filter((body) => body.balance === 'greater-than').map((body) => body.balanceValue))
      .toEqual([10_000]);
    // Until the filtered answer arrives the previous rows stay on screen, greyed, with the table busy.
    await expect(balancesTable(page)).not.toHaveAttribute('aria-busy', 'true');
    const rows = balancesTable(page).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const totals = await rows.locator('td:last-child').allTextContents();
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) expect(dollars(total)).toBeGreaterThan(10_000);
    // The plan, with its origin under it.
    for (const plan of await rows.locator('td:nth-child(4)').allTextContents())
      expect(plan.trim()).toMatch(/^Family(Payroll provider|Offline)$/);

    await rows.nth(1).getByRole('button').click();
    const drawer = page.getByRole('dialog');
    const owes = drawer.getByTestId('insurance-owes');
    await expect(owes).toHaveText(/\$/);
    await expect(drawer.getByText('Every remaining balance follows from the entries before it.')).toBeVisible();
    const before = dollars(await owes.textContent());
    await expectAccessible(page);

    // $12.34 more than everything the worker owes: the payment leaves a credit, so the product asks first.
    const paid = before + 1234;
    await choose(page, 'Payment method', 'Cash');
    await drawer.getByLabel('MCS amount', { exact: true }).fill((paid / 100).toFixed(2));
    await drawer.getByLabel('MCS amount', { exact: true }).press('Tab');
    await drawer.getByRole('button', { name: 'Record entry' }).click();
    const question = page.getByRole('alertdialog', { name: 'Record a payment that leaves a credit?' });
    await expect(question).toBeVisible();
    await expectAccessible(page);
    // Going back records nothing; confirming records the payment as entered.
    await question.getByRole('button', { name: 'Go back' }).click();
    await expect(question).toBeHidden();
    expect(dollars(await owes.textContent())).toBe(before);
    await drawer.getByRole('button', { name: 'Record entry' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Record with credit' }).click();
    await expect(page.getByText('Entry recorded').first()).toBeVisible();
    await expect.poll(async () => dollars(await owes.textContent())).toBe(before - paid);
    await expect(
      drawer
        .getByRole('table', { name: /Ledger entries/ })
        .getByRole('row')
        .nth(1),
    ).toContainText('Cash');
  });

  test('refuses a payment without a method, writing nothing', async ({ page }) => {
    await page.goto('/insurance/home');
    await balancesTable(page).getByRole('row').nth(1).getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('insurance-owes')).toHaveText(/\$/);
    await drawer.getByLabel('MCS amount', { exact: true }).fill('5.00');
    await drawer.getByLabel('MCS amount', { exact: true }).press('Tab');
    await drawer.getByRole('button', { name: 'Record entry' }).click();
    await expect(drawer.getByText('Choose how the payment was made.')).toBeVisible();
    await expect(page.getByText('Entry recorded')).toHaveCount(0);
  });

  test('uploads a ledger file with one bad row, gets a report naming the row, then uploads a good one', async ({
    page,
  }) => {
    const payroll = await firstInsuredPayrollNumber(page);
    await page.goto('/insurance/uploads');
    await expect(pageHeading(page)).toHaveText('Insurance uploads');
    await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    const header = 'payrollFileNumber,date,plan,type,amount,paymentMethod,notes';
    await csvFile(page, 'pagos-con-error.csv', [
      header,
      `${payroll},2026-11-02,mcs,payment,25.00,cash,Pago en tienda`,
      'NO-SUCH-WORKER,2026-11-02,delta,payment,10.00,bitcoin,',
    ]);
    await expect(page.getByRole('table', { name: /First 2 of 2 rows/ })).toBeVisible();
    await page.getByRole('button', { name: 'Upload 2 rows' }).click();
    await expect(page.getByText('pagos-con-error.csv was not applied').first()).toBeVisible();
    const errors = page.getByRole('table', { name: 'Problems in the file' });
    await expect(errors.getByRole('row').nth(1)).toContainText('2');
    await expect(errors).toContainText('payrollFileNumber');
    await expect(errors).toContainText('paymentMethod');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the error report' }).click();
    const report = await readFile((await (await download).path())!, 'utf8');
    expect(report).toContain('pagos-con-error.csv,2,payrollFileNumber');
    await expect(page.getByRole('table', { name: 'Uploaded files' })).not.toContainText('pagos-con-error.csv');

    await page.getByRole('button', { name: 'Choose another file' }).click();
    await csvFile(page, 'pagos-buenos.csv', [
      header,
      `${payroll},2026-11-02,mcs,payment,25.00,cash,Pago en tienda`,
      `${payroll},2026-11-02,delta,debt,10.00,,`,
    ]);
    await page.getByRole('button', { name: 'Upload 2 rows' }).click();
    await expect(page.getByText('pagos-buenos.csv applied').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toContainText(
      'pagos-buenos.csv',
    );

    // The same rows again, under another name: nothing is applied until the admin says they happened twice.
    const { company } = (await (await page.request.get('/api/auth/session')).json()) as { company: { id: string } };
    const uploaded = async () =>
      (
        (await (await page.request.get(`/api/insurance/get-uploads?companyId=${company.id}&limit=1`)).json()) as {
          total: number;
        }
      ).total;
    const before = await uploaded();
    await csvFile(page, 'pagos-buenos-copia.csv', [
      header,
      `${payroll},2026-11-02,mcs,payment,25.00,cash,Pago en tienda`,
      `${payroll},2026-11-02,delta,debt,10.00,,`,
    ]);
    await page.getByRole('button', { name: 'Upload 2 rows' }).click();
    await expect(page.getByText('These rows were applied before')).toBeVisible();
    await expect(page.getByTestId('insurance-upload-question')).toContainText('“pagos-buenos.csv”');
    await expectAccessible(page);
    expect(await uploaded()).toBe(before);
    await page.getByRole('button', { name: 'Apply them again' }).click();
    await expect(page.getByText('pagos-buenos-copia.csv applied').first()).toBeVisible();
    expect(await uploaded()).toBe(before + 1);
  });

  test('sees a large ledger file go out and then be checked, and the same rows again asks first', async ({
    page,
  }, testInfo) => {
    const payroll = await firstInsuredPayrollNumber(page);
    await page.goto('/insurance/uploads');
    await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toBeVisible();
    // A debt and the adjustment that cancels it, 1,500 times: about 120 KB that leave every balance as it was.
    const lines = ['payrollFileNumber,date,plan,type,amount,paymentMethod,notes'];
    for (let index = 0; index < 1_500; index += 1) {
      lines.push(`${payroll},2026-10-05,mcs,debt,0.01,,e2e progress ${index}`);
      lines.push(`${payroll},2026-10-05,mcs,adjustment,-0.01,,e2e progress ${index}`);
    }
    await chooseLargeFile(
      page.locator('input[type=file]'),
      { name: 'pagos-grandes.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) },
      page.getByRole('table', { name: /First \d+ of 3,000 rows/ }),
    );

    const restore = await slowUploads(page, 48_000);
    const seen = await recordProgress(page);
    await page.getByRole('button', { name: 'Upload 3,000 rows' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading pagos-grandes.csv' });
    await expect(bar).toBeVisible();
    // Part of the file is out; the whole climb is read from the recording below.
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await page.screenshot({ path: testInfo.outputPath('insurance-uploading.png') });
    await expect(page.getByText('pagos-grandes.csv applied').first()).toBeVisible({ timeout: 30_000 });
    expectUploadThenCheck(await seen(), 'Uploading pagos-grandes.csv', 'Checking 3,000 rows…');
    await restore();

    await chooseLargeFile(
      page.locator('input[type=file]'),
      { name: 'pagos-grandes-copia.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) },
      page.getByRole('table', { name: /First \d+ of 3,000 rows/ }),
    );
    await page.getByRole('button', { name: 'Upload 3,000 rows' }).click();
    await expect(page.getByText('These rows were applied before')).toBeVisible();
    await expect(page.getByTestId('insurance-upload-question')).toContainText('“pagos-grandes.csv”');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('sees who is falling behind over the last pay periods', async ({ page }) => {
    await page.goto('/insurance/home');
    await page.getByRole('tab', { name: 'Falling behind' }).click();
    const table = page.getByRole('table', { name: 'Workers falling behind' });
    await expect(table.getByRole('row').nth(1)).toContainText('$');
    for (const growth of await table.getByRole('row').locator('td:nth-child(7)').allTextContents())
      expect(dollars(growth)).toBeGreaterThan(0);
    await expectAccessible(page);
  });
});

test.describe('internal staff at Borinquen', () => {
  test.use({ storageState: storageStatePath('staff@provider.example') });

  test('reads the balances whole at 1280 pixels in both languages, the longest store names included', async ({
    page,
  }) => {
    await page.goto('/insurance/home');
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText('Borinquen Logistics');
    // "Borinquen Arecibo Distribution": the payroll file number sits under the worker so the store has the width.
    await expectValuesWhole(page, '/insurance/home', [
      { language: 'en-US', table: 'Insurance balances', except: 'Worker' },
      { language: 'es-PR', table: 'Balances de seguro', except: 'Empleado' },
    ]);
    await expect(
      page.getByRole('table', { name: 'Balances de seguro' }).getByText('Borinquen Arecibo Distribution').first(),
    ).toBeVisible();
  });
});

test.describe('a read-only insurance user', () => {
  test.use({ storageState: storageStatePath(VIEWER) });

  test('reads how Outstanding is MCS plus Delta less the credits, to the cent, in English and in Spanish', async ({
    page,
  }) => {
    const summary = page.waitForResponse(
      (response) => response.url().endsWith('/api/insurance/get-table-summary') && response.ok(),
    );
    await page.goto('/insurance/home');
    const totals = (await (await summary).json()) as {
      mcsOutstanding: number;
      deltaOutstanding: number;
      totalOutstanding: number;
    };
    const card = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(card('Outstanding balance')).toHaveText(/\$/);
    const [outstanding, mcs, delta] = [
      dollars(await card('Outstanding balance').textContent()),
      dollars(await card('MCS outstanding').textContent()),
      dollars(await card('Delta outstanding').textContent()),
    ];
    expect([outstanding, mcs, delta]).toEqual([
      totals.totalOutstanding,
      totals.mcsOutstanding,
      totals.deltaOutstanding,
    ]);
    const credits = mcs + delta - outstanding;
    // The demo has workers in credit on one plan who owe on the other.
    expect(credits).toBeGreaterThan(0);
    const amount = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(
      page.getByText(`MCS ${amount(mcs)} + Delta ${amount(delta)} − credits ${amount(credits)}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Credits: what workers in credit on one plan take off what they owe on the other.'),
    ).toBeVisible();
    await expectAccessible(page);

    await chooseOption(page, 'Language', 'Español (Puerto Rico)');
    await expect(
      page.getByText(`MCS ${amount(mcs)} + Delta ${amount(delta)} − créditos ${amount(credits)}`, { exact: true }),
    ).toBeVisible();
    await expect(card('Balance pendiente')).toHaveText(amount(outstanding));
    await expectAccessible(page);
  });

  test('exports the balances under Puerto Rico’s date late in the evening, when UTC has moved on', async ({ page }) => {
    const { today, lateTonight } = lateTonightInPuertoRico();
    await page.clock.setFixedTime(lateTonight);
    await page.goto('/insurance/home');
    await expect(balancesTable(page).getByRole('row').nth(1)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`insurance-balances-${today}.csv`);
  });

  test('sees the balances, ledgers and uploads and can change nothing, in the screens or through the API', async ({
    page,
  }) => {
    const table = page.waitForResponse((response) => response.url().endsWith('/api/insurance/get-table'));
    await page.goto('/insurance/home');
    const { items } = (await (await table).json()) as { items: { workerId: string }[] };
    await expect(balancesTable(page).getByRole('row').nth(1)).toBeVisible();
    await balancesTable(page).getByRole('row').nth(1).getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('insurance-owes')).toHaveText(/\$/);
    await expect(drawer.getByText(/needs the insurance-edit permission/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Record entry' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Save status' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Add note' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/insurance/uploads');
    await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/Uploading a ledger file needs the insurance-edit permission/)).toBeVisible();
    await expect(page.locator('input[type=file]')).toHaveCount(0);

    const session = (await (await page.request.get('/api/auth/session')).json()) as { company: { id: string } };
    const headers = { 'X-Requested-By': 'cuadre', 'Idempotency-Key': crypto.randomUUID() };
    const workerId = items[0]!.workerId;
    const refused = [
      await page.request.post('/api/insurance/ledger-entries', {
        headers,
        data: { workerId, date: '2026-11-02', type: 'payment', paymentMethod: 'cash', mcsAmount: 100, deltaAmount: 0 },
      }),
      await page.request.put(`/api/insurance/status/${workerId}`, {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { mcs: true, delta: true, dataOrigin: 'offline', planType: 'family' },
      }),
      await page.request.post('/api/insurance/notes', { headers, data: { workerId, message: 'No debería guardarse' } }),
      await page.request.post('/api/insurance/uploads', {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          companyId: session.company.id,
          filename: 'x.csv',
          contentType: 'text/csv',
          csv: 'payrollFileNumber,date,plan,type,amount,paymentMethod\nP-1,2026-11-02,mcs,debt,1.00,',
        },
      }),
    ];
    expect(refused.map((response) => response.status())).toEqual([403, 403, 403, 403]);
  });
});
