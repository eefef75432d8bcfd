import type { Cents } from './cents.ts';

// What a worker owes comes from earned wage access: advances (and tip advances) that reached the worker, with
// the fee each one carried. A savings withdrawal is the worker's own money, and a pending, failed or reversed
// transfer never reached them, so none of those can be deducted from a paycheck.
export const OWED_TRANSFER_KINDS = ['advance', 'tip-advance'] as const;
export const OWED_TRANSFER_STATUSES = ['completed'] as const;

export type OwedTransfer = { kind: string; status: string; amount: Cents; fee: Cents };

// Plausibility: whether a transfer is money the worker must pay back.
export function isOwedTransfer(transfer: Pick<OwedTransfer, 'kind' | 'status'>): boolean {
  return (
    (OWED_TRANSFER_KINDS as readonly string[]).includes(transfer.kind) &&
    (OWED_TRANSFER_STATUSES as readonly string[]).includes(transfer.status)
  );
}

// Plausibility: what a worker owes at the end of a pay period, never below zero: the advances and fees that reached
// them up to that day, less what earlier periods already deducted and sent to payroll.
export function amountOwed(transfers: readonly OwedTransfer[], alreadyDeducted: Cents): Cents {
  const advanced = transfers.filter(isOwedTransfer).reduce((sum, transfer) => sum + transfer.amount + transfer.fee, 0);
  return Math.max(0, advanced - alreadyDeducted);
}

export type DeductionRow = { workerId: string; amount: Cents };

// A row that would take more than the worker owes; `owed` is what was left before this row.
export type DeductionOverOwed = { index: number; workerId: string; amount: Cents; owed: Cents };

// Plausibility: no worker is deducted more than they owe. Rows of one worker count together, in file order, so a
// file cannot get round the ceiling by splitting one amount over several rows. A worker missing from `owed`
// owes nothing.
export function deductionRowsOverOwed(
  rows: readonly DeductionRow[],
  owed: ReadonlyMap<string, Cents>,
): DeductionOverOwed[] {
  const taken = new Map<string, Cents>();
  const over: DeductionOverOwed[] = [];
  rows.forEach((row, index) => {
    const before = taken.get(row.workerId) ?? 0;
    const left = Math.max(0, (owed.get(row.workerId) ?? 0) - before);
    if (row.amount > left) over.push({ index, workerId: row.workerId, amount: row.amount, owed: left });
    taken.set(row.workerId, before + row.amount);
  });
  return over;
}
