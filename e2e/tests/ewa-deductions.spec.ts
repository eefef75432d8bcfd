import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { storageStatePath } from './support/personas.ts';

test.use({ storageState: storageStatePath('ewa@isla.example') });

type Worker = { workerId: string; payrollFileNumber: string };

async function companyId(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/auth/session')).json()) as { company: { id: string } };
  return session.company.id;
}

async function deductionCount(request: APIRequestContext, company: string): Promise<number> {
  return ((await (await request.get(`/api/deductions?companyId=${company}&limit=1`)).json()) as { total: number }).total;
}

async function workersOf(request: APIRequestContext, company: string, group: string): Promise<Worker[]> {
  const answer = await request.get(`/api/users2?companyId[eq]=${company}&workerGroupCode[eq]=${group}&_select=payrollFileNumber&limit=3`);
  return ((await answer.json()) as { items: Worker[] }).items;
}

const csvOf = (rows: string[][]) => ['payrollFileNumber,workerId,amount,code', ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';

async function openUpload(page: Page): Promise<string> {
  const periods = page.getByRole('table', { name: 'Pay periods' });
  const awaiting = periods.getByRole('row').filter({ hasText: /Awaiting file|Overdue/ });
  const row = (await awaiting.count()) > 0 ? awaiting.first() : periods.getByRole('row').filter({ has: page.getByRole('button', { name: /^Upload the file of/ }) }).first();
  const group = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  await row.getByRole('button', { name: /^Upload the file of/ }).click();
  return group;
}

test('a deduction file with one bad row is refused whole, and the corrected file is accepted', async ({ page, request }) => {
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

  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'payroll-bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf([[first.payrollFileNumber, first.workerId, '25.00', 'EWA'], ['000000', 'NOT-A-WORKER', '10.00', 'EWA']])),
  });
  await expect(dialog.getByText('2 rows · $35.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText('The file was rejected; nothing was saved')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-errors')).toContainText('Line 3, workerId');
  expect(await deductionCount(request, company)).toBe(before);

  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'payroll-good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf([[first.payrollFileNumber, first.workerId, '25.00', 'EWA'], [second.payrollFileNumber, second.workerId, '10.50', 'EWA']])),
  });
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 2 workers' })).toBeVisible();
  expect(await deductionCount(request, company)).toBe(before + 1);
});

test('absurd amounts never reach payroll: past any paycheck or negative is stopped in the browser, past what is owed by the server', async ({ page, request }) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  const group = await openUpload(page);
  const [worker] = await workersOf(request, company, group);
  if (!worker) throw new Error(`group ${group} needs a worker`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  const before = await deductionCount(request, company);
  const file = (name: string, amount: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(csvOf([[worker.payrollFileNumber, worker.workerId, amount, 'EWA']])) });

  await dialog.getByLabel('File', { exact: true }).setInputFiles(file('absurd.csv', '99999999999.99'));
  await expect(dialog.getByText('Line 2: the amount 99999999999.99 is more than $100,000,000.00, more than any paycheck holds.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file('negative.csv', '-25.00'));
  await expect(dialog.getByText('Line 2: the amount -25.00 is negative. A deduction takes money from a paycheck, so it is 0.00 or more.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
  await expectAccessible(page);

  // Well formed but more than the worker owes in advances and fees: the server refuses it, naming both figures.
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file('too-much.csv', '50000.00'));
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByTestId('ewa-upload-errors')).toContainText(/the amount \$50,000\.00 for worker .* is more than the \$[\d,.]+ they owe/);
  expect(await deductionCount(request, company)).toBe(before);
});

test('a file without the required columns is stopped in the browser', async ({ page }) => {
  await page.goto('/ewa/deductions');
  await openUpload(page);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('name,amount\r\nAna,1.00\r\n') });
  await expect(dialog.getByText('It lacks the columns payrollFileNumber, workerId, code.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload file' })).toBeDisabled();
});

test('the same file again asks twice before it counts: once for the rows already sent, once for the file it replaces', async ({ page, request }) => {
  const company = await companyId(request);
  await page.goto('/ewa/deductions');
  await expect(page.getByRole('table', { name: 'Pay periods' }).getByRole('row').nth(1)).toBeVisible();
  const group = await openUpload(page);
  const [worker] = await workersOf(request, company, group);
  if (!worker) throw new Error(`group ${group} needs a worker`);
  const dialog = page.getByRole('dialog', { name: 'Upload deduction file' });
  const periodId = await dialog.getByLabel('Pay period').inputValue();
  const file = { name: 'payroll-twice.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf([[worker.payrollFileNumber, worker.workerId, '5.00', 'EWA']])) };
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog).toBeHidden();
  const before = await deductionCount(request, company);

  // The same file for the same period: nothing is saved until the admin answers both questions.
  await openUpload(page);
  await dialog.getByLabel('Pay period').selectOption(periodId);
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload file' }).click();
  await expect(dialog.getByText('These rows were uploaded before')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-question')).toContainText('payroll-twice.csv');
  await expectAccessible(page);
  expect(await deductionCount(request, company)).toBe(before);
  await dialog.getByRole('button', { name: 'Upload them again' }).click();
  await expect(dialog.getByText('This period already has its deductions')).toBeVisible();
  await expect(dialog.getByTestId('ewa-upload-question')).toContainText('“payroll-twice.csv” ($5.00 for 1 worker, uploaded');
  expect(await deductionCount(request, company)).toBe(before);
  await dialog.getByRole('button', { name: 'Replace the file' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deductions saved for 1 worker' })).toBeVisible();

  // The earlier file is kept, marked as replaced by the new one.
  const files = (await (await request.get(`/api/deductions?companyId=${company}&workerGroupCode=${group}&limit=100`)).json()) as {
    items: { id: string; periodId: string | null; startDate: string; supersededBy: string | null }[];
  };
  const replaced = files.items.filter((item) => item.supersededBy && item.periodId === periodId);
  expect(replaced.length).toBeGreaterThan(0);
  expect(files.items.map((item) => item.id)).toContain(replaced[0]!.supersededBy);

  // On screen, the period lists both files: the current one and the replaced one, each with who uploaded it, and the
  // replaced one still downloads.
  const start = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${replaced[0]!.startDate}T00:00:00Z`));
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
