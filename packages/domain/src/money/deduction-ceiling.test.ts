import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OwedTransfer } from './deduction-ceiling.ts';
import {
  amountOwed,
  deductionRowsOverOwed,
  isOwedTransfer,
  OWED_TRANSFER_KINDS,
  OWED_TRANSFER_STATUSES,
} from './deduction-ceiling.ts';

const transfer = (overrides: Partial<OwedTransfer>): OwedTransfer => ({
  kind: 'advance',
  status: 'completed',
  amount: 10_000,
  fee: 299,
  ...overrides,
});

describe('amountOwed', () => {
  it('counts completed advances and tip advances with their fees, nothing else', () => {
    expect(OWED_TRANSFER_KINDS).toEqual(['advance', 'tip-advance']);
    expect(OWED_TRANSFER_STATUSES).toEqual(['completed']);
    const transfers = [
      transfer({}),
      transfer({ kind: 'tip-advance', amount: 5_000, fee: 150 }),
      transfer({ kind: 'saving-withdrawal', amount: 7_000 }),
      transfer({ status: 'pending' }),
      transfer({ status: 'failed' }),
      transfer({ status: 'reversed' }),
    ];
    expect(transfers.map(isOwedTransfer)).toEqual([true, true, false, false, false, false]);
    expect(amountOwed(transfers, 0)).toBe(15_449);
  });

  it('takes away what earlier periods deducted and never goes below zero', () => {
    expect(amountOwed([transfer({})], 5_000)).toBe(5_299);
    expect(amountOwed([transfer({})], 10_299)).toBe(0);
    expect(amountOwed([transfer({})], 99_999)).toBe(0);
    expect(amountOwed([], 0)).toBe(0);
  });
});

describe('deductionRowsOverOwed', () => {
  it('names the $99,999,999,999.99 row of a worker who owes $400.00, with what they owe', () => {
    const owed = new Map([['w1', 40_000]]);
    expect(deductionRowsOverOwed([{ workerId: 'w1', amount: 9_999_999_999_999 }], owed)).toEqual([
      { index: 0, workerId: 'w1', amount: 9_999_999_999_999, owed: 40_000 },
    ]);
  });

  it('accepts a row up to exactly what is owed; a worker nobody lent to owes nothing', () => {
    const owed = new Map([['w1', 40_000]]);
    expect(
      deductionRowsOverOwed(
        [
          { workerId: 'w1', amount: 40_000 },
          { workerId: 'w2', amount: 0 },
        ],
        owed,
      ),
    ).toEqual([]);
    expect(deductionRowsOverOwed([{ workerId: 'w2', amount: 1 }], owed)).toEqual([
      { index: 0, workerId: 'w2', amount: 1, owed: 0 },
    ]);
  });

  it('counts the rows of one worker together, so splitting an amount over rows does not get round the ceiling', () => {
    const owed = new Map([['w1', 40_000]]);
    const rows = [
      { workerId: 'w1', amount: 30_000 },
      { workerId: 'w1', amount: 20_000 },
      { workerId: 'w1', amount: 5_000 },
    ];
    expect(deductionRowsOverOwed(rows, owed)).toEqual([
      { index: 1, workerId: 'w1', amount: 20_000, owed: 10_000 },
      { index: 2, workerId: 'w1', amount: 5_000, owed: 0 },
    ]);
  });

  it('never accepts a file in which some worker is deducted more than they owe (property)', () => {
    const workers = ['w1', 'w2', 'w3', 'w4'];
    const row = fc.record({ workerId: fc.constantFrom(...workers), amount: fc.integer({ min: 0, max: 1_000_000 }) });
    const owedArbitrary = fc.tuple(
      ...workers.map(() => fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined })),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), owedArbitrary, (rows, amounts) => {
        const owed = new Map(
          workers.flatMap((id, index) => (amounts[index] === undefined ? [] : [[id, amounts[index]] as const])),
        );
        const over = deductionRowsOverOwed(rows, owed);
        const totals = new Map<string, number>();
        for (const r of rows) totals.set(r.workerId, (totals.get(r.workerId) ?? 0) + r.amount);
        const someoneOver = [...totals].some(([id, total]) => total > (owed.get(id) ?? 0));
        // Accepted (nothing over) exactly when every worker's total fits what they owe.
        expect(over.length === 0).toBe(!someoneOver);
        for (const o of over) expect(o.amount).toBeGreaterThan(o.owed);
      }),
      { numRuns: 10_000 },
    );
  });
});
