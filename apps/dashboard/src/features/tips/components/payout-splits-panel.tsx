import type { Locale } from '@cuadre/domain';
import { formatDate } from '@cuadre/domain';
import type { Schemas } from '@cuadre/api-client';
import type { DataTableColumn } from '@cuadre/ui';
import { buttonClassName, DataTable, Heading, Stack, EmptyState, Inline, StatusPill } from '@cuadre/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitGiverIds } from '../utils/worker-names.ts';
import { splitProgress } from '../utils/split-status.ts';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { splitAmountColumns } from './split-columns.tsx';
import { TablePager } from './table-pager.tsx';
import { fixedColumn, tableStatus, useTableText } from './ui-text.ts';
const PAGE_SIZE = 20;

// Payout history: the group's splits, newest day first, each a link that opens its drawer (?split=<id>).
export function PayoutSplitsPanel({
  companyId,
  workerGroupCode,
  locale,
  hrefOf,
}: {
  companyId: string;
  workerGroupCode: string;
  locale: Locale;
  hrefOf: (splitId: string) => string;
}) {
  const t = useT();
  const { query } = useTipsApi();
  const [page, setPage] = useState(1);
  const splits = query.useQuery(
    'get',
    '/tips/get-splits',
    { params: { query: { companyId, workerGroupCode, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const workers = query.useQuery('get', '/tips/current-users', { params: { query: { companyId, workerGroupCode } } });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const items = splits.data?.items ?? [];
  const { giverOf } = useWorkerNames(workers.isPending ? undefined : names, splitGiverIds(items));
  const total = splits.data?.total ?? 0;
  const text = useTableText();
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const columns: DataTableColumn<Schemas['TipSplit']>[] = [
    {
      id: 'date',
      header: t('tips.col.date'),
      value: (split) => formatDate(split.dateTip, locale),
      width: 130,
      ...fixedColumn,
    },
    { id: 'from', header: t('tips.col.from'), value: (split) => giverOf(split), ...fixedColumn },
    {
      id: 'type',
      header: t('tips.col.type'),
      value: (split) => t(SPLIT_TYPE_KEYS[split.splitType]),
      // As wide as the longest type in Spanish ("Porcentajes a la medida").
      width: 190,
      ...fixedColumn,
    },
    ...splitAmountColumns(t, locale, 110),
    {
      id: 'status',
      header: t('tips.col.status'),
      value: () => null,
      cell: (split) => <SplitProgress split={split} />,
      width: 220,
      ...fixedColumn,
    },
    {
      id: 'actions',
      header: t('tips.col.actions'),
      value: () => null,
      cell: (split) => (
        <Link
          className={buttonClassName('link', 'sm')}
          to={hrefOf(split.id)}
          aria-label={t('tips.payout.viewSplitOf', { from: giverOf(split), date: formatDate(split.dateTip, locale) })}
        >
          {t('tips.payout.viewSplit')}
        </Link>
      ),
      width: 120,
      ...fixedColumn,
    },
  ];
  return (
    <Stack space="small">
      <Heading level={3} as="h2">
        {t('tips.payout.splitsTitle')}
      </Heading>
      <DataTable
        label={t('tips.payout.splitsCaption')}
        columns={columns}
        data={items}
        getRowId={(split) => split.id}
        status={tableStatus(splits)}
        refreshing={splits.isPlaceholderData}
        onRetry={() => void splits.refetch()}
        empty={
          <EmptyState
            title={t('tips.payout.splitsEmpty.title')}
            description={t('tips.payout.splitsEmpty.description')}
          />
        }
        {...text}
      />
      <TablePager page={page} pageCount={pageCount} total={total} onPageChange={setPage} />
    </Stack>
  );
}

// How many shares of a split are ready, approved and failed, each a pill.
export function SplitProgress({ split }: { split: Schemas['TipSplit'] }) {
  const t = useT();
  const progress = splitProgress(split);
  return (
    <Inline space="xxsmall">
      {progress.ready > 0 ? (
        <StatusPill tone="info">{t('tips.splits.readyCount', { count: progress.ready })}</StatusPill>
      ) : null}
      {progress.approved > 0 ? (
        <StatusPill tone="positive">{t('tips.splits.approvedCount', { count: progress.approved })}</StatusPill>
      ) : null}
      {progress.fail > 0 ? (
        <StatusPill tone="critical">{t('tips.splits.failedCount', { count: progress.fail })}</StatusPill>
      ) : null}
    </Inline>
  );
}
