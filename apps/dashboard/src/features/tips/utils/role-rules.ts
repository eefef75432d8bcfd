import type { Schemas } from '@cuadre/api-client';
import { compareNames } from '@cuadre/domain';

// Every role name the group's role rules know, sorted, each once.
export function knownRoleNames(
  rules: Pick<Schemas['RoleRules'], 'tipUserRoles' | 'reportRoles' | 'payableRoles'>,
): string[] {
  const names = new Set([...rules.tipUserRoles, ...rules.reportRoles, ...rules.payableRoles].map((role) => role.name));
  return [...names].sort((a, b) => compareNames(a, b));
}
