import { describe, expect, it } from 'vitest';
import { depositWindows, weeklyDeposits } from './deposit-series.ts';

describe('weekly deposits from the total-deposited windows', () => {
  it('asks for windows of 7, 14, 21… days', () => {
    expect(depositWindows(3)).toEqual([7, 14, 21]);
  });

  it('turns growing windows into one amount per week, oldest first', () => {
    expect(weeklyDeposits([1000, 2500, 2500, 4000])).toEqual([
      { weeksAgo: 3, amount: 1500 },
      { weeksAgo: 2, amount: 0 },
      { weeksAgo: 1, amount: 1500 },
      { weeksAgo: 0, amount: 1000 },
    ]);
  });
});
