// Sign-in events in the audit trail: who tried to get in, when, from where, and what came of it. They land in
// `audit_events` beside the changes they precede, under the user's company (visible in Settings → Audit), or under no
// company for the provider's staff and for e-mails that match no dashboard user.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { auditEvents, dashboardUsers } from '../db/schema/index.ts';

export type SignInEvent =
  | 'signIn'
  | 'signInRefused'
  | 'signInFailed'
  | 'accountLocked'
  | 'signOut'
  | 'passwordSet'
  | 'twoStepEnrolled'
  | 'twoStepVerified'
  | 'twoStepFailed'
  | 'recoveryCodeUsed';

/** Records one sign-in event; the user is looked up by e-mail when only the e-mail is known. Never throws. */
export async function recordSignInEvent(
  db: Db,
  request: FastifyRequest,
  event: SignInEvent,
  who: { email: string; userId?: string; companyId?: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  try {
    const email = who.email.trim().toLowerCase().slice(0, 320);
    let { userId, companyId } = who;
    if (userId === undefined && email) {
      const [user] = await db
        .select({ id: dashboardUsers.id, companyId: dashboardUsers.companyId })
        .from(dashboardUsers)
        .where(eq(dashboardUsers.email, email));
      userId = user?.id;
      companyId = user?.companyId ?? null;
    }
    const userAgent = request.headers['user-agent'];
    await db.insert(auditEvents).values({
      actorUserId: userId ?? null,
      actorEmail: email || 'unknown',
      companyId: companyId ?? null,
      entity: 'dashboard-user',
      entityId: userId ?? email,
      action: event,
      before: null,
      after: { ...detail, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null },
      correlationId: request.id,
    });
  } catch (error) {
    // A sign-in must not fail because its record could not be written; the log keeps the event instead.
    request.log.error({ err: error, event, email: who.email }, 'identity: a sign-in event could not be recorded');
  }
}
