import { describe, expect, it } from 'vitest';
import {
  canAccessWorkerGroup,
  isInternalDomainAddress,
  isInternalStaff,
  visibleForUser,
  workerGroupRestriction,
} from './identity.ts';
import { user } from './test-support/fixtures.ts';

describe('isInternalStaff (§5, §6)', () => {
  it('is the stored flag of the account, whatever its e-mail says', () => {
    expect(isInternalStaff(user({ email: 'staff@provider.example', internalStaff: true }))).toBe(true);
    expect(isInternalStaff(user({ email: 'ops@isla.example', internalStaff: true }))).toBe(true);
    expect(isInternalStaff(user({ email: 'staff@provider.example', internalStaff: false }))).toBe(false);
  });
});

describe('isInternalDomainAddress: who may be granted internal status, and whom a company may not invite', () => {
  it.each([
    ['staff@provider.example', 'provider.example', true],
    [' Staff@PROVIDER.example ', 'provider.example', true],
    ['staff@provider.example', '@Provider.Example', true],
    ['staff@provider.example.', 'provider.example', true],
    ['staff@sub.provider.example', 'provider.example', true],
    ['staff@a.b.PROVIDER.EXAMPLE', 'provider.example', true],
    ['"x@isla.example"@provider.example', 'provider.example', true],
    ['staff@provider.example.com', 'provider.example', false],
    ['staff@notprovider.example', 'provider.example', false],
    ['staff@provider-example', 'provider.example', false],
    ['staff%provider.example@isla.example', 'provider.example', false],
    ['provider.example', 'provider.example', false],
    ['staff@provider.example', '', false],
    ['staff@', ' ', false],
  ])('%s with domain "%s": %s', (email, domain, expected) => {
    expect(isInternalDomainAddress(email, domain)).toBe(expected);
  });
});

describe('worker-group visibility (§5)', () => {
  const groups = [{ workerGroupCode: '103' }, { workerGroupCode: '203' }, { workerGroupCode: '900' }];

  it.each([
    ['a user with a single worker group sees only it', user({ workerGroupCode: '203' }), ['203']],
    ['a user with a code list sees only those', user({ workerGroupCodes: ['103', '900'] }), ['103', '900']],
    ['a user with both sees the union', user({ workerGroupCode: '203', workerGroupCodes: ['103'] }), ['103', '203']],
    ['a user with neither sees all groups', user(), ['103', '203', '900']],
    [
      'internal staff see all groups',
      user({ email: 'x@isla.example', internalStaff: true, workerGroupCode: '203' }),
      ['103', '203', '900'],
    ],
    [
      'an internal-domain address without the stored flag sees only its groups',
      user({ email: 'x@provider.example', workerGroupCode: '203' }),
      ['203'],
    ],
    ['a super-admin sees all groups', user({ role: 'super-admin', workerGroupCode: '203' }), ['103', '203', '900']],
  ])('%s', (_name, actor, expected) => {
    expect(visibleForUser(groups, actor).map((group) => group.workerGroupCode)).toEqual(expected);
  });

  it('describes the restriction as a code list, or null for all groups', () => {
    expect(workerGroupRestriction(user({ workerGroupCode: '103', workerGroupCodes: ['103'] }))).toEqual(['103']);
    expect(workerGroupRestriction(user())).toBeNull();
    expect(canAccessWorkerGroup(user({ workerGroupCode: '103' }), '900')).toBe(false);
  });
});
