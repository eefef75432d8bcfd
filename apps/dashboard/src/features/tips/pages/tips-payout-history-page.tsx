import { formatCents, formatDate, sumCents, TIPS_PAYOUT_HISTORY_PATH } from '@cuadre/domain';
import type { Schemas } from '@cuadre/api-client';
import type { DataTableColumn } from '@cuadre/ui';
import {
  Card,
  DataTable,
  Heading,
  Stack,
  EmptyState,
  ErrorState,
  Inline,
  Select,
  Skeleton,
  Stat,
  StatusPill,
  Tiles,
} from '@cuadre/ui';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { PayoutChart } from '../components/payout-chart.tsx';
import { PayoutSplitsPanel } from '../components/payout-splits-panel.tsx';
import { SplitFromLink } from '../components/split-from-link.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import { DAY_STATUS_KEYS, DAY_STATUS_TONE } from '../components/use-tips-labels.ts';
import { tableStatus, useTableText } from '../components/ui-text.ts';
import { puertoRicoToday, useTipsScope } from '../hooks/use-tips-scope.ts';
import { useSplitLink } from '../hooks/use-split-link.ts';
import { shiftDate } from '../utils/day-rows.ts';
import { payoutSeries } from '../utils/payout-series.ts';

const RANGES = [7, 30, 90] as const;

// Payout history: daily payouts of the worker group over time, as a chart and the same numbers in a table.
export function TipsPayoutHistoryPage() {
  return <TipsPage path={TIPS_PAYOUT_HISTORY_PATH}>{(scope) => <PayoutHistory {...scope} />}</TipsPage>;
}

function PayoutHistory({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const link = useSplitLink();
  const [range, setRange] = useState<(typeof RANGES)[number]>(30);
  const to = puertoRicoToday();
  const from = shiftDate(to, -(range - 1));
  const history = query.useQuery(
    'get',
    '/tips/{companyId}/tips-history',
    { params: { path: { companyId }, query: { workerGroupCode, from, to, limit: 200 } } },
    { placeholderData: (previous) => previous },
  );
  const days = history.data?.items ?? [];
  const points = payoutSeries(days, from, to);
  const paid = sumCents(days.map((day) => day.paidTotal));
  const pending = sumCents(days.map((day) => day.pendingTotal));
  const failed = sumCents(days.map((day) => day.failedTotal));
  const text = useTableText();
  type Day = Schemas['TipDaySummary'];
  const money = (id: string, header: string, cents: (day: Day) => number): DataTableColumn<Day> => ({
    id,
    header,
    value: cents,
    cell: (day) => formatCents(cents(day), locale),
    numeric: true,
    width: 120,
  });
  const columns: DataTableColumn<Day>[] = [
    {
      id: 'date',
      header: t('tips.col.date'),
      value: (day) => day.dateTip,
      cell: (day) => formatDate(day.dateTip, locale),
    },
    // "Empleados" whole beside its sort icon.
    { id: 'workers', header: t('tips.col.workers'), value: (day) => day.workerCount, numeric: true, width: 125 },
    money('total', t('tips.col.total'), (day) => day.total),
    money('digital', t('tips.col.digital'), (day) => day.digitalTotal),
    money('nonDigital', t('tips.col.nonDigital'), (day) => day.nonDigitalTotal),
    money('paid', t('tips.payout.paid'), (day) => day.paidTotal),
    money('failed', t('tips.payout.failed'), (day) => day.failedTotal),
    {
      id: 'status',
      header: t('tips.col.status'),
      value: (day) => t(DAY_STATUS_KEYS[day.status]),
      cell: (day) => <StatusPill tone={DAY_STATUS_TONE[day.status]}>{t(DAY_STATUS_KEYS[day.status])}</StatusPill>,
      width: 150,
    },
  ];
  return (
    <>
      <Inline space="small">
        <Select
          label={t('tips.payout.range')}
          value={String(range)}
          onValueChange={(value) => setRange(Number(value) as (typeof RANGES)[number])}
          options={RANGES.map((days) => ({ value: String(days), label: t('tips.payout.lastDays', { days }) }))}
        />
      </Inline>
      <Tiles space="small" minTileWidth="small">
        <Stat label={t('tips.payout.total')} value={formatCents(paid + pending + failed, locale)} />
        <Stat label={t('tips.payout.paid')} value={formatCents(paid, locale)} />
        <Stat label={t('tips.payout.pending')} value={formatCents(pending, locale)} />
        <Stat label={t('tips.payout.failed')} value={formatCents(failed, locale)} />
      </Tiles>
      <Card title={t('tips.payout.chartTitle')}>
        {history.isError ? (
          <ErrorState
            title={t('tips.error.title')}
            description={t('tips.error.description')}
            onRetry={() => void history.refetch()}
            retryLabel={t('tips.error.retry')}
          />
        ) : history.isPending ? (
          <Skeleton height={260} />
        ) : (
          <PayoutChart points={points} locale={locale} />
        )}
      </Card>
      <Stack space="small">
        <Heading level={3} as="h2">
          {t('tips.payout.tableTitle')}
        </Heading>
        <DataTable
          label={t('tips.payout.tableTitle')}
          columns={columns}
          data={days}
          getRowId={(day) => `${day.dateTip}-${day.workerGroupCode}`}
          status={tableStatus(history)}
          refreshing={history.isPlaceholderData}
          onRetry={() => void history.refetch()}
          empty={<EmptyState title={t('tips.payout.empty.title')} description={t('tips.payout.empty.description')} />}
          {...text}
        />
      </Stack>
      <PayoutSplitsPanel
        key={workerGroupCode}
        companyId={companyId}
        workerGroupCode={workerGroupCode}
        locale={locale}
        hrefOf={link.hrefOf}
      />
      <SplitFromLink link={link} locale={locale} />
    </>
  );
}
