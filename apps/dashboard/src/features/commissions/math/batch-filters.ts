import type { Schemas } from '@cuadre/api-client';
import type { CommissionBatchStatus, SessionUser } from '@cuadre/domain';
import { isBatchCreator } from '@cuadre/domain';
import type { BatchArea } from '../area.ts';

export type BatchView = 'all' | 'awaiting-me';

export type BatchFilters = {
  view: BatchView;
  brand: string;
  department: string;
  title: string;
  status: CommissionBatchStatus | '';
  creatorEmail: string;
};

export const EMPTY_FILTERS: BatchFilters = {
  view: 'all',
  brand: '',
  department: '',
  title: '',
  status: '',
  creatorEmail: '',
};

// The statuses an approver acts on next.
export const AWAITING_APPROVAL_STATUSES: readonly CommissionBatchStatus[] = ['pending-approval', 'in-review'];

// The list call's query for the filters (the "awaiting my approval" view asks for the statuses an approver acts on).
export function batchListQuery(companyId: string, area: BatchArea, filters: BatchFilters, page: number, limit: number) {
  const statuses: CommissionBatchStatus[] =
    filters.view === 'awaiting-me' ? [...AWAITING_APPROVAL_STATUSES] : filters.status === '' ? [] : [filters.status];
  return {
    companyId,
    area,
    page,
    limit,
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.department ? { department: filters.department } : {}),
    ...(filters.title ? { title: filters.title } : {}),
    ...(statuses.length > 0 ? { status: statuses } : {}),
    ...(filters.creatorEmail ? { creatorEmail: filters.creatorEmail } : {}),
  };
}

// §4: a batch waits for this user when it is pending or in review and someone else created it.
export function isAwaitingUser(
  batch: Pick<Schemas['CommissionBatchSummary'], 'status' | 'creatorEmail'>,
  user: Pick<SessionUser, 'email'>,
): boolean {
  return AWAITING_APPROVAL_STATUSES.includes(batch.status) && !isBatchCreator(user, batch);
}
