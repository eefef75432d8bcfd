import { describe, expect, it } from 'vitest';
import { defaultSecondFactorClaims, requiresSecondFactor, showsSecondFactor } from './second-factor.ts';

describe('who must sign in with a second factor', () => {
  const member = { internalStaff: false, role: 'member', permissions: [] as string[], companyRequires: [] as string[] };

  it('is always the provider’s internal staff', () => {
    expect(requiresSecondFactor({ ...member, internalStaff: true, role: 'super-admin', companyRequires: null })).toBe(
      true,
    );
  });

  it('is nobody else while the company asks nothing', () => {
    expect(requiresSecondFactor({ ...member, role: 'super-admin', permissions: ['bank-details'] })).toBe(false);
  });

  it('is the company’s super-admins when it asks for them', () => {
    const rule = ['super-admin'];
    expect(requiresSecondFactor({ ...member, role: 'super-admin', companyRequires: rule })).toBe(true);
    expect(requiresSecondFactor({ ...member, permissions: ['bank-details'], companyRequires: rule })).toBe(false);
  });

  it('is whoever may change bank details when it asks for them: super-admins and holders of the permission', () => {
    const rule = ['bank-details'];
    expect(requiresSecondFactor({ ...member, permissions: ['billing', 'bank-details'], companyRequires: rule })).toBe(
      true,
    );
    expect(requiresSecondFactor({ ...member, role: 'super-admin', companyRequires: rule })).toBe(true);
    expect(
      requiresSecondFactor({ ...member, role: 'tips-admin', permissions: ['billing'], companyRequires: rule }),
    ).toBe(false);
  });
});

describe('whether an ID token shows a second factor', () => {
  it('reads amr as a list of methods, and only the configured ones count', () => {
    expect(showsSecondFactor({ amr: ['pwd', 'otp'] }, defaultSecondFactorClaims)).toBe(true);
    expect(showsSecondFactor({ amr: ['pwd', 'mfa'] }, defaultSecondFactorClaims)).toBe(true);
    expect(showsSecondFactor({ amr: ['pwd'] }, defaultSecondFactorClaims)).toBe(false);
    expect(showsSecondFactor({ amr: 'otp' }, defaultSecondFactorClaims)).toBe(false);
    expect(showsSecondFactor({}, defaultSecondFactorClaims)).toBe(false);
    expect(showsSecondFactor({ amr: ['otp'] }, { amr: ['hwk'], acr: [] })).toBe(false);
  });

  it('accepts a configured acr', () => {
    const policy = { amr: [], acr: ['http://schemas.openid.net/pape/policies/2007/06/multi-factor'] };
    expect(showsSecondFactor({ acr: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor' }, policy)).toBe(
      true,
    );
    expect(showsSecondFactor({ acr: '1' }, policy)).toBe(false);
  });
});
