import type { Schemas } from '@cuadre/api-client';
import type { Locale, SplitType } from '@cuadre/domain';
import { checkGiverSplit, formatCents, SPLIT_TYPES, tipsLeftToSplit } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import {
  Alert,
  Button,
  Checkbox,
  DataTable,
  DescriptionList,
  Drawer,
  Heading,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  Tiles,
} from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
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
import { fixedColumn } from './ui-text.ts';

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

  const valueHeader = t(
    field === 'hours'
      ? 'tips.split.valueHours'
      : field === 'amount'
        ? 'tips.split.valueAmount'
        : 'tips.split.valuePercent',
  );
  const recipientColumns: DataTableColumn<Schemas['TipWorker']>[] = [
    {
      id: 'worker',
      header: t('tips.col.worker'),
      value: (worker) => names.get(worker.id) ?? worker.payrollFileNumber,
      cell: (worker) => (
        <Checkbox checked={chosen.has(worker.id)} onChange={(checked) => toggleRecipient(worker.id, checked)}>
          {names.get(worker.id) ?? worker.payrollFileNumber}
        </Checkbox>
      ),
      ...fixedColumn,
    },
    {
      id: 'hours',
      header: t('tips.col.hoursToday'),
      value: (worker) => hoursByWorker.get(worker.id) ?? null,
      cell: (worker) => (
        <Text tone="muted" numeric>
          {hoursByWorker.has(worker.id) ? formatHours(hoursByWorker.get(worker.id) ?? 0, locale) : '—'}
        </Text>
      ),
      numeric: true,
      width: 120,
      ...fixedColumn,
    },
    ...(hasRecipientValues(draft.splitType)
      ? [
          {
            id: 'value',
            header: valueHeader,
            value: () => null,
            cell: (worker: Schemas['TipWorker']) => {
              const index = draft.recipients.findIndex((recipient) => recipient.workerId === worker.id);
              if (index < 0) return null;
              const name = names.get(worker.id) ?? worker.payrollFileNumber;
              const valueError = shown(`/recipients/${index}/${field}`) ?? shown(`/recipients/${index}/workerId`);
              return (
                <TextField
                  label={t('tips.split.valueFor', { name })}
                  hideLabel
                  value={draft.recipients[index]?.value ?? ''}
                  onChange={(value) =>
                    update({
                      recipients: draft.recipients.map((recipient, i) =>
                        i === index ? { ...recipient, value } : recipient,
                      ),
                    })
                  }
                  {...(valueError === undefined ? {} : { errorMessage: valueError })}
                />
              );
            },
            numeric: true,
            width: 160,
            ...fixedColumn,
          },
        ]
      : []),
  ];
  const previewColumns: DataTableColumn<{ workerId: string; amount: number }>[] = [
    {
      id: 'worker',
      header: t('tips.col.worker'),
      value: (share) => names.get(share.workerId) ?? share.workerId,
      footer: () => t('tips.split.splitTotal'),
      ...fixedColumn,
    },
    {
      id: 'share',
      header: t('tips.col.share'),
      value: (share) => share.amount,
      cell: (share) => formatCents(share.amount, locale),
      // The preview's own total: the shares add up to it, to the cent.
      footer: () => (preview.ok ? formatCents(preview.allocation.splitAmount, locale) : null),
      numeric: true,
      ...fixedColumn,
    },
  ];
  const giverHint =
    giver === undefined || giverDay === undefined
      ? undefined
      : t('tips.split.leftHint', {
          left: formatCents(tipsLeftToSplit(giverDay), locale),
          name: giver.name,
          earned: formatCents(giverDay.tipsOfDay, locale),
          split: formatCents(giverDay.alreadySplit, locale),
        });
  const optional = (key: 'description' | 'errorMessage', value: string | undefined) =>
    value === undefined ? {} : { [key]: value };

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
      <Stack space="medium">
        <RadioGroup
          label={t('tips.split.from')}
          orientation="horizontal"
          value={draft.fromType}
          onChange={(fromType) => update({ fromType: fromType === 'job' ? 'job' : 'worker' })}
          options={[
            { value: 'worker', label: t('tips.split.fromWorker') },
            { value: 'job', label: t('tips.split.fromJob') },
          ]}
        />
        <Tiles space="small" columns={2}>
          {draft.fromType === 'worker' ? (
            <Select
              label={t('tips.split.sourceWorker')}
              placeholder={t('tips.split.chooseWorker')}
              value={draft.fromWorkerId}
              onValueChange={chooseSource}
              options={sources.map((source) => ({
                value: source.workerId,
                label: `${source.name} · ${formatCents(source.total, locale)}`,
              }))}
              {...optional('description', giverHint)}
              {...optional('errorMessage', shown('/fromWorkerId'))}
            />
          ) : (
            <TextField
              label={t('tips.split.job')}
              value={draft.job}
              onChange={(job) => update({ job })}
              {...optional('errorMessage', shown('/job'))}
            />
          )}
          <TextField
            label={t('tips.split.initialAmount')}
            description={t('tips.split.dollarsHint')}
            value={draft.initialAmount}
            onChange={(initialAmount) => update({ initialAmount })}
            {...optional('errorMessage', shown('/initialAmount'))}
          />
          <Select
            label={t('tips.split.type')}
            value={draft.splitType}
            onValueChange={(splitType) => changeType(splitType as SplitType)}
            options={SPLIT_TYPES.map((splitType) => ({ value: splitType, label: t(SPLIT_TYPE_KEYS[splitType]) }))}
          />
          {draft.splitType === 'money' ? (
            <TextField
              label={t('tips.split.amount')}
              description={t('tips.split.dollarsHint')}
              value={draft.amount}
              onChange={(amount) => update({ amount })}
              {...optional('errorMessage', shown('/amount'))}
            />
          ) : draft.splitType === 'percentage' ? (
            <TextField
              label={t('tips.split.percent')}
              value={draft.percent}
              onChange={(percent) => update({ percent })}
              {...optional('errorMessage', shown('/percent'))}
            />
          ) : null}
        </Tiles>

        <Stack space="xsmall">
          <Heading level={4} as="h3">
            {t('tips.split.recipients')}
          </Heading>
          {shown('/recipients') === undefined ? null : (
            <Text size="small" tone="critical">
              {shown('/recipients')}
            </Text>
          )}
          <DataTable
            label={t('tips.split.recipients')}
            columns={recipientColumns}
            data={candidates}
            getRowId={(worker) => worker.id}
            height={260}
          />
        </Stack>

        <Stack space="xsmall" aria-live="polite">
          <Heading level={4} as="h3">
            {t('tips.split.preview')}
          </Heading>
          {preview.ok ? (
            <>
              <DataTable
                label={t('tips.split.preview')}
                columns={previewColumns}
                data={preview.shares}
                getRowId={(share) => share.workerId}
                height={260}
              />
              <DescriptionList
                numeric
                items={[{ term: t('tips.split.kept'), description: formatCents(preview.allocation.kept, locale) }]}
              />
            </>
          ) : (
            <Text tone="muted">{t('tips.split.previewWaiting')}</Text>
          )}
        </Stack>
        {giverError === undefined ? null : <Alert tone="critical" title={giverError} />}
        {problem === null ? null : <Alert tone="critical" title={problem} />}
      </Stack>
    </Drawer>
  );
}
