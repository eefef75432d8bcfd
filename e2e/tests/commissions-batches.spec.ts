import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { chooseOption } from './support/select.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { storageStatePath } from './support/personas.ts';

// The Sales Commissions workflow at Costa: a creator builds and submits a batch, an approver reviews and
// approves it, rejects another with a reason the creator then reads, and a viewer can only look.
test.describe.configure({ mode: 'serial' });

let createdBatchUrl = '';
let rejectedBatchUrl = '';

// Types a date into a design-system DatePicker, as a user does: month, day and year, segment after segment.
async function fillDate(page: Page, label: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`);
}

async function openWorker(page: Page, index: number): Promise<string> {
  const button = page.getByRole('table', { name: 'Workers', exact: true }).getByRole('button').nth(index);
  const name = (await button.textContent()) ?? '';
  await button.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  return name;
}

test.describe('a batch creator at Costa', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('creates a batch, edits an input and a manual total with a reason, and submits it', async ({ page }) => {
    await page.goto('/commissions-v2/create-batch');
    await expect(pageHeading(page)).toHaveText('Create batch');
    await chooseOption(page, 'Brand', 'Costa Toyota');
    await chooseOption(page, 'Department', 'Sales');
    await chooseOption(page, 'Title', 'Sales Manager');
    await fillDate(page, 'Start date', '2026-10-01');
    await fillDate(page, 'End date', '2026-10-31');
    await expect(page.getByRole('table', { name: 'Workers the batch covers' }).getByRole('row').nth(1)).toContainText(
      'Sales Manager',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create batch' }).click();

    await expect(page).toHaveURL(/\/commissions-v2\/batch-details\?id=/);
    await expect(pageHeading(page)).toHaveText('Batch details');
    createdBatchUrl = page.url();
    await expectAccessible(page);

    // An input: the worker's total follows the typed value before anything is saved.
    await openWorker(page, 0);
    const dialog = page.getByRole('dialog');
    const before = await dialog.getByTestId('worker-total').textContent();
    await dialog.getByLabel('Value of Store units').fill('120');
    await expect(dialog.getByTestId('worker-total')).not.toHaveText(before ?? '');
    const computed = await dialog.getByTestId('worker-total').textContent();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved .*’s commission\.$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Workers', exact: true }).getByRole('row').nth(1)).toContainText(
      computed ?? '',
    );

    // A manual total needs a reason.
    const second = await openWorker(page, 1);
    await dialog.getByLabel('Manual total (USD)').fill('1234.56');
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(dialog.getByText('Write a reason.')).toBeVisible();
    await dialog.getByLabel('Reason for the manual total').fill('Spiff agreed with the store manager');
    await expect(dialog.getByTestId('worker-total')).toHaveText('$1,234.56');
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved ${second}’s commission.` })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Workers', exact: true }).getByRole('row', { name: new RegExp(second) }),
    ).toContainText('$1,234.56');

    await page.getByRole('link', { name: 'Verify batch' }).click();
    await expect(pageHeading(page)).toHaveText('Batch verification');
    await expect(page.getByText('Manual total $1,234.56 for')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('The batch is submitted for approval.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Submitted for approval' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });
});

test.describe('a second batch of the same workers and dates', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('is refused with a link that opens the batch already covering them', async ({ page }) => {
    await page.goto('/commissions-v2/create-batch');
    await chooseOption(page, 'Brand', 'Costa Toyota');
    await chooseOption(page, 'Department', 'Sales');
    await chooseOption(page, 'Title', 'Sales Manager');
    await fillDate(page, 'Start date', '2026-10-01');
    await fillDate(page, 'End date', '2026-10-31');
    await page.getByRole('button', { name: 'Create batch' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText(
      'a second batch would pay those workers twice',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Open the batch that covers them' }).click();
    await expect(pageHeading(page)).toHaveText('Batch details');
    expect(page.url()).toBe(createdBatchUrl);
  });
});

test.describe('an approver at Costa', () => {
  test.use({ storageState: storageStatePath('approver@costa.example') });

  test('moves the new batch to review and approves it', async ({ page }) => {
    await page.goto(createdBatchUrl.replace('batch-details', 'batch-verification'));
    await expect(pageHeading(page)).toHaveText('Batch verification');
    await page.getByRole('button', { name: 'Move to review' }).click();
    await expect(page.getByText('The batch is in review.')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    // Approving sends the batch to payroll: its total and its workers at $0 are shown first.
    const question = page.getByRole('alertdialog', { name: 'Approve this batch for payroll?' });
    await expect(question).toContainText(/\$[\d,]+\.\d{2} for \d+ workers?\./);
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The batch is approved.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Approved' })).toContainText('approver@costa.example');
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('rejects another batch from the ones awaiting approval, with a reason', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    await page.getByRole('tab', { name: /Awaiting my approval/ }).click();
    const batches = page.getByRole('table', { name: 'Commission batches' });
    await expect(batches.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    await batches.getByRole('link').first().click();
    await expect(pageHeading(page)).toHaveText('Batch details');
    rejectedBatchUrl = page.url();
    await page.getByRole('link', { name: 'Verify batch' }).click();
    // The batch's actions render with it: wait for them before asking which of them it offers.
    await expect(page.getByRole('button', { name: /^(Move to review|Reject)$/ }).first()).toBeVisible();
    if (await page.getByRole('button', { name: 'Move to review' }).isVisible()) {
      await page.getByRole('button', { name: 'Move to review' }).click();
      await expect(page.getByText('The batch is in review.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the batch' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Write a reason.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Units do not match the October dealer report.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('The batch is rejected; its creator sees your reason.')).toBeVisible();
  });
});

test.describe('the creator again', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('sees every column of the batch list inside its card at 1440 wide, full values in titles', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    const region = page.getByRole('region', { name: 'Commission batches' });
    const batches = region.getByRole('table');
    await expect(batches.getByRole('row').nth(1)).toBeVisible();
    const [table, card] = await Promise.all([batches.boundingBox(), region.boundingBox()]);
    expect(table?.width ?? Infinity).toBeLessThanOrEqual((card?.width ?? 0) + 1);
    const updated = batches.getByRole('row').nth(1).locator('time');
    await expect(updated).toHaveAttribute('title', /\d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    await expect(updated).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, (\d{1,2}:\d{2}\s?[AP]M|\d{4})$/);
    await expectAccessible(page);
  });

  test('reads every batch and limit date whole at 1,280 px in both languages, the creator under the last change', async ({
    page,
  }) => {
    await expectValuesWhole(page, '/commissions-v2/home', [
      { language: 'en-US', table: 'Commission batches' },
      { language: 'en-US', table: 'Limit dates' },
      { language: 'es-PR', table: 'Lotes de comisiones' },
      { language: 'es-PR', table: 'Fechas límite' },
    ]);
    const first = page.getByRole('table', { name: 'Lotes de comisiones' }).getByRole('row').nth(1);
    await expect(first.getByText('creator@costa.example')).toBeVisible();
  });

  test('reads the rejection reason on the batch', async ({ page }) => {
    await page.goto(rejectedBatchUrl);
    await expect(page.getByRole('alert').filter({ hasText: 'Rejected by approver@costa.example' })).toContainText(
      'Units do not match the October dealer report.',
    );
    await expectAccessible(page);
  });
});

test.describe('a commissions viewer at Costa', () => {
  test.use({ storageState: storageStatePath('viewer@costa.example') });

  test('sees the batches without create or approve controls, and the API refuses both', async ({ page }) => {
    await page.goto('/commissions/home');
    await expect(page.getByRole('table', { name: 'Commission batches' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /Create batch|Approve|Submit for approval|Reject/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create batch' })).toHaveCount(0);
    await expectAccessible(page);

    const session = (await (await page.request.get('/api/auth/session')).json()) as { company: { id: string } };
    const headers = { 'X-Requested-By': 'cuadre' };
    const created = await page.request.post('/api/compensation/commission-batches', {
      headers,
      data: {
        companyId: session.company.id,
        area: 'commissions-v2',
        type: 'normal',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        setOfWorkers: [{ brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Manager'] }] }],
      },
    });
    expect(created.status()).toBe(403);
    const id = new URL(createdBatchUrl).searchParams.get('id');
    const approved = await page.request.post(`/api/compensation/commission-batch/${id}/approve`, { headers });
    expect(approved.status()).toBe(403);
  });
});

test.describe('Parts & Services at Costa, read only', () => {
  test.use({ storageState: storageStatePath('viewer@costa.example') });

  test('shows its periods, batches, reports and workers whole at 1,280 px in both languages', async ({ page }) => {
    await expectValuesWhole(page, '/commissions/home', [
      { language: 'en-US', table: 'Totals by period, brand and department' },
      { language: 'en-US', table: 'Commission batches' },
      { language: 'es-PR', table: 'Totales por período, marca y departamento' },
      { language: 'es-PR', table: 'Lotes de comisiones' },
    ]);
    // A worker's payroll file number under the name, the brand and department under the title.
    await expectValuesWhole(page, '/commissions/reports', [
      { language: 'en-US', table: 'Commissions per worker' },
      { language: 'es-PR', table: 'Comisiones por empleado' },
    ]);
    await expectValuesWhole(page, '/commissions/employees', [
      { language: 'en-US', table: 'Commission-active workers' },
      { language: 'es-PR', table: 'Empleados con comisiones' },
    ]);
  });
});

test.describe('Payroll at Borinquen, read only', () => {
  test.use({ storageState: storageStatePath('admin@borinquen.example') });

  test('shows its periods and batches whole at 1,280 px in both languages, the creator included', async ({ page }) => {
    await expectValuesWhole(page, '/commissions/home', [
      { language: 'en-US', table: 'Commission batches' },
      { language: 'es-PR', table: 'Lotes de comisiones' },
    ]);
    await expect(page.getByRole('cell', { name: 'admin@borinquen.example' }).first()).toBeVisible();
  });

  test('shows its top earners whole at 1,280 px in both languages, the total as wide as its figures', async ({
    page,
  }) => {
    await expectValuesWhole(page, '/commissions/insights', [
      { language: 'en-US', table: 'Top earners' },
      { language: 'es-PR', table: 'Quienes más ganan' },
    ]);
  });
});

test.describe('absurd values in a draft batch', () => {
  test.use({ storageState: storageStatePath('creator@costa.example') });

  test('a fraction of a count and a manual total past any paycheck are stopped before sending; a negative count is refused by the server', async ({
    page,
  }) => {
    await page.goto('/commissions-v2/create-batch');
    await chooseOption(page, 'Brand', 'Costa Toyota');
    await chooseOption(page, 'Department', 'Sales');
    await chooseOption(page, 'Title', 'Sales Manager');
    await fillDate(page, 'Start date', '2025-03-01');
    await fillDate(page, 'End date', '2025-03-31');
    await expect(page.getByRole('table', { name: 'Workers the batch covers' }).getByRole('row').nth(1)).toContainText(
      'Sales Manager',
    );
    await page.getByRole('button', { name: 'Create batch' }).click();
    await expect(page).toHaveURL(/\/commissions-v2\/batch-details\?id=/);
    const batchId = new URL(page.url()).searchParams.get('id') ?? '';
    const stored = async () =>
      (await (await page.request.get(`/api/compensation/commission-batch/${batchId}`)).json()) as { version: number };
    const before = await stored();

    await openWorker(page, 0);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Value of Store units').fill('2.5');
    await expect(dialog.getByText('A count is a whole number, like 2 or 3.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(dialog).toBeVisible();
    expect((await stored()).version).toBe(before.version);

    await dialog.getByLabel('Value of Store units').fill('');
    await dialog.getByLabel('Manual total (USD)').fill('99,999,999,999.99');
    await dialog.getByLabel('Reason for the manual total').fill('Typed too many nines');
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(dialog.getByText('A manual total can be at most $100,000,000.00.')).toBeVisible();
    await expectAccessible(page);
    expect((await stored()).version).toBe(before.version);

    // A negative count passes the drawer (a plan's chargeback line may take one) and the server, which knows the
    // plan, refuses it, naming why; nothing is saved.
    await dialog.getByLabel('Manual total (USD)').fill('');
    await dialog.getByLabel('Value of Store units').fill('-3');
    await dialog.getByRole('button', { name: 'Save worker' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'only a chargeback line of the plan takes negative values' }),
    ).toBeVisible();
    expect((await stored()).version).toBe(before.version);
  });
});

test.describe('an approver at Costa, on Sales Commissions', () => {
  test.use({ storageState: storageStatePath('approver@costa.example') });

  test('lists only Sales Commissions batches (Costa has Commission Batches too)', async ({ page }) => {
    await page.goto('/commissions-v2/home');
    const links = page.getByRole('main').locator('a[href*="/batch-details?id="]');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(href.startsWith('/commissions-v2/')).toBe(true);
      const id = new URL(href, 'http://localhost').searchParams.get('id');
      const batch = (await (await page.request.get(`/api/compensation/commission-batch/${id}`)).json()) as {
        area: string;
      };
      expect(batch.area).toBe('commissions-v2');
    }
  });

  test("shows a batch's workers, its positions and plans and its summary whole at 1,280 px in both languages", async ({
    page,
  }) => {
    await page.goto('/commissions-v2/home');
    const batch = page.getByRole('table', { name: 'Commission batches' }).getByRole('link').first();
    const details = await batch.getAttribute('href');
    expect(details).toMatch(/^\/commissions-v2\/batch-details\?id=/);
    // The position sits under the worker's name, the plan takes the rest of the row.
    const coverage = [
      { language: 'en-US', table: 'Positions and plans' },
      { language: 'es-PR', table: 'Puestos y planes' },
    ] as const;
    await expectValuesWhole(page, details!, [
      { language: 'en-US', table: /^Workers$/ },
      { language: 'es-PR', table: /^Empleados$/ },
      ...coverage,
    ]);
    await expectValuesWhole(page, details!.replace('batch-details', 'batch-verification'), [
      { language: 'en-US', table: 'Summary by department and title' },
      { language: 'es-PR', table: 'Resumen por departamento y título' },
      ...coverage,
    ]);
  });
});
