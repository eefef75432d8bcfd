import { describe, expect, it } from 'vitest';
import {
  canEditSettingsField,
  COMPANY_SETTINGS_GROUPS,
  isCompanySettingsField,
  settingsGroupOf,
} from './settings-policy.ts';
import { user, withPermissions } from './test-support/fixtures.ts';

const owner = user({ role: 'super-admin' });
const staff = user({ email: 'ops@provider.example', role: 'super-admin', internalStaff: true });
// A company's super-admin whose address happens to be on the internal domain: not staff, the stored flag decides.
const typedStaff = user({ email: 'ops@provider.example', role: 'super-admin' });
const tipsAdmin = user({ role: 'tips-admin', permissions: ['tips-admin'] });
const bankDetails = withPermissions('bank-details');
const actors = { owner, staff, typedStaff, tipsAdmin, bankDetails };

describe('canEditSettingsField (§6)', () => {
  it.each([
    ['fundingFeePercent', 'owner', false],
    ['typeOfFunding', 'owner', false],
    ['status', 'owner', false],
    ['employeeFeePercent', 'owner', true],
    ['billingEmails', 'owner', true],
    ['communication', 'owner', true],
    ['fundingFeePercent', 'staff', true],
    ['features', 'staff', true],
    ['fundingFeePercent', 'typedStaff', false],
    ['employeeFeePercent', 'typedStaff', true],
    ['disableTipsTransactions', 'tipsAdmin', true],
    ['hasAthMovil', 'tipsAdmin', true],
    ['employeeFeePercent', 'tipsAdmin', false],
    ['billingEmails', 'tipsAdmin', false],
    ['billingEmails', 'bankDetails', false],
    ['disableTipsTransactions', 'bankDetails', false],
  ] as const)('%s may be changed by %s: %s', (field, actor, allowed) => {
    expect(canEditSettingsField(field, actors[actor])).toBe(allowed);
  });

  it('puts every setting in exactly one group', () => {
    const fields = Object.values(COMPANY_SETTINGS_GROUPS).flat();
    expect(new Set(fields).size).toBe(fields.length);
    expect(settingsGroupOf('employeeFeePercent')).toBe('funding');
    expect(isCompanySettingsField('referralProgram')).toBe(true);
    expect(isCompanySettingsField('password')).toBe(false);
  });
});
