import { hasAnyPermission, isInternalStaff, isPermission, type SessionUser } from '@cuadre/domain';
import type { ContractOperation } from './contract.ts';
import { forbidden, notFound, unauthorized, type HttpError } from './problem.ts';

/** What the identity layer puts on each request: the signed-in user and the companies it may reach. */
export type RequestAuth = {
  user: SessionUser;
  sessionId: string;
  companyIds: string[] | 'all';
};

export const internalDomain = process.env.INTERNAL_EMAIL_DOMAIN ?? 'provider.example';

export const isInternal = (auth: RequestAuth): boolean =>
  auth.companyIds === 'all' || isInternalStaff(auth.user.email, internalDomain);

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
  const required = operation.permissions.filter(isPermission);
  if (!hasAnyPermission(auth.user, required)) {
    return forbidden(`This call needs one of the permissions: ${operation.permissions.join(', ')}.`);
  }
  return null;
}

/** The company a request names in its path, query (`companyId` or `companyId[eq]`) or body. */
export function requestedCompanyId(parts: { params: unknown; query: unknown; body: unknown }): string | undefined {
  const read = (source: unknown): string | undefined => {
    if (typeof source !== 'object' || source === null || !('companyId' in source)) return undefined;
    const value = (source).companyId;
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && 'eq' in value && typeof value.eq === 'string') return value.eq;
    return undefined;
  };
  return read(parts.params) ?? read(parts.query) ?? read(parts.body);
}
