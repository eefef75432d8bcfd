import type { Schemas } from '@cuadre/api-client';

export type NamedWorker = Pick<Schemas['TipWorker'], 'firstName' | 'lastName'>;

// What a worker's own record said when the group's tip workers did not name them.
export type WorkerLookup = { status: 'pending' } | { status: 'found'; worker: NamedWorker } | { status: 'missing' };

export type WorkerLabels = { pending: string; missing: string };

type SplitPeople = Pick<Schemas['TipSplit'], 'fromType' | 'fromWorkerId' | 'splits'>;

// The workers who gave the splits (splits from a job or pool have none).
export function splitGiverIds(splits: readonly Pick<SplitPeople, 'fromType' | 'fromWorkerId'>[]): string[] {
  return [
    ...new Set(
      splits.flatMap((split) =>
        split.fromType === 'worker' && split.fromWorkerId !== null ? [split.fromWorkerId] : [],
      ),
    ),
  ];
}

// Every worker a split names: the giver (when a worker gave) and each receiver.
export function splitWorkerIds(splits: readonly SplitPeople[]): string[] {
  const ids = new Set<string>();
  for (const split of splits) {
    if (split.fromType === 'worker' && split.fromWorkerId !== null) ids.add(split.fromWorkerId);
    for (const item of split.splits) ids.add(item.workerId);
  }
  return [...ids];
}

// The workers to read one by one: those the known list (tip workers of the group or day) lacks, once each, sorted.
export function workersToLookUp(
  workerIds: readonly (string | null | undefined)[],
  known: ReadonlyMap<string, NamedWorker>,
): string[] {
  const ids = new Set<string>();
  for (const id of workerIds) if (id !== null && id !== undefined && id !== '' && !known.has(id)) ids.add(id);
  return [...ids].sort();
}

export const fullName = (worker: NamedWorker): string => `${worker.lastName}, ${worker.firstName}`;

// A worker as a payroll admin reads them: their name, a placeholder while it loads, a plain label when it cannot be had.
export function workerLabel(
  workerId: string,
  known: ReadonlyMap<string, NamedWorker>,
  lookedUp: ReadonlyMap<string, WorkerLookup>,
  labels: WorkerLabels,
): string {
  const worker = known.get(workerId);
  if (worker !== undefined) return fullName(worker);
  const lookup = lookedUp.get(workerId);
  if (lookup?.status === 'found') return fullName(lookup.worker);
  return lookup === undefined || lookup.status === 'missing' ? labels.missing : labels.pending;
}
