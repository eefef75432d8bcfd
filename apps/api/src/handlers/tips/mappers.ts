import { asc, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { tipSplitItems, type tipRecords, type tipSplits } from '../../db/schema/index.ts';
import { instant, requiredInstant } from '../common.ts';

export type Schemas = components['schemas'];
export type TipRow = typeof tipRecords.$inferSelect;
export type SplitRow = typeof tipSplits.$inferSelect;

export const tipStatusOut = {
  pending: 'pending',
  ready: 'ready',
  approved: 'approved',
  paid: 'paid',
  fail: 'failed',
} as const;
const reviewOut = { none: 'unreviewed', 'needs-review': 'flagged', reviewed: 'reviewed' } as const;

export function tipOut(row: TipRow): Schemas['TipRecord'] {
  return {
    id: String(row.id),
    companyId: row.companyId,
    workerGroupCode: row.workerGroupCode,
    workerId: row.workerId,
    payrollFileNumber: row.payrollFileNumber,
    clockIn: requiredInstant(row.clockIn),
    clockOut: instant(row.clockOut),
    total: row.total,
    nonDigitalTotal: row.nonDigitalTotal,
    digitalTotal: row.digitalTotal,
    status: tipStatusOut[row.status],
    dateTip: row.dateTip,
    role: row.role,
    shift: row.shiftType,
    shiftType: row.shiftType === 'banquet' ? 'banquet' : row.shift === 'late' ? 'other' : row.shift,
    reason: row.reason,
    reviewStatus: reviewOut[row.reviewStatus],
    correlationId: row.correlationId,
    fixedStatus: row.fixedStatus !== null,
    statusLog: row.statusLog.map((entry) => ({
      status: tipStatusOut[entry.status],
      changedAt: requiredInstant(entry.at),
      changedBy: entry.by,
    })),
    poolSourceBreakdown: Object.entries(row.poolSourceBreakdown ?? {}).map(([source, amount]) => ({
      source,
      amount: Math.max(0, amount),
    })),
    splitFromWorkerId: row.splitFromWorkerId,
    splitFromTipId: row.splitFromTipId === null ? null : String(row.splitFromTipId),
    splitId: null,
  };
}

export async function splitsOut(db: Db, rows: SplitRow[]): Promise<Schemas['TipSplit'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select()
    .from(tipSplitItems)
    .where(inArray(tipSplitItems.splitId, ids))
    .orderBy(asc(tipSplitItems.id));
  return rows.map((row) => {
    const own = items.filter((item) => item.splitId === row.id);
    return {
      id: row.id,
      companyId: row.companyId,
      workerGroupCode: row.workerGroupCode,
      fromType: row.fromType,
      fromWorkerId: row.fromWorkerId,
      toWorkerIds: own.map((item) => item.workerId),
      splitType: row.splitType,
      dateTip: row.dateTip,
      initialAmount: row.initialAmount,
      paid: row.paid,
      shift: row.shift,
      checkout: row.checkout ? 'checkout' : null,
      role: row.role,
      splits: own.map((item) => ({
        workerId: item.workerId,
        amount: item.amount,
        status: item.status,
        reason: item.reason,
        correlationId: item.correlationId,
        realShift: item.realShift,
      })),
      createdAt: requiredInstant(row.createdAt),
      createdBy: row.createdBy,
    };
  });
}

/** One split with its shares, as read now. */
export async function splitOut(db: Db, row: SplitRow): Promise<Schemas['TipSplit']> {
  const [out] = await splitsOut(db, [row]);
  return out!;
}
