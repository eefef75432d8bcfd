import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './insurance-ledger.ts';
import { ledgerRunningBalances } from './insurance-ledger.ts';

describe('ledgerRunningBalances (§3)', () => {
  it('runs each column from its initial balance through debts and payments, in date order', () => {
    const entries: (LedgerEntry & { note: string })[] = [
      { note: 'payment', date: '2026-02-01', mcsPayment: 2_500, deltaPayment: 1_000, mcsAdditionalPayment: 500 },
      { note: 'opening', date: '2026-01-01', mcsInitialBalance: 10_000, deltaInitialBalance: 4_000 },
      { note: 'new debt', date: '2026-02-15', mcsDebt: 3_000, deltaDebt: null },
      { note: 'same day, later row', date: '2026-02-15', deltaAdditionalPayment: 500 },
      { note: 'new plan year', date: '2026-03-01', mcsInitialBalance: 0, deltaInitialBalance: null, mcsPayment: 200 },
    ];
    expect(
      ledgerRunningBalances(entries).map((entry) => [
        entry.note,
        entry.mcsRemainingBalance,
        entry.deltaRemainingBalance,
      ]),
    ).toEqual([
      ['opening', 10_000, 4_000],
      ['payment', 7_000, 3_000],
      ['new debt', 10_000, 3_000],
      ['same day, later row', 10_000, 2_500],
      ['new plan year', -200, 2_500],
    ]);
  });

  it('starts from zero without an initial balance and keeps the caller’s fields', () => {
    expect(ledgerRunningBalances([{ date: '2026-01-01', mcsDebt: 100, deltaDebt: 50 }])).toEqual([
      { date: '2026-01-01', mcsDebt: 100, deltaDebt: 50, mcsRemainingBalance: 100, deltaRemainingBalance: 50 },
    ]);
    expect(ledgerRunningBalances([])).toEqual([]);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => ledgerRunningBalances([{ date: '2026-01-01', mcsPayment: 1.5 }])).toThrow(RangeError);
  });

  it('the last remaining balance equals the last initial balance plus later debts minus later payments (property)', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
    const entry = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-01-${String(day).padStart(2, '0')}`),
      mcsInitialBalance: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined, freq: 4 }),
      mcsDebt: amount,
      mcsPayment: amount,
      mcsAdditionalPayment: amount,
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const result = ledgerRunningBalances(entries);
        const ordered = entries
          .map((e, index) => ({ e, index }))
          .sort((a, b) => a.e.date.localeCompare(b.e.date) || a.index - b.index);
        let expected = 0;
        for (const { e } of ordered) {
          if (e.mcsInitialBalance !== undefined) expected = e.mcsInitialBalance;
          expected += (e.mcsDebt ?? 0) - (e.mcsPayment ?? 0) - (e.mcsAdditionalPayment ?? 0);
        }
        return (
          (result.at(-1)?.mcsRemainingBalance ?? 0) === expected &&
          result.every((row) => row.deltaRemainingBalance === 0)
        );
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
