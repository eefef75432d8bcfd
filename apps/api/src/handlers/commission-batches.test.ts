import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionBatchEvents, commissionBatches } from '../db/schema/index.ts';
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
