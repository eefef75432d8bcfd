import type { SessionUser } from './permissions.ts';

// §5, §6: internal staff reach every company. Being staff is what the account stores, granted by staff: an e-mail
// address is typed by whoever invites the user, so it proves nothing.
export function isInternalStaff(user: Pick<SessionUser, 'internalStaff'>): boolean {
  // Strictly true: a user read from somewhere that never carried the flag is not staff.
  return user.internalStaff === true;
}

// The domain part of an address, lower case, without a trailing root dot; null when there is no '@'.
function domainOf(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at < 0 ? null : address.slice(at + 1).replace(/\.$/, '');
}

/**
 * §5, §6: whether an address belongs to the provider: on its internal domain or any subdomain of it, in any case.
 * This grants nothing. It is the policy for who may be granted internal status (only such addresses, and only by
 * staff), and the namespace a company may not invite into: subdomains count because the provider owns them too.
 */
export function isInternalDomainAddress(email: string, internalDomain: string): boolean {
  const domain = internalDomain.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  if (domain === '') return false;
  const own = domainOf(email);
  return own !== null && (own === domain || own.endsWith(`.${domain}`));
}

type WorkerGroupScope = Pick<SessionUser, 'internalStaff' | 'role' | 'workerGroupCode' | 'workerGroupCodes'>;

// §5: the worker groups a user is limited to; null means every group of the company.
export function workerGroupRestriction(user: WorkerGroupScope): string[] | null {
  if (user.role === 'super-admin' || isInternalStaff(user)) return null;
  const codes = new Set(user.workerGroupCodes);
  if (user.workerGroupCode !== null) codes.add(user.workerGroupCode);
  return codes.size === 0 ? null : [...codes];
}

// §5: whether a user may see a worker group (tip role rules, tips pages).
export function canAccessWorkerGroup(user: WorkerGroupScope, workerGroupCode: string): boolean {
  const restriction = workerGroupRestriction(user);
  return restriction === null || restriction.includes(workerGroupCode);
}

// §5: role-rule visibility: the items (role rules, groups) of the worker groups the user may see.
export function visibleForUser<T extends { workerGroupCode: string }>(
  items: readonly T[],
  user: WorkerGroupScope,
): T[] {
  return items.filter((item) => canAccessWorkerGroup(user, item.workerGroupCode));
}
