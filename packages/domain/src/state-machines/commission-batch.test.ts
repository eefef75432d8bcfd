import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../permissions.ts';
import { features, user } from '../test-support/fixtures.ts';
import type { BatchRef, CommissionBatchStatus } from './commission-batch.ts';
import {
  canResubmitBatch,
  availableBatchTransitions,
  canTransitionBatch,
  COMMISSION_BATCH_STATUSES,
  commissionBatchTransitions,
  findBatchTransition,
} from './commission-batch.ts';

const context = { features: features() };
const creator = user({ email: 'creator@costa.example', permissions: ['commissions-create', 'commissions-v2-create'] });
const approver = user({
  email: 'approver@costa.example',
  permissions: ['commissions-approve', 'commissions-v2-approve'],
});
const both = user({ email: 'both@costa.example', permissions: ['commissions-create', 'commissions-approve'] });
const admin = user({ email: 'owner@costa.example', role: 'super-admin' });
const viewer = user({ email: 'viewer@costa.example', permissions: ['commissions-view'] });

const batch = (status: CommissionBatchStatus, creatorEmail = 'creator@costa.example'): BatchRef => ({
  status,
  creatorEmail,
});

describe('commission batch transitions (§4)', () => {
  it('has the five statuses and the five steps', () => {
    expect(COMMISSION_BATCH_STATUSES).toEqual(['draft', 'pending-approval', 'in-review', 'rejected', 'approved']);
    expect(commissionBatchTransitions.map((step) => `${step.from}→${step.to}`)).toEqual([
      'draft→pending-approval',
      'pending-approval→in-review',
      'in-review→approved',
      'in-review→rejected',
      'rejected→draft',
    ]);
    expect(findBatchTransition('approved', 'draft')).toBeUndefined();
  });

  const cases: [string, SessionUser, BatchRef, CommissionBatchStatus, boolean][] = [
    ['a creator submits a draft', creator, batch('draft'), 'pending-approval', true],
    ['a creator reopens a rejected batch', creator, batch('rejected'), 'draft', true],
    ['a creator cannot approve', creator, batch('in-review', 'x@costa.example'), 'approved', false],
    ['an approver starts the review of another’s batch', approver, batch('pending-approval'), 'in-review', true],
    ['an approver approves another’s batch', approver, batch('in-review'), 'approved', true],
    ['an approver rejects another’s batch', approver, batch('in-review'), 'rejected', true],
    ['an approver cannot submit a draft', approver, batch('draft'), 'pending-approval', false],
    ['no one approves a batch they created', both, batch('in-review', 'both@costa.example'), 'approved', false],
    ['no one reviews a batch they created', both, batch('pending-approval', 'BOTH@costa.example'), 'in-review', false],
    ['a creator-approver approves a colleague’s batch', both, batch('in-review'), 'approved', true],
    ['a super-admin approves another’s batch', admin, batch('in-review'), 'approved', true],
    [
      'a super-admin does not approve their own batch',
      admin,
      batch('in-review', 'owner@costa.example'),
      'approved',
      false,
    ],
    ['a viewer takes no step', viewer, batch('draft'), 'pending-approval', false],
    ['an approved batch is final', admin, batch('approved'), 'draft', false],
    ['a draft cannot skip to approved', admin, batch('draft'), 'approved', false],
  ];

  it.each(cases)('%s', (_name, actor, ref, to, allowed) => {
    expect(canTransitionBatch(actor, ref, to, context)).toBe(allowed);
  });

  it.each([
    [creator, batch('draft'), ['pending-approval']],
    [approver, batch('in-review'), ['approved', 'rejected']],
    [both, batch('in-review', 'both@costa.example'), []],
    [viewer, batch('rejected'), []],
  ] as [SessionUser, BatchRef, CommissionBatchStatus[]][])(
    'offers %s the allowed next statuses',
    (actor, ref, next) => {
      expect(availableBatchTransitions(actor, ref, context)).toEqual(next);
    },
  );

  it.each([
    ['a creator resubmits a rejected batch', creator, batch('rejected'), true],
    ['a viewer cannot', viewer, batch('rejected'), false],
    ['only a rejected batch is resubmitted', creator, batch('draft'), false],
    ['an approved batch stays approved', creator, batch('approved'), false],
  ] as [string, SessionUser, BatchRef, boolean][])('%s', (_name, actor, ref, allowed) => {
    expect(canResubmitBatch(actor, ref, context)).toBe(allowed);
  });
});
