import type { CommissionBatchStatus, PolicyContext, SessionUser } from '@cuadre/domain';
import {
  BATCH_CREATE_PERMISSIONS,
  availableBatchTransitions,
  canResubmitBatch,
  hasAnyPermission,
} from '@cuadre/domain';

import type { Schemas } from '@cuadre/api-client';
import type { Batch } from '../api/batch-queries.ts';

export type BatchAction = 'submit' | 'review' | 'approve' | 'reject';

// §4: the buttons a user sees on a batch, from the domain's machine; a creator resubmits a rejected batch in
// one step (the API reopens and submits it together).
export function batchActions(
  user: SessionUser,
  batch: { status: CommissionBatchStatus; creatorEmail: string },
  context: Omit<PolicyContext, 'batch'>,
): BatchAction[] {
  const next = availableBatchTransitions(user, batch, context);
  const actions: BatchAction[] = [];
  if (next.includes('pending-approval') || canResubmitBatch(user, batch, context)) actions.push('submit');
  if (next.includes('in-review')) actions.push('review');
  if (next.includes('approved')) actions.push('approve');
  if (next.includes('rejected')) actions.push('reject');
  return actions;
}

// Only a draft batch may be deleted, by a user who may create batches: deleteCommissionBatch's x-permissions and
// its 409 for any other status (the API enforces both).
export function canDeleteBatch(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  batch: { status: CommissionBatchStatus },
): boolean {
  return batch.status === 'draft' && hasAnyPermission(user, BATCH_CREATE_PERMISSIONS);
}

// The reason a rejected batch was sent back: its latest rejection.
export function latestRejection(batch: Pick<Batch, 'events' | 'status'>): Schemas['CommissionBatchEvent'] | undefined {
  return batch.status === 'rejected' ? batch.events.filter((event) => event.type === 'rejected').at(-1) : undefined;
}
