import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { auditEvents, dashboardUsers } from '../db/schema/index.ts';

/** Who signed in, as the provider names them: the ID token's `iss` and `sub`, which never change for a person. */
export type ProviderIdentity = { issuer: string; subject: string };

type BindableUser = Pick<
  typeof dashboardUsers.$inferSelect,
  'id' | 'email' | 'companyId' | 'oidcIssuer' | 'oidcSubject'
>;

const boundIdentity = (user: Pick<BindableUser, 'oidcIssuer' | 'oidcSubject'>): ProviderIdentity | null =>
  user.oidcIssuer !== null && user.oidcSubject !== null ? { issuer: user.oidcIssuer, subject: user.oidcSubject } : null;

const sameIdentity = (a: ProviderIdentity, b: ProviderIdentity): boolean =>
  a.issuer === b.issuer && a.subject === b.subject;

/**
 * Whether the identity that signed in may act as this dashboard user. The first sign-in binds the user to it; every
 * later one must present the same issuer and subject. A verified e-mail alone is not enough afterwards: a provider
 * account deleted and created again, or another account given this address, is another person at the provider.
 * The binding and every refusal land in the audit trail.
 */
export async function acceptProviderIdentity(
  db: Db,
  user: BindableUser,
  presented: ProviderIdentity,
  correlationId: string,
): Promise<boolean> {
  let bound = boundIdentity(user);
  if (bound === null) {
    // Bound only while still unbound, and only if no other dashboard user answers to this identity already; the
    // binding and its audit entry commit together.
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dashboardUsers)
        .set({ oidcIssuer: presented.issuer, oidcSubject: presented.subject })
        .where(
          and(
            eq(dashboardUsers.id, user.id),
            isNull(dashboardUsers.oidcSubject),
            sql`not exists (select 1 from ${dashboardUsers} as other where other.oidc_issuer = ${presented.issuer} and other.oidc_subject = ${presented.subject})`,
          ),
        )
        .returning({ id: dashboardUsers.id });
      if (row) await record(tx, user, 'bindProviderIdentity', null, presented, correlationId);
      return row !== undefined;
    });
    if (claimed) return true;
    // Either a sign-in running beside this one bound the user first, or the identity belongs to someone else.
    const [latest] = await db
      .select({ oidcIssuer: dashboardUsers.oidcIssuer, oidcSubject: dashboardUsers.oidcSubject })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.id, user.id));
    bound = latest ? boundIdentity(latest) : null;
  }
  if (bound !== null && sameIdentity(bound, presented)) return true;
  await record(db, user, 'refuseProviderIdentity', bound, presented, correlationId);
  return false;
}

async function record(
  db: Db,
  user: BindableUser,
  action: 'bindProviderIdentity' | 'refuseProviderIdentity',
  before: ProviderIdentity | null,
  after: ProviderIdentity,
  correlationId: string,
): Promise<void> {
  await db.insert(auditEvents).values({
    // Whoever signed in is not known to be the user until the identity matches: the event names no actor user.
    actorUserId: null,
    actorEmail: user.email,
    companyId: user.companyId,
    entity: 'dashboard-user',
    entityId: user.id,
    action,
    before: before === null ? null : { oidcIssuer: before.issuer, oidcSubject: before.subject },
    after: { oidcIssuer: after.issuer, oidcSubject: after.subject },
    correlationId,
  });
}
