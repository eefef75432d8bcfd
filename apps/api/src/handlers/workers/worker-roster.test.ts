import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { dashboardUsers, workers } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const EWA = 'ewa@isla.example';
const MANAGER = 'tips.manager@isla.example';

type Roster = components['schemas']['WorkerRoster'];
type Selection = components['schemas']['WorkerSelection'];

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const chunk = (as: string, params: Record<string, string | number>) =>
  api.call(as, {
    method: 'GET',
    url: `/api/workers/roster?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
  });

/** Every chunk of the roster, `limit` workers at a time, one row per worker. */
async function wholeRoster(as: string, companyId: string, limit: number) {
  const rows: Record<string, unknown>[] = [];
  const totals = new Set<number>();
  let after: string | null | undefined;
  do {
    const response = await chunk(as, { companyId, limit, ...(after ? { after } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const roster = response.json() as Roster;
    totals.add(roster.total);
    const columns = Object.entries(roster.columns) as [string, unknown[]][];
    for (const [, values] of columns) expect(values).toHaveLength(roster.columns.id.length);
    roster.columns.id.forEach((_, position) =>
      rows.push(Object.fromEntries(columns.map(([field, values]) => [field, values[position]]))),
    );
    after = roster.next;
  } while (after);
  return { rows, totals: [...totals] };
}

const fields = [
  'payrollFileNumber',
  'workerType',
  'compensationType',
  'activeProducts',
  'payRate',
  'payRateUnit',
  'limitForUser',
  'amountLimitPerPP',
  'transactionLimitPerPP',
  'hireDate',
  'email',
];

/** The same workers through `/users2`, every page, in the roster's shape. */
async function users2(as: string, companyId: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.call(as, {
      method: 'GET',
      url: `/api/users2?companyId[eq]=${companyId}&limit=200&page=${page}${fields.map((field) => `&_select=${field}`).join('')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json() as { items: Selection[]; total: number };
    for (const { companyId: _company, activeProducts, email, hireDate, ...worker } of items)
      rows.push({
        ...worker,
        email: email ?? null,
        hireDate: hireDate ?? null,
        activeProducts: (['ewa', 'tips', 'goals'] as const).filter((product) => activeProducts?.[product]),
      });
    if (page * 200 >= total) return rows;
  }
}

describe("a company's roster in columns", () => {
  it('holds, chunk after chunk, exactly the workers and fields of /users2 in the same order', async () => {
    const expected = await users2(EWA, f.isla);
    expect(expected.length).toBeGreaterThan(20);
    for (const limit of [7, 10_000]) {
      const { rows, totals } = await wholeRoster(EWA, f.isla, limit);
      expect(totals).toEqual([expected.length]);
      expect(rows).toEqual(expected);
    }
    expect(api.violations).toEqual([]);
  });

  it('answers the last chunk with no next, and an empty chunk after the last worker', async () => {
    const first = (await chunk(EWA, { companyId: f.isla, limit: 10_000 })).json() as Roster;
    expect(first.next).toBeNull();
    const last = first.columns.id.at(-1)!;
    const after = await chunk(EWA, { companyId: f.isla, after: last });
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as Roster).columns.id).toEqual([]);
    expect((after.json() as Roster).next).toBeNull();
  });
});

describe('another company in any place of the request gives nothing', () => {
  it.each([
    ['the company', () => ({ companyId: f.costa })],
    ['the worker to go on after', () => ({ companyId: f.isla, after: f.costaWorker.id })],
    ['both', () => ({ companyId: f.costa, after: f.costaWorker.id })],
    ['a worker id of no worker', () => ({ companyId: f.isla, after: '00000000-0000-4000-8000-000000000000' })],
    ['an id that is no uuid', () => ({ companyId: f.isla, after: 'not-a-worker' })],
  ])('%s: 404 and no worker in the answer', async (_name, params) => {
    const response = await chunk(EWA, params());
    expect(response.statusCode, response.body).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toContain(f.costaWorker.id);
    expect(response.body).not.toContain(f.costaWorker.lastName);
  });

  it('answers 403 to a user of the company without the employees permission', async () => {
    const response = await chunk('tips.admin@isla.example', { companyId: f.isla });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('a user limited to some worker groups', () => {
  let permissions: (typeof dashboardUsers.$inferSelect)['permissions'] = [];
  beforeAll(async () => {
    const [manager] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, MANAGER));
    permissions = manager!.permissions;
    await api.db
      .update(dashboardUsers)
      .set({ permissions: [...permissions, 'employees'] })
      .where(eq(dashboardUsers.email, MANAGER));
  });
  afterAll(async () => {
    await api.db.update(dashboardUsers).set({ permissions }).where(eq(dashboardUsers.email, MANAGER));
  });

  it('reads the workers of their groups only, counted as such', async () => {
    const { rows, totals } = await wholeRoster(MANAGER, f.isla, 5);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.workerGroupCode))).toEqual(new Set(['103']));
    expect(totals).toEqual([rows.length]);
  });

  it('is refused a worker of another group as the worker to go on after', async () => {
    const [other] = await api.db
      .select()
      .from(workers)
      .where(and(eq(workers.companyId, f.isla), ne(workers.workerGroupCode, '103')))
      .limit(1);
    const response = await chunk(MANAGER, { companyId: f.isla, after: other!.id });
    expect(response.statusCode, response.body).toBe(404);
  });
});
