import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { batchTotal } from '../../apps/dashboard/src/features/commissions/math/batch-math.ts';
import { storageStatePath } from './support/personas.ts';

// For every seeded batch, the total the browser computes from the workers' commissions (the dashboard's own
// batchTotal) equals, to the cent, the total the API stores. The details page shows that computed total, and
// says so when the two disagree: a few batches of each company are opened to see it there.
type BatchSummary = { id: string; area: string; total: number };
type Batch = BatchSummary & { commissions: Parameters<typeof batchTotal>[0] };
const OPENED_PER_COMPANY = 3;

// A figure of the row above the tables: the value beside its label.
const figure = (page: Page, label: string) =>
  page.locator(`xpath=//span[normalize-space(.)="${label}"]/following-sibling::span[1]`);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The areas with a batch details page of their own (Parts & Services batches show on its Home only).
const detailsPages: Record<string, string> = {
  'commissions-v2': '/commissions-v2/batch-details',
  'commissions-v3': '/commissions-v3/batch-details',
};

// The company the persona works in: its own, or for internal staff the one named.
async function companyId(request: APIRequestContext, name?: string): Promise<string> {
  const session = (await (await request.get('/api/auth/session')).json()) as {
    company: { id: string };
    companies: { id: string; name: string }[];
  };
  if (name === undefined) return session.company.id;
  const company = session.companies.find((candidate) => candidate.name === name);
  if (!company) throw new Error(`The session cannot open ${name}`);
  return company.id;
}

// Every batch of the areas the persona opens: each area lists its own.
async function everyBatch(
  request: APIRequestContext,
  company: string,
  areas: readonly string[],
): Promise<BatchSummary[]> {
  return (await Promise.all(areas.map((area) => everyBatchOf(request, company, area)))).flat();
}

async function everyBatchOf(request: APIRequestContext, company: string, area: string): Promise<BatchSummary[]> {
  const batches: BatchSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.get(
      `/api/compensation/commission-batches?companyId=${company}&area=${area}&invisible=true&page=${page}&limit=100`,
    );
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { items: BatchSummary[]; total: number };
    batches.push(...body.items);
    if (batches.length >= body.total || body.items.length === 0) return batches;
  }
}

async function expectComputedTotals(page: Page, areas: readonly string[], companyName?: string): Promise<number> {
  const batches = await everyBatch(page.request, await companyId(page.request, companyName), areas);
  for (const summary of batches) {
    const answer = await page.request.get(`/api/compensation/commission-batch/${summary.id}`);
    expect(answer.status()).toBe(200);
    const batch = (await answer.json()) as Batch;
    expect(batchTotal(batch.commissions), `batch ${batch.id}`).toBe(batch.total);
  }
  for (const batch of batches
    .filter((candidate) => detailsPages[candidate.area] !== undefined)
    .slice(0, OPENED_PER_COMPANY)) {
    await page.goto(`${detailsPages[batch.area]}?id=${batch.id}`);
    await expect(figure(page, 'Batch total'), `batch ${batch.id}`).toHaveText(money.format(batch.total / 100));
    await expect(page.getByText('The workers’ commissions do not add up to the stored total')).toHaveCount(0);
  }
  return batches.length;
}

test.describe('the approver at Costa', () => {
  test.use({ storageState: storageStatePath('approver@costa.example') });

  test('sees, on every batch, a computed total equal to the stored one', async ({ page }) => {
    expect(await expectComputedTotals(page, ['commissions', 'commissions-v2'])).toBeGreaterThan(0);
  });

  test('sees on Home the totals of every batch of the area, however many pages the list takes', async ({ page }) => {
    type Listed = BatchSummary & { startDate: string; endDate: string; status: string };
    const company = await companyId(page.request);
    // The batches Home lists (preview batches left out), every page of them.
    const batches: Listed[] = [];
    for (let number = 1; ; number += 1) {
      const answer = await page.request.get(
        `/api/compensation/commission-batches?companyId=${company}&area=commissions&page=${number}&limit=25`,
      );
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { items: Listed[]; total: number };
      batches.push(...body.items);
      if (batches.length >= body.total || body.items.length === 0) break;
    }
    expect(batches.length, 'more batches than one page of Home').toBeGreaterThan(25);
    const sum = (list: Listed[]) => list.reduce((total, batch) => total + batch.total, 0);

    await page.goto('/commissions/home');
    await expect(figure(page, 'Batches')).toHaveText(String(batches.length));
    await expect(figure(page, 'Periods')).toHaveText(
      String(new Set(batches.map((batch) => `${batch.startDate}/${batch.endDate}`)).size),
    );
    await expect(figure(page, 'Total of all batches')).toHaveText(money.format(sum(batches) / 100));
    await expect(figure(page, 'Approved total')).toHaveText(
      money.format(sum(batches.filter((batch) => batch.status === 'approved')) / 100),
    );
  });
});

test.describe('internal staff at Borinquen', () => {
  test.use({ storageState: storageStatePath('staff@provider.example') });

  test('sees, on every batch, a computed total equal to the stored one', async ({ page }) => {
    await page.goto('/commissions-v3/home');
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText('Borinquen Logistics');
    expect(await expectComputedTotals(page, ['commissions', 'commissions-v3'], 'Borinquen Logistics')).toBeGreaterThan(
      0,
    );
  });
});

test.describe('the owner at Isla', () => {
  test.use({ storageState: storageStatePath('owner@isla.example') });

  test('opens a Parts & Services Home without batches and reads what fills it, not a filter to clear', async ({
    page,
  }) => {
    await page.goto('/commissions/home');
    await expect(page.getByRole('heading', { name: 'No commission periods yet' })).toBeVisible();
    await expect(
      page.getByText('Periods and their totals show here once the commission batches of your company are loaded.'),
    ).toBeVisible();
    await expect(page.getByText(/Clear a filter/)).toHaveCount(0);
  });
});
