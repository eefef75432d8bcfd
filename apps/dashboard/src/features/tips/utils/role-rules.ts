import type { Schemas } from '@cuadre/api-client';
import { compareNames } from '@cuadre/domain';

// Every role name the group's role rules know, sorted, each once.
export function knownRoleNames(rules: Pick<Schemas['RoleRules'], 'tipUserRoles' | 'reportRoles' | 'payableRoles'>): string[] {
  const names = new Set([...rules.tipUserRoles, ...rules.reportRoles, ...rules.payableRoles].map((role) => role.name));
  return [...names].sort((a, b) => compareNames(a, b));
}

export type RoleRuleRow = { jobcode: number; name: string; tipUser: boolean; report: boolean; payable: boolean };

// The three role lists as one row per job code, in job-code order.
export function roleRuleRows(rules: Pick<Schemas['RoleRules'], 'tipUserRoles' | 'reportRoles' | 'payableRoles'>): RoleRuleRow[] {
  const rows = new Map<number, RoleRuleRow>();
  const mark = (roles: readonly Schemas['JobRole'][], flag: 'tipUser' | 'report' | 'payable') => {
    for (const role of roles) {
      const row = rows.get(role.jobcode) ?? { jobcode: role.jobcode, name: role.name, tipUser: false, report: false, payable: false };
      row[flag] = true;
      rows.set(role.jobcode, row);
    }
  };
  mark(rules.tipUserRoles, 'tipUser');
  mark(rules.reportRoles, 'report');
  mark(rules.payableRoles, 'payable');
  return [...rows.values()].sort((a, b) => a.jobcode - b.jobcode);
}
