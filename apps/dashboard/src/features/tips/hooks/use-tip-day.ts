import type { Schemas } from '@cuadre/api-client';
import { isTipHoursQueryReady, toTipsHoursDate } from '@cuadre/domain';
import { useMemo } from 'react';
import { useTipsApi } from '../api/tips-api.ts';
import { joinDayRows } from '../utils/day-rows.ts';

export type TipDayScope = { companyId: string; workerGroupCode: string; date: string };

// Everything the tips home shows for one day: tips, workers, hours and per-worker totals.
export function useTipDay({ companyId, workerGroupCode, date }: TipDayScope) {
  const { query } = useTipsApi();
  const tips = query.useQuery('get', '/tips/history', {
    params: { query: { companyId, workerGroupCode, from: date, to: date, limit: 200 } },
  });
  const workers = query.useQuery('get', '/tips/date-tip-working-employees', {
    params: { query: { companyId, workerGroupCode, dateTip: date } },
  });
  const summary = query.useQuery('get', '/tips/workers/daily-summary', {
    params: { query: { companyId, workerGroupCode, date } },
  });
  const workerIds = useMemo(
    () => [...new Set((tips.data?.items ?? []).map((tip) => tip.workerId))].sort(),
    [tips.data],
  );
  // §5: the hours query runs only with a company, a date and worker ids.
  const hoursReady = isTipHoursQueryReady({ companyId, date, workerIds });
  const hours = query.useQuery(
    'post',
    '/tips/get-workers-hours',
    { body: { companyId, date: toTipsHoursDate(date), workersIds: workerIds } },
    { enabled: hoursReady },
  );
  const rows = useMemo(
    () => joinDayRows(tips.data?.items ?? [], workers.data?.workers ?? [], hours.data?.rows ?? []),
    [tips.data, workers.data, hours.data],
  );
  const workerNames = useMemo(() => {
    const names = new Map<string, Schemas['TipWorker']>();
    for (const worker of workers.data?.workers ?? []) names.set(worker.id, worker);
    return names;
  }, [workers.data]);
  return {
    rows,
    workerNames,
    summary: summary.data?.workers ?? [],
    totalTips: tips.data?.total ?? 0,
    isPending: tips.isPending || workers.isPending,
    isError: tips.isError || workers.isError,
    hoursPending: hoursReady && hours.isPending,
    retry: () => {
      void tips.refetch();
      void workers.refetch();
      void summary.refetch();
      if (hoursReady) void hours.refetch();
    },
  };
}
