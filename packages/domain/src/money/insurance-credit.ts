import type { Cents } from './cents.ts';
import type { LedgerColumn, LedgerEntry } from './insurance-ledger.ts';
import { ledgerRunningBalances } from './insurance-ledger.ts';

// A worker's ledger: the stored entries first, then the entries being added, marked `proposed`.
export type ProposedLedgerEntry = LedgerEntry & { proposed?: boolean };

// A proposed payment that would leave the worker in credit: `index` is its position in the list given, each credit
// how far that column's balance would stand below zero right after it.
export type PaymentCredit = { index: number; mcsCredit: Cents; deltaCredit: Cents };

const paid = (entry: LedgerEntry, column: LedgerColumn): Cents =>
  (entry[`${column}Payment`] ?? 0) + (entry[`${column}AdditionalPayment`] ?? 0);

// Plausibility (§3 ledger): a payment is never more than the balance it pays. Each proposed entry takes its place in
// date order (after the stored entries of its day, being listed after them), and every column it pays is checked against
// the running balance right after it; a column it does not pay is never reported, even if already in credit.
export function paymentCredits(entries: readonly ProposedLedgerEntry[]): PaymentCredit[] {
  const balances = ledgerRunningBalances(entries.map((entry, index) => ({ ...entry, index })));
  const credits: PaymentCredit[] = [];
  for (const entry of balances) {
    if (!entry.proposed) continue;
    const credit = (column: LedgerColumn, remaining: Cents): Cents =>
      paid(entry, column) > 0 && remaining < 0 ? -remaining : 0;
    const mcsCredit = credit('mcs', entry.mcsRemainingBalance);
    const deltaCredit = credit('delta', entry.deltaRemainingBalance);
    if (mcsCredit > 0 || deltaCredit > 0) credits.push({ index: entry.index, mcsCredit, deltaCredit });
  }
  return credits.sort((a, b) => a.index - b.index);
}
