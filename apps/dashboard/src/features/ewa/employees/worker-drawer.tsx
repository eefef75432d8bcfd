import {
  Alert,
  Button,
  DescriptionList,
  Drawer,
  ErrorState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusPill,
  Switch,
  Text,
  TextField,
  useToast,
} from '@cuadre/ui';
import { formatCents, formatDate, formatPercent, formatPeriod } from '@cuadre/domain';
import type { WorkerStatusToggle } from '@cuadre/domain';
import { WORKER_TOGGLE_ACTIONS } from '@cuadre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useEwaT } from '../messages.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { companyQuery, ewaKeys, workerQuery } from '../api/ewa-queries.ts';
import type { Worker, WorkerSelection } from '../api/ewa-types.ts';
import * as styles from '../components/ewa.css.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import {
  compensationLabel,
  payRateUnitLabel,
  productLabel,
  statusLabel,
  statusTone,
  workerTypeLabel,
} from './employee-labels.ts';
import { StatusMotiveDialog } from './status-motive-dialog.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import type { LimitError, LimitField, WorkerLimitsDraft } from './worker-limits.ts';
import { changedLimits, draftFromLimits, validateWorkerLimits } from './worker-limits.ts';

export function WorkerDrawer({ workerId, onClose }: { workerId: string; onClose: () => void }) {
  const t = useEwaT();
  const client = useEwaClient();
  const worker = useQuery(workerQuery(client, workerId));
  const title = worker.data ? `${worker.data.firstName} ${worker.data.lastName}` : t('ewa.worker.loadingTitle');
  return (
    <Drawer
      open
      size="large"
      closeLabel={t('ewa.common.close')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={
        worker.data
          ? t('ewa.worker.subtitle', { workerId: worker.data.workerId, group: worker.data.workerGroupCode })
          : undefined
      }
      badge={
        worker.data ? (
          <StatusPill tone={statusTone(worker.data.workerStatus)}>
            {statusLabel(t, worker.data.workerStatus)}
          </StatusPill>
        ) : undefined
      }
    >
      <Stack space="large">
        {worker.data ? (
          <WorkerDetail worker={worker.data} />
        ) : worker.isError ? (
          <ErrorState
            title={t('ewa.worker.loadError')}
            description={t('ewa.common.loadErrorDescription')}
            retryLabel={t('ewa.common.retry')}
            onRetry={() => void worker.refetch()}
          />
        ) : (
          <Stack space="small" role="status" aria-label={t('ewa.common.loading')}>
            {Array.from({ length: 10 }, (_, index) => (
              <Skeleton key={index} width={`${40 + ((index * 17) % 50)}%`} />
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

// One part of the drawer under its heading.
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="small" aria-labelledby={id}>
      <Heading level={4} as="h3" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function WorkerDetail({ worker }: { worker: Worker }) {
  const t = useEwaT();
  const session = useEwaSession();
  const [toggling, setToggling] = useState<{ toggle: WorkerStatusToggle; enabled: boolean } | null>(null);
  const money = (cents: number) => formatCents(cents, session.locale);
  const date = (value: string | null) => (value ? formatDate(value, session.locale) : '—');
  const yesNo = (value: boolean) => (value ? t('ewa.common.yes') : t('ewa.common.no'));
  const percent = (value: number | null) =>
    value === null ? t('ewa.worker.companyDefault') : formatPercent(value, session.locale);
  const mayToggle = (toggle: WorkerStatusToggle) => session.allowed(WORKER_TOGGLE_ACTIONS[toggle]);
  const toggles: { toggle: WorkerStatusToggle; enabled: boolean; label: string; description: string }[] = [
    {
      toggle: 'admin',
      enabled: worker.statusAdminEnabled,
      label: t('ewa.worker.toggle.admin'),
      description: t('ewa.worker.toggle.adminHint'),
    },
    {
      toggle: 'system',
      enabled: worker.statusSystemEnabled,
      label: t('ewa.worker.toggle.system'),
      description: t('ewa.worker.toggle.providerHint'),
    },
    {
      toggle: 'creci',
      enabled: worker.statusCreciEnabled,
      label: t('ewa.worker.toggle.creci'),
      description: t('ewa.worker.toggle.providerHint'),
    },
  ];
  const products = (['ewa', 'tips', 'goals'] as const).filter((product) => worker.activeProducts[product]);

  return (
    <>
      <Section id="ewa-worker-status" title={t('ewa.worker.section.status')}>
        {toggles.map((item) => (
          <Switch
            key={item.toggle}
            description={item.description}
            checked={item.enabled}
            disabled={!mayToggle(item.toggle)}
            onChange={(enabled) => setToggling({ toggle: item.toggle, enabled })}
          >
            {item.label}
          </Switch>
        ))}
        <Text as="p" size="small" weight="semibold">
          {t('ewa.worker.statusLog')}
        </Text>
        <StatusTimeline entries={worker.statusLog} />
      </Section>

      <Section id="ewa-worker-identity" title={t('ewa.worker.section.identity')}>
        <DescriptionList
          numeric
          items={[
            { term: t('ewa.employees.column.workerId'), description: worker.workerId },
            { term: t('ewa.employees.column.payrollFileNumber'), description: worker.payrollFileNumber || '—' },
            { term: t('ewa.employees.column.workerGroupCode'), description: worker.workerGroupCode },
            { term: t('ewa.employees.column.email'), description: worker.email ?? '—' },
            { term: t('ewa.worker.phone'), description: worker.phone ?? '—' },
            { term: t('ewa.employees.column.hireDate'), description: date(worker.hireDate) },
            { term: t('ewa.employees.column.workerType'), description: workerTypeLabel(t, worker.workerType) },
            {
              term: t('ewa.employees.column.activeProducts'),
              description:
                products.length === 0 ? '—' : products.map((product) => productLabel(t, product)).join(' · '),
            },
            worker.terminationDate
              ? {
                  term: t('ewa.worker.termination'),
                  description: `${date(worker.terminationDate)}${worker.terminationReason ? ` — ${worker.terminationReason}` : ''}`,
                }
              : null,
          ]}
        />
      </Section>

      <Section id="ewa-worker-pay" title={t('ewa.worker.section.pay')}>
        <DescriptionList
          numeric
          items={[
            {
              term: t('ewa.employees.column.compensationType'),
              description: compensationLabel(t, worker.compensationType),
            },
            {
              term: t('ewa.employees.column.payRate'),
              description: `${money(worker.payRate)} ${payRateUnitLabel(t, worker.payRateUnit)}`,
            },
            { term: t('ewa.worker.payFrequency'), description: t(`ewa.payFrequency.${worker.payFrequency}`) },
            {
              term: t('ewa.worker.currentPeriod'),
              description:
                worker.currentPeriodStartDate && worker.currentPeriodEndDate
                  ? formatPeriod(worker.currentPeriodStartDate, worker.currentPeriodEndDate, session.locale)
                  : '—',
            },
            { term: t('ewa.worker.hoursThisPeriod'), description: worker.hoursThisPeriod.toFixed(2) },
            { term: t('ewa.worker.averageWeeklyHours'), description: worker.averageWeeklyHours.toFixed(2) },
            { term: t('ewa.worker.eligibilityHours'), description: worker.eligibilityHours.toFixed(2) },
            { term: t('ewa.worker.maxOffer'), description: money(worker.maxOffer) },
          ]}
        />
      </Section>

      <LimitsForm worker={worker} />

      <Section id="ewa-worker-fees" title={t('ewa.worker.section.fees')}>
        <DescriptionList
          numeric
          items={[
            { term: t('ewa.worker.employeeFee'), description: percent(worker.employeeFeePercent) },
            { term: t('ewa.worker.savingFee'), description: percent(worker.savingEmployeeFeePercent) },
            { term: t('ewa.worker.cashoutFee'), description: percent(worker.cashoutFeePercent) },
          ]}
        />
      </Section>

      <Section id="ewa-worker-bank" title={t('ewa.worker.section.bank')}>
        <DescriptionList
          numeric
          items={[
            { term: t('ewa.worker.hasBankAccount'), description: yesNo(worker.hasBankAccount) },
            { term: t('ewa.worker.bankAccountVerified'), description: yesNo(worker.bankAccountVerified) },
            { term: t('ewa.worker.savingsEnabled'), description: yesNo(worker.savingsEnabled) },
            { term: t('ewa.worker.hasSavingsAccount'), description: yesNo(worker.hasSavingsAccount) },
          ]}
        />
      </Section>

      {toggling ? (
        <StatusMotiveDialog
          worker={worker}
          toggle={toggling.toggle}
          enabled={toggling.enabled}
          onClose={() => setToggling(null)}
        />
      ) : null}
    </>
  );
}

function LimitsForm({ worker }: { worker: Worker }) {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const company = useQuery(companyQuery(client, session.user.email, session.companyId));
  const current = {
    limitForUser: worker.limitForUser,
    amountLimitPerPP: worker.amountLimitPerPP,
    transactionLimitPerPP: worker.transactionLimitPerPP,
  };
  const [draft, setDraft] = useState<WorkerLimitsDraft>(() => draftFromLimits(current));
  const [errors, setErrors] = useState<LimitError[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const editable = session.allowed('ewa.employees.edit');
  const caps = company.data?.settings;

  const message = (field: LimitField): string | undefined => {
    const error = errors.find((item) => item.path === `/${field}`);
    if (!error) return undefined;
    if (error.code === 'money') return t('ewa.worker.limits.moneyError');
    if (error.code === 'count') return t('ewa.worker.limits.countError');
    if (error.code !== 'over-cap') return undefined;
    return field === 'transactionLimitPerPP'
      ? t('ewa.worker.limits.countOverCap', { cap: error.cap })
      : t('ewa.worker.limits.moneyOverCap', { cap: formatCents(error.cap, session.locale) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!caps) return;
    const result = validateWorkerLimits(draft, caps);
    setServerError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    const body = changedLimits(current, result.values);
    if (Object.keys(body).length === 0) return;
    setSaving(true);
    const { data, error } = await client.PATCH('/workers/{workerId}/limits', {
      params: { path: { workerId: worker.id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    });
    setSaving(false);
    if (error) {
      setServerError(error.errors?.map((item) => item.message).join(' ') || error.detail || error.title);
      return;
    }
    setIdempotencyKey(crypto.randomUUID());
    queryClient.setQueryData(ewaKeys.worker(worker.id), data);
    patchRoster(queryClient, session.companyId, data);
    setDraft(
      draftFromLimits({
        limitForUser: data.limitForUser,
        amountLimitPerPP: data.amountLimitPerPP,
        transactionLimitPerPP: data.transactionLimitPerPP,
      }),
    );
    toast({
      variant: 'success',
      title: t('ewa.worker.limits.saved', { name: `${worker.firstName} ${worker.lastName}` }),
    });
  };

  const field = (name: LimitField, label: string) => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      disabled={!editable}
      errorMessage={message(name)}
      onChange={(value) => setDraft((previous) => ({ ...previous, [name]: value }))}
    />
  );

  return (
    <Section id="ewa-worker-limits" title={t('ewa.worker.section.limits')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="small">
          <div className={styles.fieldGrid}>
            {field('limitForUser', t('ewa.employees.column.limitForUser'))}
            {field('amountLimitPerPP', t('ewa.employees.column.amountLimitPerPP'))}
            {field('transactionLimitPerPP', t('ewa.employees.column.transactionLimitPerPP'))}
          </div>
          {caps ? (
            <Text as="p" size="small" tone="muted">
              {t('ewa.worker.limits.caps', {
                amount: formatCents(caps.amountLimitPerPayPeriod, session.locale),
                count: caps.transactionLimitPerPayPeriod,
              })}
            </Text>
          ) : null}
          {serverError ? <Alert tone="critical" title={serverError} /> : null}
          {editable ? (
            <Inline space="xsmall">
              <Button type="submit" size="sm" loading={saving} disabled={!caps}>
                {t('ewa.worker.limits.save')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </form>
    </Section>
  );
}

// The roster keeps its place: only the changed worker's row is replaced.
export function patchRoster(queryClient: ReturnType<typeof useQueryClient>, companyId: string, worker: Worker): void {
  queryClient.setQueryData<WorkerSelection[]>(ewaKeys.roster(companyId), (roster) =>
    roster?.map((item) =>
      item.id === worker.id
        ? {
            ...item,
            workerStatus: worker.workerStatus,
            statusAdminEnabled: worker.statusAdminEnabled,
            limitForUser: worker.limitForUser,
            amountLimitPerPP: worker.amountLimitPerPP,
            transactionLimitPerPP: worker.transactionLimitPerPP,
          }
        : item,
    ),
  );
}
