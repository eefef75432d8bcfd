// Resetting how a user signs in: their identity at the provider (the next sign-in binds a new one) and their
// two-step sign-in (they set it up again).
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { can, DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { dashboardUsers, identityAccounts } from '../../db/schema/index.ts';
import { isInternal, type CompanyScope, type RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, forbidden, notFound } from '../../server/problem.ts';
import { requireRecentSignIn } from '../../server/step-up.ts';
import { instant, requireUuid } from '../common.ts';
import { auditUser, userOut, type UserRow } from './dashboard-user.ts';

/**
 * The user whose sign-in is reset: a user of a company the caller reaches, or, for internal staff only, one of the
 * provider's own staff accounts (of no company). Anyone else's answers 404, as a missing user does.
 */
async function findSignInUser(db: Db, auth: RequestAuth, scope: CompanyScope, id: string): Promise<UserRow> {
  requireUuid(id, 'The user');
  const [row] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id));
  if (!row || (row.companyId === null ? !isInternal(auth) : !scope.allows(row.companyId))) throw notFound('The user');
  return row;
}

/**
 * Resetting someone's sign-in is the domain's policy: a super-admin or internal staff, staff accounts by staff only.
 */
function requireSignInResetter(auth: RequestAuth, target: UserRow): void {
  const context = { features: DEFAULT_COMPANY_FEATURES, targetUser: { internalStaff: target.internalStaff } };
  if (!can('users.sign-in.reset', auth.user, context)) {
    throw forbidden(
      'Only a super-admin of the user\u2019s company or the provider\u2019s staff resets how they sign in.',
    );
  }
}

const fullName = (row: UserRow): string => `${row.firstName} ${row.lastName}`.trim() || row.email;

/** The user whose sign-in the caller resets, once the caller may: `findSignInUser`, then `requireSignInResetter`. */
async function findResettable(db: Db, auth: RequestAuth, scope: CompanyScope, id: string): Promise<UserRow> {
  const row = await findSignInUser(db, auth, scope, id);
  requireSignInResetter(auth, row);
  return row;
}

export const signInResetHandlers = {
  async resetExternalUserProviderIdentity({ params, scope, auth, db, audit, now }) {
    const row = await findResettable(db, auth, scope, params.userId);
    const notBound = () =>
      conflict(
        `${fullName(row)} is not bound to an identity at the provider yet: their next sign-in binds one. Nothing was changed.`,
      );
    if (row.oidcIssuer === null || row.oidcSubject === null) throw notBound();
    requireRecentSignIn(auth, now, 'reset how someone signs in');
    const saved = await db.transaction(async (tx) => {
      // Cleared only while still bound: a reset running beside this one finds nothing left to clear.
      const [updated] = await tx
        .update(dashboardUsers)
        .set({ oidcIssuer: null, oidcSubject: null })
        .where(and(eq(dashboardUsers.id, row.id), isNotNull(dashboardUsers.oidcSubject)))
        .returning();
      if (!updated) throw notBound();
      await auditUser(audit, tx, row, 'providerIdentityReset', {
        before: { oidcIssuer: row.oidcIssuer, oidcSubject: row.oidcSubject },
        after: { oidcIssuer: null, oidcSubject: null },
      });
      return updated;
    });
    return { status: 200, body: await userOut(db, saved) };
  },

  async resetExternalUserTwoStep({ params, scope, auth, db, audit, now }) {
    const row = await findResettable(db, auth, scope, params.userId);
    const nothingToReset = () =>
      conflict(`${fullName(row)} has no two-step sign-in to reset: they have not set it up. Nothing was changed.`);
    // A set-up begun but not finished (a secret without a first code) is reset too.
    const hasTwoStep = or(
      isNotNull(identityAccounts.totpSecret),
      isNotNull(identityAccounts.totpEnabledAt),
      sql`cardinality(${identityAccounts.recoveryCodeHashes}) > 0`,
    );
    const [account] = await db
      .select()
      .from(identityAccounts)
      .where(and(eq(identityAccounts.email, row.email), hasTwoStep));
    if (!account) throw nothingToReset();
    requireRecentSignIn(auth, now, 'reset how someone signs in');
    await db.transaction(async (tx) => {
      const [cleared] = await tx
        .update(identityAccounts)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [], updatedAt: now })
        .where(and(eq(identityAccounts.id, account.id), hasTwoStep))
        .returning({ id: identityAccounts.id });
      if (!cleared) throw nothingToReset();
      await auditUser(audit, tx, row, 'twoStepReset', {
        // What was in force, never the secret or the codes.
        before: {
          twoStepEnabled: account.totpEnabledAt !== null,
          twoStepEnabledAt: instant(account.totpEnabledAt),
          recoveryCodesLeft: account.recoveryCodeHashes.length,
        },
        after: { twoStepEnabled: false, twoStepEnabledAt: null, recoveryCodesLeft: 0 },
      });
    });
    return { status: 200, body: await userOut(db, row) };
  },
} satisfies Pick<Handlers, 'resetExternalUserProviderIdentity' | 'resetExternalUserTwoStep'>;
