import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';

export type PayoutPoint = { date: string; paid: Cents; pending: Cents; failed: Cents; total: Cents };

// Daily payout totals, oldest first, one point per day of the range (a day without tips is zero).
export function payoutSeries(days: readonly Schemas['TipDaySummary'][], from: string, to: string): PayoutPoint[] {
  const byDate = new Map<string, PayoutPoint>();
  for (const day of days) {
    const point = byDate.get(day.dateTip) ?? { date: day.dateTip, paid: 0, pending: 0, failed: 0, total: 0 };
    point.paid += day.paidTotal;
    point.pending += day.pendingTotal;
    point.failed += day.failedTotal;
    point.total += day.total;
    byDate.set(day.dateTip, point);
  }
  const points: PayoutPoint[] = [];
  for (let date = from; date <= to; date = nextDay(date)) {
    points.push(byDate.get(date) ?? { date, paid: 0, pending: 0, failed: 0, total: 0 });
  }
  return points;
}

function nextDay(date: string): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + 1);
  return value.toISOString().slice(0, 10);
}

// A y-axis top at a round number of dollars (1, 2 or 5 × 10ⁿ) and four even ticks below it.
export function niceScale(maxCents: Cents): { top: Cents; ticks: Cents[] } {
  if (maxCents <= 0) return { top: 10_000, ticks: [0, 2_500, 5_000, 7_500, 10_000] };
  const rough = maxCents / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const rounded = Math.ceil(step / 100) * 100;
  return { top: rounded * 4, ticks: [0, 1, 2, 3, 4].map((index) => index * rounded) };
}
