// A worker group's details: changed only on the version read, each change in the audit trail.
import { and, eq } from 'drizzle-orm';
import { companyGroups, workerStartDates } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound } from '../../server/problem.ts';
import { requireWorkerGroup } from '../common.ts';
import { companyGroupOut } from './company.ts';
import { definedFields } from './partial-update.ts';
import { workerGroupVersionOf } from './versions.ts';

/** The fields of a worker group a change may set: where it is, whom its e-mails go to, and when it is paid. */
const addressFields = ['companyName', 'address', 'city', 'state', 'zipCode'] as const;
const emailFields = [
  'representativeEmails',
  'invoiceEmails',
  'invoiceEmailsCc',
  'deductionEmails',
  'sendDeductionEmail',
] as const;
const scheduleFields = [
  'weeklyStartDate',
  'biweeklyStartDate',
  'autoScheduleRepaymentInvoices',
  'autoScheduleFeesInvoices',
] as const;

export const workerGroupHandlers = {
  async updateWorkerGroup({ params, body, auth, db, audit, companyId }) {
    requireWorkerGroup(auth, params.workerGroupCode);
    const [group] = await db
      .select()
      .from(companyGroups)
      .where(and(eq(companyGroups.companyId, companyId), eq(companyGroups.workerGroupCode, params.workerGroupCode)));
    if (!group) throw notFound('The worker group');
    const saved = await db.transaction(async (tx) => {
      // The group's row is locked so two saves made on the same version cannot both pass the check.
      await tx.select({ id: companyGroups.id }).from(companyGroups).where(eq(companyGroups.id, group.id)).for('update');
      const version = await workerGroupVersionOf(tx, companyId, params.workerGroupCode);
      if (body.expectedVersion !== undefined && body.expectedVersion !== version) {
        throw conflict(
          'Someone else saved this worker group after you opened it. Nothing was changed: reload to see their values, then make your change again.',
        );
      }
      // The contract's `invoiceEmailsCC` is the column `invoiceEmailsCc`.
      const changes = { ...body, invoiceEmailsCc: body.invoiceEmailsCC };
      const change: Partial<typeof companyGroups.$inferInsert> = definedFields(changes, [
        ...addressFields,
        ...emailFields,
        ...scheduleFields,
      ]);
      const [row] =
        Object.keys(change).length > 0
          ? await tx.update(companyGroups).set(change).where(eq(companyGroups.id, group.id)).returning()
          : [group];
      await audit(
        {
          companyId: companyId,
          entity: 'worker-group',
          entityId: params.workerGroupCode,
          action: 'updateWorkerGroup',
          before: group,
          after: row,
        },
        tx,
      );
      return row!;
    });
    const startDates = await db
      .select()
      .from(workerStartDates)
      .where(eq(workerStartDates.workerGroupCode, params.workerGroupCode));
    const version = await workerGroupVersionOf(db, companyId, params.workerGroupCode);
    return { status: 200, body: companyGroupOut(saved, startDates, version) };
  },
} satisfies Pick<Handlers, 'updateWorkerGroup'>;
