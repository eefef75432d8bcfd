import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';

type Batch = Pick<Schemas['CommissionBatchSummary'], 'startDate' | 'endDate' | 'setOfWorkers' | 'total' | 'workerCount' | 'status'>;

export type PeriodRow = { period: string; startDate: string; endDate: string; brand: string; department: string; batches: number; workers: number; total: Cents; approved: Cents };

// Batch totals per period, brand and department; a batch covering several departments counts under all of them joined.
export function periodTotals(batches: readonly Batch[]): PeriodRow[] {
  const rows = new Map<string, PeriodRow>();
  for (const batch of batches) {
    const brand = batch.setOfWorkers.map((entry) => entry.brand).join(', ');
    const department = batch.setOfWorkers.flatMap((entry) => entry.departments.map((item) => item.name)).join(', ');
    const period = `${batch.startDate}/${batch.endDate}`;
    const key = `${period}\u0000${brand}\u0000${department}`;
    const row = rows.get(key) ?? { period, startDate: batch.startDate, endDate: batch.endDate, brand, department, batches: 0, workers: 0, total: 0, approved: 0 };
    row.batches += 1;
    row.workers += batch.workerCount;
    row.total += batch.total;
    if (batch.status === 'approved') row.approved += batch.total;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.endDate.localeCompare(a.endDate) || a.brand.localeCompare(b.brand) || a.department.localeCompare(b.department));
}

// The distinct periods of a list of batches, newest first.
export function periodsOf(batches: readonly Pick<Batch, 'startDate' | 'endDate'>[]): { startDate: string; endDate: string }[] {
  const seen = new Map<string, { startDate: string; endDate: string }>();
  for (const batch of batches) seen.set(`${batch.startDate}/${batch.endDate}`, { startDate: batch.startDate, endDate: batch.endDate });
  return [...seen.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.endDate.localeCompare(a.endDate));
}
