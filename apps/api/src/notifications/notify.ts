import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { todayInPuertoRico } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  commissionBatches,
  employerNotifications,
  invoices,
  payrollActivityLocks,
  payrollActivityPeriods,
  periods,
} from '../db/schema/index.ts';
import { addDays } from '../handlers/common.ts';
import { notificationText } from './messages.ts';

type NotificationRow = typeof employerNotifications.$inferInsert;

// What the router records of a change (its AuditEntry).
type AuditEntry = {
  companyId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
};

// A notice is raised this many days before an invoice is due or a deduction file must reach payroll.
export const DUE_NOTICE_DAYS = 3;
// A deduction file still missing this many days after its deduction date stops being announced: the period is history.
const MISSING_FILE_DAYS = 7;

// The commission area whose batch pages show a batch (1 has no batch pages of its own).
const batchPages: Record<number, string> = {
  1: '/commissions/home',
  2: '/commissions-v2/batch-verification',
  3: '/commissions-v3/batch-verification',
};

const batchLink = (generation: number, batchId: string): string => {
  const page = batchPages[generation] ?? '/commissions/home';
  return generation === 1 ? page : `${page}?id=${batchId}`;
};

type BatchAfter = { status?: string; reason?: string | null };

// The audited changes a company's admins hear about, and what the notification says.
const fromAuditedAction: Record<
  string,
  (db: Db, entry: AuditEntry & { companyId: string }) => Promise<NotificationRow | null>
> = {
  submitCommissionBatch: async (db, entry) => {
    const batch = await batchOf(db, entry.entityId);
    if (!batch) return null;
    return {
      companyId: entry.companyId,
      kind: 'batch-approval-requested',
      ...notificationText.batchSubmitted(batch.startDate, batch.endDate, batch.creatorEmail),
      link: batchLink(batch.generation, batch.id),
    };
  },
  approveCommissionBatch: async (db, entry) => {
    const batch = await batchOf(db, entry.entityId);
    if (!batch) return null;
    return {
      companyId: entry.companyId,
      kind: 'batch-approved',
      ...notificationText.batchApproved(batch.startDate, batch.endDate),
      link: batchLink(batch.generation, batch.id),
    };
  },
  rejectCommissionBatch: async (db, entry) => {
    const batch = await batchOf(db, entry.entityId);
    if (!batch) return null;
    const reason = (entry.after as BatchAfter | undefined)?.reason;
    return {
      companyId: entry.companyId,
      kind: 'batch-rejected',
      ...notificationText.batchRejected(batch.startDate, batch.endDate, reason),
      link: batchLink(batch.generation, batch.id),
    };
  },
  uploadInsuranceFile: (_db, entry) => {
    const after = entry.after as { filename?: string; rows?: number; workers?: number } | undefined;
    return Promise.resolve({
      companyId: entry.companyId,
      kind: 'insurance-upload-processed',
      ...notificationText.insuranceApplied(
        after?.filename ?? 'The insurance file',
        after?.rows ?? 0,
        after?.workers ?? 0,
      ),
      link: '/insurance/uploads',
    });
  },
};

async function batchOf(db: Db, id: string) {
  const [batch] = await db
    .select({
      id: commissionBatches.id,
      generation: commissionBatches.generation,
      startDate: commissionBatches.startDate,
      endDate: commissionBatches.endDate,
      creatorEmail: commissionBatches.creatorEmail,
    })
    .from(commissionBatches)
    .where(eq(commissionBatches.id, id));
  return batch;
}

/** Raises the notification an audited change calls for, in the change's own transaction (nothing when it calls for none). */
export async function notifyFromAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  const make = fromAuditedAction[entry.action];
  if (!make || entry.companyId === null) return;
  const row = await make(db, { ...entry, companyId: entry.companyId });
  if (row) await db.insert(employerNotifications).values({ ...row, createdAt: now });
}

/**
 * Raises the company's notices that time brings rather than a request: an invoice due within
 * DUE_NOTICE_DAYS (once per invoice, through its `notified` flag) and a deduction file payroll needs
 * within DUE_NOTICE_DAYS or missed in the last MISSING_FILE_DAYS (once per period), and tips of a
 * payroll period locked while payroll runs (once per lock still held). Safe to repeat.
 */
export async function raiseDueNotices(db: Db, companyId: string, now: Date): Promise<number> {
  const day = todayInPuertoRico(now);
  const horizon = addDays(day, DUE_NOTICE_DAYS);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(invoices)
      .set({ notified: true })
      .where(
        and(
          eq(invoices.companyId, companyId),
          eq(invoices.notified, false),
          inArray(invoices.paymentStatus, ['scheduled', 'pending']),
          gte(invoices.dueDate, day),
          lte(invoices.dueDate, horizon),
        ),
      )
      .returning({ code: invoices.code, dueDate: invoices.dueDate, workerGroupCode: invoices.workerGroupCode });
    const rows: NotificationRow[] = due.map((invoice) => ({
      companyId,
      kind: 'invoice-due',
      ...notificationText.invoiceDue(invoice.code, invoice.workerGroupCode, invoice.dueDate),
      link: '/ewa/billing',
      createdAt: now,
    }));

    const missing = await tx
      .select({
        startDate: periods.startDate,
        endDate: periods.endDate,
        deductionDate: periods.deductionDate,
        workerGroupCode: periods.workerGroupCode,
      })
      .from(periods)
      .where(
        and(
          eq(periods.companyId, companyId),
          isNull(periods.deductionsUploadedAt),
          gte(periods.deductionDate, addDays(day, -MISSING_FILE_DAYS)),
          lte(periods.deductionDate, horizon),
        ),
      )
      .orderBy(asc(periods.deductionDate), asc(periods.workerGroupCode));
    if (missing.length > 0) {
      const announced = new Set(
        (
          await tx
            .select({ body: employerNotifications.body })
            .from(employerNotifications)
            .where(
              and(eq(employerNotifications.companyId, companyId), eq(employerNotifications.kind, 'deduction-ready')),
            )
        ).map((row) => row.body),
      );
      for (const missed of missing) {
        const notice = notificationText.deductionFileMissing(
          missed.workerGroupCode,
          missed.startDate,
          missed.endDate,
          missed.deductionDate,
        );
        if (announced.has(notice.body)) continue;
        announced.add(notice.body);
        rows.push({
          companyId,
          kind: 'deduction-ready',
          ...notice,
          link: '/ewa/deductions',
          createdAt: now,
        });
      }
    }
    rows.push(...(await newLockNotices(tx, companyId, day, now)));
    if (rows.length > 0) await tx.insert(employerNotifications).values(rows);
    return rows.length;
  });
}

// Locks come from the payroll run rather than a dashboard request; each lock still held is announced once.
async function newLockNotices(db: Db, companyId: string, day: string, now: Date): Promise<NotificationRow[]> {
  const held = await db
    .select({
      lockedAt: payrollActivityLocks.lockedAt,
      reason: payrollActivityLocks.reason,
      workerGroupCode: payrollActivityPeriods.workerGroupCode,
      startDate: payrollActivityPeriods.startDate,
      endDate: payrollActivityPeriods.endDate,
    })
    .from(payrollActivityLocks)
    .innerJoin(payrollActivityPeriods, eq(payrollActivityPeriods.id, payrollActivityLocks.periodId))
    .where(
      and(
        eq(payrollActivityPeriods.companyId, companyId),
        isNull(payrollActivityLocks.releasedAt),
        gte(payrollActivityLocks.lockedAt, new Date(`${addDays(day, -MISSING_FILE_DAYS)}T00:00:00-04:00`)),
      ),
    )
    .orderBy(asc(payrollActivityLocks.lockedAt));
  if (held.length === 0) return [];
  const announced = new Set(
    (
      await db
        .select({ body: employerNotifications.body })
        .from(employerNotifications)
        .where(
          and(
            eq(employerNotifications.companyId, companyId),
            eq(employerNotifications.kind, 'payroll-activity-locked'),
          ),
        )
    ).map((row) => row.body),
  );
  const rows: NotificationRow[] = [];
  for (const lock of held) {
    const notice = notificationText.tipsLocked(lock.workerGroupCode, lock.startDate, lock.endDate, lock.reason);
    if (announced.has(notice.body)) continue;
    announced.add(notice.body);
    rows.push({
      companyId,
      kind: 'payroll-activity-locked',
      ...notice,
      link: '/tips/payroll-activity',
      createdAt: now,
    });
  }
  return rows;
}
