import { hasAnyPermission, isInternalStaff, isPermission, type SessionUser } from '@cuadre/domain';
import type { ContractOperation } from './contract.ts';
import { forbidden, notFound, unauthorized, type HttpError } from './problem.ts';

/** What the identity layer puts on each request: the signed-in user and the companies it may reach. */
export type RequestAuth = {
  user: SessionUser;
  sessionId: string;
  companyIds: string[] | 'all';
  /** When the user signed in for this session (`step-up.ts`); absent only for callers built by hand in tests. */
  signedInAt?: Date;
  /** The user's dynamic commission count (`getDynamicCommissionPermissions`); absent reads as zero. */
  dynamicCommissionCount?: number;
};

/**
 * The provider's e-mail domain (INTERNAL_EMAIL_DOMAIN). It grants nothing: it is the policy for who may be granted
 * internal status (its addresses, by staff only) and the addresses a company may not invite.
 */
export const internalDomain = process.env.INTERNAL_EMAIL_DOMAIN?.trim() || 'provider.example';

/** Internal staff: the account's stored flag, granted by staff; the identity layer gives exactly them every company. */
export const isInternal = (auth: RequestAuth): boolean => isInternalStaff(auth.user) || auth.companyIds === 'all';

/** The companies a caller may reach; every query a handler runs is narrowed by it. */
export type CompanyScope = {
  readonly companyIds: readonly string[] | 'all';
  allows: (companyId: string) => boolean;
  /** Another company's record answers 404, exactly as a missing one. */
  require: (companyId: string, what?: string) => void;
};

export function companyScope(auth: RequestAuth): CompanyScope {
  const companyIds = isInternal(auth) ? 'all' : auth.companyIds;
  const allows = (companyId: string): boolean => companyIds === 'all' || companyIds.includes(companyId);
  return {
    companyIds,
    allows,
    require: (companyId, what) => {
      if (!allows(companyId)) throw notFound(what);
    },
  };
}

/** 401 without a session, 403 for a missing permission or an internal-only call; null when allowed. */
export function authorizeOperation(operation: ContractOperation, auth: RequestAuth | null): HttpError | null {
  if (operation.public) return null;
  if (!auth) return unauthorized();
  if (operation.internalOnly && !isInternal(auth)) return forbidden('Only the provider\u2019s staff may do this.');
  if (operation.permissions.length === 0 || auth.user.role === 'super-admin') return null;
  if (operation.dynamicCommission && (auth.dynamicCommissionCount ?? 0) > 0) return null;
  const required = operation.permissions.filter(isPermission);
  if (!hasAnyPermission(auth.user, required)) {
    return forbidden(`This call needs one of the permissions: ${operation.permissions.join(', ')}.`);
  }
  return null;
}
