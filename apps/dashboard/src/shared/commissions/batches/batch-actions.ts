import type { CommissionBatchStatus, PolicyContext, SessionUser } from '@cuadre/domain';
import { availableBatchTransitions, hasAnyPermission, BATCH_CREATE_PERMISSIONS } from '@cuadre/domain';

export type BatchAction = 'submit' | 'review' | 'approve' | 'reject';

// §4: the buttons a user sees on a batch. The domain's machine decides review, approve and reject; the API
// takes a rejected batch straight back to pending approval, so a creator resubmits it in one step.
export function batchActions(
  user: SessionUser,
  batch: { status: CommissionBatchStatus; creatorEmail: string },
  context: Omit<PolicyContext, 'batch'>,
): BatchAction[] {
  const next = availableBatchTransitions(user, batch, context);
  const actions: BatchAction[] = [];
  if (next.includes('pending-approval') || (batch.status === 'rejected' && hasAnyPermission(user, BATCH_CREATE_PERMISSIONS))) actions.push('submit');
  if (next.includes('in-review')) actions.push('review');
  if (next.includes('approved')) actions.push('approve');
  if (next.includes('rejected')) actions.push('reject');
  return actions;
}
