import { describe, expect, it } from 'vitest';
import { outstandingParts } from './outstanding.ts';

// The summary as the server adds it: positive balances only, per plan and per worker (MCS plus Delta).
const summaryOf = (workers: readonly { mcs: number; delta: number }[]) => ({
  mcsOutstanding: workers.reduce((sum, worker) => sum + Math.max(worker.mcs, 0), 0),
  deltaOutstanding: workers.reduce((sum, worker) => sum + Math.max(worker.delta, 0), 0),
  totalOutstanding: workers.reduce((sum, worker) => sum + Math.max(worker.mcs + worker.delta, 0), 0),
});

describe('outstandingParts', () => {
  it('subtracts the credits that offset the other plan', () => {
    // 100.00 MCS with a 30.25 Delta credit owes 69.75; a worker wholly in credit owes nothing and offsets nobody else.
    const summary = summaryOf([
      { mcs: 10_000, delta: -3_025 },
      { mcs: 2_000, delta: 1_500 },
      { mcs: -5_000, delta: -100 },
    ]);
    expect(outstandingParts(summary)).toEqual({ mcs: 12_000, delta: 1_500, credits: 3_025, total: 10_475 });
  });

  it('has no credits when nobody is in credit', () => {
    expect(
      outstandingParts({ mcsOutstanding: 2_133_468, deltaOutstanding: 570_016, totalOutstanding: 2_703_484 }).credits,
    ).toBe(0);
  });

  it('adds up to the cent: MCS + Delta − credits = Outstanding, credits never negative', () => {
    // A fixed sequence of rosters (Park and Miller’s generator), so every run checks the same 500.
    let seed = 39;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const balance = () => (next() % 1_000_001) - 500_000;
    for (let roster = 0; roster < 500; roster += 1) {
      const workers = Array.from({ length: next() % 60 }, () => ({ mcs: balance(), delta: balance() }));
      const parts = outstandingParts(summaryOf(workers));
      expect(parts.mcs + parts.delta - parts.credits).toBe(parts.total);
      expect(parts.credits).toBeGreaterThanOrEqual(0);
      expect(parts.credits).toBe(
        workers.reduce(
          (sum, { mcs, delta }) => sum + Math.max(mcs, 0) + Math.max(delta, 0) - Math.max(mcs + delta, 0),
          0,
        ),
      );
    }
  });
});
