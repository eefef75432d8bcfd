import { describe, expect, it } from 'vitest';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { EWA } from '../users/test-users.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const windows = [1, 7, 14, 30, 90, 91, 366];

async function single(days: number, extra = ''): Promise<number> {
  const response = await api.call(EWA, {
    method: 'GET',
    url: `/api/employer-dashboard/total-deposited?companyId=${f.isla}&days=${days}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { totalDeposited: number }).totalDeposited;
}

async function batched(days: readonly number[], extra = ''): Promise<Record<string, number>> {
  const response = await api.call(EWA, {
    method: 'GET',
    url: `/api/employer-dashboard/totals-deposited?companyId=${f.isla}${days.map((d) => `&days=${d}`).join('')}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { totals: Record<string, number> }).totals;
}

describe('deposits of several windows in one request', () => {
  it('answers, for every window, exactly what the one-window request answers', async () => {
    const totals = await batched(windows);
    const expected = Object.fromEntries(
      await Promise.all(windows.map(async (days) => [String(days), await single(days)] as const)),
    );
    expect(totals).toEqual(expected);
    expect(totals['366']).toBeGreaterThan(0);
  });

  it('narrows every window to one worker group the same way', async () => {
    const group = `&workerGroupCode=${f.islaPeriod.workerGroupCode}`;
    const totals = await batched([7, 90], group);
    expect(totals).toEqual({ '7': await single(7, group), '90': await single(90, group) });
  });

  it('refuses a repeated or out-of-range window, naming the parameter', async () => {
    for (const url of [
      `/api/employer-dashboard/totals-deposited?companyId=${f.isla}&days=7&days=7`,
      `/api/employer-dashboard/totals-deposited?companyId=${f.isla}&days=367`,
      `/api/employer-dashboard/totals-deposited?companyId=${f.isla}`,
    ]) {
      const response = await api.call(EWA, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain('/query/days');
    }
  });
});
