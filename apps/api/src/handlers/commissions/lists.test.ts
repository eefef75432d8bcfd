import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionBatches, dashboardUsers, titles, workers } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { APPROVER, EWA, VIEWER } from '../../server/testing/operation-cases.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Summary = { id: string; startDate: string; endDate: string; status: string; total: number; workerCount: number };
type Totals = { batches: number; periods: number; workers: number; total: number; approved: number };
type PeriodTotal = {
  startDate: string;
  endDate: string;
  brand: string;
  department: string;
  batches: number;
  workers: number;
  total: number;
  approved: number;
};
type Employee = {
  workerId: string;
  payrollFileNumber: string;
  firstName: string;
  lastName: string;
  brand: string;
  department: string;
  title: string;
  rank: number;
};

const get = (as: string, url: string) => api.call(as, { method: 'GET', url: `/api${url}` });

// Every page of a paged list, read as a screen would, one page after another.
async function everyPage<Item>(as: string, url: string, limit: number): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(as, `${url}&page=${page}&limit=${limit}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: Item[]; total: number };
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return { items, pages: page };
  }
}

describe('the totals of a commission area', () => {
  it('add up every batch the area lists, not one page of them', async () => {
    const { items: batches, pages } = await everyPage<Summary>(
      APPROVER,
      `/compensation/commission-batches?companyId=${f.costa}&area=commissions`,
      25,
    );
    expect(pages, 'the list takes more than one page of 25').toBeGreaterThan(1);
    const response = await get(
      APPROVER,
      `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions&limit=5`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { overall } = response.json() as { overall: Totals };
    expect(overall).toEqual({
      batches: batches.length,
      periods: new Set(batches.map((batch) => `${batch.startDate}/${batch.endDate}`)).size,
      workers: batches.reduce((sum, batch) => sum + batch.workerCount, 0),
      total: batches.reduce((sum, batch) => sum + batch.total, 0),
      approved: batches.filter((batch) => batch.status === 'approved').reduce((sum, batch) => sum + batch.total, 0),
    });
    expect(overall.approved).toBeGreaterThan(0);
  });

  it('per period, brand and department, page by page, add up to the same figures, newest period first', async () => {
    const { overall } = (
      await get(APPROVER, `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions`)
    ).json() as { overall: Totals };
    const { items: rows, pages } = await everyPage<PeriodTotal>(
      APPROVER,
      `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions`,
      5,
    );
    expect(pages).toBeGreaterThan(1);
    expect(rows.reduce((sum, row) => sum + row.batches, 0)).toBe(overall.batches);
    expect(rows.reduce((sum, row) => sum + row.workers, 0)).toBe(overall.workers);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(overall.total);
    expect(rows.reduce((sum, row) => sum + row.approved, 0)).toBe(overall.approved);
    expect(new Set(rows.map((row) => `${row.startDate}/${row.endDate}`)).size).toBe(overall.periods);
    expect(new Set(rows.map((row) => `${row.startDate}/${row.endDate}/${row.brand}/${row.department}`)).size).toBe(
      rows.length,
    );
    expect(rows.map((row) => row.startDate)).toEqual(
      rows
        .map((row) => row.startDate)
        .sort()
        .reverse(),
    );
  });

  it('are added up for each area apart, and refused for an area the caller cannot open', async () => {
    const [stored] = await api.db
      .select({ n: count() })
      .from(commissionBatches)
      .where(
        and(
          eq(commissionBatches.companyId, f.costa),
          eq(commissionBatches.generation, 2),
          eq(commissionBatches.invisible, false),
        ),
      );
    const v2 = await get(APPROVER, `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions-v2`);
    expect((v2.json() as { overall: Totals }).overall.batches).toBe(stored!.n);
    expect(
      (await get(VIEWER, `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions-v2`)).statusCode,
    ).toBe(403);
    expect(
      (await get(APPROVER, `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions-v3`))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(EWA, `/compensation/commission-period-totals?companyId=${f.isla}&area=commissions`)).statusCode,
    ).toBe(403);
  });
});

describe('the commission employees of a company with more than 200 of them', () => {
  const EXTRA = 250;

  // Copies of a commission-active worker of Costa, in the same title: added once, for the tests below.
  async function addWorkers(): Promise<{
    title: string;
    added: { id: string; payrollFileNumber: string; lastName: string }[];
  }> {
    const [template] = await api.db
      .select()
      .from(workers)
      .where(and(eq(workers.companyId, f.costa), eq(workers.commissionsActive, true)))
      .orderBy(asc(workers.lastName), asc(workers.id))
      .limit(1);
    const [title] = await api.db.select({ name: titles.name }).from(titles).where(eq(titles.id, template!.titleId!));
    const existing = await api.db.select({ id: workers.id }).from(workers).where(eq(workers.workerId, 'EXTRA-0001'));
    const rows = Array.from({ length: EXTRA }, (_, index) => {
      const number = String(index + 1).padStart(4, '0');
      return {
        ...template!,
        id: randomUUID(),
        workerId: `EXTRA-${number}`,
        payrollFileNumber: `77${number}`,
        firstName: 'Extra',
        lastName: `Zuñiga ${number}`,
        email: null,
      };
    });
    if (existing.length === 0) await api.db.insert(workers).values(rows);
    const added = await api.db
      .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber, lastName: workers.lastName })
      .from(workers)
      .where(and(eq(workers.companyId, f.costa), eq(workers.firstName, 'Extra')))
      .orderBy(asc(workers.lastName));
    return { title: title!.name, added };
  }

  it('are listed page after page, the 201st and every one after it reachable', async () => {
    const { added } = await addWorkers();
    expect(added).toHaveLength(EXTRA);
    const [stored] = await api.db
      .select({ n: count() })
      .from(workers)
      .innerJoin(titles, eq(titles.id, workers.titleId))
      .where(and(eq(workers.companyId, f.costa), eq(workers.commissionsActive, true)));
    expect(stored!.n).toBeGreaterThan(200);
    const first = (await get(VIEWER, `/compensation/commission-employees?companyId=${f.costa}&limit=200`)).json() as {
      items: Employee[];
      total: number;
    };
    expect(first.items).toHaveLength(200);
    expect(first.total).toBe(stored!.n);
    const second = (
      await get(VIEWER, `/compensation/commission-employees?companyId=${f.costa}&limit=200&page=2`)
    ).json() as { items: Employee[] };
    expect(second.items).toHaveLength(stored!.n - 200);
    const ids = [...first.items, ...second.items].map((item) => item.workerId);
    expect(new Set(ids).size).toBe(stored!.n);
    expect(ids).toEqual(expect.arrayContaining(added.map((worker) => worker.id)));
    expect(second.items.at(-1)?.lastName).toBe(`Zuñiga ${String(EXTRA).padStart(4, '0')}`);
  });

  it('are found by the server by a part of the name or the payroll number, whatever page they would be on', async () => {
    const { added, title } = await addWorkers();
    const last = added.at(-1)!;
    const byNumber = (
      await get(VIEWER, `/compensation/commission-employees?companyId=${f.costa}&search=${last.payrollFileNumber}`)
    ).json() as { items: Employee[]; total: number };
    expect(byNumber.items.map((item) => item.workerId)).toEqual([last.id]);
    const byName = (
      await get(
        VIEWER,
        `/compensation/commission-employees?companyId=${f.costa}&search=${encodeURIComponent(`extra ${last.lastName.toLowerCase()}`)}`,
      )
    ).json() as { items: Employee[] };
    expect(byName.items.map((item) => item.workerId)).toEqual([last.id]);
    const everyExtra = (
      await get(VIEWER, `/compensation/commission-employees?companyId=${f.costa}&search=zu%C3%B1iga&limit=10`)
    ).json() as { items: Employee[]; total: number };
    expect(everyExtra.total).toBe(EXTRA);
    // Wildcards typed in the search are searched for, not matched as wildcards.
    expect(
      (
        (await get(VIEWER, `/compensation/commission-employees?companyId=${f.costa}&search=%25`)).json() as {
          total: number;
        }
      ).total,
    ).toBe(0);
    const inTitle = (
      await get(
        VIEWER,
        `/compensation/commission-employees?companyId=${f.costa}&title=${encodeURIComponent(title)}&limit=1`,
      )
    ).json() as { items: Employee[]; total: number };
    expect(inTitle.total).toBeGreaterThan(EXTRA);
    expect(inTitle.items.every((item) => item.title === title)).toBe(true);
  });

  it('are not listed to a caller without a commissions permission, nor of another company', async () => {
    expect((await get(EWA, `/compensation/commission-employees?companyId=${f.isla}`)).statusCode).toBe(403);
    expect((await get(VIEWER, `/compensation/commission-employees?companyId=${f.isla}`)).statusCode).toBe(404);
  });
});

describe('a user whose only access is the dynamic commission count', () => {
  const SALES_ONLY = 'sales.only@costa.example';
  const NO_COUNT = 'no.count@costa.example';

  async function addUsers(): Promise<void> {
    const known = await api.db
      .select({ id: dashboardUsers.id })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.email, SALES_ONLY));
    if (known.length > 0) return;
    await api.db.insert(dashboardUsers).values([
      {
        companyId: f.costa,
        email: SALES_ONLY,
        firstName: 'Sonia',
        lastName: 'Ventas',
        permissions: [],
        dynamicCommissionPermissions: 1,
      },
      {
        companyId: f.costa,
        email: NO_COUNT,
        firstName: 'Nadia',
        lastName: 'Cero',
        permissions: [],
        dynamicCommissionPermissions: 0,
      },
    ]);
  }

  const oneBatchOf = async (generation: number) =>
    (
      await api.db
        .select({ id: commissionBatches.id })
        .from(commissionBatches)
        .where(and(eq(commissionBatches.companyId, f.costa), eq(commissionBatches.generation, generation)))
        .limit(1)
    )[0]!.id;

  it('works in Sales Commissions, where the count opens every read its pages make', async () => {
    await addUsers();
    const session = (await get(SALES_ONLY, '/auth/session')).json() as { user: { id: string } };
    expect(
      ((await get(SALES_ONLY, `/dynamic-commission/permissions?userId=${session.user.id}`)).json() as { count: number })
        .count,
    ).toBe(1);
    const batches = await get(SALES_ONLY, `/compensation/commission-batches?companyId=${f.costa}&area=commissions-v2`);
    expect(batches.statusCode, batches.body).toBe(200);
    expect((batches.json() as { total: number }).total).toBeGreaterThan(0);
    const batchId = await oneBatchOf(2);
    for (const url of [
      `/compensation/commission-batch/${batchId}`,
      `/compensation/get-commission-workers?commissionBatchId=${batchId}`,
      `/compensation/batch-workers-data?commissionBatchId=${batchId}`,
      `/dynamic-commission/get-batch/${batchId}`,
      `/compensation/brands?companyId=${f.costa}&email=${SALES_ONLY}`,
      `/dynamic-commission/get-plans?userId=${session.user.id}&companyId=${f.costa}`,
      `/compensation/compensation-plans?companyId=${f.costa}`,
      `/compensation/commission-employees?companyId=${f.costa}`,
      `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions-v2`,
    ]) {
      const response = await get(SALES_ONLY, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('opens no other area and changes nothing: 403 for Parts & Services lists and writes, 404 for their batches', async () => {
    await addUsers();
    expect(
      (await get(SALES_ONLY, `/compensation/commission-batches?companyId=${f.costa}&area=commissions`)).statusCode,
    ).toBe(403);
    expect(
      (await get(SALES_ONLY, `/compensation/commission-period-totals?companyId=${f.costa}&area=commissions`))
        .statusCode,
    ).toBe(403);
    expect((await get(SALES_ONLY, `/compensation/commission-batch/${await oneBatchOf(1)}`)).statusCode).toBe(404);
    expect((await get(SALES_ONLY, `/compensation/commission-batch/${await oneBatchOf(3)}`)).statusCode).toBe(404);
    const batchId = await oneBatchOf(2);
    const write = await api.call(SALES_ONLY, {
      method: 'POST',
      url: `/api/compensation/commission-batch/${batchId}/review`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(write.statusCode).toBe(403);
    expect((await get(SALES_ONLY, `/users2?companyId[eq]=${f.costa}`)).statusCode).toBe(403);
  });

  it('without the count, is refused the same reads', async () => {
    await addUsers();
    const refused = await get(NO_COUNT, `/compensation/commission-batches?companyId=${f.costa}&area=commissions-v2`);
    expect(refused.statusCode).toBe(403);
    expect((await get(NO_COUNT, `/compensation/commission-employees?companyId=${f.costa}`)).statusCode).toBe(403);
  });
});
