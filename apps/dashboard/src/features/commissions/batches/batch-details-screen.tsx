import type { Schemas } from '@cuadre/api-client';
import type { Problem } from '../api/commissions-api.ts';
import { formatCents } from '@cuadre/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  Column,
  Columns,
  DataTable,
  EmptyState,
  Stack,
  Stat,
  StatusPill,
  Text,
} from '@cuadre/ui';
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { areaPath } from '../area.ts';
import { Money } from '../components/status.tsx';
import { fixedColumns } from '../components/labels.ts';
import { batchTotal, workerResult } from '../math/batch-math.ts';
import { workerName } from '../math/describe.ts';
import { manualTotalNote } from '../math/manual-total.ts';
import { TableHeading } from '../components/table-heading.tsx';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import { canDeleteBatch, latestRejection } from './batch-actions.ts';
import { BatchCoverage } from './batch-coverage.tsx';
import { BatchFrame, OpenBatchHeader } from './batch-frame.tsx';
import { DeleteBatchConfirmation } from './delete-batch-action.tsx';
import type { WorkerSave } from './worker-drawer.tsx';

// A worker's commission form loads when a worker is first opened.
const WorkerDrawer = lazy(() => import('./worker-drawer.tsx').then((module) => ({ default: module.WorkerDrawer })));

type WorkerCommission = Schemas['WorkerCommission'];

export function BatchDetailsScreen({ area, title }: { area: BatchArea; title: string }) {
  return (
    <BatchFrame area={area} title={title}>
      {(batch) => <BatchDetails area={area} title={title} batch={batch} />}
    </BatchFrame>
  );
}

// The latest rejection, whose reason the creator must see.
function BatchDetails({ area, title, batch }: { area: BatchArea; title: string; batch: Batch }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { client } = useCommissionsApi();
  const invalidate = useInvalidateBatches();
  const [openWorker, setOpenWorker] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const editable = (batch.status === 'draft' || batch.status === 'rejected') && session.allowed('batch.submit');
  const rejection = latestRejection(batch);
  const open = batch.commissions.find((commission) => commission.workerId === openWorker) ?? null;
  const manualCount = batch.commissions.filter((commission) => commission.manualTotal !== null).length;
  // The total shown is the one computed here from the workers; a difference from the stored total is never hidden.
  const computedTotal = batchTotal(batch.commissions);
  const totalsDisagree = computedTotal !== null && computedTotal !== batch.total;

  const saveWorker = async (commission: WorkerCommission, change: WorkerSave) => {
    setSaving(true);
    setProblem(null);
    const inputs = commission.inputs
      .filter((input) => change.values[input.name] !== undefined && change.values[input.name] !== input.value)
      .map((input) => ({ name: input.name, value: change.values[input.name] as number }));
    const manual = change.manual;
    const body: Schemas['CommissionBatchUpdate'] = {
      version: batch.version,
      commissions: [
        {
          workerId: commission.workerId,
          ...(inputs.length > 0 ? { inputs } : {}),
          ...(manual.kind === 'set'
            ? { manualTotal: manual.cents }
            : manual.kind === 'clear'
              ? { manualTotal: null }
              : {}),
        },
      ],
      ...(manual.kind === 'set'
        ? {
            notes: manualTotalNote(
              batch.notes,
              t('commissions.details.manualNote', {
                amount: formatCents(manual.cents, session.locale),
                name: workerName(commission),
                number: commission.payrollFileNumber,
                reason: manual.reason,
              }),
            ),
          }
        : {}),
    };
    const { error } = await client.PATCH('/compensation/commission-batch/{id}', {
      params: { path: { id: batch.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body,
    });
    setSaving(false);
    if (error) {
      setProblem(error);
      return;
    }
    setSaved(workerName(commission));
    setOpenWorker(null);
    await invalidate();
  };

  const stats = [
    { label: t('commissions.column.workers'), value: String(batch.workerCount) },
    {
      label: t('commissions.details.batchTotal'),
      value: formatCents(computedTotal ?? batch.total, session.locale),
      negative: (computedTotal ?? batch.total) < 0,
    },
    { label: t('commissions.details.manualTotals'), value: String(manualCount) },
    { label: t('commissions.details.manualInputs'), value: String(batch.manualInputs.length) },
  ];

  return (
    <Stack space="medium">
      <OpenBatchHeader area={area} title={title} batch={batch}>
        {canDeleteBatch(session.user, batch) ? (
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('commissions.action.delete')}
          </Button>
        ) : null}
        <Link className={buttonClassName('default')} to={areaPath(area, 'batch-verification', batch.id)}>
          {t('commissions.action.toVerification')}
        </Link>
      </OpenBatchHeader>
      {rejection ? (
        <Alert tone="critical" title={t('commissions.details.rejectedBy', { email: rejection.actorEmail })}>
          {rejection.reason ?? ''}
        </Alert>
      ) : null}
      {totalsDisagree ? (
        <Alert tone="critical" title={t('commissions.details.totalMismatch')}>
          {t('commissions.details.totalMismatchDescription', {
            computed: formatCents(computedTotal, session.locale),
            stored: formatCents(batch.total, session.locale),
          })}
        </Alert>
      ) : null}
      {saved ? <Alert tone="positive" title={t('commissions.details.saved', { name: saved })} /> : null}
      <Columns space="small" collapseBelow="tablet">
        {stats.map((stat) => (
          <Column key={stat.label}>
            <Card>
              <Stat label={stat.label} value={stat.value} negative={stat.negative} />
            </Card>
          </Column>
        ))}
      </Columns>
      {batch.manualInputs.length > 0 ? (
        <Stack space="small">
          <DataTable
            toolbar={<TableHeading title={t('commissions.details.manualInputs')} />}
            label={t('commissions.details.manualInputs')}
            data={batch.manualInputs}
            getRowId={(input) => input.name}
            columns={fixedColumns(batch.manualInputs, [
              { id: 'name', header: t('commissions.column.name'), value: (input) => input.name },
              {
                id: 'value',
                header: t('commissions.column.value'),
                numeric: true,
                value: (input) => Math.round(input.value),
                cell: (input) => <Money cents={Math.round(input.value)} locale={session.locale} />,
              },
            ])}
          />
        </Stack>
      ) : null}
      <Stack space="small">
        <DataTable
          toolbar={
            <TableHeading
              title={t('commissions.details.workers')}
              description={editable ? t('commissions.details.editHint') : t('commissions.details.readOnly')}
            />
          }
          label={t('commissions.details.workers')}
          data={batch.commissions}
          getRowId={(commission) => commission.workerId}
          height={560}
          empty={
            <EmptyState
              title={t('commissions.empty.workers.title')}
              description={t('commissions.empty.workers.description')}
            />
          }
          columns={fixedColumns(batch.commissions, [
            {
              id: 'name',
              header: t('commissions.column.worker'),
              width: 205,
              value: (commission) => workerName(commission),
              cell: (commission) => (
                <Button
                  variant="link"
                  size="sm"
                  title={workerName(commission)}
                  onClick={() => {
                    setProblem(null);
                    setSaved(null);
                    setOpenWorker(commission.workerId);
                  }}
                >
                  {workerName(commission)}
                </Button>
              ),
            },
            // Each figure as wide as its values, so the worker ("Edwin Hernández Velázquez"), the title ("Service ·
            // Service Advisor") and the inputs ("Customer pay labor, Repair orders", the rest) show whole at 1280 px
            // beside the page's scrollbar.
            {
              id: 'number',
              header: t('commissions.column.payrollFileNumber'),
              width: 100,
              value: (commission) => commission.payrollFileNumber,
            },
            {
              id: 'title',
              header: t('commissions.column.title'),
              width: 190,
              value: (commission) => `${commission.department} · ${commission.title}`,
            },
            {
              id: 'inputs',
              header: t('commissions.column.inputs'),
              value: (commission) => commission.inputs.map((input) => input.name).join(', '),
            },
            {
              id: 'computed',
              header: t('commissions.column.computed'),
              numeric: true,
              width: 110,
              value: (commission) => workerResult(commission).computedTotal,
              cell: (commission) => <Money cents={workerResult(commission).computedTotal} locale={session.locale} />,
            },
            {
              id: 'manual',
              header: t('commissions.column.manual'),
              numeric: true,
              width: 110,
              value: (commission) => commission.manualTotal,
              cell: (commission) => <Money cents={commission.manualTotal} locale={session.locale} />,
            },
            {
              id: 'total',
              header: t('commissions.column.total'),
              numeric: true,
              width: 110,
              value: (commission) => workerResult(commission).effectiveTotal,
              cell: (commission) => (
                <Text weight="semibold">
                  <Money cents={workerResult(commission).effectiveTotal} locale={session.locale} />
                </Text>
              ),
            },
            {
              id: 'status',
              header: t('commissions.column.included'),
              width: 105,
              value: (commission) => commission.status,
              cell: (commission) => (
                <StatusPill tone={commission.status === 'included' ? 'positive' : 'neutral'}>
                  {t(`commissions.workerStatus.${commission.status}`)}
                </StatusPill>
              ),
            },
          ])}
        />
      </Stack>

      <BatchCoverage batch={batch} />
      {open === null ? null : (
        <Suspense fallback={null}>
          <WorkerDrawer
            commission={open}
            editable={editable}
            saving={saving}
            problem={problem}
            onClose={() => setOpenWorker(null)}
            onSave={(commission, change) => void saveWorker(commission, change)}
          />
        </Suspense>
      )}
      <DeleteBatchConfirmation
        batch={deleting ? batch : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(areaPath(area, 'home'))}
      />
    </Stack>
  );
}
