// For the tests of the company and user handlers: whom they sign in as, and how they read a refusal.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { dashboardUsers, sessions } from '../../db/schema/index.ts';
import type { TestApi } from '../../server/testing/harness.ts';

// Users of the demo fixtures (server/testing/fixtures.ts), by the e-mail they sign in with.
export const OWNER = 'owner@isla.example';
export const TIPS = 'tips.admin@isla.example';
export const EWA = 'ewa@isla.example';
export const VIEWER = 'viewer@costa.example';
export const BORINQUEN = 'admin@borinquen.example';
export const STAFF = 'staff@provider.example';

/** A problem answer, as the tests read it. */
export type Problem = { status: number; type: string; detail: string; errors?: { pointer: string; message: string }[] };

type Permissions = NonNullable<(typeof dashboardUsers.$inferInsert)['permissions']>;

/** A new member of the company who administers the dashboard with `permissions` but is no super-admin: its e-mail. */
export async function addMember(db: Db, companyId: string, permissions: Permissions): Promise<string> {
  const member = `admin.${randomUUID().slice(0, 8)}@isla.example`;
  await db
    .insert(dashboardUsers)
    .values({ companyId, email: member, firstName: 'Ana', lastName: 'Admin', role: 'member', permissions });
  return member;
}

/** Opens a session for `email` (when it has none) and dates its sign-in `minutes` ago. */
export async function signedInMinutesAgo(api: TestApi, email: string, minutes: number): Promise<void> {
  await api.call(email, { method: 'GET', url: '/api/auth/session' });
  await api.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.email, email));
}
