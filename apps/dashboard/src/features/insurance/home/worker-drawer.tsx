import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import { formatCents, formatDate, formatDateTime, todayInPuertoRico } from '@cuadre/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Column,
  Columns,
  ConfirmDialog,
  DataTable,
  DatePicker,
  Drawer,
  EmptyState,
  Form,
  Heading,
  Inline,
  NumberField,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextField,
  Timeline,
  useToast,
  Tiles,
} from '@cuadre/ui';
import type { DataTableColumn } from '@cuadre/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InsuranceSession, InsuranceTranslate } from '../hooks/use-insurance.ts';
import { Money } from '../components/money.tsx';
import * as styles from '../components/insurance.css.ts';
import type { EntryDraft, EntryErrors } from '../utils/entry-form.ts';
import {
  ENTRY_TYPES,
  PAYMENT_METHODS,
  emptyDraft,
  entryBody,
  fieldsOfProblem,
  movesMoneyIn,
  validateEntry,
} from '../utils/entry-form.ts';
import type { CheckedEntry } from '../utils/ledger-check.ts';
import { checkLedger, currentBalance } from '../utils/ledger-check.ts';
import { PLAN_ORIGINS, PLAN_TYPES } from '../utils/table-filters.ts';

export type DrawerWorker = {
  workerId: string;
  firstName: string;
  lastName: string;
  payrollFileNumber: string;
  store: string | null;
};

const LEDGER_PAGE = 200;

// Every write here changes what the lists show: refetch them all.
async function refreshInsurance(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all(
    [
      queryKeys.path('get', '/insurance/get-ledger'),
      queryKeys.path('get', '/insurance/get-status'),
      queryKeys.path('get', '/insurance/get-events'),
      queryKeys.path('get', '/insurance/get-global-notes'),
      queryKeys.path('post', '/insurance/get-table'),
      queryKeys.path('post', '/insurance/get-table-summary'),
      queryKeys.path('get', '/insurance/get-arrears'),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

// A worker's ledger, status, notes and history beside the table (§3 Insurance); writes need insurance-edit.
export function WorkerDrawer({
  worker,
  session,
  t,
  onClose,
}: {
  worker: DrawerWorker | null;
  session: InsuranceSession;
  t: InsuranceTranslate;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={worker !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={worker ? `${worker.firstName} ${worker.lastName}` : ''}
      description={
        worker
          ? t('insurance.drawer.description', {
              payrollFileNumber: worker.payrollFileNumber,
              store: worker.store ?? '—',
            })
          : undefined
      }
      closeLabel={t('insurance.drawer.close')}
      className={styles.drawer}
    >
      {worker ? <WorkerDetail key={worker.workerId} workerId={worker.workerId} session={session} t={t} /> : null}
    </Drawer>
  );
}

function WorkerDetail({
  workerId,
  session,
  t,
}: {
  workerId: string;
  session: InsuranceSession;
  t: InsuranceTranslate;
}) {
  const { client, query, locale, canEdit } = session;
  const ledger = useQuery({
    queryKey: ['get', '/insurance/get-ledger', { workerId, all: true }],
    queryFn: async () => {
      const items: Schemas['LedgerEntry'][] = [];
      for (let page = 1; ; page += 1) {
        const { data, error } = await client.GET('/insurance/get-ledger', {
          params: { query: { workerId, page, limit: LEDGER_PAGE } },
        });
        if (error) throw new Error(error.title);
        items.push(...data.items);
        if (data.items.length === 0 || items.length >= data.total) return items;
      }
    },
  });
  const status = query.useQuery('get', '/insurance/get-status', { params: { query: { workerId } } });
  const notes = query.useQuery('get', '/insurance/get-global-notes', { params: { query: { workerId } } });
  const events = query.useQuery('get', '/insurance/get-events', { params: { query: { workerId, limit: 50 } } });
  const check = ledger.data ? checkLedger(ledger.data) : null;

  return (
    <Stack space="xlarge">
      {!canEdit ? <Alert tone="info" title={t('insurance.drawer.readOnly')} /> : null}
      <Stack as="section" space="small" aria-labelledby="insurance-ledger-heading">
        <Inline space="medium" align="spaceBetween" alignY="bottom">
          <Heading level={4} as="h3" id="insurance-ledger-heading">
            {t('insurance.ledger.title')}
          </Heading>
          <dl className={styles.definition}>
            <Text as="dt" size="small" tone="muted">
              {t('insurance.drawer.owes')}
            </Text>
            <Text as="dd" weight="semibold" data-testid="insurance-owes">
              {ledger.data ? <Money cents={currentBalance(ledger.data)} locale={locale} /> : <Skeleton width={90} />}
            </Text>
          </dl>
        </Inline>
        {check && check.mismatches > 0 ? (
          <Alert tone="caution" title={t('insurance.ledger.mismatch.title')}>
            {t('insurance.ledger.mismatch.description', { count: check.mismatches })}
          </Alert>
        ) : check && check.entries.length > 0 ? (
          <Text as="p" size="small" tone="muted">
            {t('insurance.ledger.matches')}
          </Text>
        ) : null}
        <LedgerTable
          entries={check?.entries ?? []}
          status={ledger.isError ? 'error' : ledger.data ? 'success' : 'loading'}
          onRetry={() => void ledger.refetch()}
          session={session}
          t={t}
        />
      </Stack>
      {canEdit ? <EntryForm workerId={workerId} session={session} t={t} /> : null}
      <Columns space="large">
        <Column width="1/2">
          <Stack as="section" space="small" aria-labelledby="insurance-status-heading">
            <Heading level={4} as="h3" id="insurance-status-heading">
              {t('insurance.status.title')}
            </Heading>
            {status.isError ? (
              <Alert
                tone="critical"
                title={t('insurance.error.title')}
                action={
                  <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
                    {t('insurance.retry')}
                  </Button>
                }
              />
            ) : !status.data ? (
              <Skeleton height={120} />
            ) : canEdit ? (
              <StatusForm key={status.data.updatedAt ?? 'new'} status={status.data} session={session} t={t} />
            ) : (
              <StatusView status={status.data} session={session} t={t} />
            )}
          </Stack>
        </Column>
        <Column width="1/2">
          <Stack as="section" space="small" aria-labelledby="insurance-notes-heading">
            <Heading level={4} as="h3" id="insurance-notes-heading">
              {t('insurance.notes.title')}
            </Heading>
            {notes.isError ? (
              <Alert
                tone="critical"
                title={t('insurance.error.title')}
                action={
                  <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
                    {t('insurance.retry')}
                  </Button>
                }
              />
            ) : !notes.data ? (
              <Skeleton height={80} />
            ) : notes.data.notes.length === 0 ? (
              <Text as="p" size="small" tone="muted">
                {t('insurance.notes.empty')}
              </Text>
            ) : (
              <Stack as="ul" space="small">
                {notes.data.notes.map((note) => (
                  <Card key={note.id}>
                    <Stack space="xxsmall">
                      <Text>{note.message}</Text>
                      <Text size="small" tone="muted">
                        {t('insurance.notes.by', { who: note.createdBy, when: formatDateTime(note.createdAt, locale) })}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
            {canEdit ? <NoteForm workerId={workerId} session={session} t={t} /> : null}
          </Stack>
        </Column>
      </Columns>
      <Stack as="section" space="small" aria-labelledby="insurance-events-heading">
        <Heading level={4} as="h3" id="insurance-events-heading">
          {t('insurance.events.title')}
        </Heading>
        {events.isError ? (
          <Alert
            tone="critical"
            title={t('insurance.error.title')}
            action={
              <Button variant="outline" size="sm" onClick={() => void events.refetch()}>
                {t('insurance.retry')}
              </Button>
            }
          />
        ) : !events.data ? (
          <Skeleton height={80} />
        ) : events.data.items.length === 0 ? (
          <Text as="p" size="small" tone="muted">
            {t('insurance.events.empty')}
          </Text>
        ) : (
          <Timeline
            label={t('insurance.events.title')}
            items={events.data.items.map((event) => ({
              id: event.id,
              title: t(`insurance.event.${event.type}`),
              dateTime: event.at,
              time: formatDateTime(event.at, locale),
              description: t('insurance.event.by', { who: event.actorEmail }),
              tone:
                event.type === 'status-changed' ? 'info' : event.type === 'ledger-entry-added' ? 'positive' : 'neutral',
            }))}
          />
        )}
      </Stack>
    </Stack>
  );
}

function LedgerTable({
  entries,
  status,
  onRetry,
  session,
  t,
}: {
  entries: CheckedEntry[];
  status: 'loading' | 'error' | 'success';
  onRetry: () => void;
  session: InsuranceSession;
  t: InsuranceTranslate;
}) {
  const { locale } = session;
  const money = (
    id: string,
    header: string,
    pick: (entry: CheckedEntry) => number | null,
    expected?: (entry: CheckedEntry) => number,
  ): DataTableColumn<CheckedEntry> => ({
    id,
    header,
    numeric: true,
    width: 104,
    value: (entry) => pick(entry),
    cell: (entry) => {
      const amount = pick(entry);
      const should = expected?.(entry);
      return (
        <>
          {amount === null ? '—' : <Money cents={amount} locale={locale} />}
          {should !== undefined && should !== amount ? (
            <Badge tone="critical">{t('insurance.ledger.expected', { amount: formatCents(should, locale) })}</Badge>
          ) : null}
        </>
      );
    },
  });
  const columns: DataTableColumn<CheckedEntry>[] = [
    {
      id: 'date',
      header: t('insurance.col.date'),
      width: 124,
      value: (entry) => entry.date,
      cell: (entry) => formatDate(entry.date, locale),
    },
    { id: 'type', header: t('insurance.col.type'), width: 130, value: (entry) => t(`insurance.type.${entry.type}`) },
    money('mcsInitial', t('insurance.col.mcsInitial'), (entry) => entry.mcsInitialBalance),
    money('mcsDebt', t('insurance.col.mcsDebt'), (entry) => entry.mcsDebt),
    money('mcsPayment', t('insurance.col.mcsPayment'), (entry) => entry.mcsPayment),
    money('mcsAdditional', t('insurance.col.mcsAdditional'), (entry) => entry.mcsAdditionalPayment),
    money(
      'mcsRemaining',
      t('insurance.col.mcsRemaining'),
      (entry) => entry.mcsRemainingBalance,
      (entry) => entry.expectedMcsBalance,
    ),
    money('deltaInitial', t('insurance.col.deltaInitial'), (entry) => entry.deltaInitialBalance),
    money('deltaDebt', t('insurance.col.deltaDebt'), (entry) => entry.deltaDebt),
    money('deltaPayment', t('insurance.col.deltaPayment'), (entry) => entry.deltaPayment),
    money('deltaAdditional', t('insurance.col.deltaAdditional'), (entry) => entry.deltaAdditionalPayment),
    money(
      'deltaRemaining',
      t('insurance.col.deltaRemaining'),
      (entry) => entry.deltaRemainingBalance,
      (entry) => entry.expectedDeltaBalance,
    ),
    {
      id: 'method',
      header: t('insurance.col.method'),
      width: 96,
      value: (entry) => (entry.paymentMethod ? t(`insurance.method.${entry.paymentMethod}`) : '—'),
    },
    { id: 'notes', header: t('insurance.col.notes'), width: 220, value: (entry) => entry.notes ?? '' },
  ];
  return (
    <DataTable<CheckedEntry>
      className={styles.ledgerTable}
      label={t('insurance.ledger.label')}
      columns={columns}
      data={entries}
      getRowId={(entry) => entry.id}
      status={status}
      errorMessage={t('insurance.error.description')}
      onRetry={onRetry}
      empty={<EmptyState title={t('insurance.ledger.empty')} />}
      manualSorting
      sorting={[]}
      height={360}
      labels={{ columns: t('insurance.table.columns'), retry: t('insurance.retry') }}
    />
  );
}

function EntryForm({ workerId, session, t }: { workerId: string; session: InsuranceSession; t: InsuranceTranslate }) {
  const { client, locale } = session;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const today = todayInPuertoRico(new Date());
  const [draft, setDraft] = useState<EntryDraft>(() => emptyDraft(today));
  const [errors, setErrors] = useState<EntryErrors>({});
  const [saving, setSaving] = useState(false);
  // The server asks before a payment that leaves the worker in credit (more than they owe on its date).
  const [askCredit, setAskCredit] = useState(false);
  const update = (change: Partial<EntryDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };
  const message = (field: keyof EntryErrors) =>
    errors[field] ? t(`insurance.entry.error.${errors[field]}`) : undefined;

  const save = async (confirmCredit = false) => {
    const found = validateEntry(draft, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = { ...entryBody(workerId, draft), ...(confirmCredit ? { confirmCredit: true } : {}) };
    const { data, error, response } = await client.POST('/insurance/ledger-entries', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body,
    });
    setSaving(false);
    setAskCredit(false);
    if (
      error &&
      response.status === 409 &&
      (error.errors ?? []).some((field) => field.pointer === '/body/confirmCredit')
    ) {
      setAskCredit(true);
      return;
    }
    if (error) {
      setErrors(fieldsOfProblem(error.errors ?? []));
      toast({ variant: 'destructive', title: t('insurance.entry.failed'), description: error.detail ?? error.title });
      return;
    }
    toast({
      variant: 'success',
      title: t('insurance.entry.saved'),
      description: t('insurance.entry.savedDescription', {
        amount: formatCents(data.mcsRemainingBalance + data.deltaRemainingBalance, locale),
      }),
    });
    setDraft(emptyDraft(today));
    await refreshInsurance(queryClient);
  };

  return (
    <Stack as="section" space="small" aria-labelledby="insurance-entry-heading">
      <Heading level={4} as="h3" id="insurance-entry-heading">
        {t('insurance.entry.title')}
      </Heading>
      <Form
        aria-label={t('insurance.entry.title')}
        onSubmit={() => void save(false)}
        actions={
          <Button type="submit" loading={saving}>
            {t('insurance.entry.save')}
          </Button>
        }
      >
        <Tiles space="small" columns={3}>
          <Select
            label={t('insurance.entry.type')}
            value={draft.type}
            options={ENTRY_TYPES.map((value) => ({ value, label: t(`insurance.type.${value}`) }))}
            onValueChange={(value) =>
              update({
                type: value as EntryDraft['type'],
                paymentMethod: movesMoneyIn(value as EntryDraft['type']) ? draft.paymentMethod : null,
              })
            }
          />
          <DatePicker
            label={t('insurance.entry.date')}
            value={draft.date}
            onChange={(date) => update({ date })}
            errorMessage={message('date')}
            required
          />
          {movesMoneyIn(draft.type) ? (
            <Select
              label={t('insurance.entry.method')}
              value={draft.paymentMethod ?? undefined}
              placeholder="—"
              options={PAYMENT_METHODS.map((value) => ({ value, label: t(`insurance.method.${value}`) }))}
              onValueChange={(value) => update({ paymentMethod: value as EntryDraft['paymentMethod'] })}
              errorMessage={message('paymentMethod')}
              required
            />
          ) : (
            <span />
          )}
          <NumberField
            label={t('insurance.entry.mcsAmount')}
            kind="currency"
            value={draft.mcsAmount}
            onChange={(mcsAmount) => update({ mcsAmount })}
            errorMessage={message('mcsAmount')}
          />
          <NumberField
            label={t('insurance.entry.deltaAmount')}
            kind="currency"
            value={draft.deltaAmount}
            onChange={(deltaAmount) => update({ deltaAmount })}
            errorMessage={message('deltaAmount')}
          />
          <TextField label={t('insurance.entry.notes')} value={draft.notes} onChange={(notes) => update({ notes })} />
        </Tiles>
      </Form>
      <ConfirmDialog
        open={askCredit}
        onOpenChange={(open) => (open || saving ? undefined : setAskCredit(false))}
        title={t('insurance.entry.credit.title')}
        description={t('insurance.entry.credit.description')}
        confirmLabel={t('insurance.entry.credit.confirm')}
        cancelLabel={t('insurance.entry.credit.cancel')}
        loading={saving}
        onConfirm={() => void save(true)}
      />
    </Stack>
  );
}

function StatusView({
  status,
  session,
  t,
}: {
  status: Schemas['InsuranceStatus'];
  session: InsuranceSession;
  t: InsuranceTranslate;
}) {
  const yes = (value: boolean) => (value ? t('insurance.status.yes') : t('insurance.status.no'));
  return (
    <>
      <dl className={styles.definition}>
        <Text as="dt" size="small" tone="muted">
          {t('insurance.status.mcs')}
        </Text>
        <Text as="dd">{yes(status.mcs)}</Text>
        <Text as="dt" size="small" tone="muted">
          {t('insurance.status.delta')}
        </Text>
        <Text as="dd">{yes(status.delta)}</Text>
        <Text as="dt" size="small" tone="muted">
          {t('insurance.status.origin')}
        </Text>
        <Text as="dd">{t(`insurance.origin.${status.dataOrigin}`)}</Text>
        <Text as="dt" size="small" tone="muted">
          {t('insurance.status.planType')}
        </Text>
        <Text as="dd">
          {status.planType ? t(`insurance.planType.${status.planType}`) : t('insurance.planType.none')}
        </Text>
      </dl>
      {status.updatedAt && status.updatedBy ? (
        <Text as="p" size="small" tone="muted">
          {t('insurance.status.updated', {
            when: formatDateTime(status.updatedAt, session.locale),
            who: status.updatedBy,
          })}
        </Text>
      ) : null}
    </>
  );
}

function StatusForm({
  status,
  session,
  t,
}: {
  status: Schemas['InsuranceStatus'];
  session: InsuranceSession;
  t: InsuranceTranslate;
}) {
  const { client } = session;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Schemas['InsuranceStatusUpdate']>({
    mcs: status.mcs,
    delta: status.delta,
    dataOrigin: status.dataOrigin,
    planType: status.planType,
  });
  const [saving, setSaving] = useState(false);
  const changed =
    draft.mcs !== status.mcs ||
    draft.delta !== status.delta ||
    draft.dataOrigin !== status.dataOrigin ||
    draft.planType !== status.planType;
  const save = async () => {
    setSaving(true);
    const { error } = await client.PUT('/insurance/status/{workerId}', {
      params: { path: { workerId: status.workerId }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: draft,
    });
    setSaving(false);
    if (error) {
      toast({ variant: 'destructive', title: t('insurance.status.failed'), description: error.detail ?? error.title });
      return;
    }
    toast({ variant: 'success', title: t('insurance.status.saved') });
    await refreshInsurance(queryClient);
  };
  return (
    <Form
      aria-label={t('insurance.status.title')}
      onSubmit={() => void save()}
      actions={
        <Button type="submit" variant="outline" loading={saving} disabled={!changed}>
          {t('insurance.status.save')}
        </Button>
      }
    >
      <Switch checked={draft.mcs} onChange={(mcs) => setDraft((current) => ({ ...current, mcs }))}>
        {t('insurance.status.mcs')}
      </Switch>
      <Switch checked={draft.delta} onChange={(delta) => setDraft((current) => ({ ...current, delta }))}>
        {t('insurance.status.delta')}
      </Switch>
      <Select
        label={t('insurance.status.origin')}
        value={draft.dataOrigin}
        options={PLAN_ORIGINS.map((value) => ({ value, label: t(`insurance.origin.${value}`) }))}
        onValueChange={(value) =>
          setDraft((current) => ({ ...current, dataOrigin: value as Schemas['InsuranceDataOrigin'] }))
        }
      />
      <Select
        label={t('insurance.status.planType')}
        value={draft.planType ?? undefined}
        placeholder={t('insurance.planType.none')}
        options={PLAN_TYPES.map((value) => ({ value, label: t(`insurance.planType.${value}`) }))}
        onValueChange={(value) =>
          setDraft((current) => ({ ...current, planType: value as Schemas['InsurancePlanType'] }))
        }
      />
      {status.updatedAt && status.updatedBy ? (
        <Text as="p" size="small" tone="muted">
          {t('insurance.status.updated', {
            when: formatDateTime(status.updatedAt, session.locale),
            who: status.updatedBy,
          })}
        </Text>
      ) : null}
    </Form>
  );
}

function NoteForm({ workerId, session, t }: { workerId: string; session: InsuranceSession; t: InsuranceTranslate }) {
  const { client } = session;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const add = async () => {
    if (message.trim() === '') {
      setError(t('insurance.notes.required'));
      return;
    }
    setSaving(true);
    const result = await client.POST('/insurance/notes', { body: { workerId, message: message.trim() } });
    setSaving(false);
    if (result.error) {
      toast({
        variant: 'destructive',
        title: t('insurance.notes.failed'),
        description: result.error.detail ?? result.error.title,
      });
      return;
    }
    setMessage('');
    toast({ variant: 'success', title: t('insurance.notes.added') });
    await refreshInsurance(queryClient);
  };
  return (
    <Form
      aria-label={t('insurance.notes.new')}
      onSubmit={() => void add()}
      actions={
        <Button type="submit" variant="outline" loading={saving}>
          {t('insurance.notes.add')}
        </Button>
      }
    >
      <TextField
        label={t('insurance.notes.new')}
        multiline
        value={message}
        onChange={(value) => {
          setMessage(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
    </Form>
  );
}
