import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companySettings, workers, workerStatusLog } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const EWA = 'ewa@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const limits = (payload: object) =>
  api.call(EWA, {
    method: 'PATCH',
    url: `/api/workers/${f.islaWorker.id}/limits`,
    headers: { 'idempotency-key': randomUUID() },
    payload,
  });

describe("a worker's limits against the company's caps", () => {
  it('refuses a limit above the company amount per pay period with 422 naming the field, and writes nothing', async () => {
    const [caps] = await api.db.select().from(companySettings).where(eq(companySettings.companyId, f.isla));
    const [before] = await api.db.select().from(workers).where(eq(workers.id, f.islaWorker.id));
    const response = await limits({
      limitForUser: caps!.amountLimitPerPayPeriod + 1,
      transactionLimitPerPP: caps!.transactionLimitPerPayPeriod + 1,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((error) => error.pointer);
    expect(pointers).toEqual(['/body/limitForUser', '/body/transactionLimitPerPP']);
    const [after] = await api.db.select().from(workers).where(eq(workers.id, f.islaWorker.id));
    expect(after).toEqual(before);
  });

  it('saves limits at the caps', async () => {
    const [caps] = await api.db.select().from(companySettings).where(eq(companySettings.companyId, f.isla));
    const response = await limits({
      amountLimitPerPP: caps!.amountLimitPerPayPeriod,
      transactionLimitPerPP: caps!.transactionLimitPerPayPeriod,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await api.db.select().from(workers).where(eq(workers.id, f.islaWorker.id));
    expect(after!.amountLimitPerPp).toBe(caps!.amountLimitPerPayPeriod);
    expect(after!.transactionLimitPerPp).toBe(caps!.transactionLimitPerPayPeriod);
  });
});

describe('a roster page narrowed by _select', () => {
  const identity = ['id', 'companyId', 'workerGroupCode', 'workerId', 'firstName', 'lastName', 'workerStatus'];
  const page = (select: string[]) =>
    api.call(EWA, {
      method: 'GET',
      url: `/api/users2?companyId[eq]=${f.isla}&limit=50${select.map((field) => `&_select=${field}`).join('')}`,
    });

  it('answers each field as the full worker has it, and nothing else, while reading only what the field needs', async () => {
    const full = await page([]);
    expect(full.statusCode, full.body).toBe(200);
    const workersInFull = (full.json() as { items: Record<string, unknown>[] }).items;
    expect(workersInFull.length).toBeGreaterThan(1);
    const fields = Object.keys(workersInFull[0]!).filter((field) => !identity.includes(field));
    expect(fields).toEqual(
      expect.arrayContaining([
        'hoursThisPeriod',
        'currentPeriodEndDate',
        'statusLog',
        'tipRules',
        'brands',
        'amountLimitPerPP',
        'cashoutFeePercent',
      ]),
    );
    for (const field of fields) {
      const narrowed = await page([field]);
      expect(narrowed.statusCode, `${field}: ${narrowed.body}`).toBe(200);
      const expected = workersInFull.map((worker) =>
        Object.fromEntries([...identity, field].map((name) => [name, worker[name]])),
      );
      expect((narrowed.json() as { items: unknown[] }).items, field).toEqual(expected);
    }
  });
});

describe("a worker's status switches (§4)", () => {
  const toggle = (enabled: boolean) =>
    api.call(EWA, {
      method: 'PUT',
      url: `/api/workers/${f.islaWorker.id}/status`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { type: 'admin', enabled, motives: ['Documentos pendientes'] },
    });
  const stored = async () => (await api.db.select().from(workers).where(eq(workers.id, f.islaWorker.id)))[0]!;
  const logEntries = async () =>
    (await api.db.select().from(workerStatusLog).where(eq(workerStatusLog.workerId, f.islaWorker.id))).length;

  it('makes the worker Inactive when Admin status is turned off, and Active again when it is turned back on', async () => {
    await api.db
      .update(workers)
      .set({ workerStatus: 'active', statusAdminEnabled: true, statusSystemEnabled: true, statusCreciEnabled: true })
      .where(eq(workers.id, f.islaWorker.id));
    const off = await toggle(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ workerStatus: 'Inactive', statusAdminEnabled: false });
    expect((await stored()).workerStatus).toBe('inactive');
    const on = await toggle(true);
    expect(on.json()).toMatchObject({ workerStatus: 'Active', statusAdminEnabled: true });
  });

  it('writes no log entry when a switch is set to the value it has', async () => {
    const before = await logEntries();
    const response = await toggle(true);
    expect(response.statusCode, response.body).toBe(200);
    expect(await logEntries()).toBe(before);
    await toggle(false);
    expect(await logEntries()).toBe(before + 1);
  });

  it('leaves a terminated worker Terminated whatever the switches say', async () => {
    await api.db
      .update(workers)
      .set({ workerStatus: 'terminated', terminationDate: '2026-10-31', statusAdminEnabled: false })
      .where(eq(workers.id, f.islaWorker.id));
    const response = await toggle(true);
    expect(response.json()).toMatchObject({ workerStatus: 'Terminated', statusAdminEnabled: true });
    await api.db
      .update(workers)
      .set({ workerStatus: 'active', terminationDate: null })
      .where(eq(workers.id, f.islaWorker.id));
  });
});
