import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  amountOwed,
  formatCents,
  formatDate,
  formatDateTime,
  OWED_TRANSFER_KINDS,
  uploadContentKey,
  type Cents,
} from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import { ewaTransfers, periodWorkers, periods } from '../db/schema/index.ts';
import { groupBy } from './common.ts';

// Messages of the money guardrails are read by a payroll admin: amounts as dollars, dates as they see them.
export const dollars = (cents: Cents): string => formatCents(cents, 'en');
export const day = (isoDate: string): string => formatDate(isoDate, 'en');
export const moment = (at: Date | string): string => formatDateTime(at, 'en');

/** SHA-256 of the rows' content key (`uploadContentKey`): what the upload tables store to recognise a file seen before. */
export function contentHash(rows: readonly (readonly (string | number | null)[])[]): string {
  return createHash('sha256').update(uploadContentKey(rows)).digest('hex');
}

type PeriodEnd = { companyId: string; startDate: string; endDate: string };

/**
 * What each worker owes at the end of a pay period (`amountOwed`): the advances and fees that reached them by the
 * period's last day (Puerto Rico time), less the deductions earlier periods sent to payroll. Workers with nothing
 * owed are absent from the map.
 */
export async function owedAtPeriodEnd(
  db: Db,
  period: PeriodEnd,
  workerIds: readonly string[],
): Promise<Map<string, Cents>> {
  if (workerIds.length === 0) return new Map();
  const ids = [...new Set(workerIds)];
  const [transfers, deducted] = await Promise.all([
    db
      .select({
        workerId: ewaTransfers.workerId,
        kind: ewaTransfers.kind,
        status: ewaTransfers.status,
        amount: sql<number>`sum(${ewaTransfers.amount})::bigint`,
        fee: sql<number>`sum(${ewaTransfers.fee})::bigint`,
      })
      .from(ewaTransfers)
      .where(
        and(
          eq(ewaTransfers.companyId, period.companyId),
          inArray(ewaTransfers.workerId, ids),
          inArray(ewaTransfers.kind, [...OWED_TRANSFER_KINDS]),
          sql`(${ewaTransfers.requestedAt} - interval '4 hours')::date <= ${period.endDate}`,
        ),
      )
      .groupBy(ewaTransfers.workerId, ewaTransfers.kind, ewaTransfers.status),
    db
      .select({ workerId: periodWorkers.workerId, amount: sql<number>`sum(${periodWorkers.deductionAmount})::bigint` })
      .from(periodWorkers)
      .innerJoin(periods, eq(periods.id, periodWorkers.periodId))
      .where(
        and(
          eq(periods.companyId, period.companyId),
          lt(periods.startDate, period.startDate),
          isNotNull(periods.deductionsUploadedAt),
          inArray(periodWorkers.workerId, ids),
        ),
      )
      .groupBy(periodWorkers.workerId),
  ]);
  const deductedBy = new Map(deducted.map((row) => [row.workerId, Number(row.amount)]));
  const transfersBy = groupBy(transfers, (row) => row.workerId);
  const owed = new Map<string, Cents>();
  for (const workerId of ids) {
    const own = (transfersBy.get(workerId) ?? []).map((t) => ({
      kind: t.kind,
      status: t.status,
      amount: Number(t.amount),
      fee: Number(t.fee),
    }));
    const amount = amountOwed(own, deductedBy.get(workerId) ?? 0);
    if (amount > 0) owed.set(workerId, amount);
  }
  return owed;
}
