import type { Problem } from '../api/commissions-api.ts';
import { batchChangesSince, formatCents, formatDate, formatDateTime, type PaidWorker } from '@cuadre/domain';
import { Button, buttonClassName, ConfirmDialog, Dialog } from '@cuadre/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { Alert, BatchStatusPill, Field, Money, PageHeader, Stat } from '../components/ui.tsx';
import { totalsByTitle } from '../math/batch-math.ts';
import { describeSetOfWorkers, formatPeriod } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { BatchAction } from './batch-actions.ts';
import { batchActions } from './batch-actions.ts';
import { latestRejection } from './batch-details-screen.tsx';
import { BatchCoverage } from './batch-coverage.tsx';
import { BackToBatches, BatchFrame } from './batch-frame.tsx';

export function BatchVerificationScreen({ area, title }: { area: BatchArea; title: string }) {
  return (
    <BatchFrame area={area} title={title}>
      {(batch) => <BatchVerification key={batch.id} area={area} title={title} batch={batch} />}
    </BatchFrame>
  );
}

const ACTION_PATHS = {
  submit: '/compensation/commission-batch/{id}/submit',
  review: '/compensation/commission-batch/{id}/review',
  approve: '/compensation/commission-batch/{id}/approve',
} as const;

function BatchVerification({ area, title, batch }: { area: BatchArea; title: string; batch: Batch }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const { client } = useCommissionsApi();
  const invalidate = useInvalidateBatches();
  const [notes, setNotes] = useState(batch.notes ?? '');
  const [busy, setBusy] = useState<BatchAction | 'notes' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const actions = batchActions(session.user, batch, session.policyContext);
  const notesEditable = (batch.status === 'draft' || batch.status === 'rejected') && session.allowed('batch.submit');
  const summary = totalsByTitle(batch.commissions);
  const rejection = latestRejection(batch);

  const finish = async (message: string, error: Problem | undefined) => {
    setBusy(null);
    if (error) {
      setProblem(error);
      return;
    }
    setDone(message);
    await invalidate();
  };

  const run = async (action: Exclude<BatchAction, 'reject'>) => {
    setBusy(action);
    setProblem(null);
    setDone(null);
    const { error } = await client.POST(ACTION_PATHS[action], {
      params: { path: { id: batch.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    });
    await finish(t(`commissions.verify.done.${action}`), error);
  };

  const reject = async () => {
    if (reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    setBusy('reject');
    setProblem(null);
    const { error } = await client.POST('/compensation/commission-batch/{id}/reject', {
      params: { path: { id: batch.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { reason: reason.trim() },
    });
    if (!error) setRejecting(false);
    await finish(t('commissions.verify.done.reject'), error);
  };

  const saveNotes = async () => {
    setBusy('notes');
    setProblem(null);
    const { error } = await client.PATCH('/compensation/commission-batch/{id}', {
      params: { path: { id: batch.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: { version: batch.version, notes: notes.trim() === '' ? null : notes },
    });
    await finish(t('commissions.verify.done.notes'), error);
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
            <Link className={buttonClassName('outline')} to={areaPath(area, 'batch-details', batch.id)}>
              {t('commissions.action.toDetails')}
            </Link>
            {actions.includes('submit') ? (
              <Button loading={busy === 'submit'} onClick={() => void run('submit')}>
                {t('commissions.action.submit')}
              </Button>
            ) : null}
            {actions.includes('review') ? (
              <Button loading={busy === 'review'} onClick={() => void run('review')}>
                {t('commissions.action.review')}
              </Button>
            ) : null}
            {actions.includes('reject') ? (
              <Button
                variant="destructive"
                onClick={() => {
                  setReason('');
                  setReasonMissing(false);
                  setRejecting(true);
                }}
              >
                {t('commissions.action.reject')}
              </Button>
            ) : null}
            {actions.includes('approve') ? (
              <Button loading={busy === 'approve'} onClick={() => setApproving(true)}>
                {t('commissions.action.approve')}
              </Button>
            ) : null}
          </>
        }
      />
      {done ? <Alert tone="positive" title={done} /> : null}
      {problem ? (
        <Alert
          tone="critical"
          title={
            problem.status === 409
              ? t('commissions.error.conflict')
              : problem.status === 403
                ? t('commissions.error.forbidden')
                : t('commissions.error.saveFailed')
          }
        >
          {problem.detail ?? problem.title}
        </Alert>
      ) : null}
      {rejection ? (
        <Alert tone="critical" title={t('commissions.details.rejectedBy', { email: rejection.actorEmail })}>
          {rejection.reason ?? ''}
        </Alert>
      ) : null}
      {session.allowed('batch.approve') &&
      !actions.some((action) => action === 'review' || action === 'approve') &&
      batch.status !== 'approved' &&
      batch.creatorEmail.toLowerCase() === session.user.email.toLowerCase() ? (
        <Alert tone="info" title={t('commissions.verify.ownBatch')} />
      ) : null}
      <div className={styles.statRow}>
        <Stat label={t('commissions.column.workers')} value={batch.workerCount} />
        <Stat
          label={t('commissions.details.batchTotal')}
          value={
            <span data-testid="batch-total">
              <Money cents={batch.total} locale={session.locale} />
            </span>
          }
        />
        <Stat
          label={t('commissions.column.creator')}
          value={<span className={styles.muted}>{batch.creatorEmail}</span>}
        />
      </div>
      <div className={styles.twoColumns}>
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby="summary-heading">
            <div className={styles.cardHeader}>
              <h2 id="summary-heading" className={styles.subheading}>
                {t('commissions.verify.summary')}
              </h2>
            </div>
            <DataTable
              label={t('commissions.verify.summary')}
              rows={summary}
              rowKey={(group) => `${group.brand}/${group.department}/${group.title}`}
              columns={[
                { id: 'brand', header: t('commissions.column.brand'), cell: (group) => group.brand },
                { id: 'department', header: t('commissions.column.department'), cell: (group) => group.department },
                { id: 'title', header: t('commissions.column.title'), cell: (group) => group.title },
                {
                  id: 'workers',
                  header: t('commissions.column.workers'),
                  numeric: true,
                  cell: (group) => group.workers,
                },
                {
                  id: 'total',
                  header: t('commissions.column.total'),
                  numeric: true,
                  cell: (group) => <Money cents={group.total} locale={session.locale} />,
                },
              ]}
              footerRow={
                <tr className={styles.trTotal}>
                  <td className={styles.td} colSpan={3}>
                    {t('commissions.column.total')}
                  </td>
                  <td className={styles.tdNumeric}>{summary.reduce((sum, group) => sum + group.workers, 0)}</td>
                  <td className={styles.tdNumeric}>
                    <Money cents={summary.reduce((sum, group) => sum + group.total, 0)} locale={session.locale} />
                  </td>
                </tr>
              }
            />
          </section>
          <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby="notes-heading">
            <h2 id="notes-heading" className={styles.subheading}>
              {t('commissions.verify.notes')}
            </h2>
            {notesEditable ? (
              <>
                <Field label={t('commissions.verify.notesLabel')}>
                  {(id) => (
                    <>
                      <textarea
                        id={id}
                        className={styles.textarea}
                        value={notes}
                        maxLength={4000}
                        onChange={(event) => setNotes(event.target.value)}
                      />
                    </>
                  )}
                </Field>
                <div className={styles.actions}>
                  <Button
                    variant="outline"
                    loading={busy === 'notes'}
                    disabled={notes === (batch.notes ?? '')}
                    onClick={() => void saveNotes()}
                  >
                    {t('commissions.action.saveNotes')}
                  </Button>
                </div>
              </>
            ) : (
              <p className={styles.timelineReason}>{batch.notes ?? t('commissions.verify.noNotes')}</p>
            )}
          </section>
        </div>
        <section className={`${styles.card} ${styles.cardBody}`} aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className={styles.subheading}>
            {t('commissions.verify.timeline')}
          </h2>
          <ol className={styles.timeline}>
            {batch.events.map((event, index) => (
              <li key={index} className={styles.timelineItem}>
                <p className={styles.timelineTitle}>{t(`commissions.event.${event.type}`)}</p>
                <p className={styles.muted}>{`${event.actorEmail} · ${formatDateTime(event.at, session.locale)}`}</p>
                {event.reason && event.type === 'rejected' ? (
                  <p className={styles.timelineReason}>{event.reason}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <BatchCoverage batch={batch} />
      {approving ? (
        <ApproveSummary
          area={area}
          batch={batch}
          busy={busy === 'approve'}
          onCancel={() => setApproving(false)}
          onApprove={async () => {
            await run('approve');
            setApproving(false);
          }}
        />
      ) : null}
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('commissions.verify.rejectTitle')}
        description={t('commissions.verify.rejectDescription')}
        closeLabel={t('commissions.action.close')}
      >
        <form
          className={styles.page}
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
        >
          <Field label={t('commissions.verify.rejectReason')}>
            {(id) => (
              <>
                <textarea
                  id={id}
                  className={styles.textarea}
                  value={reason}
                  maxLength={2000}
                  aria-invalid={reasonMissing || undefined}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonMissing(false);
                  }}
                />
                {reasonMissing ? <p className={styles.fieldError}>{t('commissions.error.reasonRequired')}</p> : null}
              </>
            )}
          </Field>
          <div className={styles.dialogActions}>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              {t('commissions.action.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={busy === 'reject'}>
              {t('commissions.action.reject')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

// Approving sends the batch to payroll: the approver sees what goes, and who would get nothing, before saying yes.
function ApproveSummary({
  area,
  batch,
  busy,
  onCancel,
  onApprove,
}: {
  area: BatchArea;
  batch: Batch;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => Promise<void>;
}) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const included = batch.commissions.filter((commission) => commission.status === 'included');
  const paid = (commission: (typeof included)[number]) => commission.manualTotal ?? commission.total;
  const total = included.reduce((sum, commission) => sum + paid(commission), 0);
  const zero = included.filter((commission) => paid(commission) === 0);
  const previous = useLastApprovedBatch(area, batch);
  const changes = previous ? batchChangesSince(paidWorkers(previous), paidWorkers(batch)) : null;
  const money = (cents: number) => formatCents(cents, session.locale);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onCancel())}
      title={t('commissions.approve.title')}
      description={t('commissions.approve.summary', {
        total: formatCents(total, session.locale),
        count: included.length,
        zero: zero.length,
      })}
      confirmLabel={t('commissions.action.approve')}
      cancelLabel={t('commissions.action.cancel')}
      loading={busy}
      onConfirm={() => void onApprove()}
    >
      {zero.length > 0 ? (
        <ul className={styles.zeroList} aria-label={t('commissions.approve.zeroLabel')}>
          {zero.slice(0, 8).map((commission) => (
            <li
              key={commission.workerId}
            >{`${commission.firstName} ${commission.lastName} · ${commission.payrollFileNumber}`}</li>
          ))}
          {zero.length > 8 ? <li>{t('commissions.approve.more', { count: zero.length - 8 })}</li> : null}
        </ul>
      ) : null}
      {previous && changes ? (
        <section aria-label={t('commissions.approve.changesLabel')} className={styles.zeroList}>
          <p>
            {t('commissions.approve.changes', {
              from: formatDate(previous.startDate, session.locale),
              to: formatDate(previous.endDate, session.locale),
              previous: money(changes.previousTotal),
              change: `${changes.totalChange >= 0 ? '+' : '−'}${money(Math.abs(changes.totalChange))}`,
              added: changes.added.length,
              removed: changes.removed.length,
              changed: changes.changed.length,
            })}
          </p>
          {changes.changed.length + changes.added.length + changes.removed.length > 0 ? (
            <ul>
              {changes.changed.slice(0, 5).map((change) => (
                <li key={change.workerId}>{`${change.name}: ${money(change.before)} → ${money(change.after)}`}</li>
              ))}
              {changes.added.slice(0, 3).map((worker) => (
                <li key={worker.workerId}>
                  {t('commissions.approve.added', { name: worker.name, amount: money(worker.paid) })}
                </li>
              ))}
              {changes.removed.slice(0, 3).map((worker) => (
                <li key={worker.workerId}>
                  {t('commissions.approve.removed', { name: worker.name, amount: money(worker.paid) })}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </ConfirmDialog>
  );
}

const paidWorkers = (batch: Batch): PaidWorker[] =>
  batch.commissions
    .filter((commission) => commission.status === 'included')
    .map((commission) => ({
      workerId: commission.workerId,
      name: `${commission.firstName} ${commission.lastName}`,
      paid: commission.manualTotal ?? commission.total,
    }));

// The newest approved batch of this area with the same brands, departments and titles that ended before this one began.
function useLastApprovedBatch(area: BatchArea, batch: Batch): Batch | undefined {
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const first = batch.setOfWorkers[0];
  const department = first?.departments[0];
  const scope = JSON.stringify(batch.setOfWorkers);
  const list = query.useQuery('get', '/compensation/commission-batches', {
    params: {
      query: {
        companyId: session.companyId,
        area,
        statusType: 'closed',
        limit: 25,
        ...(first ? { brand: first.brand } : {}),
        ...(department
          ? { department: department.name, ...(department.titles[0] ? { title: department.titles[0] } : {}) }
          : {}),
      },
    },
  });
  const match = list.data?.items.find(
    (candidate) =>
      candidate.id !== batch.id &&
      candidate.endDate < batch.startDate &&
      JSON.stringify(candidate.setOfWorkers) === scope,
  );
  const details = query.useQuery(
    'get',
    '/compensation/commission-batch/{id}',
    { params: { path: { id: match?.id ?? '' } } },
    { enabled: match !== undefined },
  );
  return match ? details.data : undefined;
}
