// totals-deposited answers one sum per window of the last N days; weekly windows of growing length give the series.
export const DEPOSIT_WEEKS = 13;

export const depositWindows = (weeks: number = DEPOSIT_WEEKS): number[] =>
  Array.from({ length: weeks }, (_, index) => (index + 1) * 7);

export type WeeklyDeposit = { weeksAgo: number; amount: number };

// totals[i] is the sum of the last (i + 1) × 7 days; each week is the difference of two windows, oldest first.
export function weeklyDeposits(totals: readonly number[]): WeeklyDeposit[] {
  const weeks = totals.map((total, index) => ({
    weeksAgo: index,
    amount: Math.max(0, total - (index === 0 ? 0 : (totals[index - 1] ?? 0))),
  }));
  return weeks.reverse();
}
