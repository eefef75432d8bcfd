// Changing a dashboard user: what it may do, and whether it may sign in at all.
import { eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { dashboardUserTitles, dashboardUsers, sessions } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict } from '../../server/problem.ts';
import type { HandlerContext } from '../../server/router.ts';
import { requireRecentSignIn } from '../../server/step-up.ts';
import { definedFields } from '../companies/partial-update.ts';
import { auditedUser, auditUser, findUser, userOut, type UserRow } from './dashboard-user.ts';
import { requireCompanyGroups, requireGrantable, requireUserPolicy } from './grants.ts';
import { giveTitles, resolveTitles } from './titles.ts';

type Schemas = components['schemas'];

/** The fields of a user a change may set: its name, and what it may do and see. */
const nameFields = ['firstName', 'lastName'] as const;
const grantFields = ['role', 'permissions', 'workerGroupCode', 'workerGroupCodes', 'brandsView'] as const;

/** Sets the user's status, recorded in the audit trail as `action`; `alongside` writes in the same transaction. */
async function setStatus(
  { db, audit }: Pick<HandlerContext, 'db' | 'audit'>,
  row: UserRow,
  status: UserRow['status'],
  action: string,
  alongside?: (tx: Db) => PromiseLike<unknown>,
): Promise<Schemas['DashboardUser']> {
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx.update(dashboardUsers).set({ status }).where(eq(dashboardUsers.id, row.id)).returning();
    await alongside?.(tx);
    await auditUser(audit, tx, row, action, { before: { status: row.status }, after: { status } });
    return updated!;
  });
  return userOut(db, saved);
}

export const userChangeHandlers = {
  async updateExternalUser({ params, body, scope, auth, db, audit, now }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    requireGrantable(auth, body.permissions ?? [], body.role);
    if (body.role === 'super-admin' && row.role !== 'super-admin')
      requireRecentSignIn(auth, now, 'make someone a super-admin');
    if (
      row.id === auth.user.id &&
      row.role === 'super-admin' &&
      body.role !== undefined &&
      body.role !== 'super-admin'
    ) {
      throw conflict('You cannot remove your own super-admin role; another super-admin can.');
    }
    await requireCompanyGroups(db, row.companyId!, body);
    const titleIds = body.brands ? await resolveTitles(db, row.companyId!, body.brands) : null;
    const saved = await db.transaction(async (tx) => {
      const change: Partial<typeof dashboardUsers.$inferInsert> = definedFields(body, [...nameFields, ...grantFields]);
      const [updated] =
        Object.keys(change).length > 0
          ? await tx.update(dashboardUsers).set(change).where(eq(dashboardUsers.id, row.id)).returning()
          : [row];
      if (titleIds) {
        await tx.delete(dashboardUserTitles).where(eq(dashboardUserTitles.userId, row.id));
        await giveTitles(tx, row.id, titleIds);
      }
      await auditUser(audit, tx, row, 'updateExternalUser', { before: auditedUser(row), after: auditedUser(updated!) });
      return updated!;
    });
    return { status: 200, body: await userOut(db, saved) };
  },

  async disableExternalUser({ params, scope, auth, db, audit }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    if (row.id === auth.user.id) throw conflict('You cannot disable your own account.');
    // Disabling ends every session of the user at once.
    const endSessions = (tx: Db) => tx.delete(sessions).where(eq(sessions.userId, row.id));
    return { status: 200, body: await setStatus({ db, audit }, row, 'disabled', 'disableExternalUser', endSessions) };
  },

  async enableExternalUser({ params, scope, auth, db, audit }) {
    const row = await findUser(db, scope, params.userId);
    requireUserPolicy(auth, 'users.permissions.edit');
    if (row.status !== 'disabled') throw conflict('The user is not disabled.');
    const status = row.lastSignInAt ? 'active' : 'invited';
    return { status: 200, body: await setStatus({ db, audit }, row, status, 'enableExternalUser') };
  },
} satisfies Pick<Handlers, 'updateExternalUser' | 'disableExternalUser' | 'enableExternalUser'>;
