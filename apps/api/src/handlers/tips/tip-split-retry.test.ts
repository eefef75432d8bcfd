import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tipSplitItems, tipSplits, workers } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const ADMIN = 'tips.admin@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Share = { id: number; workerId: string };
let splitId: string;
let failed: Share;
let approved: Share;
let ready: Share;

// A split of three shares, one in each status a share can hold: failed, approved, ready.
beforeEach(async () => {
  const [split] = await api.db
    .select({ id: tipSplitItems.splitId })
    .from(tipSplitItems)
    .innerJoin(tipSplits, eq(tipSplits.id, tipSplitItems.splitId))
    .where(eq(tipSplits.companyId, f.isla))
    .groupBy(tipSplitItems.splitId)
    .having(sql`${count()} >= 3`)
    .orderBy(asc(tipSplitItems.splitId))
    .limit(1);
  splitId = split!.id;
  const shares = await api.db
    .select({ id: tipSplitItems.id, workerId: tipSplitItems.workerId })
    .from(tipSplitItems)
    .where(eq(tipSplitItems.splitId, splitId))
    .orderBy(asc(tipSplitItems.id))
    .limit(3);
  [failed, approved, ready] = shares as [Share, Share, Share];
  await api.db
    .update(tipSplitItems)
    .set({ status: 'fail', reason: 'The bank refused the deposit.' })
    .where(eq(tipSplitItems.id, failed.id));
  await api.db.update(tipSplitItems).set({ status: 'approved', reason: null }).where(eq(tipSplitItems.id, approved.id));
  await api.db.update(tipSplitItems).set({ status: 'ready', reason: null }).where(eq(tipSplitItems.id, ready.id));
});

const retry = (workerIds?: string[]) =>
  api.call(ADMIN, {
    method: 'POST',
    url: `/api/tips/splits/${splitId}/retry`,
    headers: { 'idempotency-key': randomUUID() },
    payload: workerIds ? { workerIds } : {},
  });

const statuses = async () =>
  Object.fromEntries(
    (
      await api.db
        .select({ id: tipSplitItems.id, status: tipSplitItems.status })
        .from(tipSplitItems)
        .where(inArray(tipSplitItems.id, [failed.id, approved.id, ready.id]))
    ).map((row) => [row.id, row.status]),
  );

describe('retrying the shares of a tip split', () => {
  it.each([
    ['an approved share', () => [approved.workerId]],
    ['a ready share', () => [ready.workerId]],
    ['a failed share beside an approved one', () => [failed.workerId, approved.workerId]],
  ])('refuses %s with 409 and retries nothing', async (_case, named) => {
    const response = await retry(named());
    expect(response.statusCode, response.body).toBe(409);
    expect((response.json() as { detail: string }).detail).toMatch(/^Only a failed share can be retried/);
    expect(await statuses()).toEqual({ [failed.id]: 'fail', [approved.id]: 'approved', [ready.id]: 'ready' });
  });

  it('refuses a worker of the company without a share in the split with 422 naming the worker', async () => {
    const sharers = api.db
      .select({ id: tipSplitItems.workerId })
      .from(tipSplitItems)
      .where(eq(tipSplitItems.splitId, splitId));
    const [outsider] = await api.db
      .select({ id: workers.id })
      .from(workers)
      .where(and(eq(workers.companyId, f.isla), notInArray(workers.id, sharers)))
      .limit(1);
    const response = await retry([failed.workerId, outsider!.id]);
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: { pointer: string }[] }).errors.map((error) => error.pointer)).toEqual([
      '/body/workerIds/1',
    ]);
    expect(await statuses()).toEqual({ [failed.id]: 'fail', [approved.id]: 'approved', [ready.id]: 'ready' });
  });

  it('retries a failed share named by its worker, and leaves the others as they were', async () => {
    const response = await retry([failed.workerId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statuses()).toEqual({ [failed.id]: 'ready', [approved.id]: 'approved', [ready.id]: 'ready' });
  });

  it('retries every failed share when no worker is named', async () => {
    const response = await retry();
    expect(response.statusCode, response.body).toBe(200);
    expect(await statuses()).toEqual({ [failed.id]: 'ready', [approved.id]: 'approved', [ready.id]: 'ready' });
  });
});
