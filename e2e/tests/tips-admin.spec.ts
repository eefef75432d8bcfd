import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { pageHeading } from './support/frame.ts';
import { expectValuesWhole, valuesCut } from './support/layout.ts';
import { storageStatePath } from './support/personas.ts';
import type { TipRecord, TipSplit } from './tips-support.ts';
import { chooseOption } from './support/select.ts';
import {
  cents,
  chooseGroup,
  chooseOptionAt,
  daysBefore,
  fillDate,
  getJson,
  latestTipDay,
  session,
  tick,
} from './tips-support.ts';

// A non-irsi group of Isla and one of its irsi groups (company data of the demo seed).
const GROUP = '150';
const IRSI_GROUP = '103';

test.use({ storageState: storageStatePath('tips.admin@isla.example') });

async function pickDay(page: Page, date: string): Promise<void> {
  await fillDate(page, 'Tip day', date);
  // The table is named with the day as the page shows it: "Nov 20, 2026".
  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
  const workers = page.getByRole('table', { name: `Tips and hours of each worker on ${shown}` });
  await expect(workers).not.toHaveAttribute('aria-busy', 'true');
  await expect(workers.getByRole('row').nth(1)).toBeVisible();
}

// Creates a split in the drawer, checks its preview sums to the cent, and returns the preview's shares.
// Each split comes from its own giver: a giver's splits for a day cannot add up to more than the giver's tips.
async function createSplit(
  page: Page,
  type: 'hours-based' | 'equal',
  recipients: number,
  giver: number,
): Promise<number[]> {
  await page.getByRole('button', { name: 'New split' }).click();
  const drawer = page.getByRole('dialog', { name: 'New split' });
  await chooseOptionAt(page, drawer.getByRole('combobox', { name: 'Worker giving tips' }), giver - 1);
  await chooseOption(page, 'How to split', type === 'equal' ? 'Equal' : 'By hours worked', drawer);
  const rows = drawer.getByRole('row').filter({ has: page.getByRole('checkbox') });
  let chosen = 0;
  for (let index = 0; chosen < recipients && index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    // Hours-based splits go to workers who really worked that day.
    if (type === 'hours-based' && (await row.getByRole('cell').nth(1).textContent())?.trim() === '—') continue;
    await tick(row.getByRole('checkbox'));
    chosen += 1;
  }
  // The preview's shares are its body rows; its total ("Given away") is the row under them.
  const preview = drawer.getByRole('table', { name: 'Preview' });
  const shares = preview.locator('tbody tr');
  await expect(shares).toHaveCount(recipients);
  const amounts = (await shares.locator('td:last-child').allTextContents()).map(cents);
  const total = cents((await preview.locator('tfoot td:last-child').textContent()) ?? '');
  const initial = Math.round(Number(await drawer.getByLabel('Tips to split').inputValue()) * 100);
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  expect(total).toBe(initial);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Create split' }).click();
  await expect(page.getByText('The split was created with the shares of the preview.')).toBeVisible();
  await expect(page.getByText('The server stored shares that differ from the preview.')).toHaveCount(0);
  return amounts;
}

async function approveCreatedSplit(page: Page): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: 'Just created' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/approved for payout\./)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
}

test('a tips admin fixes a day: role, hours, an hours-based and an equal split, approvals and a retry', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { companyId } = await session(page.request);
  const latest = await latestTipDay(page.request, companyId, GROUP);
  // The newest day (within the two editable weeks) that has a tip with a role no rule knows.
  let day: string | null = null;
  for (let back = 0; back < 14 && day === null; back += 1) {
    const date = daysBefore(latest, back);
    const found = await getJson<{ tips: TipRecord[] }>(
      page.request,
      `/tips/get-tips-with-unrecognized-roles?companyId=${companyId}&workerGroupCode=${GROUP}&date=${date}`,
    );
    if (found.tips.length > 0) day = date;
  }
  if (day === null) throw new Error('The seed has no unrecognized role in the last two weeks');

  await page.goto('/tips/home');
  await chooseGroup(page, GROUP);
  await expect(page).toHaveURL(/\/tips\/home$/);
  await pickDay(page, day);
  await expectAccessible(page);

  // The unrecognized role gets a known one.
  const unknown = page.getByRole('combobox', { name: /reported as/ });
  await expect(unknown.first()).toBeVisible();
  const before = await unknown.count();
  await chooseOptionAt(page, unknown.first(), 1);
  await page.getByRole('button', { name: 'Assign 1 role' }).click();
  await expect(unknown).toHaveCount(before - 1);

  // A worker's hours change; the timecard's hours stay visible beside them.
  const edit = page.getByRole('button', { name: /^Edit hours of / }).first();
  const name = ((await edit.getAttribute('aria-label')) ?? '').replace('Edit hours of ', '');
  await edit.click();
  await page.getByLabel(`Hours of ${name}`).fill('7.25');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const workerRow = page.getByRole('row').filter({ hasText: name }).first();
  await expect(workerRow).toContainText('7.25');
  await expect(workerRow.getByText('Hours from the timecard')).toBeAttached();

  await createSplit(page, 'hours-based', 2, 1);
  await approveCreatedSplit(page);
  const equal = await createSplit(page, 'equal', 3, 2);
  expect(Math.max(...equal) - Math.min(...equal)).toBeLessThanOrEqual(1);
  await approveCreatedSplit(page);
});

test('a tips admin retries a failed share, and the irsi group shows its variant', async ({ page }) => {
  const { companyId } = await session(page.request);
  // A split with a failed share on a day that is still open (the last two weeks), in any of Isla's groups.
  let found: { group: string; split: TipSplit } | null = null;
  for (const group of [GROUP, '250', '203', '403', IRSI_GROUP]) {
    const latest = await latestTipDay(page.request, companyId, group);
    const splits = await getJson<{ items: TipSplit[] }>(
      page.request,
      `/tips/get-splits?companyId=${companyId}&workerGroupCode=${group}&limit=200`,
    );
    const split = splits.items.find(
      (candidate) =>
        candidate.dateTip >= daysBefore(latest, 13) && candidate.splits.some((item) => item.status === 'fail'),
    );
    if (split !== undefined) {
      found = { group, split };
      break;
    }
  }
  if (found === null) throw new Error('The seed has no failed share in the last two weeks');
  const failed = found.split;

  await page.goto('/tips/home');
  await chooseGroup(page, found.group === IRSI_GROUP ? GROUP : found.group);
  if (found.group === IRSI_GROUP) await chooseGroup(page, IRSI_GROUP);
  await pickDay(page, failed.dateTip);
  const row = page.getByRole('row').filter({ has: page.locator(`[data-split-id="${failed.id}"]`) });
  await row.getByRole('button', { name: 'Shares' }).click();
  await expect(
    page
      .getByRole('table', { name: /^Shares of the split/ })
      .getByText('Failed')
      .first(),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Retry failed' }).click();
  await expect(page.getByText('The failed shares are ready to approve again.')).toBeVisible();
  await expect(row.getByText(/failed$/)).toHaveCount(0);

  await chooseGroup(page, found.group === IRSI_GROUP ? GROUP : IRSI_GROUP);
  if (found.group === IRSI_GROUP) await chooseGroup(page, IRSI_GROUP);
  await expect(page).toHaveURL(/\/tips\/irsi\/home$/);
  await expect(pageHeading(page)).toHaveText('Home');
  await expect(page.getByText('irsi group', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `irsi role rules of group ${IRSI_GROUP}` })).toBeVisible();
  // Each role's name whole in the narrow panel, its job code under it.
  const roleRules = page.getByRole('table', { name: `irsi role rules of group ${IRSI_GROUP}` });
  await expect(roleRules.getByText(/^Job code \d+$/).first()).toBeVisible();
  await expect.poll(() => valuesCut(roleRules)).toEqual([]);
  await expectAccessible(page);
});

test('a tips admin reads the history, splits and payroll pages of a group whole at 1,280 px in both languages', async ({
  page,
}) => {
  await page.goto('/tips/payout-history-dashboard');
  await chooseGroup(page, IRSI_GROUP);
  // Each record's correlation id shortened, whole on hover and copied whole.
  await expectValuesWhole(page, '/tips/payment-history', [
    { language: 'en-US', table: 'Tip records' },
    { language: 'es-PR', table: 'Registros de propinas' },
  ]);
  // Every split's type, "Porcentajes a la medida" the longest.
  await expectValuesWhole(page, '/tips/payout-history-dashboard', [
    { language: 'en-US', table: 'Tip splits of the group, newest day first' },
    { language: 'es-PR', table: 'Repartos de propinas del grupo, el día más reciente primero' },
  ]);
  // The pay cycle ("Cada dos semanas"), and each worker's name with the payroll file number under it.
  await expectValuesWhole(page, '/tips/payroll-activity', [
    { language: 'en-US', table: 'Pay periods' },
    { language: 'en-US', table: /^Activity from / },
    { language: 'es-PR', table: 'Períodos de pago' },
    { language: 'es-PR', table: /^Actividad del / },
  ]);
  // The day's workers (clock in over clock out, so the names keep their width), and its splits in their narrow panel.
  await expectValuesWhole(page, '/tips/home', [
    { language: 'en-US', table: /^Tips and hours of each worker on / },
    { language: 'en-US', table: /^Tip splits on / },
    { language: 'es-PR', table: /^Propinas y horas de cada empleado el / },
    { language: 'es-PR', table: /^Repartos de propinas el / },
  ]);
});

test('a tips admin edits tip rules and sees both messages of §5', async ({ page }) => {
  await page.goto('/tips/employees');
  await chooseGroup(page, GROUP);
  await expect(pageHeading(page)).toHaveText('Employees');
  const roles = page.getByLabel(/^Role of rule /);
  await expect(roles.first()).toBeVisible();
  const count = await roles.count();
  const first = await roles.first().inputValue();
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel(`Role of rule ${count + 1}`).fill(first);
  await expect(page.getByText(`Duplicated role on tip rule: ${first}`)).toBeVisible();
  await tick(page.getByLabel(`Automatic disbursement for rule ${count + 1}`));
  await expect(page.getByText('To enable Automatic Disbursement you need to enable Accumulate Tips')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save rules' })).toBeDisabled();
  await expectAccessible(page);
});

test('an older tip day shows its own splits, however many newer days have some', async ({ page }) => {
  const { companyId } = await session(page.request);
  // The group's oldest day with splits: the last of its splits, newest first.
  const { total } = await getJson<{ total: number }>(
    page.request,
    `/tips/get-splits?companyId=${companyId}&workerGroupCode=${GROUP}&limit=1`,
  );
  const oldest = await getJson<{ items: TipSplit[] }>(
    page.request,
    `/tips/get-splits?companyId=${companyId}&workerGroupCode=${GROUP}&limit=1&page=${total}`,
  );
  // More splits than one page of the newest holds: the day's splits must be asked for by day.
  expect(total).toBeGreaterThan(200);
  const day = oldest.items[0]?.dateTip;
  if (day === undefined) throw new Error(`Group ${GROUP} has no splits`);
  const latest = await latestTipDay(page.request, companyId, GROUP);
  expect(
    day < daysBefore(latest, 60),
    `the oldest split day (${day}) is more than 60 days behind the newest tips (${latest})`,
  ).toBe(true);

  await page.goto('/tips/home');
  await chooseGroup(page, GROUP);
  await pickDay(page, day);
  const splits = page.getByRole('region', { name: 'Splits of the day' });
  await expect(splits.getByText('No splits on this day')).toHaveCount(0);
  await expect(splits.getByRole('row').nth(1)).toBeVisible();
});

test('a giver gives away at most what they earned that day: the split drawer starts from what is left and stops more', async ({
  page,
}) => {
  const { companyId } = await session(page.request);
  const day = daysBefore(await latestTipDay(page.request, companyId, GROUP), 2);
  const splitsOfDay = async () =>
    (
      await getJson<{ total: number }>(
        page.request,
        `/tips/get-splits?companyId=${companyId}&workerGroupCode=${GROUP}&date=${day}&limit=1`,
      )
    ).total;
  await page.goto('/tips/home');
  await chooseGroup(page, GROUP);
  await pickDay(page, day);

  await page.getByRole('button', { name: 'New split' }).click();
  const drawer = page.getByRole('dialog', { name: 'New split' });
  const giver = drawer.getByRole('combobox', { name: 'Worker giving tips' });
  const tipsToSplit = drawer.getByLabel('Tips to split');
  // The last giver of the list with tips left: other journeys split from the first ones.
  await giver.click();
  const givers = await page.getByRole('option').count();
  await page.keyboard.press('Escape');
  let left = 0;
  for (let index = givers - 1; index >= 0 && left === 0; index -= 1) {
    await chooseOptionAt(page, giver, index);
    left = Math.round(Number((await tipsToSplit.inputValue()) || 0) * 100);
  }
  expect(left).toBeGreaterThan(0);
  const chosen = (await giver.textContent()) ?? '';
  await expect(drawer.getByText(/left to split: .* earned .* in tips this day and has split/)).toBeVisible();
  await chooseOption(page, 'How to split', 'Equal', drawer);
  await tick(
    drawer
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .first()
      .getByRole('checkbox'),
  );

  // A cent more than the giver earned is stopped in the drawer, and nothing reaches the server.
  const before = await splitsOfDay();
  await tipsToSplit.fill(((left + 1) / 100).toFixed(2));
  await expect(
    drawer.getByRole('alert').filter({ hasText: /is more than the .* earned in tips this day/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Create split' }).click();
  await expect(drawer).toBeVisible();
  expect(await splitsOfDay()).toBe(before);

  // All of what is left goes; the next split from the same giver finds nothing left and is stopped too.
  await tipsToSplit.fill((left / 100).toFixed(2));
  await drawer.getByRole('button', { name: 'Create split' }).click();
  await expect(page.getByText('The split was created with the shares of the preview.')).toBeVisible();
  expect(await splitsOfDay()).toBe(before + 1);
  await page.getByRole('button', { name: 'New split' }).click();
  await chooseOption(page, 'Worker giving tips', chosen, drawer);
  await expect(drawer.getByText(/^\$0\.00 left to split/)).toBeVisible();
  await chooseOption(page, 'How to split', 'Equal', drawer);
  await tick(
    drawer
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .first()
      .getByRole('checkbox'),
  );
  await tipsToSplit.fill('1.00');
  await expect(
    drawer
      .getByRole('alert')
      .filter({ hasText: /This split gives away \$1\.00, but .* has only \$0\.00 left to split this day/ }),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Create split' }).click();
  expect(await splitsOfDay()).toBe(before + 1);
});
