import { describe, expect, it } from 'vitest';
import { workerLimitsOverCaps } from './worker-limits.ts';

const caps = { amountLimitPerPayPeriod: 50_000, transactionLimitPerPayPeriod: 3 };

describe('worker limits against the company caps', () => {
  it('accepts limits at the caps', () => {
    expect(
      workerLimitsOverCaps({ limitForUser: 50_000, amountLimitPerPP: 50_000, transactionLimitPerPP: 3 }, caps),
    ).toEqual([]);
  });

  it('names every limit above its cap, with the cap', () => {
    expect(
      workerLimitsOverCaps({ limitForUser: 50_001, amountLimitPerPP: 10, transactionLimitPerPP: 4 }, caps),
    ).toEqual([
      { field: 'limitForUser', cap: 50_000 },
      { field: 'transactionLimitPerPP', cap: 3 },
    ]);
  });

  it('checks only the limits being changed', () => {
    expect(workerLimitsOverCaps({ amountLimitPerPP: 60_000 }, caps)).toEqual([
      { field: 'amountLimitPerPP', cap: 50_000 },
    ]);
  });
});
