import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole } from './support/layout.ts';
import { periodEnds } from './support/periods.ts';
import { storageStatePath } from './support/personas.ts';
import { chooseLargeFile, expectUploadThenCheck, recordProgress, slowUploads } from './support/slow-upload.ts';

test.use({ storageState: storageStatePath('ewa@isla.example') });

type Worker = { workerId: string; payrollFileNumber: string };

async function companyId(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/auth/session')).json()) as { company: { id: string } };
  return session.company.id;
}

async function deductionCount(request: APIRequestContext, company: string): Promise<number> {
  return ((await (await request.get(`/api/deductions?companyId=${company}&limit=1`)).json()) as { total: number })
    .total;
}

async function workersOf(request: APIRequestContext, company: string, group: string): Promise<Worker[]> {
  const answer = await request.get(
    `/api/users2?companyId[eq]=${company}&workerGroupCode[eq]=${group}&_select=payrollFileNumber&limit=3`,
  );
  return ((await answer.json()) as { items: Worker[] }).items;
}

const csvOf = (rows: string[][]) =>
  ['payrollFileNumber,workerId,amount,code', ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';

// Opens the upload dialog on a period still waiting for its file (else on any period): its group, and the period as
// its row's buttons name it ("103 Nov 9, 2026").
async function openPeriodUpload(page: Page): Promise<{ group: string; period: string }> {
  // The page's own Upload starts the dialog on the period due soonest among those still waiting for a file (else on
  // the latest with one), whichever rows of the long periods table are drawn at the moment: an earlier journey may
  // have filed the periods at its top, and the table draws only the rows in view.
  await page.getByRole('button', { name: 'Upload deduction file', exact: true }).click();
  const chosen = page
    .getByRole('dialog', { name: 'Upload deduction file' })
    .getByRole('combobox', { name: 'Pay period' });
  await expect(chosen).toHaveText(/ · /);
  // "103 · Biweekly · Nov 9 – 22, 2026 · Awaiting file": the group, and the period as its row names it.
  const [group = '', , dates = ''] = ((await chosen.textContent()) ?? '').split(' · ');
  return { group: group.trim(), period: `${group.trim()} ${periodEnds(dates)[0]}` };
}

async function openUpload(page: Page): Promise<string> {
  return (await openPeriodUpload(page)).group;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every value of the pay periods shows whole at 1280 pixels, in English and in Spanish', async ({ page }) => {
  await expectValuesWhole(page, '/ewa/deductions', [
    { language: 'en-US', table: 'Pay periods' },
    { language: 'es-PR', table: 'Períodos de pago' },
  ]);
});

test('a deduction file with one bad row is refused whole, and the corrected file is accepted', async ({
  page,
  request,
}) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(pageHeading(page)).toHaveText('Deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  const group = await openUpload(page);
  const [first, second] = await workersOf(request, company, group);
  if (!first || !second) throw new Error(`group ${group} needs two workers`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  const before = await deductionCount(request, company);

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'payroll-bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      csvOf([
        [first.payrollFileNumber, first.workerId, '25.00', 'EWA'],
        ['000000', 'NOT-A-WORKER', '10.00', 'EWA'],
      ]),
    ),
  });
  await expect(dialog.getByText('2 rows · $35.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText('The file was rejected; nothing was saved')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-errors')).toContainText('Line 3, workerId');
  expect(await deductionCount(request, company)).toBe(before);

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'payroll-good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      csvOf([
        [first.payrollFileNumber, first.workerId, '25.00', 'EWA'],
        [second.payrollFileNumber, second.workerId, '10.50', 'EWA'],
      ]),
    ),
  });
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 2 workers' })).toBeVisible();
  expect(await deductionCount(request, company)).toBe(before + 1);
});

test('absurd amounts never reach payroll: past any paycheck or negative is stopped in the browser, past what is owed by the server', async ({
  page,
  request,
}) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  const group = await openUpload(page);
  const [worker] = await workersOf(request, company, group);
  if (!worker) throw new Error(`group ${group} needs a worker`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  const before = await deductionCount(request, company);
  const file = (name: string, amount: string) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf([[worker.payrollFileNumber, worker.workerId, amount, 'EWA']])),
  });

  await dialog.locator('input[type=file]').setInputFiles(file('absurd.csv', '99999999999.99'));
  await expect(
    dialog.getByText('Line 2: the amount 99999999999.99 is more than $100,000,000.00, more than any paycheck holds.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles(file('negative.csv', '-25.00'));
  await expect(
    dialog.getByText(
      'Line 2: the amount -25.00 is negative. A deduction takes money from a paycheck, so it is 0.00 or more.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  await expectAccessible(page);

  // Well formed but more than the worker owes in advances and fees: the server refuses it, naming both figures.
  await dialog.locator('input[type=file]').setInputFiles(file('too-much.csv', '50000.00'));
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByTestId('ewa-upload-errors')).toContainText(
    /the amount \$50,000\.00 for worker .* is more than the \$[\d,.]+ they owe/,
  );
  expect(await deductionCount(request, company)).toBe(before);
});

test('a file without the required columns is stopped in the browser', async ({ page }) => {
  await page.goto('/ewa/deductions');
  await openUpload(page);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('name,amount\r\nAna,1.00\r\n') });
  await expect(dialog.getByText('It lacks the columns payrollFileNumber, workerId.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  // One column missing is named as one.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'no-worker-id.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('payrollFileNumber,amount,code\r\n10300131,1.00,EWA\r\n'),
  });
  await expect(dialog.getByText('It lacks the column workerId.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
});

test('the same file again asks twice before it counts: once for the rows already sent, once for the file it replaces', async ({
  page,
  request,
}) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  const group = await openUpload(page);
  const [worker] = await workersOf(request, company, group);
  if (!worker) throw new Error(`group ${group} needs a worker`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  // The period as the dialog names it, less its status, which the upload changes.
  const chosen = ((await dialog.getByRole('combobox', { name: 'Pay period' }).textContent()) ?? '').replace(
    / · [^·]*$/,
    '',
  );
  const file = {
    name: 'payroll-twice.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf([[worker.payrollFileNumber, worker.workerId, '5.00', 'EWA']])),
  };
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog).toBeHidden();
  const before = await deductionCount(request, company);
  const newest = (await (
    await request.get(`/api/deductions?companyId=${company}&workerGroupCode=${group}&limit=1`)
  ).json()) as { items: { periodId: string }[] };
  const periodId = newest.items[0]!.periodId;

  // The same file for the same period, now among the recent periods with a file: nothing is saved until the admin
  // answers both questions.
  await openUpload(page);
  await dialog.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(chosen)} · File in$`) }).click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText('These rows were uploaded before')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-question')).toContainText('payroll-twice.csv');
  await expectAccessible(page);
  expect(await deductionCount(request, company)).toBe(before);
  await dialog.getByRole('button', { name: 'Upload them again' }).click();
  await expect(dialog.getByText('This period already has its deductions')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-question')).toContainText(
    '“payroll-twice.csv” ($5.00 for 1 worker, uploaded',
  );
  expect(await deductionCount(request, company)).toBe(before);
  await dialog.getByRole('button', { name: 'Replace the file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 1 worker' })).toBeVisible();

  // The earlier file is kept, marked as replaced by the new one.
  const files = (await (
    await request.get(`/api/deductions?companyId=${company}&workerGroupCode=${group}&limit=100`)
  ).json()) as {
    items: { id: string; periodId: string | null; startDate: string; supersededBy: string | null }[];
  };
  const replaced = files.items.filter((item) => item.supersededBy && item.periodId === periodId);
  expect(replaced.length).toBeGreaterThan(0);
  expect(files.items.map((item) => item.id)).toContain(replaced[0]!.supersededBy);

  // On screen, the period lists both files: the current one and the replaced one, each with who uploaded it, and the
  // replaced one still downloads.
  const start = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${replaced[0]!.startDate}T00:00:00Z`));
  await page.getByRole('button', { name: new RegExp(`^\\d+ versions of ${group} ${start}$`) }).click();
  const drawer = page.getByRole('dialog', { name: /^Files of / });
  const versions = drawer.getByRole('listitem');
  await expect(versions).toHaveCount(files.items.filter((item) => item.periodId === periodId).length);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText('by Héctor Santiago (ewa@isla.example)');
  const earlier = versions.filter({ hasText: 'Replaced' }).first();
  await expect(earlier).toContainText('payroll-twice.csv');
  await expect(earlier).toContainText(/Replaced .* by /);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await earlier.getByRole('button', { name: 'Download payroll-twice.csv' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('the upload explains every column, offers a template, and takes back the very file a period downloads', async ({
  page,
  request,
}) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();

  // From the page's own button: the periods waiting for their file first, and only the recent ones with a file.
  await page.getByRole('button', { name: 'Upload deduction file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  await expect(
    dialog.getByText(
      'Optional. The deduction code your payroll system books the amount under, for example EWA; at most 32 characters.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/^Not read\. A downloaded file carries them/)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Pay period' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/ · (Awaiting file|Overdue)$/);
  const offered = await options.count();
  const listed = Number(/^(\d+) periods$/.exec((await page.getByText(/^\d+ periods$/).textContent()) ?? '')?.[1]);
  expect(offered).toBeLessThan(listed);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The template, filled in for two workers of a waiting period: one row with a code, one without. (Whether these
  // workers owe anything this period is the demo's chance; nothing is more than nothing, so the amounts are 0.00.)
  const { group, period } = await openPeriodUpload(page);
  const [first, second] = await workersOf(request, company, group);
  if (!first || !second) throw new Error(`group ${group} needs two workers`);
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download a template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('deductions-template.csv');
  const [templateHeader] = (await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(templateHeader).toBe('payrollFileNumber,workerId,name,amount,code');
  const filled = [
    templateHeader,
    `${first.payrollFileNumber},${first.workerId},First,0.00,EWA`,
    `${second.payrollFileNumber},${second.workerId},Second,0.00,`,
  ].join('\r\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'from-template.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
  await expect(dialog.getByText('2 rows · $0.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 2 workers' })).toBeVisible();

  // The period's file, downloaded: the upload's columns, the code kept, and the provider's fee last.
  const fileDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `CSV deduction file of ${period}` }).click();
  const downloaded = await readFile(await (await fileDownload).path(), 'utf8');
  const [header, ...rows] = downloaded
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('payrollFileNumber,workerId,name,amount,code,fee');
  expect(rows).toEqual([
    expect.stringMatching(new RegExp(`^${first.payrollFileNumber},${first.workerId},.*,0\\.00,EWA,\\d+\\.\\d{2}$`)),
    expect.stringMatching(new RegExp(`^${second.payrollFileNumber},${second.workerId},.*,0\\.00,,\\d+\\.\\d{2}$`)),
  ]);

  // Uploaded back as it is, from the period's own row: the preview reads it whole, names included.
  const before = await deductionCount(request, company);
  await page.getByRole('button', { name: `Upload the file of ${period}` }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'downloaded.csv', mimeType: 'text/csv', buffer: Buffer.from(downloaded) });
  await expect(dialog.getByText('2 rows · $0.00')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'First rows of the file' }).getByRole('columnheader', { name: 'name' }),
  ).toBeVisible();
  await expect(dialog.getByText('This file cannot be sent')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  // The same rows for the same period: the server asks both questions, and nothing else is wrong with the file.
  await expect(dialog.getByText('These rows were uploaded before')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload them again' }).click();
  await expect(dialog.getByText('This period already has its deductions')).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace the file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 2 workers' })).toBeVisible();
  expect(await deductionCount(request, company)).toBe(before + 1);
  const newest = (await (
    await request.get(`/api/deductions?companyId=${company}&workerGroupCode=${group}&limit=1`)
  ).json()) as {
    items: { employerCSVDriveId: string; payroll: { workerId: string; amount: number; code: string | null }[] }[];
  };
  expect(newest.items[0]).toMatchObject({
    employerCSVDriveId: 'downloaded.csv',
    payroll: [
      { workerId: first.workerId, amount: 0, code: 'EWA' },
      { workerId: second.workerId, amount: 0, code: null },
    ],
  });
});

test('a large file shows its upload going out and then the check, and the same file again still asks first', async ({
  page,
  request,
}, testInfo) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  const group = await openUpload(page);
  const [first, second] = await workersOf(request, company, group);
  if (!first || !second) throw new Error(`group ${group} needs two workers`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  const chosen = ((await dialog.getByRole('combobox', { name: 'Pay period' }).textContent()) ?? '').replace(
    / · [^·]*$/,
    '',
  );
  // The provider's fee column is neither read nor shown: it makes the file about 240 KB.
  const fee = '0'.repeat(120_000);
  // A code of its own, so no earlier journey's file holds the same rows.
  const code = `L${Date.now() % 1_000_000}`;
  const file = {
    name: 'payroll-large.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'payrollFileNumber,workerId,amount,code,fee',
        ...[first, second].map((worker) => `${worker.payrollFileNumber},${worker.workerId},0.00,${code},${fee}`),
      ].join('\r\n') + '\r\n',
    ),
  };
  await chooseLargeFile(dialog.locator('input[type=file]'), file, dialog.getByText('2 rows · $0.00'));

  const restore = await slowUploads(page, 80_000);
  const seen = await recordProgress(page);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Uploading payroll-large.csv' });
  await expect(bar).toBeVisible();
  // Part of the file is out; the whole climb is read from the recording below.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await page.screenshot({ path: testInfo.outputPath('deductions-uploading.png') });
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 2 workers' })).toBeVisible();
  expectUploadThenCheck(await seen(), 'Uploading payroll-large.csv', 'Checking 2 rows…');
  await restore();

  // The same file for the same period asks before it counts, as any upload does.
  await openUpload(page);
  await dialog.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(chosen)} · File in$`) }).click();
  await chooseLargeFile(dialog.locator('input[type=file]'), file, dialog.getByText('2 rows · $0.00'));
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText('These rows were uploaded before')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-question')).toContainText('payroll-large.csv');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
});
