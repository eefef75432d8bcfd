import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, TIPS_IRSI_PAYMENT_HISTORY_PATH, TIPS_PAYMENT_HISTORY_PATH } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { DataTable, Heading, EmptyState, Select, Stack, StatusPill, Text } from '@cuadre/ui';
import { useState } from 'react';
import { ALL_OPTION } from '../../../shared/components/native-options.tsx';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { CorrelationId } from '../components/correlation-id.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import { DAY_STATUS_KEYS, DAY_STATUS_TONE, TIP_STATUS_KEYS, TIP_STATUS_TONE } from '../components/use-tips-labels.ts';
import { TablePager } from '../components/table-pager.tsx';
import { fixedColumn, tableStatus, useTableText } from '../components/ui-text.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { formatClock } from '../utils/day-rows.ts';
import type { HistoryDay } from '../utils/history-days.ts';
import { groupByDay } from '../utils/history-days.ts';

const PAGE_SIZE = 50;
const STATUSES: readonly Schemas['TipStatus'][] = ['pending', 'ready', 'approved', 'paid', 'failed'];

// A day's heading row (its date, count, total and status) and then each of its tips.
type HistoryRow = { kind: 'day'; day: HistoryDay } | { kind: 'tip'; tip: Schemas['TipRecord'] };

// Payment history (and its irsi variant): every tip record, paged, grouped by day with the day's status and each payout's correlation id.
export function TipsHistoryPage({ variant }: { variant: 'normal' | 'irsi' }) {
  const t = useT();
  return (
    <TipsPage
      path={variant === 'irsi' ? TIPS_IRSI_PAYMENT_HISTORY_PATH : TIPS_PAYMENT_HISTORY_PATH}
      subtitle={variant === 'irsi' ? t('tips.history.irsiSubtitle') : t('tips.history.subtitle')}
    >
      {(scope) => <History key={scope.workerGroupCode} {...scope} />}
    </TipsPage>
  );
}

function History({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Schemas['TipStatus'] | typeof ALL_OPTION>(ALL_OPTION);
  const history = query.useQuery(
    'get',
    '/tips/history',
    {
      params: {
        query: { companyId, workerGroupCode, page, limit: PAGE_SIZE, ...(status === ALL_OPTION ? {} : { status }) },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const days = groupByDay(history.data?.items ?? []);
  const rows = days.flatMap((day): HistoryRow[] => [
    { kind: 'day', day },
    ...day.tips.map((tip): HistoryRow => ({ kind: 'tip', tip })),
  ]);
  const total = history.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const text = useTableText();
  const tipColumn = (
    id: string,
    header: string,
    value: (tip: Schemas['TipRecord']) => string,
    width?: number,
  ): DataTableColumn<HistoryRow> => ({
    id,
    header,
    value: (row) => (row.kind === 'tip' ? value(row.tip) : null),
    ...(width === undefined ? {} : { width }),
    ...fixedColumn,
  });
  const columns: DataTableColumn<HistoryRow>[] = [
    {
      id: 'payrollFileNumber',
      header: t('tips.col.payrollFileNumber'),
      value: (row) => (row.kind === 'tip' ? row.tip.payrollFileNumber : row.day.dateTip),
      // A day's row names the day where its tips name the worker.
      cell: (row) =>
        row.kind === 'tip' ? (
          row.tip.payrollFileNumber
        ) : (
          <Text weight="semibold">
            {formatDate(row.day.dateTip, locale)}{' '}
            <Text tone="muted" weight="regular">
              · {t('tips.history.tipCount', { count: row.day.tips.length })}
            </Text>
          </Text>
        ),
      width: 220,
      ...fixedColumn,
    },
    tipColumn('role', t('tips.col.role'), (tip) => tip.role),
    tipColumn('shift', t('tips.col.shift'), (tip) => tip.shift, 100),
    tipColumn('clockIn', t('tips.col.clockIn'), (tip) => formatClock(tip.clockIn, locale), 110),
    {
      id: 'total',
      header: t('tips.col.total'),
      value: (row) => (row.kind === 'tip' ? row.tip.total : row.day.total),
      cell: (row) =>
        row.kind === 'tip' ? (
          formatCents(row.tip.total, locale)
        ) : (
          <Text weight="semibold" numeric>
            {formatCents(row.day.total, locale)}
          </Text>
        ),
      numeric: true,
      width: 110,
      ...fixedColumn,
    },
    {
      id: 'status',
      header: t('tips.col.status'),
      value: (row) => (row.kind === 'tip' ? row.tip.status : row.day.status),
      cell: (row) =>
        row.kind === 'tip' ? (
          <StatusPill tone={TIP_STATUS_TONE[row.tip.status]}>{t(TIP_STATUS_KEYS[row.tip.status])}</StatusPill>
        ) : (
          <StatusPill tone={DAY_STATUS_TONE[row.day.status]}>{t(DAY_STATUS_KEYS[row.day.status])}</StatusPill>
        ),
      width: 140,
      ...fixedColumn,
    },
    {
      id: 'correlationId',
      header: t('tips.col.correlationId'),
      value: (row) => (row.kind === 'tip' ? row.tip.correlationId : null),
      // Shortened with the whole id on hover and a copy button, as in a split's shares: whole ids are 27 characters.
      cell: (row) => (row.kind === 'tip' ? <CorrelationId id={row.tip.correlationId} /> : null),
      width: 190,
      ...fixedColumn,
    },
    tipColumn('reason', t('tips.col.reason'), (tip) => tip.reason ?? '—'),
  ];
  return (
    <Stack space="small">
      <Heading level={3} as="h2">
        {t('tips.history.title')}
      </Heading>
      <DataTable
        toolbar={
          <Select
            label={t('tips.history.status')}
            size="sm"
            value={status}
            onValueChange={(value) => {
              setStatus(value as Schemas['TipStatus'] | typeof ALL_OPTION);
              setPage(1);
            }}
            options={[
              { value: ALL_OPTION, label: t('tips.history.allStatuses') },
              ...STATUSES.map((value) => ({ value, label: t(TIP_STATUS_KEYS[value]) })),
            ]}
          />
        }
        label={t('tips.history.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => (row.kind === 'tip' ? row.tip.id : `day-${row.day.dateTip}`)}
        status={tableStatus(history)}
        refreshing={history.isPlaceholderData}
        onRetry={() => void history.refetch()}
        empty={<EmptyState title={t('tips.history.empty.title')} description={t('tips.history.empty.description')} />}
        height={640}
        {...text}
      />
      <TablePager page={page} pageCount={pageCount} total={total} onPageChange={setPage} />
    </Stack>
  );
}
