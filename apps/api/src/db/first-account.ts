// The first account of a new production database: an internal staff member, who then invites everyone else from the
// dashboard. A production server never seeds, so without this the first person could only be added in SQL.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { firstSignInToken } from '../identity/first-sign-in.ts';
import type { Database } from './index.ts';
import { hashPassword } from './password.ts';
import { auditEvents, dashboardUsers, identityAccounts } from './schema/index.ts';
import { pendingMigrations, withDataLock } from './index.ts';

export type FirstAccount = { email: string; firstName: string; lastName: string };

export type FirstAccountResult =
  { outcome: 'created'; userId: string; link: string | null } | { outcome: 'refused'; reason: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// As long as an invitation: seven days to set the password.
const linkLifetimeMs = 7 * 24 * 60 * 60_000;

/**
 * Creates the first internal staff account, once: refused while migrations are pending or once any internal staff
 * account exists (they invite the rest). With the embedded provider (`publicOrigin` given) it also creates the sign-in
 * account, unusable until its password is set through the one-time link it answers; with a hosted provider the
 * person signs in there with this verified e-mail.
 */
export async function createFirstAccount(
  database: Database,
  account: FirstAccount,
  options: { embeddedOrigin: string | null; now?: Date },
): Promise<FirstAccountResult> {
  const email = account.email.trim().toLowerCase();
  const firstName = account.firstName.trim();
  const lastName = account.lastName.trim();
  if (!emailPattern.test(email) || email.length > 320)
    return { outcome: 'refused', reason: `"${account.email}" is not an e-mail address.` };
  if (!firstName || !lastName)
    return { outcome: 'refused', reason: 'Give the first and the last name (--first-name, --last-name).' };
  const pending = await pendingMigrations(database);
  if (pending.length > 0)
    return { outcome: 'refused', reason: `Migrations are pending (${pending.join(', ')}): run pnpm db:migrate first.` };
  const now = options.now ?? new Date();
  // Hashed before the lock: an unusable password nobody knows, replaced through the link.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  return withDataLock(database, async ({ db }) =>
    db.transaction(async (tx) => {
      const [staff] = await tx
        .select({ email: dashboardUsers.email })
        .from(dashboardUsers)
        .where(eq(dashboardUsers.internalStaff, true))
        .limit(1);
      if (staff)
        return {
          outcome: 'refused',
          reason: `An internal staff account exists already (${staff.email}): invite people from Settings → Users.`,
        } as const;
      const [taken] = await tx
        .select({ id: dashboardUsers.id })
        .from(dashboardUsers)
        .where(eq(dashboardUsers.email, email));
      if (taken)
        return {
          outcome: 'refused',
          reason: `${email} is already a user of a company; use another address for the provider's staff.`,
        } as const;
      const [user] = await tx
        .insert(dashboardUsers)
        .values({
          companyId: null,
          internalStaff: true,
          email,
          firstName,
          lastName,
          role: 'super-admin',
          status: 'active',
        })
        .returning({ id: dashboardUsers.id });
      await tx.insert(auditEvents).values({
        actorUserId: null,
        actorEmail: 'pnpm account:first',
        companyId: null,
        entity: 'dashboard-user',
        entityId: user!.id,
        action: 'createFirstAccount',
        after: { email, internalStaff: true, role: 'super-admin' },
      });
      if (options.embeddedOrigin === null) return { outcome: 'created', userId: user!.id, link: null } as const;
      const [existing] = await tx.select().from(identityAccounts).where(eq(identityAccounts.email, email));
      const identity =
        existing ??
        (
          await tx
            .insert(identityAccounts)
            .values({
              email,
              emailVerified: true,
              givenName: firstName,
              familyName: lastName,
              passwordHash: unusableHash,
            })
            .returning()
        )[0]!;
      const token = firstSignInToken(identity, new Date(now.getTime() + linkLifetimeMs));
      return {
        outcome: 'created',
        userId: user!.id,
        link: `${options.embeddedOrigin}/first-sign-in?token=${token}`,
      } as const;
    }),
  );
}
