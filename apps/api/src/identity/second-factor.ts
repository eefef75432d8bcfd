// Who must sign in with a second factor, and whether an ID token shows one.
//
// - The provider's internal staff, always: they reach every company.
// - A company's super-admins, when the company asks it (`companies.second_factor_required_for` holds 'super-admin').
// - Whoever may change the company's bank details (super-admins and holders of the `bank-details` permission), when
//   the company asks it ('bank-details').
//
// The embedded provider asks such a user for a code after the password (identity/two-step.ts) and says so in the ID
// token (`amr` holds `otp`, `acr` is `urn:cuadre:acr:two-step`). With a hosted provider the same ID-token claims are
// read: OIDC_SECOND_FACTOR_AMR (default `otp mfa hwk swk sc`, RFC 8176's methods that are a second factor) and
// OIDC_SECOND_FACTOR_ACR (none by default) list what counts; a token showing neither is refused.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { companies, dashboardUsers } from '../db/schema/index.ts';

export const twoStepAcr = 'urn:cuadre:acr:two-step';
export const passwordAcr = 'urn:cuadre:acr:password';

export type SecondFactorClaims = { amr: readonly string[]; acr: readonly string[] };

export const defaultSecondFactorClaims: SecondFactorClaims = {
  amr: ['otp', 'mfa', 'hwk', 'swk', 'sc'],
  acr: [twoStepAcr],
};

const list = (value: string | undefined): string[] | undefined =>
  value === undefined ? undefined : value.split(/[\s,]+/).filter((entry) => entry !== '');

/** OIDC_SECOND_FACTOR_AMR and OIDC_SECOND_FACTOR_ACR, space- or comma-separated. */
export function secondFactorClaimsFrom(env: NodeJS.ProcessEnv): SecondFactorClaims {
  return {
    amr: list(env.OIDC_SECOND_FACTOR_AMR) ?? defaultSecondFactorClaims.amr,
    acr: list(env.OIDC_SECOND_FACTOR_ACR) ?? defaultSecondFactorClaims.acr,
  };
}

/** Whether an ID token's `amr`/`acr` show a second factor. */
export function showsSecondFactor(
  claims: { readonly [claim: string]: unknown },
  accepted: SecondFactorClaims,
): boolean {
  const methods = Array.isArray(claims.amr)
    ? claims.amr.filter((method): method is string => typeof method === 'string')
    : [];
  if (methods.some((method) => accepted.amr.includes(method))) return true;
  return typeof claims.acr === 'string' && accepted.acr.includes(claims.acr);
}

type UserRule = {
  internalStaff: boolean;
  role: string;
  permissions: readonly string[];
  companyRequires: readonly string[] | null;
};

export function requiresSecondFactor(user: UserRule): boolean {
  if (user.internalStaff) return true;
  const requires = user.companyRequires ?? [];
  const superAdmin = user.role === 'super-admin';
  if (requires.includes('super-admin') && superAdmin) return true;
  return requires.includes('bank-details') && (superAdmin || user.permissions.includes('bank-details'));
}

/** Whether the dashboard user of an e-mail must sign in with a second factor (false when there is none). */
export async function secondFactorRequiredFor(db: Db, email: string): Promise<boolean> {
  const [user] = await db
    .select({
      internalStaff: dashboardUsers.internalStaff,
      role: dashboardUsers.role,
      permissions: dashboardUsers.permissions,
      companyRequires: companies.secondFactorRequiredFor,
    })
    .from(dashboardUsers)
    .leftJoin(companies, eq(companies.id, dashboardUsers.companyId))
    .where(eq(dashboardUsers.email, email.trim().toLowerCase()));
  return user ? requiresSecondFactor(user) : false;
}
