import { compareStrings } from '../compare.ts';
import type { Cents } from './cents.ts';
import { assertCents } from './cents.ts';

export const LEDGER_COLUMNS = ['mcs', 'delta'] as const;
export type LedgerColumn = (typeof LEDGER_COLUMNS)[number];

// §3: an insurance ledger entry's amounts for the mcs and delta columns, in cents.
export type LedgerEntry = {
  date: string;
  mcsInitialBalance?: Cents | null;
  mcsDebt?: Cents | null;
  mcsPayment?: Cents | null;
  mcsAdditionalPayment?: Cents | null;
  deltaInitialBalance?: Cents | null;
  deltaDebt?: Cents | null;
  deltaPayment?: Cents | null;
  deltaAdditionalPayment?: Cents | null;
};

export type LedgerBalances = { mcsRemainingBalance: Cents; deltaRemainingBalance: Cents };

function amount(entry: LedgerEntry, field: keyof LedgerEntry & `${LedgerColumn}${string}`): Cents {
  const value = entry[field] ?? 0;
  assertCents(value);
  return value;
}

// §3: the running remaining balance per column, entries in date order (stable): an initial balance starts
// (or restarts) the balance, a debt raises it, a payment and an additional payment lower it.
export function ledgerRunningBalances<Entry extends LedgerEntry>(
  entries: readonly Entry[],
): (Entry & LedgerBalances)[] {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => compareStrings(a.entry.date, b.entry.date) || a.index - b.index);
  const balance: Record<LedgerColumn, Cents> = { mcs: 0, delta: 0 };
  return ordered.map(({ entry }) => {
    for (const column of LEDGER_COLUMNS) {
      const initial = entry[`${column}InitialBalance`];
      if (initial !== undefined && initial !== null) balance[column] = amount(entry, `${column}InitialBalance`);
      balance[column] +=
        amount(entry, `${column}Debt`) -
        amount(entry, `${column}Payment`) -
        amount(entry, `${column}AdditionalPayment`);
    }
    return { ...entry, mcsRemainingBalance: balance.mcs, deltaRemainingBalance: balance.delta };
  });
}
