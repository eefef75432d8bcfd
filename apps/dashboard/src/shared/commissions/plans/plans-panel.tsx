import { BATCH_APPROVE_PERMISSIONS, hasAnyPermission } from '@cuadre/domain';
import { Button } from '@cuadre/ui';
import { Plus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { BatchArea } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState, ErrorState, Pill, SkeletonRows } from '../components/ui.tsx';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { PlanDrawerMode } from './plan-drawer.tsx';
import { planPlacement } from './plan-label.ts';
import { usePlans } from './use-plans.ts';

const PlanDrawer = lazy(() => import('./plan-drawer.tsx').then((module) => ({ default: module.PlanDrawer })));

// The compensation plans: each line with its type, units, origin, references and steps; approvers edit them and
// create new ones (createCompensationPlan's x-permissions, which the API enforces).
export function PlansPanel({ area }: { area: BatchArea }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const plans = usePlans(area);
  const [drawer, setDrawer] = useState<PlanDrawerMode | null>(null);
  const canEdit = hasAnyPermission(session.user, BATCH_APPROVE_PERMISSIONS);
  return (
    <section className={styles.card} role="tabpanel" aria-labelledby="tab-plans">
      {canEdit ? (
        <div className={styles.cardHeader}>
          <span className={styles.muted}>{t('commissions.plans.editDescription')}</span>
          <Button size="sm" onClick={() => setDrawer({ kind: 'new' })}>
            <Plus size={14} aria-hidden="true" />
            {t('commissions.plans.new')}
          </Button>
        </div>
      ) : null}
      {plans.isError ? (
        <div className={styles.cardBody}>
          <ErrorState onRetry={() => void plans.refetch()} />
        </div>
      ) : plans.data === undefined ? (
        <SkeletonRows columns={5} label={t('commissions.loading')} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('commissions.plans.empty')} description={t('commissions.plans.emptyDescription')} />
      ) : (
        <DataTable
          label={t('commissions.tab.plans')}
          rows={plans.data}
          rowKey={(plan) => plan.id}
          columns={[
            {
              id: 'placement',
              header: t('commissions.plans.placement'),
              cell: (plan) => (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setDrawer({ kind: 'edit', planId: plan.id, label: planPlacement(plan, t) })}
                >
                  {planPlacement(plan, t)}
                </button>
              ),
            },
            {
              id: 'lines',
              header: t('commissions.plans.lines'),
              cell: (plan) => plan.lines.map((line) => line.name).join(', '),
            },
            {
              id: 'workers',
              header: t('commissions.plans.extraWorkers'),
              numeric: true,
              cell: (plan) => plan.workerIds.length,
            },
            {
              id: 'active',
              header: t('commissions.column.status'),
              cell: (plan) => (
                <Pill tone={plan.active ? 'positive' : 'neutral'}>
                  {t(plan.active ? 'commissions.plans.active' : 'commissions.plans.inactive')}
                </Pill>
              ),
            },
          ]}
        />
      )}
      {drawer ? (
        <Suspense fallback={null}>
          <PlanDrawer
            key={drawer.kind === 'edit' ? drawer.planId : 'new'}
            mode={drawer}
            editable={canEdit}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
