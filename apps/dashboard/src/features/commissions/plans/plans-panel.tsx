import { BATCH_APPROVE_PERMISSIONS, hasAnyPermission } from '@cuadre/domain';
import { Button, DataTable, EmptyState, Inline, Stack, StatusPill, Text } from '@cuadre/ui';
import { Plus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { BatchArea } from '../area.ts';
import { fixedColumns } from '../components/labels.ts';
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
    <Stack space="small">
      {canEdit ? (
        <Inline space="small" align="spaceBetween" alignY="center">
          <Text size="small" tone="muted">
            {t('commissions.plans.editDescription')}
          </Text>
          <Button size="sm" onClick={() => setDrawer({ kind: 'new' })}>
            <Plus size={14} aria-hidden="true" />
            {t('commissions.plans.new')}
          </Button>
        </Inline>
      ) : null}
      <DataTable
        label={t('commissions.tab.plans')}
        data={plans.data ?? []}
        getRowId={(plan) => plan.id}
        status={plans.isError ? 'error' : plans.data === undefined ? 'loading' : 'success'}
        errorMessage={t('commissions.error.description')}
        onRetry={() => void plans.refetch()}
        labels={{ retry: t('commissions.action.retry') }}
        empty={
          <EmptyState title={t('commissions.plans.empty')} description={t('commissions.plans.emptyDescription')} />
        }
        columns={fixedColumns(plans.data, [
          {
            id: 'placement',
            header: t('commissions.plans.placement'),
            value: (plan) => planPlacement(plan, t),
            cell: (plan) => (
              <Button
                variant="link"
                size="sm"
                title={planPlacement(plan, t)}
                onClick={() => setDrawer({ kind: 'edit', planId: plan.id, label: planPlacement(plan, t) })}
              >
                {planPlacement(plan, t)}
              </Button>
            ),
          },
          {
            id: 'lines',
            header: t('commissions.plans.lines'),
            value: (plan) => plan.lines.map((line) => line.name).join(', '),
          },
          {
            id: 'workers',
            header: t('commissions.plans.extraWorkers'),
            numeric: true,
            value: (plan) => plan.workerIds.length,
          },
          {
            id: 'active',
            header: t('commissions.column.status'),
            value: (plan) => String(plan.active),
            cell: (plan) => (
              <StatusPill tone={plan.active ? 'positive' : 'neutral'}>
                {t(plan.active ? 'commissions.plans.active' : 'commissions.plans.inactive')}
              </StatusPill>
            ),
          },
        ])}
      />
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
    </Stack>
  );
}
