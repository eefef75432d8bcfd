import type { PolicyAction, PolicyActor, PolicyContext } from '../policies.ts';
import { can } from '../policies.ts';

// §3, §4: the statuses of a commission batch.
export const COMMISSION_BATCH_STATUSES = ['draft', 'pending-approval', 'in-review', 'rejected', 'approved'] as const;

export type CommissionBatchStatus = (typeof COMMISSION_BATCH_STATUSES)[number];

export type BatchTransition = {
  from: CommissionBatchStatus;
  to: CommissionBatchStatus;
  action: 'batch.submit' | 'batch.start-review' | 'batch.approve' | 'batch.reject' | 'batch.reopen';
};

// §4: draft → pending-approval → in-review → approved | rejected; rejected → draft. Approved is final.
export const commissionBatchTransitions: readonly BatchTransition[] = [
  { from: 'draft', to: 'pending-approval', action: 'batch.submit' },
  { from: 'pending-approval', to: 'in-review', action: 'batch.start-review' },
  { from: 'in-review', to: 'approved', action: 'batch.approve' },
  { from: 'in-review', to: 'rejected', action: 'batch.reject' },
  { from: 'rejected', to: 'draft', action: 'batch.reopen' },
];

export type BatchRef = { status: CommissionBatchStatus; creatorEmail: string };

// §4: the transition between two statuses, if the machine has one.
export function findBatchTransition(
  from: CommissionBatchStatus,
  to: CommissionBatchStatus,
): BatchTransition | undefined {
  return commissionBatchTransitions.find((transition) => transition.from === from && transition.to === to);
}

// §4: whether the actor may move the batch to a status: the step exists and the actor's policy allows it
// (create permissions submit and reopen; approve permissions review, approve and reject, never their own batch).
export function canTransitionBatch(
  actor: PolicyActor,
  batch: BatchRef,
  to: CommissionBatchStatus,
  context: Omit<PolicyContext, 'batch'>,
): boolean {
  const transition = findBatchTransition(batch.status, to);
  if (transition === undefined) return false;
  const action: PolicyAction = transition.action;
  return can(action, actor, { ...context, batch });
}

// §4: the statuses the actor may move the batch to now, in the order of the transition table.
export function availableBatchTransitions(
  actor: PolicyActor,
  batch: BatchRef,
  context: Omit<PolicyContext, 'batch'>,
): CommissionBatchStatus[] {
  return commissionBatchTransitions
    .filter(
      (transition) => transition.from === batch.status && canTransitionBatch(actor, batch, transition.to, context),
    )
    .map((transition) => transition.to);
}

// A creator resubmits a rejected batch in one step: it is reopened (rejected → draft) and submitted
// (draft → pending-approval) together, so the history shows it went back through draft.
export function canResubmitBatch(actor: PolicyActor, batch: BatchRef, context: Omit<PolicyContext, 'batch'>): boolean {
  return (
    batch.status === 'rejected' &&
    canTransitionBatch(actor, batch, 'draft', context) &&
    canTransitionBatch(actor, { ...batch, status: 'draft' }, 'pending-approval', context)
  );
}
