import { and, eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { canResubmitBatch, canTransitionBatch, isBatchCreator, type CommissionBatchStatus } from '@cuadre/domain';
import { commissionBatchEvents, commissionBatches, companies } from '../../db/schema/index.ts';
import type { ContextOf, Handlers } from '../../server/handler-types.ts';
import { conflict, forbidden } from '../../server/problem.ts';
import { findBatch, openableGenerations } from './areas.ts';
import { auditBatch } from './batch-audit.ts';
import { batchOut } from './batch-out.ts';

type Schemas = components['schemas'];

type MoveContext = Pick<ContextOf<'submitCommissionBatch'>, 'params' | 'scope' | 'auth' | 'db' | 'audit' | 'now'>;
type Transition = { to: CommissionBatchStatus; event: Schemas['CommissionBatchEvent']['type'] };

/** Moves a batch along the state machine; a conditional update lets exactly one of two racing requests win. */
async function moveBatch(request: MoveContext, transition: Transition, reason: string | null, action: string) {
  const { params, scope, auth, db, audit, now } = request;
  const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
  const [company] = await db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, batch.companyId));
  const context = { features: company!.features };
  // Submitting a rejected batch reopens and submits it at once (rejected → draft → pending-approval).
  const resubmit =
    transition.to === 'pending-approval' &&
    canResubmitBatch(auth.user, { status: batch.status, creatorEmail: batch.creatorEmail }, context);
  if (
    !resubmit &&
    !canTransitionBatch(auth.user, { status: batch.status, creatorEmail: batch.creatorEmail }, transition.to, context)
  ) {
    if (transition.to === 'approved' && isBatchCreator(auth.user, batch))
      throw forbidden('Nobody approves a batch they created.');
    const possible = ['draft', 'pending-approval', 'in-review', 'rejected', 'approved'].includes(batch.status);
    throw possible && batch.status !== transition.to && !['submitted'].includes(transition.event)
      ? conflict(`A batch in status ${batch.status} cannot become ${transition.to}.`)
      : conflict(`A batch in status ${batch.status} cannot become ${transition.to}.`);
  }
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(commissionBatches)
      .set({ status: transition.to, updatedAt: now })
      .where(and(eq(commissionBatches.id, batch.id), eq(commissionBatches.status, batch.status)))
      .returning({ id: commissionBatches.id });
    if (moved.length === 0) throw conflict('The batch changed meanwhile; reload it.');
    await tx.insert(commissionBatchEvents).values({
      batchId: batch.id,
      kind: transition.event,
      actorEmail: auth.user.email,
      fromStatus: batch.status,
      toStatus: transition.to,
      message: reason,
      at: now,
    });
    await auditBatch(audit, tx, batch, action, {
      before: { status: batch.status },
      after: { status: transition.to, reason },
    });
  });
  return { status: 200 as const, body: await batchOut(db, batch.id) };
}

// A batch's way to approval: submitted, moved to review, approved or rejected (and submitted again).
export const batchLifecycleHandlers = {
  async submitCommissionBatch(context) {
    return moveBatch(context, { to: 'pending-approval', event: 'submitted' }, null, 'submitCommissionBatch');
  },

  async moveCommissionBatchToReview(context) {
    return moveBatch(context, { to: 'in-review', event: 'moved-to-review' }, null, 'moveCommissionBatchToReview');
  },

  async approveCommissionBatch(context) {
    return moveBatch(context, { to: 'approved', event: 'approved' }, null, 'approveCommissionBatch');
  },

  async rejectCommissionBatch(context) {
    return moveBatch(context, { to: 'rejected', event: 'rejected' }, context.body.reason, 'rejectCommissionBatch');
  },
} satisfies Partial<Handlers>;
