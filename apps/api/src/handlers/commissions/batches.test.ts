import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brands,
  commissionBatchEvents,
  commissionBatches,
  commissionBatchTitles,
  departments,
  titles,
  workerCommissions,
} from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { APPROVER, CREATOR, VIEWER } from '../../server/testing/operation-cases.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const move = (as: string, id: string, action: string, payload?: Record<string, string>) =>
  api.once(as, 'POST', `/compensation/commission-batch/${id}/${action}`, payload);

describe('a rejected commission batch', () => {
  it('goes back to pending approval when its creator submits it again, the submission recorded from rejected', async () => {
    const id = f.costaInReview.id;
    expect((await move(APPROVER, id, 'reject', { reason: 'Faltan las ventas de usados.' })).statusCode).toBe(200);
    expect((await move(VIEWER, id, 'submit')).statusCode).toBe(403);
    const resubmitted = await move(CREATOR, id, 'submit');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending-approval' });
    const [stored] = await api.db
      .select({ status: commissionBatches.status })
      .from(commissionBatches)
      .where(eq(commissionBatches.id, id));
    expect(stored?.status).toBe('pending-approval');
    const events = await api.db
      .select({
        kind: commissionBatchEvents.kind,
        fromStatus: commissionBatchEvents.fromStatus,
        toStatus: commissionBatchEvents.toStatus,
      })
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

describe('a batch waiting for approval', () => {
  it('is reviewed before it is approved or rejected: straight from the queue answers 409 and nothing moves', async () => {
    const pending = f.costaPending;
    expect((await move(APPROVER, pending.id, 'approve')).statusCode).toBe(409);
    expect((await move(APPROVER, pending.id, 'reject', { reason: 'No.' })).statusCode).toBe(409);
    const [after] = await api.db
      .select({ status: commissionBatches.status, updatedAt: commissionBatches.updatedAt })
      .from(commissionBatches)
      .where(eq(commissionBatches.id, pending.id));
    expect(after).toEqual({ status: 'pending-approval', updatedAt: pending.updatedAt });
    expect((await move(APPROVER, pending.id, 'review')).statusCode).toBe(200);
    expect((await move(APPROVER, pending.id, 'approve')).statusCode).toBe(200);
  });
});

describe('the commission batch list', () => {
  it("shows each batch's worker count and total as its details do: manual totals count, excluded workers do not", async () => {
    const [withManual, withExcluded] = await api.db
      .select({ id: workerCommissions.id, batchId: workerCommissions.batchId })
      .from(workerCommissions)
      .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
      .where(and(eq(commissionBatches.companyId, f.costa), eq(commissionBatches.generation, 1)))
      .orderBy(asc(workerCommissions.id))
      .limit(2);
    await api.db.update(workerCommissions).set({ manualTotal: 12_345 }).where(eq(workerCommissions.id, withManual!.id));
    await api.db.update(workerCommissions).set({ status: 'on-hold' }).where(eq(workerCommissions.id, withExcluded!.id));

    const list = await api.call(APPROVER, {
      method: 'GET',
      url: `/api/compensation/commission-batches?companyId=${f.costa}&area=commissions&page=1&limit=100&invisible=true`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { items: { id: string; total: number; workerCount: number }[] }).items;
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([withManual!.batchId, withExcluded!.batchId]));
    for (const item of items) {
      const detail = await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batch/${item.id}` });
      expect(detail.statusCode, detail.body).toBe(200);
      const { commissions } = detail.json() as {
        commissions: { status: string; total: number; manualTotal: number | null }[];
      };
      const paid = commissions.filter((commission) => commission.status === 'included');
      expect({ id: item.id, total: item.total, workerCount: item.workerCount }).toEqual({
        id: item.id,
        total: paid.reduce((sum, commission) => sum + (commission.manualTotal ?? commission.total), 0),
        workerCount: commissions.length,
      });
    }
  });

  it("names each batch's set of workers, the brands, departments and titles it covers, in order", async () => {
    const list = await api.call(APPROVER, {
      method: 'GET',
      url: `/api/compensation/commission-batches?companyId=${f.costa}&area=commissions&page=1&limit=100&invisible=true`,
    });
    expect(list.statusCode, list.body).toBe(200);
    type SetOfWorkers = { brand: string; departments: { name: string; titles: string[] }[] }[];
    const items = (list.json() as { items: { id: string; setOfWorkers: SetOfWorkers }[] }).items;
    const stored = await api.db
      .select({
        batchId: commissionBatchTitles.batchId,
        brand: brands.name,
        department: departments.name,
        title: titles.name,
      })
      .from(commissionBatchTitles)
      .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
      .innerJoin(departments, eq(departments.id, titles.departmentId))
      .innerJoin(brands, eq(brands.id, departments.brandId));
    const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));
    let named = 0;
    for (const item of items) {
      const shown = item.setOfWorkers.flatMap((brand) =>
        brand.departments.flatMap((department) =>
          department.titles.map((title) => `${brand.brand} / ${department.name} / ${title}`),
        ),
      );
      const expected = [
        ...new Set(
          stored
            .filter((row) => row.batchId === item.id)
            .map((row) => `${row.brand} / ${row.department} / ${row.title}`),
        ),
      ];
      expect(sorted(shown), item.id).toEqual(sorted(expected));
      expect(item.setOfWorkers.map((brand) => brand.brand)).toEqual(
        sorted(item.setOfWorkers.map((brand) => brand.brand)),
      );
      for (const brand of item.setOfWorkers)
        expect(brand.departments.map((department) => department.name)).toEqual(
          sorted(brand.departments.map((department) => department.name)),
        );
      named += shown.length;
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('the three commission areas', () => {
  const STAFF = 'staff@provider.example';
  type Summary = { id: string; area: string };
  const list = (as: string, area: string) =>
    api.call(as, {
      method: 'GET',
      url: `/api/compensation/commission-batches?companyId=${f.costa}&area=${area}&limit=100&invisible=true`,
    });
  const storedCount = async (generation: number) =>
    (
      await api.db
        .select({ n: count() })
        .from(commissionBatches)
        .where(and(eq(commissionBatches.companyId, f.costa), eq(commissionBatches.generation, generation)))
    )[0]!.n;
  // The brands, departments and titles of an approved batch: a set of workers the demo company has.
  const setOfWorkers = async () =>
    (
      (
        await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batch/${f.costaApproved.id}` })
      ).json() as { setOfWorkers: unknown }
    ).setOfWorkers;
  const create = async (as: string, area: string, startDate: string, endDate: string) =>
    api.call(as, {
      method: 'POST',
      url: '/api/compensation/commission-batches',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: f.costa, area, type: 'normal', startDate, endDate, setOfWorkers: await setOfWorkers() },
    });

  it.each([
    ['commissions', 1, APPROVER],
    ['commissions-v2', 2, APPROVER],
    ['commissions-v3', 3, STAFF],
  ])('list only their own batches: %s', async (area, generation, as) => {
    const response = await list(as, area);
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json() as { items: Summary[]; total: number };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.area === area)).toBe(true);
    expect(total).toBe(await storedCount(generation));
  });

  it('are closed to whoever may not open them: 403 on the list, 404 on a batch', async () => {
    expect((await list(VIEWER, 'commissions-v2')).statusCode).toBe(403);
    expect((await list(APPROVER, 'commissions-v3')).statusCode).toBe(403);
    const [staffOnly] = await api.db
      .select({ id: commissionBatches.id })
      .from(commissionBatches)
      .where(and(eq(commissionBatches.companyId, f.costa), eq(commissionBatches.generation, 3)))
      .limit(1);
    expect(
      (await api.call(APPROVER, { method: 'GET', url: `/api/compensation/commission-batch/${staffOnly!.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await move(APPROVER, staffOnly!.id, 'review')).statusCode).toBe(404);
    expect(
      (await api.call(STAFF, { method: 'GET', url: `/api/compensation/commission-batch/${staffOnly!.id}` })).statusCode,
    ).toBe(200);
  });

  it('create their batches in the area the request names, which then lists them and no other area', async () => {
    const created = await create(CREATOR, 'commissions-v2', '2027-03-01', '2027-03-15');
    expect(created.statusCode, created.body).toBe(201);
    const { id, area } = created.json() as Summary;
    expect(area).toBe('commissions-v2');
    const [stored] = await api.db
      .select({ generation: commissionBatches.generation })
      .from(commissionBatches)
      .where(eq(commissionBatches.id, id));
    expect(stored?.generation).toBe(2);
    expect(
      ((await list(CREATOR, 'commissions-v2')).json() as { items: Summary[] }).items.map((item) => item.id),
    ).toContain(id);
    expect(
      ((await list(CREATOR, 'commissions')).json() as { items: Summary[] }).items.map((item) => item.id),
    ).not.toContain(id);
  });

  it('refuse a batch in an area the creator may not create in, and write nothing', async () => {
    const before = await storedCount(3);
    const refused = await create(CREATOR, 'commissions-v3', '2027-04-01', '2027-04-15');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await storedCount(3)).toBe(before);
    const missing = await api.call(CREATOR, {
      method: 'POST',
      url: '/api/compensation/commission-batches',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: f.costa,
        type: 'normal',
        startDate: '2027-04-01',
        endDate: '2027-04-15',
        setOfWorkers: await setOfWorkers(),
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('area');
  });
});
