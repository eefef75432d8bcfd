// A dashboard user as the contract describes it (`DashboardUser`), how one is found, and how its changes are audited.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { dashboardUsers, identityAccounts } from '../../db/schema/index.ts';
import type { CompanyScope } from '../../server/authorization.ts';
import { notFound } from '../../server/problem.ts';
import type { HandlerContext } from '../../server/router.ts';
import { inScope, instant, requireUuid, where } from '../common.ts';
import { brandsOf } from './titles.ts';

type Schemas = components['schemas'];
export type UserRow = typeof dashboardUsers.$inferSelect;

/** The e-mails, of those given, whose account at the embedded provider signs in with a second step. */
async function twoStepEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: identityAccounts.email })
    .from(identityAccounts)
    .where(and(inArray(identityAccounts.email, emails), isNotNull(identityAccounts.totpEnabledAt)));
  return new Set(rows.map((row) => row.email));
}

export async function usersOut(db: Db, rows: UserRow[]): Promise<Schemas['DashboardUser'][]> {
  const [userBrands, twoStep] = await Promise.all([
    brandsOf(
      db,
      rows.map((r) => r.id),
    ),
    twoStepEmails(
      db,
      rows.map((r) => r.email),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId ?? 'provider',
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    brands: userBrands.get(row.id) ?? [],
    brandsView: row.brandsView,
    internalStaff: row.internalStaff,
    permissions: row.permissions,
    workerGroupCode: row.workerGroupCode,
    workerGroupCodes: row.workerGroupCodes,
    role: row.role,
    status: row.status,
    lastSignInAt: instant(row.lastSignInAt),
    // Whether each is set, never the secret or the identity itself.
    twoStepEnabled: twoStep.has(row.email),
    providerIdentityBound: row.oidcSubject !== null,
  }));
}

/** One user as the contract's `DashboardUser`. */
export async function userOut(db: Db, row: UserRow): Promise<Schemas['DashboardUser']> {
  const [out] = await usersOut(db, [row]);
  return out!;
}

/** A user of a company the caller reaches, or 404. */
export async function findUser(db: Db, scope: CompanyScope, id: string): Promise<UserRow> {
  requireUuid(id, 'The user');
  const [row] = await db
    .select()
    .from(dashboardUsers)
    .where(where(eq(dashboardUsers.id, id), inScope(scope, dashboardUsers.companyId)));
  if (!row || row.companyId === null) throw notFound('The user');
  return row;
}

export const auditedUser = (row: UserRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  permissions: row.permissions,
  workerGroupCode: row.workerGroupCode,
  workerGroupCodes: row.workerGroupCodes,
  brandsView: row.brandsView,
  status: row.status,
  internalStaff: row.internalStaff,
});

/** Records a change of the user in the audit trail, in `tx`, the transaction of the change. */
export function auditUser(
  audit: HandlerContext['audit'],
  tx: Db,
  row: UserRow,
  action: string,
  change: { before?: unknown; after?: unknown },
): Promise<void> {
  return audit({ companyId: row.companyId, entity: 'dashboard-user', entityId: row.id, action, ...change }, tx);
}
