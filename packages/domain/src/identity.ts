import type { SessionUser } from './permissions.ts';

// §5, §6: internal staff are recognised by the internal company e-mail domain (exact domain, any case).
export function isInternalStaff(email: string, internalDomain: string): boolean {
  const domain = internalDomain.trim().toLowerCase().replace(/^@/, '');
  if (domain === '') return false;
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1) === domain;
}

// §5: the worker groups a user is limited to; null means every group of the company.
export function workerGroupRestriction(
  user: Pick<SessionUser, 'email' | 'role' | 'workerGroupCode' | 'workerGroupCodes'>,
  internalDomain: string,
): string[] | null {
  if (user.role === 'super-admin' || isInternalStaff(user.email, internalDomain)) return null;
  const codes = new Set(user.workerGroupCodes);
  if (user.workerGroupCode !== null) codes.add(user.workerGroupCode);
  return codes.size === 0 ? null : [...codes];
}

// §5: whether a user may see a worker group (tip role rules, tips pages).
export function canAccessWorkerGroup(
  user: Pick<SessionUser, 'email' | 'role' | 'workerGroupCode' | 'workerGroupCodes'>,
  workerGroupCode: string,
  internalDomain: string,
): boolean {
  const restriction = workerGroupRestriction(user, internalDomain);
  return restriction === null || restriction.includes(workerGroupCode);
}

// §5: role-rule visibility: the items (role rules, groups) of the worker groups the user may see.
export function visibleForUser<T extends { workerGroupCode: string }>(
  items: readonly T[],
  user: Pick<SessionUser, 'email' | 'role' | 'workerGroupCode' | 'workerGroupCodes'>,
  internalDomain: string,
): T[] {
  return items.filter((item) => canAccessWorkerGroup(user, item.workerGroupCode, internalDomain));
}
