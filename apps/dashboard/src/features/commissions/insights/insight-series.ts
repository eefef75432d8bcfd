import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';
import { workerResult } from '../../../shared/commissions/math/batch-math.ts';

export type BatchWithWorkers = { batch: Pick<Schemas['CommissionBatchSummary'], 'id' | 'startDate' | 'endDate'>; commissions: readonly Schemas['WorkerCommission'][] };

// One point per period (oldest first) with a total per key (department or title), zero where nothing was paid.
export type Series = { keys: string[]; points: ({ period: string; startDate: string; endDate: string } & Record<string, number | string>)[] };

export function seriesBy(batches: readonly BatchWithWorkers[], keyOf: (commission: Schemas['WorkerCommission']) => string): Series {
  const byPeriod = new Map<string, { startDate: string; endDate: string; totals: Map<string, Cents> }>();
  const keys = new Set<string>();
  for (const { batch, commissions } of batches) {
    const period = `${batch.startDate}/${batch.endDate}`;
    const entry = byPeriod.get(period) ?? { startDate: batch.startDate, endDate: batch.endDate, totals: new Map<string, Cents>() };
    byPeriod.set(period, entry);
    for (const commission of commissions) {
      if (commission.status !== 'included') continue;
      const key = keyOf(commission);
      keys.add(key);
      entry.totals.set(key, (entry.totals.get(key) ?? 0) + (workerResult(commission).effectiveTotal ?? commission.total));
    }
  }
  const sortedKeys = [...keys].sort();
  const points = [...byPeriod.entries()]
    .sort(([, a], [, b]) => a.startDate.localeCompare(b.startDate))
    .map(([period, entry]) => ({ period, startDate: entry.startDate, endDate: entry.endDate, ...Object.fromEntries(sortedKeys.map((key) => [key, entry.totals.get(key) ?? 0])) }));
  return { keys: sortedKeys, points };
}

export type Earner = { workerId: string; name: string; title: string; total: Cents; periods: number };

// The workers paid the most across the batches, with how many periods they were paid in.
export function topEarners(batches: readonly BatchWithWorkers[], limit = 10): Earner[] {
  const earners = new Map<string, Earner & { seen: Set<string> }>();
  for (const { batch, commissions } of batches) {
    for (const commission of commissions) {
      if (commission.status !== 'included') continue;
      const earner = earners.get(commission.workerId) ?? { workerId: commission.workerId, name: `${commission.firstName} ${commission.lastName}`, title: commission.title, total: 0, periods: 0, seen: new Set<string>() };
      earner.total += workerResult(commission).effectiveTotal ?? commission.total;
      earner.seen.add(`${batch.startDate}/${batch.endDate}`);
      earner.periods = earner.seen.size;
      earners.set(commission.workerId, earner);
    }
  }
  return [...earners.values()]
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ seen: _seen, ...earner }) => earner);
}
