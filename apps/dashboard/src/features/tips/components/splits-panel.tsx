import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatDate } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Alert, Button, Card, DataTable, EmptyState, Heading, Inline, Stack, StatusPill } from '@cuadre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { refreshTips } from '../api/tips-cache.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import {
  approvalPrefix,
  correlationIdNow,
  idempotencyKeyFor,
  sessionProcessedIds,
  wasProcessed,
} from '../utils/payout-guard.ts';
import { splitProgress } from '../utils/split-status.ts';
import { splitWorkerIds } from '../utils/worker-names.ts';
import { CorrelationId } from './correlation-id.tsx';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { SplitProgress } from './payout-splits-panel.tsx';
import { splitShareColumns, splitAmountColumns } from './split-columns.tsx';
import { fixedColumn, tableStatus, useTableText } from './ui-text.ts';

type Props = {
  companyId: string;
  workerGroupCode: string;
  userId: string;
  date: string;
  locale: Locale;
  // The day's and the group's tip workers; undefined while they load.
  names: ReadonlyMap<string, Schemas['TipWorker']> | undefined;
  canApprove: boolean;
  canCreate: boolean;
  onCreate: () => void;
  highlight: string | null;
};

// The day's splits: each share with its status, failures with their reason, approve and retry.
export function SplitsPanel({
  companyId,
  workerGroupCode,
  userId,
  date,
  locale,
  names,
  canApprove,
  canCreate,
  onCreate,
  highlight,
}: Props) {
  const t = useT();
  const { query, client } = useTipsApi();
  const queryClient = useQueryClient();
  // The server answers the day's splits, however old the day: a page of the group's newest would miss older days.
  const splits = query.useQuery('get', '/tips/get-splits', {
    params: { query: { companyId, workerGroupCode, date, limit: 200 } },
  });
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical' | 'caution'; text: string } | null>(null);
  // An action's correlation id lives until the server confirms it, so a retried click reuses its key.
  const pending = useRef(new Map<string, string>());
  const daySplits = (splits.data?.items ?? []).filter((split) => split.dateTip === date);
  const { nameOf: name, giverOf } = useWorkerNames(names, splitWorkerIds(daySplits));

  const approve = async (split: Schemas['TipSplit']) => {
    const ready = split.splits.filter((item) => item.status === 'ready').map((item) => item.workerId);
    const prefix = approvalPrefix(split.id, ready);
    const store = sessionProcessedIds();
    // §9: shares this browser already sent for payout are never sent twice.
    if (wasProcessed(store, prefix)) {
      setNotice({ tone: 'caution', text: t('tips.splits.alreadyApproved') });
      return;
    }
    const correlationId =
      pending.current.get(prefix) ?? correlationIdNow(prefix, { companyId, workerGroupCode, userId });
    pending.current.set(prefix, correlationId);
    setBusy(split.id);
    const { error } = await client.POST('/tips/splits/{splitId}/approve', {
      params: { path: { splitId: split.id }, header: { 'Idempotency-Key': idempotencyKeyFor(correlationId) } },
    });
    setBusy(null);
    if (error !== undefined) {
      setNotice({ tone: 'critical', text: error.detail ?? error.title });
      return;
    }
    store.add(correlationId);
    pending.current.delete(prefix);
    setNotice({ tone: 'positive', text: t('tips.splits.approved', { count: ready.length }) });
    await refreshTips(queryClient);
  };

  const retry = async (split: Schemas['TipSplit'], workerIds?: string[]) => {
    setBusy(split.id);
    const { error } = await client.POST('/tips/splits/{splitId}/retry', {
      params: { path: { splitId: split.id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      ...(workerIds === undefined ? {} : { body: { workerIds } }),
    });
    setBusy(null);
    if (error !== undefined) {
      setNotice({ tone: 'critical', text: error.detail ?? error.title });
      return;
    }
    setNotice({ tone: 'positive', text: t('tips.splits.retried') });
    await refreshTips(queryClient);
  };

  const text = useTableText();
  const columns: DataTableColumn<Schemas['TipSplit']>[] = [
    {
      id: 'from',
      header: t('tips.col.from'),
      value: (split) => giverOf(split),
      // The split type under the giver, so Approve shows beside the narrow panel.
      secondary: (split) => t(SPLIT_TYPE_KEYS[split.splitType]),
      ...fixedColumn,
    },
    // "$1,234.56" whole; the giver takes the rest of the narrow panel.
    ...splitAmountColumns(t, locale, 90),
    {
      id: 'status',
      header: t('tips.col.status'),
      value: () => null,
      cell: (split) => (
        <Stack space="xxsmall" align="left">
          {highlight === split.id ? <StatusPill tone="primary">{t('tips.splits.justCreated')}</StatusPill> : null}
          <SplitProgress split={split} />
        </Stack>
      ),
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'actions',
      header: t('tips.col.actions'),
      value: () => null,
      cell: (split) => {
        const progress = splitProgress(split);
        const expanded = open === split.id;
        return (
          <Inline space="xsmall" align="right">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              data-split-id={split.id}
              onClick={() => setOpen(expanded ? null : split.id)}
            >
              {expanded ? t('tips.splits.hide') : t('tips.splits.details', { count: split.splits.length })}
            </Button>
            {canApprove && progress.canApprove ? (
              <Button size="sm" loading={busy === split.id} onClick={() => void approve(split)}>
                {t('tips.splits.approve')}
              </Button>
            ) : null}
            {canApprove && progress.fail > 0 ? (
              <Button variant="outline" size="sm" loading={busy === split.id} onClick={() => void retry(split)}>
                {t('tips.splits.retryFailed')}
              </Button>
            ) : null}
          </Inline>
        );
      },
      // Room for the shares and Approve side by side; Retry failed, longer in Spanish, takes a line of its own under
      // the shares so the giver's name keeps its width in the narrow panel.
      width: 195,
      align: 'end',
      ...fixedColumn,
    },
  ];
  const expanded = daySplits.find((split) => split.id === open);
  const shareColumns = (split: Schemas['TipSplit']): DataTableColumn<Schemas['TipSplitItem']>[] => [
    ...splitShareColumns(t, locale, name, { amount: 96, status: 150 }),
    { id: 'shift', header: t('tips.col.shift'), value: (item) => item.realShift ?? '—', width: 90, ...fixedColumn },
    {
      id: 'correlationId',
      header: t('tips.col.correlationId'),
      value: (item) => item.correlationId,
      cell: (item) => <CorrelationId id={item.correlationId} />,
      width: 190,
      ...fixedColumn,
    },
    ...(canApprove
      ? [
          {
            id: 'actions',
            header: t('tips.col.actions'),
            value: () => null,
            cell: (item: Schemas['TipSplitItem']) =>
              item.status === 'fail' ? (
                <Button
                  variant="outline"
                  size="sm"
                  loading={busy === split.id}
                  aria-label={t('tips.splits.retryFor', { name: name(item.workerId) })}
                  onClick={() => void retry(split, [item.workerId])}
                >
                  {t('tips.splits.retry')}
                </Button>
              ) : null,
            width: 96,
            ...fixedColumn,
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('tips.splits.title')}
      actions={
        canCreate ? (
          <Button size="sm" onClick={onCreate}>
            {t('tips.splits.new')}
          </Button>
        ) : null
      }
    >
      <Stack space="small">
        {notice === null ? null : <Alert tone={notice.tone} title={notice.text} />}
        <DataTable
          label={t('tips.splits.caption', { date: formatDate(date, locale) })}
          columns={columns}
          data={daySplits}
          getRowId={(split) => split.id}
          status={tableStatus(splits)}
          onRetry={() => void splits.refetch()}
          empty={<EmptyState title={t('tips.splits.empty.title')} description={t('tips.splits.empty.description')} />}
          height={420}
          {...text}
        />
        {expanded === undefined ? null : (
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              {t('tips.splits.itemsOf', { from: giverOf(expanded) })}
            </Heading>
            <DataTable
              label={t('tips.splits.itemsOf', { from: giverOf(expanded) })}
              columns={shareColumns(expanded)}
              data={expanded.splits}
              getRowId={(item) => item.workerId}
              height={320}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
