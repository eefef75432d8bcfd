import type { Schemas } from '@cuadre/api-client';
import { useMemo } from 'react';
import type { Batch } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState, ErrorState, Pill, SkeletonRows } from '../components/ui.tsx';
import { workerName } from '../math/describe.ts';
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
    worker.compensationPlanId === null ? (
      <span className={styles.muted}>{t('commissions.coverage.noPlan')}</span>
    ) : (
      (planNames.get(worker.compensationPlanId) ?? t('commissions.coverage.unlistedPlan'))
    );

  return (
    <section className={styles.card} aria-labelledby="coverage-heading">
      <div className={styles.cardHeader}>
        <h2 id="coverage-heading" className={styles.subheading}>
          {t('commissions.coverage.title')}
        </h2>
        <span className={styles.muted}>{t('commissions.coverage.description')}</span>
      </div>
      {workers.isError ? (
        <div className={styles.cardBody}>
          <ErrorState onRetry={() => void workers.refetch()} />
        </div>
      ) : workers.data === undefined ? (
        <SkeletonRows columns={7} rows={4} label={t('commissions.loading')} />
      ) : workers.data.workers.length === 0 ? (
        <EmptyState title={t('commissions.coverage.empty')} description={t('commissions.coverage.emptyDescription')} />
      ) : (
        <DataTable
          label={t('commissions.coverage.title')}
          rows={workers.data.workers}
          rowKey={(worker) => worker.workerId}
          maxHeight="40vh"
          columns={[
            { id: 'name', header: t('commissions.column.worker'), cell: (worker) => workerName(worker) },
            {
              id: 'number',
              header: t('commissions.column.payrollFileNumber'),
              cell: (worker) => worker.payrollFileNumber,
            },
            {
              id: 'position',
              header: t('commissions.column.position'),
              cell: (worker) => `${worker.brand} · ${worker.department} · ${worker.title}`,
            },
            { id: 'rank', header: t('commissions.column.rank'), numeric: true, cell: (worker) => worker.rank },
            { id: 'plan', header: t('commissions.coverage.plan'), cell: planName },
            {
              id: 'active',
              header: t('commissions.coverage.commissions'),
              cell: (worker) => (
                <Pill tone={worker.commissionsActive ? 'positive' : 'neutral'}>
                  {t(worker.commissionsActive ? 'commissions.coverage.active' : 'commissions.coverage.inactive')}
                </Pill>
              ),
            },
            {
              id: 'inBatch',
              header: t('commissions.coverage.inBatch'),
              cell: (worker) =>
                t(inBatch.has(worker.workerId) ? 'commissions.coverage.yes' : 'commissions.coverage.no'),
            },
          ]}
        />
      )}
    </section>
  );
}
