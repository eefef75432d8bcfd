import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatCents, formatDate, formatDateTime, sumCents } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { DataTable, DescriptionList, Drawer, EmptyState, ErrorState, Heading, Skeleton, Stack } from '@cuadre/ui';
import { useMemo } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { useWorkerNames } from '../hooks/use-worker-names.ts';
import { splitWorkerIds } from '../utils/worker-names.ts';
import { CorrelationId } from './correlation-id.tsx';
import { SPLIT_TYPE_KEYS } from './use-tips-labels.ts';
import { splitShareColumns } from './split-columns.tsx';
import { fixedColumn } from './ui-text.ts';

type Props = { splitId: string; locale: Locale; onClose: () => void };

// Tips → Payout History: one split loaded by its id (so a link opens it), with every share and its status.
export function SplitDetailsDrawer({ splitId, locale, onClose }: Props) {
  const t = useT();
  const { query } = useTipsApi();
  const split = query.useQuery('get', '/tips/get-split-data', { params: { query: { splitId } } });
  const title =
    split.data === undefined
      ? t('tips.splitDetails.genericTitle')
      : t('tips.splitDetails.title', { date: formatDate(split.data.dateTip, locale) });
  return (
    <Drawer
      title={title}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeLabel={t('tips.close')}
      size="large"
    >
      <Stack space="medium">
        {split.isError ? (
          // A malformed id (400) and a split out of reach (404) read the same: the link leads nowhere.
          split.error.status === 404 || split.error.status === 400 ? (
            <EmptyState
              title={t('tips.splitDetails.notFound.title')}
              description={t('tips.splitDetails.notFound.description')}
            />
          ) : (
            <ErrorState
              title={t('tips.error.title')}
              description={t('tips.error.description')}
              onRetry={() => void split.refetch()}
              retryLabel={t('tips.error.retry')}
            />
          )
        ) : split.isPending ? (
          <Stack space="small" aria-busy="true">
            <Skeleton width="70%" />
            <Skeleton width="50%" />
            <Skeleton height={160} />
          </Stack>
        ) : (
          <SplitDetails split={split.data} locale={locale} />
        )}
      </Stack>
    </Drawer>
  );
}

function SplitDetails({ split, locale }: { split: Schemas['TipSplit']; locale: Locale }) {
  const t = useT();
  const { query } = useTipsApi();
  const workers = query.useQuery('get', '/tips/current-users', {
    params: { query: { companyId: split.companyId, workerGroupCode: split.workerGroupCode } },
  });
  const names = useMemo(
    () => new Map((workers.data?.workers ?? []).map((worker) => [worker.id, worker])),
    [workers.data],
  );
  const { nameOf, giverOf } = useWorkerNames(workers.isPending ? undefined : names, splitWorkerIds([split]));
  const given = sumCents(split.splits.map((item) => item.amount));
  const from = giverOf(split);
  const date = formatDate(split.dateTip, locale);
  const columns: DataTableColumn<Schemas['TipSplitItem']>[] = [
    ...splitShareColumns(t, locale, nameOf, { amount: 110, status: 160 }),
    {
      id: 'correlationId',
      header: t('tips.col.correlationId'),
      value: (item) => item.correlationId,
      cell: (item) => <CorrelationId id={item.correlationId} />,
      width: 200,
      ...fixedColumn,
    },
  ];
  return (
    <>
      <DescriptionList
        size="small"
        numeric
        items={[
          { term: t('tips.splitDetails.from'), description: from },
          { term: t('tips.splitDetails.type'), description: t(SPLIT_TYPE_KEYS[split.splitType]) },
          { term: t('tips.splitDetails.initialAmount'), description: formatCents(split.initialAmount, locale) },
          { term: t('tips.splitDetails.given'), description: formatCents(given, locale) },
          { term: t('tips.splitDetails.kept'), description: formatCents(split.initialAmount - given, locale) },
          { term: t('tips.splitDetails.group'), description: split.workerGroupCode },
          { term: t('tips.splitDetails.shift'), description: split.shift ?? '—' },
          { term: t('tips.splitDetails.checkout'), description: split.checkout ?? '—' },
          { term: t('tips.splitDetails.paid'), description: split.paid ? t('tips.yes') : t('tips.no') },
          {
            term: t('tips.splitDetails.created'),
            description: t('tips.splitDetails.createdValue', {
              at: formatDateTime(split.createdAt, locale),
              by: split.createdBy,
            }),
          },
        ]}
      />
      <Stack as="section" space="xsmall" aria-labelledby="split-details-shares">
        <Heading level={4} as="h3" id="split-details-shares">
          {t('tips.splitDetails.shares')}
        </Heading>
        <DataTable
          label={t('tips.splitDetails.sharesOf', { date })}
          columns={columns}
          data={split.splits}
          getRowId={(item) => item.workerId}
        />
      </Stack>
    </>
  );
}
