import { Button, Drawer, Skeleton, StatusPill, useToast } from '@cuadre/ui';
import { formatCents, formatDate, formatPercent } from '@cuadre/domain';
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
import { TextField } from '../components/fields.tsx';
import { ErrorState } from '../components/states.tsx';
import { Switch } from '../components/switch.tsx';
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
      <div className={styles.drawerBody}>
        {worker.data ? (
          <WorkerDetail worker={worker.data} />
        ) : worker.isError ? (
          <ErrorState title={t('ewa.worker.loadError')} onRetry={() => void worker.refetch()} />
        ) : (
          <div
            role="status"
            aria-label={t('ewa.common.loading')}
            style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          >
            {Array.from({ length: 10 }, (_, index) => (
              <Skeleton key={index} width={`${40 + ((index * 17) % 50)}%`} />
            ))}
          </div>
        )}
      </div>
    </Drawer>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.dt}>{label}</dt>
      <dd className={styles.dd}>{children}</dd>
    </>
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
      <section className={styles.section} aria-labelledby="ewa-worker-status">
        <h3 className={styles.sectionTitle} id="ewa-worker-status">
          {t('ewa.worker.section.status')}
        </h3>
        {toggles.map((item) => (
          <Switch
            key={item.toggle}
            label={item.label}
            description={item.description}
            checked={item.enabled}
            disabled={!mayToggle(item.toggle)}
            onChange={(enabled) => setToggling({ toggle: item.toggle, enabled })}
          />
        ))}
        <h4 className={styles.label}>{t('ewa.worker.statusLog')}</h4>
        <StatusTimeline entries={worker.statusLog} />
      </section>

      <section className={styles.section} aria-labelledby="ewa-worker-identity">
        <h3 className={styles.sectionTitle} id="ewa-worker-identity">
          {t('ewa.worker.section.identity')}
        </h3>
        <dl className={styles.definitionList}>
          <Detail label={t('ewa.employees.column.workerId')}>{worker.workerId}</Detail>
          <Detail label={t('ewa.employees.column.payrollFileNumber')}>{worker.payrollFileNumber || '—'}</Detail>
          <Detail label={t('ewa.employees.column.workerGroupCode')}>{worker.workerGroupCode}</Detail>
          <Detail label={t('ewa.employees.column.email')}>{worker.email ?? '—'}</Detail>
          <Detail label={t('ewa.worker.phone')}>{worker.phone ?? '—'}</Detail>
          <Detail label={t('ewa.employees.column.hireDate')}>{date(worker.hireDate)}</Detail>
          <Detail label={t('ewa.employees.column.workerType')}>{workerTypeLabel(t, worker.workerType)}</Detail>
          <Detail label={t('ewa.employees.column.activeProducts')}>
            {products.length === 0 ? '—' : products.map((product) => productLabel(t, product)).join(' · ')}
          </Detail>
          {worker.terminationDate ? (
            <Detail label={t('ewa.worker.termination')}>
              {date(worker.terminationDate)}
              {worker.terminationReason ? ` — ${worker.terminationReason}` : ''}
            </Detail>
          ) : null}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="ewa-worker-pay">
        <h3 className={styles.sectionTitle} id="ewa-worker-pay">
          {t('ewa.worker.section.pay')}
        </h3>
        <dl className={styles.definitionList}>
          <Detail label={t('ewa.employees.column.compensationType')}>
            {compensationLabel(t, worker.compensationType)}
          </Detail>
          <Detail label={t('ewa.employees.column.payRate')}>
            {money(worker.payRate)} {payRateUnitLabel(t, worker.payRateUnit)}
          </Detail>
          <Detail label={t('ewa.worker.payFrequency')}>{t(`ewa.payFrequency.${worker.payFrequency}`)}</Detail>
          <Detail label={t('ewa.worker.currentPeriod')}>
            {worker.currentPeriodStartDate
              ? `${date(worker.currentPeriodStartDate)} – ${date(worker.currentPeriodEndDate)}`
              : '—'}
          </Detail>
          <Detail label={t('ewa.worker.hoursThisPeriod')}>{worker.hoursThisPeriod.toFixed(2)}</Detail>
          <Detail label={t('ewa.worker.averageWeeklyHours')}>{worker.averageWeeklyHours.toFixed(2)}</Detail>
          <Detail label={t('ewa.worker.eligibilityHours')}>{worker.eligibilityHours.toFixed(2)}</Detail>
          <Detail label={t('ewa.worker.maxOffer')}>{money(worker.maxOffer)}</Detail>
        </dl>
      </section>

      <LimitsForm worker={worker} />

      <section className={styles.section} aria-labelledby="ewa-worker-fees">
        <h3 className={styles.sectionTitle} id="ewa-worker-fees">
          {t('ewa.worker.section.fees')}
        </h3>
        <dl className={styles.definitionList}>
          <Detail label={t('ewa.worker.employeeFee')}>{percent(worker.employeeFeePercent)}</Detail>
          <Detail label={t('ewa.worker.savingFee')}>{percent(worker.savingEmployeeFeePercent)}</Detail>
          <Detail label={t('ewa.worker.cashoutFee')}>{percent(worker.cashoutFeePercent)}</Detail>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="ewa-worker-bank">
        <h3 className={styles.sectionTitle} id="ewa-worker-bank">
          {t('ewa.worker.section.bank')}
        </h3>
        <dl className={styles.definitionList}>
          <Detail label={t('ewa.worker.hasBankAccount')}>{yesNo(worker.hasBankAccount)}</Detail>
          <Detail label={t('ewa.worker.bankAccountVerified')}>{yesNo(worker.bankAccountVerified)}</Detail>
          <Detail label={t('ewa.worker.savingsEnabled')}>{yesNo(worker.savingsEnabled)}</Detail>
          <Detail label={t('ewa.worker.hasSavingsAccount')}>{yesNo(worker.hasSavingsAccount)}</Detail>
        </dl>
      </section>

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

  const message = (field: LimitField): string | null => {
    const error = errors.find((item) => item.path === `/${field}`);
    if (!error) return null;
    if (error.code === 'money') return t('ewa.worker.limits.moneyError');
    if (error.code === 'count') return t('ewa.worker.limits.countError');
    if (error.code !== 'over-cap') return null;
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

  const field = (name: LimitField, label: string, inputMode: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      inputMode={inputMode}
      disabled={!editable}
      error={message(name)}
      onChange={(event) => setDraft((previous) => ({ ...previous, [name]: event.target.value }))}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="ewa-worker-limits">
      <h3 className={styles.sectionTitle} id="ewa-worker-limits">
        {t('ewa.worker.section.limits')}
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.section}>
        <div className={styles.formGrid}>
          {field('limitForUser', t('ewa.employees.column.limitForUser'), 'decimal')}
          {field('amountLimitPerPP', t('ewa.employees.column.amountLimitPerPP'), 'decimal')}
          {field('transactionLimitPerPP', t('ewa.employees.column.transactionLimitPerPP'), 'numeric')}
        </div>
        {caps ? (
          <p className={styles.muted}>
            {t('ewa.worker.limits.caps', {
              amount: formatCents(caps.amountLimitPerPayPeriod, session.locale),
              count: caps.transactionLimitPerPayPeriod,
            })}
          </p>
        ) : null}
        {serverError ? (
          <p className={styles.fieldError} role="alert">
            {serverError}
          </p>
        ) : null}
        {editable ? (
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={saving} disabled={!caps}>
              {t('ewa.worker.limits.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
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
