import { describe, expect, it } from 'vitest';
import { knownRoleNames } from './role-rules.ts';

const rules = {
  tipUserRoles: [
    { jobcode: 102, name: 'Bartender' },
    { jobcode: 101, name: 'Server' },
  ],
  reportRoles: [
    { jobcode: 101, name: 'Server' },
    { jobcode: 201, name: 'Line Cook' },
  ],
  payableRoles: [{ jobcode: 101, name: 'Server' }],
};

describe('role rules', () => {
  it('offer every known role name once, sorted', () => {
    expect(knownRoleNames(rules)).toEqual(['Bartender', 'Line Cook', 'Server']);
  });
});
