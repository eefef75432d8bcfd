import type { Schemas } from '@cuadre/api-client';
import { ledgerRunningBalances } from '@cuadre/domain';

export type CheckedEntry = Schemas['LedgerEntry'] & {
  expectedMcsBalance: number;
  expectedDeltaBalance: number;
  matches: boolean;
};

export type LedgerCheck = { entries: CheckedEntry[]; mismatches: number };

// §3: recomputes the running balances with the domain's rule and compares them with the stored ones.
// Entries arrive newest first, as the API pages them, and are answered in the same order.
export function checkLedger(newestFirst: readonly Schemas['LedgerEntry'][]): LedgerCheck {
  const oldestFirst = [...newestFirst].reverse();
  const expected = ledgerRunningBalances(oldestFirst.map((entry, index) => ({ ...entry, index })));
  const byIndex = new Map(expected.map((entry) => [entry.index, entry]));
  const entries = oldestFirst
    .map((entry, index) => {
      const computed = byIndex.get(index)!;
      return {
        ...entry,
        expectedMcsBalance: computed.mcsRemainingBalance,
        expectedDeltaBalance: computed.deltaRemainingBalance,
        matches:
          computed.mcsRemainingBalance === entry.mcsRemainingBalance &&
          computed.deltaRemainingBalance === entry.deltaRemainingBalance,
      };
    })
    .reverse();
  return { entries, mismatches: entries.filter((entry) => !entry.matches).length };
}

// The balance the worker owes now: both columns of the newest entry.
export function currentBalance(newestFirst: readonly Schemas['LedgerEntry'][]): number {
  const newest = newestFirst[0];
  return newest ? newest.mcsRemainingBalance + newest.deltaRemainingBalance : 0;
}
