import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, commissionBatchEvents, commissionBatches, commissionBatchTitles, departments, titles, workerCommissions } from '../db/schema/index.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';

const APPROVER = 'approver@costa.example';
const CREATOR = 'creator@costa.example';
const VIEWER = 'viewer@costa.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const move = (as: string, id: string, action: string, payload?: Record<string, string>) =>
  api.call(as, { method: 'POST', url: `/api/compensation/commission-batch/${id}/${action}`, payload, headers: { 'idempotency-key': randomUUID() } });

describe('a rejected commission batch', () => {
  it('goes back to pending approval when its creator submits it again, the submission recorded from rejected', async () => {
    const id = f.costaInReview.id;
    expect((await move(APPROVER, id, 'reject', { reason: 'Faltan las ventas de usados.' })).statusCode).toBe(200);
    expect((await move(VIEWER, id, 'submit')).statusCode).toBe(403);
    const resubmitted = await move(CREATOR, id, 'submit');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending-approval' });
    const [stored] = await api.db.select({ status: commissionBatches.status }).from(commissionBatches).where(eq(commissionBatches.id, id));
    expect(stored?.status).toBe('pending-approval');
    const events = await api.db
      .select({ kind: commissionBatchEvents.kind, fromStatus: commissionBatchEvents.fromStatus, toStatus: commissionBatchEvents.toStatus })
      .from(commissionBatchEvents)
      .where(eq(commissionBatchEvents.batchId, id))
      .orderBy(asc(commissionBatchEvents.at), asc(commissionBatchEvents.id));
    expect(events.slice(-2)).toEqual([
      { kind: 'rejected', fromStatus: 'in-review', toStatus: 'rejected' },
      { kind: 'submitted', fromStatus: 'rejected', toStatus: 'pending-approval' },
    ]);
  });

  it('cannot be approved without going through approval again', async () => {
    const id = f.costaInReview2.id;
    expect((await move(APPROVER, id, 'reject', { reason: 'Sin firma.' })).statusCode).toBe(200);
    expect((await move(APPROVER, id, 'approve')).statusCode).toBe(409);
  });
});

describe('the commission batch list', () => {
  it("shows each batch's worker count and total as its details do: manual totals count, excluded workers do not", async () => {
    const [withManual, withExcluded] = await api.db
      .select({ id: workerCommissions.id, batchId: workerCommissions.batchId })
      .from(workerCommissions)
      .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
      .where(eq(commissionBatches.companyId, f.costa))
      .orderBy(asc(workerCommissions.id))
      .limit(2);
    await api.db.update(workerCommissions).set({ manualTotal: 12_345 }).where(eq(workerCommissions.id, withManual!.id));
    await api.db.update(workerCommissions).set({ status: 'on-hold' }).where(eq(workerCommissions.id, withExcluded!.id));

    const list = await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batches?companyId=${f.costa}&page=1&limit=100&invisible=true` });
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { items: { id: string; total: number; workerCount: number }[] }).items;
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([withManual!.batchId, withExcluded!.batchId]));
    for (const item of items) {
      const detail = await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batch/${item.id}` });
      expect(detail.statusCode, detail.body).toBe(200);
      const { commissions } = detail.json() as { commissions: { status: string; total: number; manualTotal: number | null }[] };
      const paid = commissions.filter((commission) => commission.status === 'included');
      expect({ id: item.id, total: item.total, workerCount: item.workerCount }).toEqual({
        id: item.id,
        total: paid.reduce((sum, commission) => sum + (commission.manualTotal ?? commission.total), 0),
        workerCount: commissions.length,
      });
    }
  });

  it("names each batch's set of workers, the brands, departments and titles it covers, in order", async () => {
    const list = await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batches?companyId=${f.costa}&page=1&limit=100&invisible=true` });
    expect(list.statusCode, list.body).toBe(200);
    type SetOfWorkers = { brand: string; departments: { name: string; titles: string[] }[] }[];
    const items = (list.json() as { items: { id: string; setOfWorkers: SetOfWorkers }[] }).items;
    const stored = await api.db
      .select({ batchId: commissionBatchTitles.batchId, brand: brands.name, department: departments.name, title: titles.name })
      .from(commissionBatchTitles)
      .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
      .innerJoin(departments, eq(departments.id, titles.departmentId))
      .innerJoin(brands, eq(brands.id, departments.brandId));
    const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
    let named = 0;
    for (const item of items) {
      const shown = item.setOfWorkers.flatMap((brand) => brand.departments.flatMap((department) => department.titles.map((title) => `${brand.brand} / ${department.name} / ${title}`)));
      const expected = [...new Set(stored.filter((row) => row.batchId === item.id).map((row) => `${row.brand} / ${row.department} / ${row.title}`))];
      expect(sorted(shown), item.id).toEqual(sorted(expected));
      expect(item.setOfWorkers.map((brand) => brand.brand)).toEqual(sorted(item.setOfWorkers.map((brand) => brand.brand)));
      for (const brand of item.setOfWorkers) expect(brand.departments.map((department) => department.name)).toEqual(sorted(brand.departments.map((department) => department.name)));
      named += shown.length;
    }
    expect(named).toBeGreaterThan(0);
  });
});
