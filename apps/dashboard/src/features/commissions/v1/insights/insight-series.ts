import type { Schemas } from '@cuadre/api-client';

// One point per period (oldest first) with a total per key (department or title), zero where nothing was paid.
export type Series = {
  keys: string[];
  points: ({ period: string; startDate: string; endDate: string } & Record<string, number | string>)[];
};

export type InsightTotals = 'byDepartment' | 'byTitle';

// The server's totals of every approved period as a chart's series: every key in every point, in the server's order of periods.
export function seriesOf(periods: readonly Schemas['CommissionInsightPeriod'][], totals: InsightTotals): Series {
  const keys = [...new Set(periods.flatMap((period) => period[totals].map((total) => total.name)))].sort();
  const points = periods.map((period) => {
    const byName = new Map(period[totals].map((total) => [total.name, total.total]));
    return {
      period: `${period.startDate}/${period.endDate}`,
      startDate: period.startDate,
      endDate: period.endDate,
      ...Object.fromEntries(keys.map((key) => [key, byName.get(key) ?? 0])),
    };
  });
  return { keys, points };
}

export type Earner = { workerId: string; name: string; title: string; total: number; periods: number };

export const earnersOf = (earners: readonly Schemas['CommissionInsightEarner'][]): Earner[] =>
  earners.map((earner) => ({
    workerId: earner.workerId,
    name: `${earner.firstName} ${earner.lastName}`,
    title: earner.title,
    total: earner.total,
    periods: earner.periods,
  }));
