import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';
import { sumCents } from '@cuadre/domain';

export type DayStatus = Schemas['TipDaySummary']['status'];

export type HistoryDay = { dateTip: string; total: Cents; status: DayStatus; tips: Schemas['TipRecord'][] };

// A day's payout status from its tips: failed if any failed, paid when all are, partly paid, else pending.
export function dayStatus(tips: readonly Pick<Schemas['TipRecord'], 'status'>[]): DayStatus {
  if (tips.some((tip) => tip.status === 'failed')) return 'failed';
  const paid = tips.filter((tip) => tip.status === 'paid').length;
  if (paid > 0 && paid === tips.length) return 'paid';
  return paid > 0 ? 'partially-paid' : 'pending';
}

// Tip records (newest day first) grouped by day, in the order they came.
export function groupByDay(tips: readonly Schemas['TipRecord'][]): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const tip of tips) {
    let day = days.at(-1);
    if (day?.dateTip !== tip.dateTip) {
      day = { dateTip: tip.dateTip, total: 0, status: 'pending', tips: [] };
      days.push(day);
    }
    day.tips.push(tip);
  }
  return days.map((day) => ({
    ...day,
    total: sumCents(day.tips.map((tip) => tip.total)),
    status: dayStatus(day.tips),
  }));
}
