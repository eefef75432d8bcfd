import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProposedLedgerEntry } from './insurance-credit.ts';
import { paymentCredits } from './insurance-credit.ts';
import { ledgerRunningBalances } from './insurance-ledger.ts';

describe('paymentCredits', () => {
  const stored: ProposedLedgerEntry[] = [
    { date: '2026-01-01', mcsInitialBalance: 30_000, deltaInitialBalance: 7_669 },
    { date: '2026-02-01', mcsPayment: 0 },
  ];

  it('names the credit a $99,999,999.00 payment would leave on a $376.69 balance', () => {
    const proposed: ProposedLedgerEntry = { date: '2026-03-01', mcsPayment: 9_999_999_900, proposed: true };
    expect(paymentCredits([...stored, proposed])).toEqual([{ index: 2, mcsCredit: 9_999_969_900, deltaCredit: 0 }]);
  });

  it('accepts a payment up to the balance, and says nothing of a column it does not pay', () => {
    expect(
      paymentCredits([
        ...stored,
        { date: '2026-03-01', mcsPayment: 30_000, deltaAdditionalPayment: 7_669, proposed: true },
      ]),
    ).toEqual([]);
    const inCredit: ProposedLedgerEntry[] = [
      { date: '2026-01-01', deltaInitialBalance: -500 },
      { date: '2026-01-02', mcsDebt: 100, mcsPayment: 100, proposed: true },
    ];
    expect(paymentCredits(inCredit)).toEqual([]);
  });

  it('checks the balance where the payment lands: after the stored entries of its day, before later ones', () => {
    const ledger: ProposedLedgerEntry[] = [
      { date: '2026-01-10', mcsDebt: 5_000 },
      { date: '2026-02-10', mcsDebt: 5_000 },
      { date: '2026-01-10', mcsPayment: 6_000, proposed: true },
    ];
    expect(paymentCredits(ledger)).toEqual([{ index: 2, mcsCredit: 1_000, deltaCredit: 0 }]);
  });

  it('checks each proposed payment in turn, so two rows of one file cannot pay the same balance twice', () => {
    const ledger: ProposedLedgerEntry[] = [
      { date: '2026-01-01', deltaDebt: 4_500 },
      { date: '2026-01-05', deltaPayment: 4_500, proposed: true },
      { date: '2026-01-05', deltaPayment: 4_500, proposed: true },
    ];
    expect(paymentCredits(ledger)).toEqual([{ index: 2, mcsCredit: 0, deltaCredit: 4_500 }]);
  });

  it('reports exactly the proposed payments after which a paid column stands below zero (property)', () => {
    const amount = fc.integer({ min: 0, max: 100_000 });
    const entry = fc.record({
      date: fc.integer({ min: 1, max: 9 }).map((day) => `2026-01-0${day}`),
      mcsDebt: amount,
      mcsPayment: amount,
      deltaAdditionalPayment: amount,
      proposed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const credits = paymentCredits(entries);
        const balances = ledgerRunningBalances(entries.map((e, index) => ({ ...e, index })));
        const expected = balances
          .filter(
            (e) =>
              e.proposed &&
              ((e.mcsPayment > 0 && e.mcsRemainingBalance < 0) ||
                (e.deltaAdditionalPayment > 0 && e.deltaRemainingBalance < 0)),
          )
          .map((e) => e.index)
          .sort((a, b) => a - b);
        expect(credits.map((c) => c.index)).toEqual(expected);
        for (const credit of credits) expect(credit.mcsCredit + credit.deltaCredit).toBeGreaterThan(0);
      }),
      { numRuns: 10_000 },
    );
  });
});
