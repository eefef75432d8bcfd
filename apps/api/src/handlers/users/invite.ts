// Inviting a dashboard user: the account, its titles, the audit entry and the invitation e-mail, all or nothing; an
// account of the provider's own staff only by its staff.
import { eq } from 'drizzle-orm';
import { isInternalDomainAddress } from '@cuadre/domain';
import { dashboardUsers } from '../../db/schema/index.ts';
import { inviteToFirstSignIn } from '../../identity/index.ts';
import { internalDomain, isInternal, type RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, unprocessable } from '../../server/problem.ts';
import { requireRecentSignIn } from '../../server/step-up.ts';
import { auditedUser, auditUser, userOut } from './dashboard-user.ts';
import { requireCompanyGroups, requireGrantable, requireUserPolicy } from './grants.ts';
import { giveTitles, resolveTitles } from './titles.ts';

/**
 * §5, §6: internal status is granted by staff, never typed. An address of the provider's domain (or a subdomain of
 * it) is invited only by staff, and becomes an internal staff account that belongs to no company; a company
 * inviting one is refused before anything is written. Answers whether the invited account is internal staff.
 */
function internalStatusOfInvite(auth: RequestAuth, email: string): boolean {
  if (!isInternalDomainAddress(email, internalDomain)) return false;
  if (!isInternal(auth)) {
    throw unprocessable(
      `Addresses of ${internalDomain} belong to the provider\u2019s staff; only the provider invites them.`,
      [{ pointer: '/body/email', message: `Invite an address outside ${internalDomain} and its subdomains.` }],
    );
  }
  return true;
}

export const inviteHandlers = {
  async inviteExternalUser({ body, auth, db, audit, now, companyId }) {
    requireUserPolicy(auth, 'users.invite');
    requireGrantable(auth, body.permissions, body.role);
    if (body.role === 'super-admin') requireRecentSignIn(auth, now, 'invite a super-admin');
    const internalStaff = internalStatusOfInvite(auth, body.email);
    // Internal staff reach every company: granting it is as dangerous as granting super-admin.
    if (internalStaff) requireRecentSignIn(auth, now, 'invite a member of the provider’s staff');
    await requireCompanyGroups(db, companyId, body);
    const email = body.email.toLowerCase();
    const [existing] = await db
      .select({ id: dashboardUsers.id })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.email, email));
    if (existing) throw conflict('This e-mail already has an account.');
    const titleIds = await resolveTitles(db, companyId, body.brands ?? []);
    const invitation = await inviteToFirstSignIn(db);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dashboardUsers)
        .values({
          companyId: internalStaff ? null : companyId,
          internalStaff,
          email,
          status: 'invited',
          firstName: body.firstName,
          lastName: body.lastName,
          role: body.role,
          permissions: body.permissions,
          workerGroupCode: body.workerGroupCode ?? null,
          workerGroupCodes: body.workerGroupCodes ?? [],
          brandsView: body.brandsView ?? false,
        })
        .returning();
      await giveTitles(tx, row!.id, titleIds);
      await auditUser(audit, tx, row!, 'inviteExternalUser', { after: auditedUser(row!) });
      // The invitation e-mail is queued with the invite: both are kept, or neither.
      await invitation?.enqueue(tx, { email, firstName: body.firstName, lastName: body.lastName }, now);
      return row!;
    });
    return { status: 201, body: await userOut(db, saved) };
  },
} satisfies Pick<Handlers, 'inviteExternalUser'>;
