import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { storageStatePath } from './support/personas.ts';
import type { TipSplit } from './tips-support.ts';
import { chooseGroup, getJson, session, tick } from './tips-support.ts';

// A non-irsi group of Isla, and the one group the tips manager may see (company data of the demo seed).
const GROUP = '150';
const MANAGER_GROUP = '103';

type TipRule = { role: string; automaticDisbursement: boolean; accumulateTips: boolean; allowsFullSplit: boolean };
type TipWorker = {
  id: string;
  firstName: string;
  lastName: string;
  tipsEnabled: boolean;
  defaultRole: string | null;
  tipRules: TipRule[];
};

async function firstSplit(request: Parameters<typeof getJson>[0], companyId: string, group: string): Promise<TipSplit> {
  const page = await getJson<{ items: TipSplit[] }>(
    request,
    `/tips/get-splits?companyId=${companyId}&workerGroupCode=${group}&limit=1`,
  );
  const split = page.items[0];
  if (split === undefined) throw new Error(`Group ${group} has no splits`);
  return split;
}

// The shares of the split a drawer shows: the rows of its table under the header row.
const shares = (drawer: Locator) =>
  drawer
    .getByRole('table')
    .getByRole('row')
    .filter({ has: drawer.page().getByRole('cell') });

// A table that fits its scroll region at 1440×900: no column hides past the right edge.
async function expectFits(table: Locator, region: Locator): Promise<void> {
  const [inner, outer] = await Promise.all([table.boundingBox(), region.boundingBox()]);
  expect(inner?.width ?? Infinity).toBeLessThanOrEqual((outer?.width ?? 0) + 1);
}

test.describe('a tips admin of Isla', () => {
  test.use({ storageState: storageStatePath('tips.admin@isla.example') });

  test("edits a worker's tip settings: a §5 break writes nothing, the fix saves", async ({ page }) => {
    const { companyId } = await session(page.request);
    const listed = await getJson<{ workers: TipWorker[] }>(
      page.request,
      `/tips/users-employees?companyId=${companyId}&workerGroupCode=${GROUP}`,
    );
    const worker = listed.workers.filter((candidate) => candidate.tipsEnabled).at(-1);
    if (worker === undefined) throw new Error(`Group ${GROUP} has no tip-enabled worker`);
    const name = `${worker.lastName}, ${worker.firstName}`;
    const role = `Expo ${Date.now() % 100_000}`;

    await page.goto('/tips/employees');
    await chooseGroup(page, GROUP);
    await page.getByRole('table', { name: 'Tip workers' }).getByRole('button', { name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Tip settings of ${name}` });
    await expect(drawer.getByRole('checkbox', { name: 'Tips enabled' })).toBeChecked();
    const rules = worker.tipRules.length;
    await expect(drawer.getByLabel(/^Role of rule /)).toHaveCount(rules);
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Add rule' }).click();
    await drawer.getByLabel(`Role of rule ${rules + 1}`).fill(role);
    await tick(drawer.getByLabel(`Automatic disbursement for rule ${rules + 1}`));
    await expect(drawer.getByText('To enable Automatic Disbursement you need to enable Accumulate Tips')).toBeVisible();
    await drawer.getByRole('button', { name: 'Save tip settings' }).click();
    await expect(drawer.getByText('Fix the fields marked below. Nothing was saved.')).toBeVisible();
    await expectAccessible(page);
    expect((await getJson<TipWorker>(page.request, `/workers/${worker.id}`)).tipRules).toEqual(worker.tipRules);

    await tick(drawer.getByLabel(`Accumulate tips for rule ${rules + 1}`));
    await expect(drawer.getByText('To enable Automatic Disbursement you need to enable Accumulate Tips')).toHaveCount(
      0,
    );
    await drawer.getByLabel('Default role').fill(role);
    await drawer.getByRole('button', { name: 'Save tip settings' }).click();
    await expect(drawer.getByText(`The tip settings of ${name} were saved.`)).toBeVisible();
    const saved = await getJson<TipWorker>(page.request, `/workers/${worker.id}`);
    expect(saved.defaultRole).toBe(role);
    expect(saved.tipRules).toEqual([
      ...worker.tipRules,
      { role, automaticDisbursement: true, accumulateTips: true, allowsFullSplit: false },
    ]);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Tip workers' }).getByRole('row').filter({ hasText: name }),
    ).toContainText(role);
  });

  test("corrects a worker's hours and sees them differ from the point of sale", async ({ page }) => {
    await page.goto('/tips/home');
    await chooseGroup(page, GROUP);
    const edit = page.getByRole('button', { name: /^Edit hours of / }).first();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit hours of ', '');
    await edit.click();
    await page.getByLabel(`Hours of ${name}`).fill('23.75');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('23.75');

    await page.getByRole('button', { name: 'Compare with point of sale' }).click();
    const drawer = page.getByRole('dialog', { name: /^Point of sale on / });
    const corrected = drawer.getByRole('row').filter({ hasText: name }).filter({ hasText: '23.75' });
    await expect(corrected).toContainText('Hours differ');
    await expect(drawer.getByText(/from the point of sale\.$/)).toBeVisible();
    await expectFits(
      drawer.getByRole('table'),
      drawer.getByRole('region', { name: /^Point of sale beside the hours entered on / }),
    );
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('opens a split from its link and from the list; closing drops the link', async ({ page }) => {
    const { companyId } = await session(page.request);
    const split = await firstSplit(page.request, companyId, GROUP);

    await page.goto(`/tips/payout-history-dashboard?split=${split.id}`);
    const drawer = page.getByRole('dialog', { name: /^Split of / });
    await expect(shares(drawer)).toHaveCount(split.splits.length);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/tips\/payout-history-dashboard$/);

    await chooseGroup(page, GROUP);
    const splits = page.getByRole('table', { name: 'Tip splits of the group, newest day first' });
    const view = splits
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^View split / });
    await expect(view).toHaveAttribute('href', new RegExp(`[?&]split=${split.id}$`));
    await view.click();
    await expect(page).toHaveURL(new RegExp(`[?&]split=${split.id}$`));
    await expect(shares(drawer)).toHaveCount(split.splits.length);
    await expectAccessible(page);
  });

  test("names a split's worker who is no longer one of the group's tip workers, and every column of the split fits", async ({
    page,
  }) => {
    const { companyId } = await session(page.request);
    const tipWorkers = await getJson<{ workers: TipWorker[] }>(
      page.request,
      `/tips/current-users?companyId=${companyId}&workerGroupCode=${GROUP}`,
    );
    const current = new Set(tipWorkers.workers.map((worker) => worker.id));
    const splits = await getJson<{ items: (TipSplit & { fromWorkerId: string | null })[] }>(
      page.request,
      `/tips/get-splits?companyId=${companyId}&workerGroupCode=${GROUP}&limit=200`,
    );
    const split = splits.items.find(
      (candidate) => candidate.fromWorkerId !== null && !current.has(candidate.fromWorkerId),
    );
    if (split?.fromWorkerId == null)
      throw new Error(`Group ${GROUP} has no split from a worker who left its tip workers`);
    const giver = await getJson<TipWorker>(page.request, `/workers/${split.fromWorkerId}`);

    await page.goto(`/tips/payout-history-dashboard?split=${split.id}`);
    const drawer = page.getByRole('dialog', { name: /^Split of / });
    await expect(drawer.getByText(`${giver.lastName}, ${giver.firstName}`, { exact: true })).toBeVisible();
    await expect(drawer.getByText(split.fromWorkerId.slice(0, 8), { exact: true })).toHaveCount(0);
    await expect(shares(drawer)).toHaveCount(split.splits.length);
    await expect(drawer.getByText('Loading name…')).toHaveCount(0);
    await expectFits(drawer.getByRole('table'), drawer.getByRole('region', { name: /^Shares of the split of / }));
    await expectAccessible(page);
  });
});

test.describe('a tips manager of Isla', () => {
  test.use({ storageState: storageStatePath('tips.manager@isla.example') });

  test('reads a split of their group by link, without actions, and not one of another group', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { companyId } = await session(page.request);
    const own = await firstSplit(page.request, companyId, MANAGER_GROUP);
    const admin = await playwright.request.newContext({
      baseURL,
      storageState: storageStatePath('tips.admin@isla.example'),
    });
    const other = await firstSplit(admin, companyId, GROUP);
    await admin.dispose();

    await page.goto(`/tips/payout-history-dashboard?split=${own.id}`);
    const drawer = page.getByRole('dialog', { name: /^Split of / });
    await expect(shares(drawer)).toHaveCount(own.splits.length);
    // Reading only: Close, and a copy button beside each correlation id.
    const otherButtons = drawer.getByRole('button', { name: /^(?!Copy correlation id )/ });
    await expect(otherButtons).toHaveCount(1);
    await expect(otherButtons).toHaveAccessibleName('Close');
    await expectAccessible(page);

    await page.goto(`/tips/payout-history-dashboard?split=${other.id}`);
    await expect(page.getByRole('dialog').getByText('This split could not be found')).toBeVisible();
    await expectAccessible(page);
  });
});
