import { DEAL_TYPES } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

// The deals list is paged on the server, so its search and its deal-type filter are the server's: each page and its
// total are of the deals they leave, never a filtered page of every deal.

const STAFF = 'staff@provider.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Deal = { id: string; dealNumber: string; payrollFileNumber: string; workerName: string | null; dealType: string };
type Page = { items: Deal[]; total: number };

async function list(query: string): Promise<Page> {
  const response = await api.call(STAFF, {
    method: 'GET',
    url: `/api/compensation/deals?companyId=${f.costa}&limit=200&${query}`,
  });
  expect(response.statusCode, response.body.slice(0, 800)).toBe(200);
  return response.json() as Page;
}

async function everyDeal(query = ''): Promise<Deal[]> {
  const deals: Deal[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(`page=${page}&${query}`);
    deals.push(...answer.items);
    if (deals.length >= answer.total || answer.items.length === 0) return deals;
  }
}

describe('the deals list', () => {
  it('names each deal’s worker and counts exactly the deals it lists', async () => {
    const all = await everyDeal();
    expect(all.length).toBeGreaterThan(50);
    expect((await list('page=1')).total).toBe(all.length);
    expect(all.every((deal) => typeof deal.workerName === 'string' && deal.workerName.length > 0)).toBe(true);
  });

  it('filters by deal type, with a total of that type only', async () => {
    const all = await everyDeal();
    for (const dealType of DEAL_TYPES) {
      const expected = all.filter((deal) => deal.dealType === dealType);
      const answer = await list(`dealType=${dealType}`);
      expect(answer.total).toBe(expected.length);
      expect(answer.items.every((deal) => deal.dealType === dealType)).toBe(true);
    }
    const refused = await api.call(STAFF, {
      method: 'GET',
      url: `/api/compensation/deals?companyId=${f.costa}&dealType=lease`,
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { errors: { pointer: string; allowed?: string[] }[] }).errors[0]).toMatchObject({
      pointer: '/query/dealType',
      allowed: [...DEAL_TYPES],
    });
  });

  it('finds a deal by a part of its number, and a worker’s deals by name, either name alone or payroll file number', async () => {
    const all = await everyDeal();
    const deal = all[Math.floor(all.length / 2)]!;
    const byNumber = await list(`search=${encodeURIComponent(deal.dealNumber.toLowerCase())}`);
    expect(byNumber.items.map((item) => item.id)).toContain(deal.id);
    expect(
      byNumber.items.every(
        (item) =>
          item.dealNumber.toLowerCase().includes(deal.dealNumber.toLowerCase()) ||
          (item.workerName ?? '').toLowerCase().includes(deal.dealNumber.toLowerCase()),
      ),
    ).toBe(true);

    const name = deal.workerName!;
    const theirs = all.filter((item) => item.workerName === name);
    const byName = await list(`search=${encodeURIComponent(` ${name.toUpperCase()} `)}`);
    expect(byName.total).toBe(theirs.length);
    expect(byName.items.map((item) => item.id).sort()).toEqual(theirs.map((item) => item.id).sort());
    const lastName = name.split(' ').at(-1)!;
    expect((await list(`search=${encodeURIComponent(lastName)}`)).items.map((item) => item.id)).toEqual(
      expect.arrayContaining(theirs.map((item) => item.id)),
    );
    expect((await list(`search=${deal.payrollFileNumber}`)).items.map((item) => item.id)).toEqual(
      expect.arrayContaining(theirs.map((item) => item.id)),
    );

    // Search and type narrow together; ILIKE's wildcards typed in a search are plain characters.
    const both = await list(`search=${encodeURIComponent(name)}&dealType=${deal.dealType}`);
    expect(both.total).toBe(theirs.filter((item) => item.dealType === deal.dealType).length);
    expect(await list('search=%25')).toMatchObject({ items: [], total: 0 });
    expect(await list('search=zzzz-no-such-deal')).toMatchObject({ items: [], total: 0 });
  });
});
