import { describe, expect, it } from 'vitest';
import { canAccessWorkerGroup, isInternalStaff, visibleForUser, workerGroupRestriction } from './identity.ts';
import { INTERNAL_DOMAIN, user } from './test-support/fixtures.ts';

describe('isInternalStaff (§5, §6)', () => {
  it.each([
    ['staff@provider.example', 'provider.example', true],
    [' Staff@PROVIDER.example ', 'provider.example', true],
    ['staff@provider.example', '@Provider.Example', true],
    ['staff@sub.provider.example', 'provider.example', false],
    ['staff@provider.example.com', 'provider.example', false],
    ['provider.example', 'provider.example', false],
    ['@provider.example', 'provider.example', false],
    ['staff@provider.example', '', false],
    ['staff@', ' ', false],
  ])('%s with domain "%s" is internal: %s', (email, domain, internal) => {
    expect(isInternalStaff(email, domain)).toBe(internal);
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
      user({ email: 'x@provider.example', workerGroupCode: '203' }),
      ['103', '203', '900'],
    ],
    ['a super-admin sees all groups', user({ role: 'super-admin', workerGroupCode: '203' }), ['103', '203', '900']],
  ])('%s', (_name, actor, expected) => {
    expect(visibleForUser(groups, actor, INTERNAL_DOMAIN).map((group) => group.workerGroupCode)).toEqual(expected);
  });

  it('describes the restriction as a code list, or null for all groups', () => {
    expect(
      workerGroupRestriction(user({ workerGroupCode: '103', workerGroupCodes: ['103'] }), INTERNAL_DOMAIN),
    ).toEqual(['103']);
    expect(workerGroupRestriction(user(), INTERNAL_DOMAIN)).toBeNull();
    expect(canAccessWorkerGroup(user({ workerGroupCode: '103' }), '900', INTERNAL_DOMAIN)).toBe(false);
  });
});
