import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { ledgerRunningBalances, type PaymentCredit } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { auditEvents, insuranceLedgerEntries, insuranceStatuses, workers } from '../../db/schema/index.ts';
import { requiredInstant } from '../common.ts';
import { dollars } from '../guardrails.ts';

type Schemas = components['schemas'];
type EntryRow = typeof insuranceLedgerEntries.$inferSelect;

const entryTypeOut = (row: EntryRow): Schemas['LedgerEntryType'] =>
  row.type === 'charge'
    ? 'debt'
    : row.type === 'payment'
      ? row.mcsPayment + row.deltaPayment === 0 && row.mcsAdditionalPayment + row.deltaAdditionalPayment > 0
        ? 'additional-payment'
        : 'payment'
      : 'adjustment';

export function ledgerOut(rows: EntryRow[], createdBy: Map<number, string>): Schemas['LedgerEntry'][] {
  return rows.map((row) => ({
    id: String(row.id),
    workerId: row.workerId,
    companyId: row.companyId,
    startDate: row.periodStart,
    endDate: row.periodEnd,
    date: row.date,
    type: entryTypeOut(row),
    paymentMethod: row.paymentMethod,
    mcsInitialBalance: row.mcsInitialBalance,
    deltaInitialBalance: row.deltaInitialBalance,
    mcsDebt: row.mcsDebt,
    deltaDebt: row.deltaDebt,
    mcsPayment: row.mcsPayment,
    deltaPayment: row.deltaPayment,
    mcsAdditionalPayment: row.mcsAdditionalPayment,
    deltaAdditionalPayment: row.deltaAdditionalPayment,
    // The stored balances, so the dashboard can check them against the domain's running balances.
    mcsRemainingBalance: row.mcsRemainingBalance,
    deltaRemainingBalance: row.deltaRemainingBalance,
    notes: row.notes,
    uploadId: row.uploadId,
    createdBy: createdBy.get(row.id) ?? 'system@provider.example',
    createdAt: requiredInstant(row.createdAt),
  }));
}

export async function entriesOf(db: Db, workerId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(insuranceLedgerEntries)
    .where(eq(insuranceLedgerEntries.workerId, workerId))
    .orderBy(asc(insuranceLedgerEntries.date), asc(insuranceLedgerEntries.id));
}

export async function creators(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ entityId: auditEvents.entityId, email: auditEvents.actorEmail })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'insurance-ledger-entry'), inArray(auditEvents.entityId, ids.map(String))));
  return new Map(rows.map((r) => [Number(r.entityId), r.email]));
}

/**
 * Holds the ledgers of these workers until the transaction ends. A balance is recomputed from every entry the
 * transaction can see: without the lock, two payments at once would each recompute without the other's entry, and
 * the last to commit would leave a balance missing the first. Locked in one order, so two uploads cannot deadlock.
 * `no key update` still lets other writers insert rows that refer to the worker.
 */
export async function lockLedgers(tx: Db, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await tx
    .select({ id: workers.id })
    .from(workers)
    .where(inArray(workers.id, [...workerIds]))
    .orderBy(asc(workers.id))
    .for('no key update');
}

/** Rewrites the stored running balances and the status balance after a change to a worker's ledger. */
export async function rebalance(db: Db, workerId: string): Promise<number> {
  const rows = await entriesOf(db, workerId);
  const out = ledgerRunningBalances(rows);
  for (const [index, row] of rows.entries()) {
    const { mcsRemainingBalance, deltaRemainingBalance } = out[index]!;
    if (row.mcsRemainingBalance !== mcsRemainingBalance || row.deltaRemainingBalance !== deltaRemainingBalance) {
      await db
        .update(insuranceLedgerEntries)
        .set({ mcsRemainingBalance, deltaRemainingBalance })
        .where(eq(insuranceLedgerEntries.id, row.id));
    }
  }
  const last = out.at(-1);
  const mcsBalance = last?.mcsRemainingBalance ?? 0;
  const deltaBalance = last?.deltaRemainingBalance ?? 0;
  await db.update(insuranceStatuses).set({ mcsBalance, deltaBalance }).where(eq(insuranceStatuses.workerId, workerId));
  return mcsBalance + deltaBalance;
}

/** Where an amount of each column lands for an entry type. */
export function movement(type: Schemas['LedgerEntryType'], mcs: number, delta: number) {
  return {
    mcsDebt: type === 'debt' || type === 'adjustment' ? mcs : 0,
    deltaDebt: type === 'debt' || type === 'adjustment' ? delta : 0,
    mcsPayment: type === 'payment' ? mcs : 0,
    deltaPayment: type === 'payment' ? delta : 0,
    mcsAdditionalPayment: type === 'additional-payment' ? mcs : 0,
    deltaAdditionalPayment: type === 'additional-payment' ? delta : 0,
  };
}

/** "MCS $12.34 and Delta $5.00": the credit each column of a payment would leave. */
export function creditText(credit: PaymentCredit): string {
  return [
    credit.mcsCredit > 0 ? `MCS ${dollars(credit.mcsCredit)}` : null,
    credit.deltaCredit > 0 ? `Delta ${dollars(credit.deltaCredit)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}
