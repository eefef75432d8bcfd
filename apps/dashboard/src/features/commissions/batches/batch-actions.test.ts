import type { SessionUser } from '@cuadre/domain';
import { DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import { batchActions, canDeleteBatch } from './batch-actions.ts';

const user = (email: string, permissions: SessionUser['permissions']): SessionUser => ({
  id: email,
  companyId: 'costa',
  email,
  firstName: 'A',
  lastName: 'B',
  role: 'member',
  permissions,
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
  internalStaff: false,
});

const creator = user('creator@costa.example', ['commissions-create', 'commissions-v2-create']);
const approver = user('approver@costa.example', ['commissions-approve', 'commissions-v2-approve']);
const viewer = user('viewer@costa.example', ['commissions-view']);
const context = { features: DEFAULT_COMPANY_FEATURES, dynamicCommissionCount: 1 };
const batch = (
  status: 'draft' | 'pending-approval' | 'in-review' | 'rejected' | 'approved',
  creatorEmail = 'creator@costa.example',
) => ({ status, creatorEmail });

describe('the actions a batch offers', () => {
  it.each([
    ['creator', creator, batch('draft'), ['submit']],
    ['creator', creator, batch('rejected'), ['submit']],
    ['creator', creator, batch('pending-approval'), []],
    ['approver', approver, batch('pending-approval'), ['review']],
    ['approver', approver, batch('in-review'), ['approve', 'reject']],
    ['approver', approver, batch('approved'), []],
    ['approver on their own batch', approver, batch('in-review', 'Approver@Costa.example'), []],
    ['viewer', viewer, batch('in-review'), []],
    ['viewer', viewer, batch('draft'), []],
  ] as const)('%s on a %o batch: %o', (_who, actor, target, expected) => {
    expect(batchActions(actor, target, context)).toEqual(expected);
  });
});

describe('who may delete a batch', () => {
  const superAdmin: SessionUser = { ...user('owner@costa.example', []), role: 'super-admin' };
  const salesCreator = user('sales@costa.example', ['commissions-v2-create']);
  it.each([
    ['a creator', creator, 'draft', true],
    ['a Sales Commissions creator', salesCreator, 'draft', true],
    ['a super-admin', superAdmin, 'draft', true],
    ['a creator', creator, 'pending-approval', false],
    ['a creator', creator, 'in-review', false],
    ['a creator', creator, 'rejected', false],
    ['a creator', creator, 'approved', false],
    ['an approver', approver, 'draft', false],
    ['a viewer', viewer, 'draft', false],
  ] as const)('%s, a %s batch: %s', (_who, actor, status, expected) => {
    expect(canDeleteBatch(actor, batch(status))).toBe(expected);
  });
});
