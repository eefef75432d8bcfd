import { eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import {
  MAX_MONEY_CENTS,
  parseDollars,
  paymentCredits,
  todayInPuertoRico,
  type PaymentCredit,
  type ProposedLedgerEntry,
} from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { insuranceStatuses, workers } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import { HttpError, type ProblemFieldError } from '../../server/problem.ts';
import { groupBy, where } from '../common.ts';
import { isCalendarDate, rejectIfErrors, rowPointer, type CsvRows } from '../csv-upload.ts';
import { dollars } from '../guardrails.ts';
import { inWorkerGroups } from '../queries.ts';
import { creditText, ledgersOf, movement } from './ledger.ts';

export type FileEntry = {
  row: number;
  workerId: string;
  date: string;
  type: components['schemas']['LedgerEntryType'];
  plan: 'mcs' | 'delta';
  amount: number;
  method: 'cash' | 'check' | 'card' | 'giro' | null;
  notes: string | null;
};
type RosterWorker = { id: string; payrollFileNumber: string };

/** The workers a ledger file may name, and which of them have an insurance plan. */
export async function fileRoster(db: Db, auth: RequestAuth, companyId: string) {
  // A user limited to some worker groups uploads for their workers only; others read as unknown, as elsewhere.
  const roster = await db
    .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber })
    .from(workers)
    .where(where(eq(workers.companyId, companyId), inWorkerGroups(auth, workers.workerGroupCode)));
  const insured = new Set(
    (
      await db
        .select({ workerId: insuranceStatuses.workerId })
        .from(insuranceStatuses)
        .where(eq(insuranceStatuses.companyId, companyId))
    ).map((r) => r.workerId),
  );
  return { roster, insured };
}

/** The rows of a ledger file as entries; 422 naming every row that breaks a rule. */
export function fileEntries(
  rows: CsvRows['rows'],
  { roster, insured }: { roster: RosterWorker[]; insured: ReadonlySet<string> },
  now: Date,
): FileEntry[] {
  const errors: ProblemFieldError[] = [];
  const entries: FileEntry[] = [];
  const methods = ['cash', 'check', 'card', 'giro'] as const;
  const types = ['debt', 'payment', 'additional-payment', 'adjustment'] as const;
  const byPayrollNumber = new Map(roster.map((w) => [w.payrollFileNumber, w]));
  rows.forEach((row, index) => {
    const worker = byPayrollNumber.get(row.payrollFileNumber ?? '');
    if (!worker)
      errors.push({
        pointer: rowPointer(index, 'payrollFileNumber'),
        message: `Row ${index + 1}: no worker with payroll file number ${row.payrollFileNumber || '(empty)'}.`,
      });
    else if (!insured.has(worker.id))
      errors.push({
        pointer: rowPointer(index, 'payrollFileNumber'),
        message: `Row ${index + 1}: worker ${row.payrollFileNumber} has no insurance plan.`,
      });
    if (!isCalendarDate(row.date ?? ''))
      errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date must be YYYY-MM-DD.` });
    else if (row.date! > todayInPuertoRico(now))
      errors.push({
        pointer: rowPointer(index, 'date'),
        message: `Row ${index + 1}: the date ${row.date} is in the future.`,
      });
    const type = types.find((t) => t === row.type);
    if (!type)
      errors.push({
        pointer: rowPointer(index, 'type'),
        message: `Row ${index + 1}: the type must be debt, payment, additional-payment or adjustment.`,
      });
    const amount = parseDollars(row.amount ?? '');
    if (amount === null || (type !== 'adjustment' && amount <= 0))
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message: `Row ${index + 1}: the amount must be positive dollars with cents.`,
      });
    // The contract's bound on money, as one entry sent alone is held to: an absurd amount is refused, never offered
    // as a credit to confirm.
    else if (Math.abs(amount) > MAX_MONEY_CENTS)
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message:
          amount > 0
            ? `Row ${index + 1}: the amount ${dollars(amount)} is more than ${dollars(MAX_MONEY_CENTS)}, the most one ledger entry can hold.`
            : `Row ${index + 1}: the amount ${dollars(amount)} is less than ${dollars(-MAX_MONEY_CENTS)}, the most one ledger entry can take away.`,
      });
    const plan = row.plan === 'mcs' || row.plan === 'delta' ? row.plan : null;
    if (!plan)
      errors.push({ pointer: rowPointer(index, 'plan'), message: `Row ${index + 1}: the plan must be mcs or delta.` });
    const moving = type === 'payment' || type === 'additional-payment';
    const method = methods.find((m) => m === row.paymentMethod) ?? null;
    if (moving && !method)
      errors.push({
        pointer: rowPointer(index, 'paymentMethod'),
        message: `Row ${index + 1}: a payment needs cash, check, card or giro.`,
      });
    if (!moving && row.paymentMethod)
      errors.push({
        pointer: rowPointer(index, 'paymentMethod'),
        message: `Row ${index + 1}: only payments carry a payment method.`,
      });
    if (worker && type && plan && amount !== null && isCalendarDate(row.date ?? '')) {
      entries.push({
        row: index,
        workerId: worker.id,
        date: row.date!,
        type,
        plan,
        amount,
        method: moving ? method : null,
        notes: row.notes || null,
      });
    }
  });
  rejectIfErrors(errors);
  return entries;
}

/** Where an entry of the file lands in the ledger's columns. */
export const entryMovement = (e: FileEntry) =>
  movement(e.type, e.plan === 'mcs' ? e.amount : 0, e.plan === 'delta' ? e.amount : 0);

/**
 * The payments of the file that are more than the worker owes on their date, in the file's order; 409 when there
 * are some and the sender did not confirm the credits.
 */
export async function fileCredits(
  tx: Db,
  entries: FileEntry[],
  payrollOf: ReadonlyMap<string, string>,
  confirmCredit: boolean | undefined,
) {
  const credits: { row: number; credit: PaymentCredit }[] = [];
  const byWorker = groupBy(entries, (e) => e.workerId);
  const ledgers = await ledgersOf(tx, [...byWorker.keys()]);
  for (const [workerId, own] of byWorker) {
    const proposed: ProposedLedgerEntry[] = own.map((e) => ({ date: e.date, ...entryMovement(e), proposed: true }));
    const stored = ledgers.get(workerId) ?? [];
    for (const credit of paymentCredits([...stored, ...proposed]))
      credits.push({ row: own[credit.index - stored.length]!.row, credit });
  }
  credits.sort((a, b) => a.row - b.row);
  const creditRows = credits.map(({ row, credit }) => {
    const entry = entries.find((e) => e.row === row)!;
    return {
      row,
      payrollFileNumber: payrollOf.get(entry.workerId)!,
      amount: entry.amount,
      mcs: credit.mcsCredit,
      delta: credit.deltaCredit,
      text: creditText(credit),
    };
  });
  if (creditRows.length > 0 && !confirmCredit) {
    throw new HttpError(
      409,
      `${creditRows.length} payment(s) of the file are more than the worker owes on their date and would leave a credit. Nothing was saved. To record the credits, send the file again with confirmCredit.`,
      creditRows.map((c) => ({
        pointer: rowPointer(c.row, 'amount'),
        message: `Row ${c.row + 1}: the payment of ${dollars(c.amount)} would leave worker ${c.payrollFileNumber} ${c.text} in credit.`,
      })),
    );
  }
  return creditRows;
}
