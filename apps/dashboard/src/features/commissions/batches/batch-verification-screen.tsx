import type { Problem } from '../api/commissions-api.ts';
import { batchChangesSince, formatCents, formatDate, formatDateTime, type PaidWorker } from '@cuadre/domain';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  Column,
  Columns,
  ConfirmDialog,
  DataTable,
  Dialog,
  Inline,
  Stack,
  Stat,
  Text,
  TextArea,
  Timeline,
} from '@cuadre/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Batch } from '../api/batch-queries.ts';
import { useInvalidateBatches } from '../api/batch-queries.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import type { BatchArea } from '../area.ts';
import { areaPath } from '../area.ts';
import * as styles from '../components/commissions.css.ts';
import { Money } from '../components/status.tsx';
import { fixedColumns } from '../components/labels.ts';
import { totalsByTitle } from '../math/batch-math.ts';
import { TableHeading } from '../components/table-heading.tsx';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';
import type { BatchAction } from './batch-actions.ts';
import { batchActions, latestRejection } from './batch-actions.ts';
import { BatchCoverage } from './batch-coverage.tsx';
import { BatchFrame, OpenBatchHeader } from './batch-frame.tsx';

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

  const groupsTotal = (groups: readonly (typeof summary)[number][]) =>
    groups.reduce((sum, group) => sum + group.total, 0);

  return (
    <Stack space="medium">
      <OpenBatchHeader area={area} title={title} batch={batch}>
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
      </OpenBatchHeader>
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
      <Columns space="small" collapseBelow="tablet">
        <Column>
          <Card>
            <Stat label={t('commissions.column.workers')} value={String(batch.workerCount)} />
          </Card>
        </Column>
        <Column>
          <Card>
            <Stat
              label={t('commissions.details.batchTotal')}
              value={formatCents(batch.total, session.locale)}
              negative={batch.total < 0}
            />
          </Card>
        </Column>
        <Column>
          <Card>
            <Stack space="xxsmall">
              <Text size="small" tone="muted" weight="medium">
                {t('commissions.column.creator')}
              </Text>
              <Text size="large" truncate title={batch.creatorEmail}>
                {batch.creatorEmail}
              </Text>
            </Stack>
          </Card>
        </Column>
      </Columns>
      <Columns space="medium" collapseBelow="desktop">
        <Column width="2/3">
          <Stack space="medium">
            <Stack space="small">
              <DataTable
                toolbar={<TableHeading title={t('commissions.verify.summary')} />}
                label={t('commissions.verify.summary')}
                data={summary}
                getRowId={(group) => `${group.brand}/${group.department}/${group.title}`}
                columns={fixedColumns(summary, [
                  {
                    id: 'brand',
                    header: t('commissions.column.brand'),
                    value: (group) => group.brand,
                    footer: () => t('commissions.column.total'),
                  },
                  {
                    id: 'department',
                    header: t('commissions.column.department'),
                    value: (group) => group.department,
                  },
                  { id: 'title', header: t('commissions.column.title'), value: (group) => group.title },
                  {
                    id: 'workers',
                    header: t('commissions.column.workers'),
                    numeric: true,
                    value: (group) => group.workers,
                    footer: (groups) => groups.reduce((sum, group) => sum + group.workers, 0),
                  },
                  {
                    id: 'total',
                    header: t('commissions.column.total'),
                    numeric: true,
                    value: (group) => group.total,
                    cell: (group) => <Money cents={group.total} locale={session.locale} />,
                    footer: (groups) => <Money cents={groupsTotal(groups)} locale={session.locale} />,
                  },
                ])}
              />
            </Stack>

            <Card title={t('commissions.verify.notes')}>
              {notesEditable ? (
                <Stack space="small" align="left">
                  <TextArea
                    className={styles.wide}
                    label={t('commissions.verify.notesLabel')}
                    value={notes}
                    onChange={setNotes}
                    maxLength={4000}
                  />
                  <Button
                    variant="outline"
                    loading={busy === 'notes'}
                    disabled={notes === (batch.notes ?? '')}
                    onClick={() => void saveNotes()}
                  >
                    {t('commissions.action.saveNotes')}
                  </Button>
                </Stack>
              ) : (
                <Text as="p" tone={batch.notes ? 'neutral' : 'muted'} className={styles.notes}>
                  {batch.notes ?? t('commissions.verify.noNotes')}
                </Text>
              )}
            </Card>
          </Stack>
        </Column>
        <Column width="1/3">
          <Card title={t('commissions.verify.timeline')}>
            <Timeline
              label={t('commissions.verify.timeline')}
              items={batch.events.map((event, index) => ({
                id: String(index),
                title: t(`commissions.event.${event.type}`),
                dateTime: event.at,
                time: formatDateTime(event.at, session.locale),
                tone: event.type === 'rejected' ? 'critical' : event.type === 'approved' ? 'positive' : 'neutral',
                description:
                  event.reason && event.type === 'rejected' ? (
                    <>
                      {event.actorEmail}
                      <br />
                      {event.reason}
                    </>
                  ) : (
                    event.actorEmail
                  ),
              }))}
            />
          </Card>
        </Column>
      </Columns>
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
        <Stack
          as="form"
          space="small"
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
        >
          <TextArea
            label={t('commissions.verify.rejectReason')}
            value={reason}
            errorMessage={reasonMissing ? t('commissions.error.reasonRequired') : undefined}
            onChange={(value) => {
              setReason(value);
              setReasonMissing(false);
            }}
            maxLength={2000}
          />
          <Inline space="xsmall" align="right">
            <Button variant="outline" onClick={() => setRejecting(false)}>
              {t('commissions.action.cancel')}
            </Button>
            <Button type="submit" variant="destructive" loading={busy === 'reject'}>
              {t('commissions.action.reject')}
            </Button>
          </Inline>
        </Stack>
      </Dialog>
    </Stack>
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
        <Stack as="ul" space="xxsmall" aria-label={t('commissions.approve.zeroLabel')}>
          {zero.slice(0, 8).map((commission) => (
            <span
              key={commission.workerId}
            >{`${commission.firstName} ${commission.lastName} · ${commission.payrollFileNumber}`}</span>
          ))}
          {zero.length > 8 ? <span>{t('commissions.approve.more', { count: zero.length - 8 })}</span> : null}
        </Stack>
      ) : null}
      {previous && changes ? (
        <Stack as="section" space="xxsmall" aria-label={t('commissions.approve.changesLabel')}>
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
        </Stack>
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
