import type { Schemas } from '@cuadre/api-client';

type Batch = Pick<Schemas['CommissionBatchSummary'], 'startDate' | 'endDate'>;

// The distinct periods of a list of batches, newest first.
export function periodsOf(batches: readonly Batch[]): { startDate: string; endDate: string }[] {
  const seen = new Map<string, { startDate: string; endDate: string }>();
  for (const batch of batches)
    seen.set(`${batch.startDate}/${batch.endDate}`, { startDate: batch.startDate, endDate: batch.endDate });
  return [...seen.values()].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || b.endDate.localeCompare(a.endDate),
  );
}
