// The company's notifications, each read or unread for each of its users on their own.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { employerNotificationReads, employerNotifications } from '../../db/schema/index.ts';
import { raiseDueNotices } from '../../notifications/notify.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { notFound } from '../../server/problem.ts';
import { instant, pageAndTotal, pageOf, paging, requiredInstant, requireUuid, where } from '../common.ts';
import { countOf } from './lists.ts';

type Schemas = components['schemas'];

const notificationKindOut: Record<string, Schemas['EmployerNotification']['kind']> = {
  'invoice-due': 'invoice-due',
  'deduction-ready': 'deductions-due',
  'batch-approval-requested': 'commission-batch-submitted',
  'batch-approved': 'commission-batch-approved',
  'batch-rejected': 'commission-batch-rejected',
  'tips-unrecognized-roles': 'tips-unrecognized-roles',
  'insurance-upload-processed': 'insurance-upload-processed',
  'payroll-activity-locked': 'tips-locked',
  'bank-details-changed': 'bank-details-changed',
  'report-ready': 'report-ready',
  'report-failed': 'report-failed',
};

function notificationOut(
  row: typeof employerNotifications.$inferSelect,
  readAt: Date | null,
): Schemas['EmployerNotification'] {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: notificationKindOut[row.kind] ?? 'invoice-due',
    title: row.title,
    body: row.body,
    message: row.message ?? null,
    link: row.link,
    createdAt: requiredInstant(row.createdAt),
    readAt: instant(readAt),
  };
}

export const notificationHandlers = {
  async listEmployerNotifications({ query, auth, db, now, companyId }) {
    await raiseDueNotices(db, companyId, now);
    const page = paging(query);
    // Each user reads for themself: a notification is unread for the caller until the caller reads it.
    const readByCaller = and(
      eq(employerNotificationReads.notificationId, employerNotifications.id),
      eq(employerNotificationReads.userId, auth.user.id),
    );
    const unreadByCaller = sql`not exists (select 1 from ${employerNotificationReads} where ${readByCaller})`;
    const condition = where(eq(employerNotifications.companyId, companyId), query.unread ? unreadByCaller : undefined);
    const { rows, total } = await pageAndTotal(
      db
        .select({ notification: employerNotifications, readAt: employerNotificationReads.readAt })
        .from(employerNotifications)
        .leftJoin(employerNotificationReads, readByCaller)
        .where(condition)
        .orderBy(desc(employerNotifications.createdAt), desc(employerNotifications.id))
        .limit(page.limit)
        .offset(page.offset),
      countOf(db, employerNotifications, condition),
    );
    const [unread] = await countOf(
      db,
      employerNotifications,
      and(eq(employerNotifications.companyId, companyId), unreadByCaller),
    );
    return {
      status: 200,
      body: {
        ...pageOf(
          rows.map((row) => notificationOut(row.notification, row.readAt)),
          total,
          page,
        ),
        unreadCount: Number(unread?.n ?? 0),
      },
    };
  },

  async markAllEmployerNotificationsRead({ auth, db, now, companyId }) {
    const marked = await db
      .insert(employerNotificationReads)
      .select(
        db
          .select({
            notificationId: employerNotifications.id,
            userId: sql<string>`${auth.user.id}::uuid`.as('user_id'),
            readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
          })
          .from(employerNotifications)
          .where(eq(employerNotifications.companyId, companyId)),
      )
      .onConflictDoNothing()
      .returning({ id: employerNotificationReads.notificationId });
    return { status: 200, body: { marked: marked.length } };
  },

  async markEmployerNotificationRead({ params, auth, db, now, companyId }) {
    requireUuid(params.notificationId, 'The notification');
    const [existing] = await db
      .select()
      .from(employerNotifications)
      .where(and(eq(employerNotifications.id, params.notificationId), eq(employerNotifications.companyId, companyId)));
    if (!existing) throw notFound('The notification');
    await db
      .insert(employerNotificationReads)
      .values({ notificationId: existing.id, userId: auth.user.id, readAt: now })
      .onConflictDoNothing();
    const [read] = await db
      .select({ readAt: employerNotificationReads.readAt })
      .from(employerNotificationReads)
      .where(
        and(
          eq(employerNotificationReads.notificationId, existing.id),
          eq(employerNotificationReads.userId, auth.user.id),
        ),
      );
    return { status: 200, body: notificationOut(existing, read?.readAt ?? now) };
  },
} satisfies Pick<
  Handlers,
  'listEmployerNotifications' | 'markAllEmployerNotificationsRead' | 'markEmployerNotificationRead'
>;
