import type { Schemas } from '@cuadre/api-client';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTipsApi } from '../api/tips-api.ts';
import type { NamedWorker, WorkerLookup } from '../utils/worker-names.ts';
import { workerLabel, workersToLookUp } from '../utils/worker-names.ts';
import { useT } from './use-tips-t.ts';

const NAME_STALE_MS = 10 * 60 * 1000;

export type WorkerNameOf = (workerId: string | null) => string;

type WorkerResult = { data?: NamedWorker | undefined; isError: boolean };

// Module-level, so TanStack Query keeps the combined array while no lookup changes.
const asLookups = (results: WorkerResult[]): WorkerLookup[] =>
  results.map((result) =>
    result.data !== undefined
      ? { status: 'found', worker: result.data }
      : result.isError
        ? { status: 'missing' }
        : { status: 'pending' },
  );

type SplitGiver = Pick<Schemas['TipSplit'], 'fromType' | 'fromWorkerId' | 'role'>;

/**
 * Names for the workers a tips screen shows. The group's tip workers (`known`, undefined while they load) name most of
 * them; a worker who left the group or had tips turned off is read from their own record (GET /workers/{workerId}),
 * once per worker and cached.
 */
export function useWorkerNames(
  known: ReadonlyMap<string, NamedWorker> | undefined,
  workerIds: readonly (string | null | undefined)[],
) {
  const t = useT();
  const { query } = useTipsApi();
  const missing = known === undefined ? [] : workersToLookUp(workerIds, known);
  const lookups = useQueries({
    queries: missing.map((workerId) =>
      query.queryOptions(
        'get',
        '/workers/{workerId}',
        { params: { path: { workerId } } },
        { staleTime: NAME_STALE_MS, retry: false },
      ),
    ),
    combine: asLookups,
  });
  const key = missing.join(',');
  const lookedUp = useMemo(
    () =>
      new Map(
        key === ''
          ? []
          : key.split(',').map((workerId, index) => [workerId, lookups[index] ?? { status: 'pending' as const }]),
      ),
    [key, lookups],
  );
  const labels = useMemo(() => ({ pending: t('tips.workerName.pending'), missing: t('tips.workerName.missing') }), [t]);
  const nameOf: WorkerNameOf = useCallback(
    (workerId) =>
      workerId === null ? '—' : known === undefined ? labels.pending : workerLabel(workerId, known, lookedUp, labels),
    [known, lookedUp, labels],
  );
  // Who gave a split: the job or pool it came from, else the worker.
  const giverOf = useCallback(
    (split: SplitGiver) =>
      split.fromType === 'job' ? (split.role ?? t('tips.split.fromJob')) : nameOf(split.fromWorkerId),
    [nameOf, t],
  );
  return { nameOf, giverOf };
}
