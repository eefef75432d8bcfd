import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './support/select.ts';

// Reads of the tips API a journey uses to find its data; the writes go through the screens.
export async function session(request: APIRequestContext): Promise<{ companyId: string; userId: string }> {
  const response = await request.get('/api/auth/session');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { user: { id: string }; company: { id: string } };
  return { companyId: body.company.id, userId: body.user.id };
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export type TipRecord = { id: string; dateTip: string; workerId: string };
export type TipSplit = {
  id: string;
  dateTip: string;
  splits: { workerId: string; amount: number; status: 'ready' | 'approved' | 'fail' }[];
};

export async function latestTipDay(request: APIRequestContext, companyId: string, group: string): Promise<string> {
  const page = await getJson<{ items: TipRecord[] }>(
    request,
    `/tips/history?companyId=${companyId}&workerGroupCode=${group}&limit=1`,
  );
  const latest = page.items[0];
  if (latest === undefined) throw new Error(`Group ${group} has no tips`);
  return latest.dateTip;
}

export function daysBefore(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() - days);
  return value.toISOString().slice(0, 10);
}

// Dollars as the screens print them ("$1,234.56") in cents.
export function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (match === null) throw new Error(`No amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

// 'Select Group' lists "company (code)"; the group is chosen by its code.
export async function chooseGroup(page: Page, code: string): Promise<void> {
  await chooseOption(page, 'Select Group', new RegExp(`\\(${code}\\)$`));
}

// Types a calendar date (YYYY-MM-DD) into a design-system date field, segment by segment as a user does (the
// English field reads month / day / year).
export async function fillDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${month}${day}${year}`);
}

// A design-system checkbox draws its box over its input: a person presses the box, that is, the checkbox's label.
export async function tick(checkbox: Locator): Promise<void> {
  await expect(checkbox).not.toBeChecked();
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

// Chooses the option at `index` of a design-system Select (0 is the first), as a user does: open it, press it.
export async function chooseOptionAt(page: Page, select: Locator, index: number): Promise<void> {
  await select.click();
  await page.getByRole('option').nth(index).click();
}
