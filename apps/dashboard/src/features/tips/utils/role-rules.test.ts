import { describe, expect, it } from 'vitest';
import { knownRoleNames, roleRuleRows } from './role-rules.ts';

const rules = {
  tipUserRoles: [{ jobcode: 102, name: 'Bartender' }, { jobcode: 101, name: 'Server' }],
  reportRoles: [{ jobcode: 101, name: 'Server' }, { jobcode: 201, name: 'Line Cook' }],
  payableRoles: [{ jobcode: 101, name: 'Server' }],
};

describe('role rules', () => {
  it('show one row per job code with the lists it belongs to', () => {
    expect(roleRuleRows(rules)).toEqual([
      { jobcode: 101, name: 'Server', tipUser: true, report: true, payable: true },
      { jobcode: 102, name: 'Bartender', tipUser: true, report: false, payable: false },
      { jobcode: 201, name: 'Line Cook', tipUser: false, report: true, payable: false },
    ]);
  });

  it('offer every known role name once, sorted', () => {
    expect(knownRoleNames(rules)).toEqual(['Bartender', 'Line Cook', 'Server']);
  });
});
