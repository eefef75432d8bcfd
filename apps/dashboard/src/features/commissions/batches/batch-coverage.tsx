import type { Schemas } from '@cuadre/api-client';
import { DataTable, EmptyState, StatusPill, Text, Stack } from '@cuadre/ui';
import { useMemo } from 'react';
import type { Batch } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import { fixedColumns } from '../components/labels.ts';
import { workerName } from '../math/describe.ts';
import { TableHeading } from '../components/table-heading.tsx';
import { useCommissionsT } from '../messages.ts';
import { planPlacement } from '../plans/plan-label.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

type BatchWorker = Schemas['BatchWorker'];

// The workers a batch covers (everyone placed in its titles), with their position and the plan that pays them.
export function BatchCoverage({ batch }: { batch: Pick<Batch, 'id' | 'commissions'> }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const workers = query.useQuery('get', '/compensation/batch-workers-data', {
    params: { query: { commissionBatchId: batch.id } },
  });
  // Only to name each plan: without the list a plan still shows, as "a plan not listed".
  const plans = query.useQuery(
    'get',
    '/compensation/compensation-plans',
    { params: { query: { companyId: session.companyId } } },
    { staleTime: 60_000 },
  );
  const planNames = useMemo(
    () => new Map((plans.data?.plans ?? []).map((plan) => [plan.id, planPlacement(plan, t)])),
    [plans.data, t],
  );
  const inBatch = useMemo(
    () => new Set(batch.commissions.map((commission) => commission.workerId)),
    [batch.commissions],
  );
  const planName = (worker: BatchWorker) =>
    worker.compensationPlanId === null
      ? t('commissions.coverage.noPlan')
      : (planNames.get(worker.compensationPlanId) ?? t('commissions.coverage.unlistedPlan'));

  return (
    <Stack space="small">
      <DataTable
        toolbar={
          <TableHeading title={t('commissions.coverage.title')} description={t('commissions.coverage.description')} />
        }
        label={t('commissions.coverage.title')}
        data={workers.data?.workers ?? []}
        getRowId={(worker) => worker.workerId}
        status={workers.isError ? 'error' : workers.data === undefined ? 'loading' : 'success'}
        errorMessage={t('commissions.error.description')}
        onRetry={() => void workers.refetch()}
        labels={{ retry: t('commissions.action.retry') }}
        height={400}
        empty={
          <EmptyState
            title={t('commissions.coverage.empty')}
            description={t('commissions.coverage.emptyDescription')}
          />
        }
        columns={fixedColumns(workers.data?.workers, [
          // The position under the worker's name, and the plan ("Costa Parts & Service · Service · Service Advisor") in
          // the width the figures leave: side by side, the two long names were cut at 1280 px.
          {
            id: 'name',
            header: t('commissions.column.workerPosition'),
            width: 320,
            value: (worker) => workerName(worker),
            secondary: (worker) => `${worker.brand} · ${worker.department} · ${worker.title}`,
          },
          {
            id: 'number',
            header: t('commissions.column.payrollFileNumber'),
            width: 110,
            value: (worker) => worker.payrollFileNumber,
          },
          {
            id: 'rank',
            header: t('commissions.column.rank'),
            numeric: true,
            width: 80,
            value: (worker) => worker.rank,
          },
          {
            id: 'plan',
            header: t('commissions.coverage.plan'),
            value: planName,
            cell: (worker) => (
              <Text tone={worker.compensationPlanId === null ? 'muted' : 'neutral'}>{planName(worker)}</Text>
            ),
          },
          {
            id: 'active',
            header: t('commissions.coverage.commissions'),
            width: 120,
            value: (worker) => String(worker.commissionsActive),
            cell: (worker) => (
              <StatusPill tone={worker.commissionsActive ? 'positive' : 'neutral'}>
                {t(worker.commissionsActive ? 'commissions.coverage.active' : 'commissions.coverage.inactive')}
              </StatusPill>
            ),
          },
          {
            id: 'inBatch',
            header: t('commissions.coverage.inBatch'),
            width: 110,
            value: (worker) => t(inBatch.has(worker.workerId) ? 'commissions.coverage.yes' : 'commissions.coverage.no'),
          },
        ])}
      />
    </Stack>
  );
}
