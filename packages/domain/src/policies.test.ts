import { describe, expect, it } from 'vitest';
import type { PolicyAction, PolicyContext } from './policies.ts';
import { can, isBatchCreator, POLICIES, POLICY_ACTIONS } from './policies.ts';
import type { SessionUser } from './permissions.ts';
import { features, user, withPermissions } from './test-support/fixtures.ts';

const context = (overrides: Partial<PolicyContext> = {}): PolicyContext => ({
  features: features(),
  ...overrides,
});

const superAdmin = user({ role: 'super-admin' });
const staff = user({ email: 'ops@provider.example', internalStaff: true });
// An address of the internal domain that was never granted internal status: a company's user like any other.
const typedStaff = user({ email: 'ops@provider.example' });

describe('POLICIES (§4, §5, §6)', () => {
  const cases: [PolicyAction, SessionUser, Partial<PolicyContext>, boolean][] = [
    ['ewa.employees.edit', withPermissions('employees'), {}, true],
    ['ewa.employees.edit', withPermissions('reports'), {}, false],
    ['ewa.deductions.upload', withPermissions('deductions'), {}, true],
    ['ewa.deductions.override', withPermissions('deductions'), {}, false],
    ['ewa.deductions.override', withPermissions('employer-dashboard'), {}, false],
    ['ewa.deductions.override', withPermissions('deductions', 'employer-dashboard'), {}, true],
    ['ewa.deductions.override', superAdmin, {}, true],
    ['workers.status.admin.toggle', withPermissions('employees'), {}, true],
    ['workers.status.system.toggle', superAdmin, {}, false],
    ['workers.status.system.toggle', staff, {}, true],
    ['workers.status.creci.toggle', staff, {}, true],
    ['workers.status.system.toggle', typedStaff, {}, false],
    ['commissions-v3.view', typedStaff, {}, false],
    ['commissions-v3.view', user({ email: 'ops@isla.example', internalStaff: true }), {}, true],
    [
      'commissions.insights.view',
      withPermissions('commissions-view'),
      { features: features({ insights: true }) },
      true,
    ],
    ['commissions.insights.view', user(), { features: features({ insights: true }) }, false],
    ['commissions-v2.view', user(), { dynamicCommissionCount: 1 }, true],
    ['commissions-v2.view', superAdmin, {}, false],
    ['commissions-v3.uploads.write', staff, {}, true],
    ['commissions-v3.uploads.write', superAdmin, {}, false],
    ['commissions.create-batch', withPermissions('commissions-create'), {}, true],
    ['commissions.create-batch', withPermissions('commissions-v2-create'), {}, false],
    ['commissions.create-batch', superAdmin, {}, true],
    ['batch.create', withPermissions('commissions-v2-create'), {}, true],
    ['batch.create', withPermissions('commissions-approve'), {}, false],
    ['batch.submit', withPermissions('commissions-create'), {}, true],
    ['batch.reopen', withPermissions('commissions-create'), {}, true],
    ['batch.approve', withPermissions('commissions-approve'), {}, true],
    [
      'batch.approve',
      withPermissions('commissions-v2-approve'),
      { batch: { creatorEmail: 'other@costa.example' } },
      true,
    ],
    [
      'batch.approve',
      withPermissions('commissions-approve'),
      { batch: { creatorEmail: ' SOMEONE@isla.example' } },
      false,
    ],
    ['batch.approve', superAdmin, { batch: { creatorEmail: 'someone@isla.example' } }, false],
    ['batch.reject', withPermissions('commissions-create'), {}, false],
    ['batch.start-review', withPermissions('commissions-approve'), {}, true],
    ['insurance.view', withPermissions('insurance-edit'), {}, true],
    ['insurance.ledger.write', withPermissions('insurance'), {}, false],
    ['insurance.ledger.write', withPermissions('insurance-edit'), {}, true],
    ['insurance.uploads.write', withPermissions('insurance-edit'), {}, true],
    ['insurance.notes.write', superAdmin, {}, true],
    ['tips.rules.edit', withPermissions('tips-admin'), {}, true],
    ['tips.rules.edit', withPermissions('tips-manager'), {}, false],
    ['tips.rules.edit', user({ role: 'tips-admin', workerGroupCode: '103' }), { workerGroupCode: '103' }, true],
    ['tips.rules.edit', user({ role: 'tips-admin', workerGroupCode: '103' }), { workerGroupCode: '203' }, false],
    [
      'tips.splits.create',
      user({ permissions: ['tips-manager'], workerGroupCodes: ['103'] }),
      { workerGroupCode: '103' },
      true,
    ],
    [
      'tips.splits.create',
      user({ permissions: ['tips-manager'], workerGroupCodes: ['103'] }),
      { workerGroupCode: '403' },
      false,
    ],
    ['tips.splits.approve', withPermissions('tips-manager'), {}, false],
    ['tips.splits.retry', withPermissions('tips-admin'), {}, true],
    ['tips.hours.edit', withPermissions('tips-admin'), {}, true],
    ['tips.unrecognized-roles.resolve', withPermissions('tips-admin'), {}, true],
    [
      'tips.view',
      user({ permissions: ['tips-manager'], email: 'm@provider.example', internalStaff: true, workerGroupCode: '103' }),
      { workerGroupCode: '403' },
      true,
    ],
    [
      'tips.view',
      user({ permissions: ['tips-manager'], email: 'm@provider.example', workerGroupCode: '103' }),
      { workerGroupCode: '403' },
      false,
    ],
    ['settings.view', withPermissions('tips-admin'), {}, false],
    ['settings.bank-details.edit', withPermissions('bank-details'), {}, true],
    ['settings.fees.edit', withPermissions('bank-details'), {}, false],
    ['settings.fees.edit', superAdmin, {}, true],
    ['settings.company.edit', superAdmin, {}, true],
    ['users.invite', superAdmin, {}, true],
    ['users.invite', staff, {}, false],
    ['users.permissions.edit', withPermissions('employees'), {}, false],
    ['users.sign-in.reset', superAdmin, { targetUser: { internalStaff: false } }, true],
    ['users.sign-in.reset', superAdmin, { targetUser: { internalStaff: true } }, false],
    ['users.sign-in.reset', withPermissions('employer-dashboard'), { targetUser: { internalStaff: false } }, false],
    ['users.sign-in.reset', staff, { targetUser: { internalStaff: true } }, true],
    ['users.sign-in.reset', typedStaff, { targetUser: { internalStaff: false } }, false],
    ['settings.sign-in-policy.edit', superAdmin, {}, true],
    ['settings.sign-in-policy.edit', staff, {}, true],
    ['settings.sign-in-policy.edit', withPermissions('employer-dashboard', 'bank-details'), {}, false],
  ];

  it.each(cases)('%s for the given actor is %s', (action, actor, overrides, allowed) => {
    expect(can(action, actor, context(overrides))).toBe(allowed);
  });

  it('lists every action with a predicate', () => {
    expect(POLICY_ACTIONS.length).toBeGreaterThan(30);
    for (const action of POLICY_ACTIONS) expect(typeof POLICIES[action]).toBe('function');
  });

  it('a user with no permissions may take no action', () => {
    const allowed = POLICY_ACTIONS.filter((action) => can(action, user(), context()));
    expect(allowed).toEqual([]);
  });

  it('compares batch creators by e-mail without case or spaces', () => {
    expect(isBatchCreator({ email: 'A@b.example' }, { creatorEmail: ' a@B.example ' })).toBe(true);
    expect(isBatchCreator({ email: 'a@b.example' }, { creatorEmail: 'c@b.example' })).toBe(false);
  });
});
