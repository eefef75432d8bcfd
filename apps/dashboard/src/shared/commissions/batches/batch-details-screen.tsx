import type { Schemas } from '@cuadre/api-client';
import type { Problem } from '../api/commissions-api.ts';
import { formatCents } from '@cuadre/domain';
import { Button, buttonClassName } from '@cuadre/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { Alert, BatchStatusPill, EmptyState, Money, PageHeader, Pill, Stat } from '../components/ui.tsx';
import { batchTotal, workerResult } from '../math/batch-math.ts';
import { describeSetOfWorkers, formatPeriod, workerName } from '../math/describe.ts';
import { manualTotalNote } from '../math/manual-total.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import { canDeleteBatch } from './batch-actions.ts';
import { BatchCoverage } from './batch-coverage.tsx';
import { BackToBatches, BatchFrame } from './batch-frame.tsx';
import { DeleteBatchConfirmation } from './delete-batch-action.tsx';
import type { WorkerSave } from './worker-drawer.tsx';
import { WorkerDrawer } from './worker-drawer.tsx';

type WorkerCommission = Schemas['WorkerCommission'];

export function BatchDetailsScreen({ area, title }: { area: BatchArea; title: string }) {
  return (
    <BatchFrame area={area} title={title}>
      {(batch) => <BatchDetails area={area} title={title} batch={batch} />}
    </BatchFrame>
  );
}

// The latest rejection, whose reason the creator must see.
export function latestRejection(batch: Pick<Batch, 'events' | 'status'>): Schemas['CommissionBatchEvent'] | undefined {
  return batch.status === 'rejected' ? batch.events.filter((event) => event.type === 'rejected').at(-1) : undefined;
}

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

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        back={<BackToBatches area={area} />}
        description={`${formatPeriod(batch.startDate, batch.endDate, session.locale)} · ${describeSetOfWorkers(batch.setOfWorkers)}`}
        actions={
          <>
            <BatchStatusPill status={batch.status} />
            {canDeleteBatch(session.user, batch) ? (
              <Button variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 size={16} aria-hidden="true" />
                {t('commissions.action.delete')}
              </Button>
            ) : null}
            <Link className={buttonClassName('default')} to={areaPath(area, 'batch-verification', batch.id)}>
              {t('commissions.action.toVerification')}
            </Link>
          </>
        }
      />
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
      <div className={styles.statRow}>
        <Stat label={t('commissions.column.workers')} value={batch.workerCount} />
        <Stat
          label={t('commissions.details.batchTotal')}
          value={
            <span data-testid="batch-total">
              <Money cents={computedTotal ?? batch.total} locale={session.locale} />
            </span>
          }
        />
        <Stat label={t('commissions.details.manualTotals')} value={manualCount} />
        <Stat label={t('commissions.details.manualInputs')} value={batch.manualInputs.length} />
      </div>
      {batch.manualInputs.length > 0 ? (
        <section className={styles.card} aria-labelledby="manual-inputs-heading">
          <div className={styles.cardHeader}>
            <h2 id="manual-inputs-heading" className={styles.subheading}>
              {t('commissions.details.manualInputs')}
            </h2>
          </div>
          <DataTable
            label={t('commissions.details.manualInputs')}
            rows={batch.manualInputs}
            rowKey={(input) => input.name}
            columns={[
              { id: 'name', header: t('commissions.column.name'), cell: (input) => input.name },
              {
                id: 'value',
                header: t('commissions.column.value'),
                numeric: true,
                cell: (input) => <Money cents={Math.round(input.value)} locale={session.locale} />,
              },
            ]}
          />
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="workers-heading">
        <div className={styles.cardHeader}>
          <h2 id="workers-heading" className={styles.subheading}>
            {t('commissions.details.workers')}
          </h2>
          <span className={styles.muted}>
            {editable ? t('commissions.details.editHint') : t('commissions.details.readOnly')}
          </span>
        </div>
        {batch.commissions.length === 0 ? (
          <EmptyState
            title={t('commissions.empty.workers.title')}
            description={t('commissions.empty.workers.description')}
          />
        ) : (
          <DataTable
            label={t('commissions.details.workers')}
            rows={batch.commissions}
            rowKey={(commission) => commission.workerId}
            maxHeight="60vh"
            columns={[
              {
                id: 'name',
                header: t('commissions.column.worker'),
                cell: (commission) => (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => {
                      setProblem(null);
                      setSaved(null);
                      setOpenWorker(commission.workerId);
                    }}
                  >
                    {workerName(commission)}
                  </button>
                ),
              },
              {
                id: 'number',
                header: t('commissions.column.payrollFileNumber'),
                cell: (commission) => commission.payrollFileNumber,
              },
              {
                id: 'title',
                header: t('commissions.column.title'),
                cell: (commission) => `${commission.department} · ${commission.title}`,
              },
              {
                id: 'inputs',
                header: t('commissions.column.inputs'),
                cell: (commission) => commission.inputs.map((input) => input.name).join(', '),
              },
              {
                id: 'computed',
                header: t('commissions.column.computed'),
                numeric: true,
                cell: (commission) => <Money cents={workerResult(commission).computedTotal} locale={session.locale} />,
              },
              {
                id: 'manual',
                header: t('commissions.column.manual'),
                numeric: true,
                cell: (commission) =>
                  commission.manualTotal === null ? (
                    '—'
                  ) : (
                    <Money cents={commission.manualTotal} locale={session.locale} />
                  ),
              },
              {
                id: 'total',
                header: t('commissions.column.total'),
                numeric: true,
                cell: (commission) => (
                  <strong>
                    <Money cents={workerResult(commission).effectiveTotal} locale={session.locale} />
                  </strong>
                ),
              },
              {
                id: 'status',
                header: t('commissions.column.included'),
                cell: (commission) => (
                  <Pill tone={commission.status === 'included' ? 'positive' : 'neutral'}>
                    {t(`commissions.workerStatus.${commission.status}`)}
                  </Pill>
                ),
              },
            ]}
          />
        )}
      </section>
      <BatchCoverage batch={batch} />
      <WorkerDrawer
        commission={open}
        editable={editable}
        saving={saving}
        problem={problem}
        onClose={() => setOpenWorker(null)}
        onSave={(commission, change) => void saveWorker(commission, change)}
      />
      <DeleteBatchConfirmation
        batch={deleting ? batch : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(areaPath(area, 'home'))}
      />
    </div>
  );
}
