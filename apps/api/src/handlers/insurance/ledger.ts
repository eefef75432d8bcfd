import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
  const balances = await rebalanceLedgers(db, [workerId]);
  return balances.get(workerId) ?? 0;
}

// What a running balance is computed from, and what is compared with it.
const balanceColumns = {
  id: insuranceLedgerEntries.id,
  workerId: insuranceLedgerEntries.workerId,
  date: insuranceLedgerEntries.date,
  mcsInitialBalance: insuranceLedgerEntries.mcsInitialBalance,
  mcsDebt: insuranceLedgerEntries.mcsDebt,
  mcsPayment: insuranceLedgerEntries.mcsPayment,
  mcsAdditionalPayment: insuranceLedgerEntries.mcsAdditionalPayment,
  mcsRemainingBalance: insuranceLedgerEntries.mcsRemainingBalance,
  deltaInitialBalance: insuranceLedgerEntries.deltaInitialBalance,
  deltaDebt: insuranceLedgerEntries.deltaDebt,
  deltaPayment: insuranceLedgerEntries.deltaPayment,
  deltaAdditionalPayment: insuranceLedgerEntries.deltaAdditionalPayment,
  deltaRemainingBalance: insuranceLedgerEntries.deltaRemainingBalance,
};

// Workers per statement: a file of a whole company's ledgers is read, and its balances written, a few statements at
// a time rather than several per worker (an upload of 4,000 rows sent some 14,000 statements; bench/RESULTS.md).
const workersPerStatement = 2_000;

type BalanceRow = { [Key in keyof typeof balanceColumns]: EntryRow[Key] };

/** The ledgers of these workers (each in date order, oldest first), in as few statements as their number allows. */
export async function ledgersOf(db: Db, workerIds: readonly string[]): Promise<Map<string, BalanceRow[]>> {
  const ids = [...new Set(workerIds)];
  const byWorker = new Map<string, BalanceRow[]>(ids.map((id) => [id, []]));
  for (let start = 0; start < ids.length; start += workersPerStatement) {
    const rows = await db
      .select(balanceColumns)
      .from(insuranceLedgerEntries)
      .where(inArray(insuranceLedgerEntries.workerId, ids.slice(start, start + workersPerStatement)))
      .orderBy(asc(insuranceLedgerEntries.workerId), asc(insuranceLedgerEntries.date), asc(insuranceLedgerEntries.id));
    for (const row of rows) byWorker.get(row.workerId)!.push(row);
  }
  return byWorker;
}

/**
 * `rebalance` for many workers at once (an uploaded file): the stored running balances of every entry and each
 * status balance, each worker's total balance answered.
 */
export async function rebalanceLedgers(db: Db, workerIds: readonly string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const ids = [...new Set(workerIds)];
  for (let start = 0; start < ids.length; start += workersPerStatement) {
    const byWorker = await ledgersOf(db, ids.slice(start, start + workersPerStatement));
    const changed: { id: number; mcs: number; delta: number }[] = [];
    const statuses: { workerId: string; mcs: number; delta: number }[] = [];
    for (const [workerId, entries] of byWorker) {
      const out = ledgerRunningBalances(entries);
      for (const [index, row] of entries.entries()) {
        const { mcsRemainingBalance: mcs, deltaRemainingBalance: delta } = out[index]!;
        if (row.mcsRemainingBalance !== mcs || row.deltaRemainingBalance !== delta)
          changed.push({ id: row.id, mcs, delta });
      }
      const last = out.at(-1);
      statuses.push({ workerId, mcs: last?.mcsRemainingBalance ?? 0, delta: last?.deltaRemainingBalance ?? 0 });
      totals.set(workerId, (last?.mcsRemainingBalance ?? 0) + (last?.deltaRemainingBalance ?? 0));
    }
    // Each column travels as one array, whatever the number of rows.
    for (let from = 0; from < changed.length; from += 10_000) {
      const rowsHere = changed.slice(from, from + 10_000);
      await db.execute(sql`update ${insuranceLedgerEntries}
        set mcs_remaining_balance = balance.mcs, delta_remaining_balance = balance.delta
        from unnest(${sql.param(rowsHere.map((r) => r.id))}::bigint[], ${sql.param(rowsHere.map((r) => r.mcs))}::bigint[],
                    ${sql.param(rowsHere.map((r) => r.delta))}::bigint[]) as balance(id, mcs, delta)
        where ${insuranceLedgerEntries.id} = balance.id`);
    }
    await db.execute(sql`update ${insuranceStatuses}
      set mcs_balance = balance.mcs, delta_balance = balance.delta
      from unnest(${sql.param(statuses.map((s) => s.workerId))}::uuid[], ${sql.param(statuses.map((s) => s.mcs))}::bigint[],
                  ${sql.param(statuses.map((s) => s.delta))}::bigint[]) as balance(worker_id, mcs, delta)
      where ${insuranceStatuses.workerId} = balance.worker_id`);
  }
  return totals;
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
