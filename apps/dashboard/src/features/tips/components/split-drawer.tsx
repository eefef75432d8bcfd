import type { Schemas } from '@cuadre/api-client';
import type { Locale, SplitType } from '@cuadre/domain';
import { checkGiverSplit, formatCents, SPLIT_TYPES, tipsLeftToSplit } from '@cuadre/domain';
import { Button, Drawer } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  chosenOption,
  NativeOptions,
  NO_CHOICE_OPTION,
  shownOption,
} from '../../../shared/components/native-options.tsx';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import type { DayRow } from '../utils/day-rows.ts';
import { formatHours, workerName } from '../utils/day-rows.ts';
import type { SplitDraft } from '../utils/split-draft.ts';
import {
  createSplitBody,
  emptySplitDraft,
  errorAt,
  hasRecipientValues,
  previewSplit,
  problemErrors,
  valueField,
} from '../utils/split-draft.ts';
import { alreadySplitBy, sameShares, sourceCandidates } from '../utils/split-sources.ts';
import { SPLIT_TYPE_KEYS, useDomainMessage } from './use-tips-labels.ts';
import { Alert, Field, TableScroll } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  date: string;
  locale: Locale;
  rows: readonly DayRow[];
  recipients: readonly Schemas['TipWorker'][];
  onClose: () => void;
  onCreated: (split: Schemas['TipSplit']) => void;
};

// Create a split from a worker or a job, with a live preview of every share from @cuadre/domain.
export function SplitDrawer({ companyId, workerGroupCode, date, locale, rows, recipients, onClose, onCreated }: Props) {
  const t = useT();
  const message = useDomainMessage();
  const { client, query } = useTipsApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SplitDraft>(emptySplitDraft);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ path: string; message: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const sources = useMemo(() => sourceCandidates(rows), [rows]);
  const hoursByWorker = useMemo(() => new Map(sources.map((source) => [source.workerId, source.hours])), [sources]);
  const preview = previewSplit(draft);
  // The day's splits (the splits panel asks for the same), so a giver never gives away more than they earned.
  const daySplits = query.useQuery('get', '/tips/get-splits', {
    params: { query: { companyId, workerGroupCode, date, limit: 200 } },
  });
  const giver =
    draft.fromType === 'worker' ? sources.find((candidate) => candidate.workerId === draft.fromWorkerId) : undefined;
  const giverDay =
    giver === undefined
      ? undefined
      : { tipsOfDay: giver.total, alreadySplit: alreadySplitBy(daySplits.data?.items ?? [], giver.workerId, date) };
  const giverCheck =
    giverDay !== undefined && preview.ok
      ? checkGiverSplit(giverDay, {
          initialAmount: preview.request.initialAmount,
          splitAmount: preview.allocation.splitAmount,
        })
      : undefined;
  const giverError =
    giver === undefined || giverDay === undefined || giverCheck === undefined || giverCheck.ok
      ? undefined
      : giverCheck.reason === 'tip-over-earned'
        ? t('tips.split.overEarned', { name: giver.name, earned: formatCents(giverDay.tipsOfDay, locale) })
        : t('tips.split.overLeft', {
            name: giver.name,
            amount: formatCents(preview.ok ? preview.allocation.splitAmount : 0, locale),
            left: formatCents(giverCheck.left, locale),
          });
  const errors = preview.ok ? serverErrors : [...preview.errors, ...serverErrors];
  const shown = (path: string): string | undefined => {
    const found = errorAt(errors, path);
    return touched && found !== undefined ? message(found) : undefined;
  };
  const update = (changes: Partial<SplitDraft>) => {
    setServerErrors([]);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const prefill = (workerId: string): string => {
    const hours = hoursByWorker.get(workerId);
    return draft.splitType === 'hours-based' && hours !== undefined ? String(hours) : '';
  };
  const toggleRecipient = (workerId: string, on: boolean) =>
    update({
      recipients: on
        ? [...draft.recipients, { workerId, value: prefill(workerId) }]
        : draft.recipients.filter((recipient) => recipient.workerId !== workerId),
    });
  const changeType = (splitType: SplitType) =>
    update({
      splitType,
      recipients: draft.recipients.map((recipient) => ({
        workerId: recipient.workerId,
        value: splitType === 'hours-based' ? String(hoursByWorker.get(recipient.workerId) ?? '') : '',
      })),
    });
  const chooseSource = (workerId: string) => {
    const source = sources.find((candidate) => candidate.workerId === workerId);
    // What the giver can still give away today: their tips less what their splits of the day already gave.
    const left =
      source === undefined
        ? 0
        : tipsLeftToSplit({
            tipsOfDay: source.total,
            alreadySplit: alreadySplitBy(daySplits.data?.items ?? [], workerId, date),
          });
    update({
      fromWorkerId: workerId,
      initialAmount: source === undefined ? '' : (left / 100).toFixed(2),
      recipients: draft.recipients.filter((recipient) => recipient.workerId !== workerId),
    });
  };

  const submit = async () => {
    setTouched(true);
    if (!preview.ok || giverError !== undefined) return;
    const source = sources.find((candidate) => candidate.workerId === draft.fromWorkerId);
    const body = createSplitBody(draft, preview.request, {
      companyId,
      workerGroupCode,
      dateTip: date,
      ...(draft.fromType === 'worker' && source?.tipIds.length === 1 && source.tipIds[0] !== undefined
        ? { tipId: source.tipIds[0] }
        : {}),
    });
    const serialized = JSON.stringify(body);
    // The same body keeps its key, so a resubmission after a lost answer creates nothing twice.
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: crypto.randomUUID() };
    setSaving(true);
    setProblem(null);
    const { data, error } = await client.POST('/tips/splits', {
      params: { header: { 'Idempotency-Key': attempt.current.key } },
      body,
    });
    setSaving(false);
    if (error !== undefined) {
      setServerErrors(problemErrors(error));
      setProblem(error.detail ?? error.title);
      return;
    }
    if (!sameShares(preview.shares, data.splits)) setProblem(t('tips.split.mismatch'));
    await refreshTips(queryClient);
    onCreated(data);
  };

  const candidates = recipients.filter((worker) => draft.fromType === 'job' || worker.id !== draft.fromWorkerId);
  const chosen = new Set(draft.recipients.map((recipient) => recipient.workerId));
  const names = new Map(recipients.map((worker) => [worker.id, workerName(worker, worker.payrollFileNumber)]));
  const field = valueField(draft.splitType);

  return (
    <Drawer
      title={t('tips.split.title')}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('tips.cancel')}
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            {t('tips.split.create')}
          </Button>
        </>
      }
    >
      <div className={styles.drawerBody}>
        <fieldset className={styles.stack} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend className={styles.label}>{t('tips.split.from')}</legend>
          <span className={styles.actions}>
            {(['worker', 'job'] as const).map((fromType) => (
              <label key={fromType} className={styles.checkboxLabel}>
                <input
                  type="radio"
                  name="fromType"
                  checked={draft.fromType === fromType}
                  onChange={() => update({ fromType })}
                />
                {t(fromType === 'worker' ? 'tips.split.fromWorker' : 'tips.split.fromJob')}
              </label>
            ))}
          </span>
        </fieldset>
        <div className={styles.formGrid}>
          {draft.fromType === 'worker' ? (
            <Field
              label={t('tips.split.sourceWorker')}
              error={shown('/fromWorkerId')}
              hint={
                giver === undefined || giverDay === undefined
                  ? undefined
                  : t('tips.split.leftHint', {
                      left: formatCents(tipsLeftToSplit(giverDay), locale),
                      name: giver.name,
                      earned: formatCents(giverDay.tipsOfDay, locale),
                      split: formatCents(giverDay.alreadySplit, locale),
                    })
              }
            >
              {(props) => (
                <select
                  {...props}
                  className={styles.control}
                  value={shownOption(draft.fromWorkerId, NO_CHOICE_OPTION)}
                  onChange={(event) => chooseSource(chosenOption(event.target.value, NO_CHOICE_OPTION))}
                >
                  <NativeOptions
                    select={t('tips.split.sourceWorker')}
                    options={[
                      { value: NO_CHOICE_OPTION, label: t('tips.split.chooseWorker') },
                      ...sources.map((source) => ({
                        value: source.workerId,
                        label: `${source.name} · ${formatCents(source.total, locale)}`,
                      })),
                    ]}
                  />
                </select>
              )}
            </Field>
          ) : (
            <Field label={t('tips.split.job')} error={shown('/job')}>
              {(props) => (
                <input
                  {...props}
                  className={styles.control}
                  value={draft.job}
                  onChange={(event) => update({ job: event.target.value })}
                />
              )}
            </Field>
          )}
          <Field
            label={t('tips.split.initialAmount')}
            error={shown('/initialAmount')}
            hint={t('tips.split.dollarsHint')}
          >
            {(props) => (
              <input
                {...props}
                className={styles.control}
                inputMode="decimal"
                value={draft.initialAmount}
                onChange={(event) => update({ initialAmount: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('tips.split.type')}>
            {(props) => (
              <select
                {...props}
                className={styles.control}
                value={draft.splitType}
                onChange={(event) => changeType(event.target.value as SplitType)}
              >
                {SPLIT_TYPES.map((splitType) => (
                  <option key={splitType} value={splitType}>
                    {t(SPLIT_TYPE_KEYS[splitType])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.splitType === 'money' ? (
            <Field label={t('tips.split.amount')} error={shown('/amount')} hint={t('tips.split.dollarsHint')}>
              {(props) => (
                <input
                  {...props}
                  className={styles.control}
                  inputMode="decimal"
                  value={draft.amount}
                  onChange={(event) => update({ amount: event.target.value })}
                />
              )}
            </Field>
          ) : draft.splitType === 'percentage' ? (
            <Field label={t('tips.split.percent')} error={shown('/percent')}>
              {(props) => (
                <input
                  {...props}
                  className={styles.control}
                  inputMode="decimal"
                  value={draft.percent}
                  onChange={(event) => update({ percent: event.target.value })}
                />
              )}
            </Field>
          ) : null}
        </div>

        <fieldset className={styles.stack} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend className={styles.label}>{t('tips.split.recipients')}</legend>
          {shown('/recipients') === undefined ? null : (
            <span className={styles.fieldError}>{shown('/recipients')}</span>
          )}
          <TableScroll label={t('tips.split.recipients')} maxHeight={260}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.th} scope="col">
                    {t('tips.col.worker')}
                  </th>
                  <th className={`${styles.th} ${styles.numeric}`} scope="col">
                    {t('tips.col.hoursToday')}
                  </th>
                  {hasRecipientValues(draft.splitType) ? (
                    <th className={`${styles.th} ${styles.numeric}`} scope="col">
                      {t(
                        field === 'hours'
                          ? 'tips.split.valueHours'
                          : field === 'amount'
                            ? 'tips.split.valueAmount'
                            : 'tips.split.valuePercent',
                      )}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {candidates.map((worker) => {
                  const index = draft.recipients.findIndex((recipient) => recipient.workerId === worker.id);
                  const name = names.get(worker.id) ?? worker.payrollFileNumber;
                  const valueError =
                    index < 0
                      ? undefined
                      : (shown(`/recipients/${index}/${field}`) ?? shown(`/recipients/${index}/workerId`));
                  return (
                    <tr key={worker.id}>
                      <td className={styles.td}>
                        <label className={styles.checkboxLabel}>
                          <input
                            type="checkbox"
                            checked={chosen.has(worker.id)}
                            onChange={(event) => toggleRecipient(worker.id, event.target.checked)}
                          />
                          {name}
                        </label>
                      </td>
                      <td className={`${styles.td} ${styles.numeric} ${styles.muted}`}>
                        {hoursByWorker.has(worker.id) ? formatHours(hoursByWorker.get(worker.id) ?? 0, locale) : '—'}
                      </td>
                      {hasRecipientValues(draft.splitType) ? (
                        <td className={`${styles.td} ${styles.numeric}`}>
                          {index < 0 ? null : (
                            <>
                              <input
                                className={styles.numberControl}
                                inputMode="decimal"
                                aria-label={t('tips.split.valueFor', { name })}
                                aria-invalid={valueError !== undefined}
                                value={draft.recipients[index]?.value ?? ''}
                                onChange={(event) =>
                                  update({
                                    recipients: draft.recipients.map((recipient, i) =>
                                      i === index ? { ...recipient, value: event.target.value } : recipient,
                                    ),
                                  })
                                }
                              />
                              {valueError === undefined ? null : (
                                <span className={styles.fieldError}> {valueError}</span>
                              )}
                            </>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </fieldset>

        <section aria-labelledby="split-preview-title" className={styles.stack} aria-live="polite">
          <h3 id="split-preview-title" className={styles.panelTitle}>
            {t('tips.split.preview')}
          </h3>
          {preview.ok ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.th} scope="col">
                    {t('tips.col.worker')}
                  </th>
                  <th className={`${styles.th} ${styles.numeric}`} scope="col">
                    {t('tips.col.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.shares.map((share) => (
                  <tr key={share.workerId} data-testid="preview-share">
                    <td className={styles.td}>{names.get(share.workerId) ?? share.workerId}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatCents(share.amount, locale)}</td>
                  </tr>
                ))}
                <tr className={styles.totalRow}>
                  <td className={styles.td}>{t('tips.split.splitTotal')}</td>
                  <td className={`${styles.td} ${styles.numeric}`} data-testid="preview-total">
                    {formatCents(preview.allocation.splitAmount, locale)}
                  </td>
                </tr>
                <tr>
                  <td className={styles.td}>{t('tips.split.kept')}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatCents(preview.allocation.kept, locale)}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <p className={styles.muted}>{t('tips.split.previewWaiting')}</p>
          )}
        </section>
        {giverError === undefined ? null : <Alert tone="critical" title={giverError} />}
        {problem === null ? null : <Alert tone="critical" title={problem} />}
      </div>
    </Drawer>
  );
}
