import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { chooseOption } from './support/select.ts';
import { switchCompany } from './support/company.ts';
import { pageHeading } from './support/frame.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseLargeFile, expectUploadThenCheck, recordProgress, slowUploads } from './support/slow-upload.ts';

// Commission Batches (internal staff) at Costa: dealer files are taken whole or not at all, and the deals
// table remembers which columns were hidden.
test.use({ storageState: storageStatePath('staff@provider.example') });

// Types a date into a design-system DatePicker, as a user does: month, day and year, segment after segment.
async function fillDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`);
}

// The file the CSV drop zone's "Choose a file" button opens the browser's picker for.
const csvFile = (page: Page) => page.locator('input[type="file"]');

async function viewCosta(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await switchCompany(page, 'Costa Motors');
  await page.goto(path);
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText('Costa Motors');
}

const header = 'dealNumber,date,payrollFileNumber,brand,dealType,saleAmount,grossProfit';

test('staff uploads a dealer file with a bad row (refused whole) and then a good one', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/uploads');
  await expect(pageHeading(page)).toHaveText('Uploads');
  const stamp = Date.now();
  const upload = async (name: string, rows: string[]) => {
    await chooseOption(page, 'Kind of file', 'Dealer-system deals');
    await fillDate(page, 'Period start', '2026-11-16');
    await fillDate(page, 'Period end', '2026-11-22');
    await csvFile(page).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    await expect(
      page.getByRole('table', { name: `Preview: first ${rows.length} of ${rows.length} rows` }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Upload ${rows.length} rows` }).click();
  };

  await upload('costa-deals-bad.csv', [
    `E2E-${stamp}-1,2026-11-17,60100075,Costa Toyota,new-vehicle,31500.00,2400.00`,
    `E2E-${stamp}-2,2026-11-18,99999999,Costa Toyota,used-vehicle,18250.00,1900.00`,
    // A negative sale is refused like any other bad row: the whole file waits for its correction.
    `E2E-${stamp}-4,2026-11-19,60100075,Costa Toyota,used-vehicle,-500.00,0.00`,
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: /Nothing was uploaded: [2-9] problems in the file/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Nothing was uploaded/ })).toContainText(
    'no worker with payroll file number 99999999',
  );
  await expect(page.getByRole('table', { name: /Nothing was uploaded/ })).toContainText(
    'A sale amount cannot be negative.',
  );
  await expectAccessible(page);
  await expect(page.getByRole('table', { name: 'Uploaded files' })).not.toContainText('costa-deals-bad.csv');

  await upload('costa-deals-good.csv', [
    `E2E-${stamp}-1,2026-11-17,60100075,Costa Toyota,new-vehicle,31500.00,2400.00`,
    `E2E-${stamp}-3,2026-11-18,60100075,Costa Toyota,used-vehicle,18250.00,1900.00`,
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded costa-deals-good.csv: 2 rows' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toContainText(
    'costa-deals-good.csv',
  );
  await expectAccessible(page);
});

test('staff hides a deal column and finds it hidden after a reload', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/deals');
  const deals = page.getByRole('table', { name: 'Deals' });
  await expect(deals.getByRole('columnheader', { name: 'Gross profit' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  // The help stays inside its panel.
  const panel = page.getByRole('dialog', { name: 'Columns' });
  const help = panel.getByText('Choose the columns to show; the choice is remembered on this computer.');
  const [panelBox, helpBox] = [await panel.boundingBox(), await help.boundingBox()];
  expect(helpBox!.x).toBeGreaterThanOrEqual(panelBox!.x);
  expect(helpBox!.y).toBeGreaterThanOrEqual(panelBox!.y);
  expect(helpBox!.x + helpBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
  expect(helpBox!.y + helpBox!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height);
  await panel.getByText('Gross profit', { exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: 'Gross profit' })).not.toBeChecked();
  await expect(deals.getByRole('columnheader', { name: 'Gross profit' })).toHaveCount(0);
  await expectAccessible(page);
  await page.reload();
  await expect(deals.getByRole('columnheader', { name: 'Sale amount' })).toBeVisible();
  await expect(deals.getByRole('columnheader', { name: 'Gross profit' })).toHaveCount(0);
});

test('staff finds deals by worker and deal number, on any page, and filters them by type', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/deals');
  const deals = page.getByRole('table', { name: 'Deals' });
  await expect(page.getByText(/^\d+ deals$/)).toBeVisible();
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    companies: { id: string; name: string }[];
  };
  const costa = session.companies.find((company) => company.name === 'Costa Motors')!;
  type Deal = { dealNumber: string; workerName: string; dealType: string };
  const read = async (query: string) =>
    (await (await page.request.get(`/api/compensation/deals?companyId=${costa.id}&${query}`)).json()) as {
      items: Deal[];
      total: number;
    };
  const { total } = await read('limit=1');
  // The oldest deal, on the last page of the table, is found from the first page by its number, typed in any case.
  const [oldest] = (await read(`limit=1&page=${total}`)).items;
  const search = page.getByLabel('Search by deal # or worker');
  await search.fill(oldest!.dealNumber.toLowerCase());
  await expect(deals.getByRole('row')).toHaveCount(2);
  await expect(deals.getByRole('row').nth(1)).toContainText(oldest!.dealNumber);
  await expect(page.getByText('1 deal matches')).toBeVisible();

  // Every deal of the worker who made it, and only theirs.
  const name = oldest!.workerName;
  const theirs = await read(`search=${encodeURIComponent(name)}&limit=200`);
  await search.fill(name.toLowerCase());
  await expect(page.getByText(`${theirs.total} ${theirs.total === 1 ? 'deal matches' : 'deals match'}`)).toBeVisible();
  await expect(deals.getByRole('row')).toHaveCount(Math.min(theirs.total, 50) + 1);
  await expect(deals.getByRole('row').filter({ hasText: name })).toHaveCount(Math.min(theirs.total, 50));

  // Narrowed by type: the worker's used-vehicle deals.
  await page.getByRole('combobox', { name: 'Deal type' }).click();
  await page.getByRole('option', { name: 'Used vehicle' }).click();
  const used = theirs.items.filter((deal) => deal.dealType === 'used-vehicle').length;
  if (used === 0)
    await expect(
      page.getByText('Search by another deal number, worker name or payroll file number, or choose all deal types.'),
    ).toBeVisible();
  else {
    await expect(page.getByText(`${used} ${used === 1 ? 'deal matches' : 'deals match'}`)).toBeVisible();
    await expect(deals.getByRole('row').filter({ hasText: 'Used vehicle' })).toHaveCount(used);
  }
  await expectAccessible(page);

  // Every type again, without a search: the whole list.
  await search.fill('');
  await page.getByRole('combobox', { name: 'Deal type' }).click();
  await page.getByRole('option', { name: 'All deal types' }).click();
  await expect(page.getByText(`${total} deals`, { exact: true })).toBeVisible();
});

test('the deal types a deals file may hold are shown before any upload', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/uploads');
  await chooseOption(page, 'Kind of file', 'Dealer-system deals');
  await expect(
    page.getByText(
      'The dealType column holds one of these values, exactly as written: new-vehicle (New vehicle), used-vehicle (Used vehicle), service (Service), parts (Parts).',
    ),
  ).toBeVisible();
  await chooseOption(page, 'Kind of file', 'Technician hours');
  await expect(page.getByText(/The dealType column holds/)).toHaveCount(0);
});

test('the same payroll-provider rows uploaded twice ask before they count again', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/uploads');
  const stamp = (Date.now() % 90_000) + 10_000;
  const rows = ['payrollFileNumber,amount', `60100075,${(stamp / 100).toFixed(2)}`];
  const send = async (name: string) => {
    await chooseOption(page, 'Kind of file', 'Payroll-provider amounts');
    await fillDate(page, 'Period start', '2026-11-02');
    await fillDate(page, 'Period end', '2026-11-15');
    await csvFile(page).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
    await page.getByRole('button', { name: 'Upload 1 row' }).click();
  };
  await send('adp-e2e.csv');
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded adp-e2e.csv: 1 row' })).toBeVisible();

  await send('adp-e2e-copia.csv');
  await expect(page.getByText('These rows were applied before')).toBeVisible();
  await expect(page.getByTestId('commission-upload-question')).toContainText('“adp-e2e.csv”');
  await expectAccessible(page);
  await expect(page.getByRole('table', { name: 'Uploaded files' })).not.toContainText('adp-e2e-copia.csv');
  await page.getByRole('button', { name: 'Apply them again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded adp-e2e-copia.csv: 1 row' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('row').nth(1)).toContainText(
    'adp-e2e-copia.csv',
  );
});

test('a large deals file shows its upload going out and then the check, and the same file again asks first', async ({
  page,
}, testInfo) => {
  await viewCosta(page, '/commissions-v3/uploads');
  const stamp = Date.now();
  // Deals of a week no other journey reads: about 190 KB.
  const rows = Array.from(
    { length: 2_400 },
    (_, index) => `E2E-LARGE-${stamp}-${index},2026-09-08,60100075,Costa Toyota,used-vehicle,18250.00,1900.00`,
  );
  const file = {
    name: 'costa-deals-large.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  };
  const send = async () => {
    await chooseOption(page, 'Kind of file', 'Dealer-system deals');
    await fillDate(page, 'Period start', '2026-09-07');
    await fillDate(page, 'Period end', '2026-09-13');
    await chooseLargeFile(csvFile(page), file, page.getByRole('table', { name: 'Preview: first 10 of 2400 rows' }));
    await page.getByRole('button', { name: 'Upload 2,400 rows' }).click();
  };

  const restore = await slowUploads(page, 64_000);
  const seen = await recordProgress(page);
  await send();
  const bar = page.getByRole('progressbar', { name: 'Uploading costa-deals-large.csv' });
  await expect(bar).toBeVisible();
  // Part of the file is out; the whole climb is read from the recording below.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await page.screenshot({ path: testInfo.outputPath('commissions-uploading.png') });
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded costa-deals-large.csv: 2,400 rows' })).toBeVisible({
    timeout: 30_000,
  });
  expectUploadThenCheck(await seen(), 'Uploading costa-deals-large.csv', 'Checking 2,400 rows…');
  await restore();

  // The same rows again ask before they count, as any upload does.
  await send();
  await expect(page.getByText('These rows were applied before')).toBeVisible();
  await expect(page.getByTestId('commission-upload-question')).toContainText('“costa-deals-large.csv”');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a deals file changes the commission of the worker it names in a batch of its period, and a corrected file replaces it', async ({
  page,
}) => {
  // Andrea Báez Vázquez (60100073) sells for Costa Toyota; her plan pays $150.00 a unit up to 8 units and 20 % of
  // the front gross up to $20,000.00.
  const period = { startDate: '2027-02-01', endDate: '2027-02-14' };
  await viewCosta(page, '/commissions-v3/uploads');
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    companies: { id: string; name: string }[];
  };
  const costa = session.companies.find((company) => company.name === 'Costa Motors')!;
  const created = await page.request.post('/api/compensation/commission-batches', {
    headers: { 'X-Requested-By': 'cuadre', 'Idempotency-Key': crypto.randomUUID() },
    data: {
      companyId: costa.id,
      area: 'commissions-v3',
      type: 'normal',
      ...period,
      setOfWorkers: [{ brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Consultant'] }] }],
    },
  });
  // A retried run finds the batch it made the first time: the answer names it.
  expect([201, 409], await created.text()).toContain(created.status());
  const batchId =
    created.status() === 409
      ? ((await created.json()) as { conflictsWith: { id: string } }).conflictsWith.id
      : ((await created.json()) as { id: string }).id;

  const stamp = Date.now();
  const sendDeals = async (name: string, rows: string[]) => {
    await page.goto('/commissions-v3/uploads');
    await chooseOption(page, 'Kind of file', 'Dealer-system deals');
    await fillDate(page, 'Period start', period.startDate);
    await fillDate(page, 'Period end', period.endDate);
    await csvFile(page).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([`${header},units`, ...rows].join('\n')),
    });
    await page.getByRole('button', { name: `Upload ${rows.length} rows` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Uploaded ${name}: ${rows.length} rows` })).toBeVisible();
  };
  const andrea = async () => {
    await page.goto(`/commissions-v3/batch-details?id=${batchId}`);
    return page.getByRole('table', { name: 'Workers' }).getByRole('row').filter({ hasText: '60100073' });
  };
  const openDrawer = async () => {
    await page.getByRole('button', { name: 'Andrea Báez Vázquez' }).click();
    return page.getByRole('dialog', { name: 'Andrea Báez Vázquez' });
  };

  await sendDeals(`toyota-febrero-${stamp}.csv`, [
    `E2E-${stamp}-F1,2027-02-03,60100073,Costa Toyota,new-vehicle,31500.00,2400.00,1`,
    `E2E-${stamp}-F2,2027-02-05,60100073,Costa Toyota,used-vehicle,18250.00,1900.00,2`,
  ]);
  // 3 units × $150.00 + 20 % of $4,300.00.
  await expect(await andrea()).toContainText('$1,310.00');
  const drawer = await openDrawer();
  await expect(drawer.getByRole('region', { name: 'Front gross' })).toContainText('Dealer system');
  await expect(drawer.getByRole('region', { name: 'Front gross' }).getByTestId('input-uploads')).toContainText(
    `toyota-febrero-${stamp}.csv`,
  );
  await expectAccessible(page);

  await sendDeals(`toyota-febrero-${stamp}-corregido.csv`, [
    `E2E-${stamp}-F1,2027-02-03,60100073,Costa Toyota,new-vehicle,31500.00,2400.00,1`,
    `E2E-${stamp}-F2,2027-02-05,60100073,Costa Toyota,used-vehicle,18250.00,900.00,1`,
  ]);
  await expect(
    page
      .getByRole('table', { name: 'Uploaded files' })
      .getByRole('row')
      .filter({ hasText: `toyota-febrero-${stamp}.csv` }),
  ).toContainText('Replaced by a corrected file');
  // Replaced, never added: 2 units × $150.00 + 20 % of $3,300.00.
  const row = await andrea();
  await expect(row).toContainText('$960.00');
  await expect(row).not.toContainText('$1,310.00');
  const corrected = await openDrawer();
  await expect(corrected.getByRole('region', { name: 'Front gross' }).getByTestId('input-uploads')).toHaveText(
    new RegExp(`^toyota-febrero-${stamp}-corregido\\.csv · `),
  );
});

test('Commission Batches lists only its own batches (Costa has Sales Commissions batches too)', async ({ page }) => {
  await viewCosta(page, '/commissions-v3/home');
  const links = page.getByRole('main').locator('a[href*="/batch-details?id="]');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map(
    (href) => new URL(href, 'http://localhost').searchParams.get('id'),
  );
  for (const id of ids) {
    const batch = (await (await page.request.get(`/api/compensation/commission-batch/${id}`)).json()) as {
      area: string;
    };
    expect(batch.area).toBe('commissions-v3');
  }
});
