import type { Schemas } from '@cuadre/api-client';
import { formatCents, todayInPuertoRico } from '@cuadre/domain';
import {
  Alert,
  Box,
  Button,
  Chart,
  Column,
  Columns,
  DataTable,
  EmptyState,
  Inline,
  Paginator,
  Select,
  Skeleton,
  Stack,
  Stat,
  Text,
  Toolbar,
  useToast,
} from '@cuadre/ui';
import type { DataTableColumn } from '@cuadre/ui';
import { vars } from '@cuadre/ui/css';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { InsuranceSession, InsuranceTranslate } from '../hooks/use-insurance.ts';
import { Money } from '../components/money.tsx';
import { workerColumns } from './worker-columns.tsx';
import { balancesCsv, fetchAllRows } from '../utils/balances-csv.ts';
import { downloadText } from '../utils/download.ts';
import { outstandingParts } from '../utils/outstanding.ts';
import type { TableFilters } from '../utils/table-filters.ts';
import {
  BALANCE_COMPARISONS,
  DEFAULT_FILTERS,
  ITEM_TYPES,
  PLAN_ORIGINS,
  PLAN_TYPES,
  WORKER_STATUSES,
  comparesBalance,
  isTableQueryReady,
  tableFilterBody,
} from '../utils/table-filters.ts';

// The number field's code (React Aria's number parsing) arrives only when a balance comparison is chosen.
const BalanceValueField = lazy(() =>
  import('./balance-value-field.tsx').then((module) => ({ default: module.BalanceValueField })),
);

const PAGE_SIZE = 50;
type Row = Schemas['InsuranceTableRow'];
const NO_ROWS: Row[] = [];

// The balances table with its filters, totals, distribution chart and CSV export (§3 Insurance, §5).
export function BalancesPanel({
  session,
  t,
  onOpen,
}: {
  session: InsuranceSession;
  t: InsuranceTranslate;
  onOpen: (row: Row) => void;
}) {
  const { query, client, companyId, locale } = session;
  const { toast } = useToast();
  const [filters, setFilters] = useState<TableFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const ready = isTableQueryReady(filters);
  const filterBody = tableFilterBody(companyId, filters);
  const stores = query.useQuery('get', '/insurance/get-stores', { params: { query: { companyId } } });
  const table = query.useQuery(
    'post',
    '/insurance/get-table',
    { body: { ...filterBody, page, limit: PAGE_SIZE } },
    { enabled: ready, placeholderData: (previous) => previous },
  );
  const summary = query.useQuery(
    'post',
    '/insurance/get-table-summary',
    { body: filterBody },
    { enabled: ready, placeholderData: (previous) => previous },
  );

  const change = (update: Partial<TableFilters>) => {
    setFilters((current) => ({ ...current, ...update }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting({ done: 0, total: table.data?.total ?? 0 });
    try {
      const rows = await fetchAllRows(
        async (pageNumber, limit) => {
          const { data, error } = await client.POST('/insurance/get-table', {
            body: { ...filterBody, page: pageNumber, limit },
          });
          if (error) throw new Error(error.title);
          return data;
        },
        (done, total) => setExporting({ done, total }),
      );
      downloadText(`insurance-balances-${todayInPuertoRico(new Date())}.csv`, balancesCsv(rows));
      toast({ variant: 'success', title: t('insurance.export.done', { count: rows.length }) });
    } catch {
      toast({
        variant: 'destructive',
        title: t('insurance.export.failed'),
        description: t('insurance.error.description'),
      });
    } finally {
      setExporting(null);
    }
  };

  const all = { value: 'all', label: t('insurance.all') };
  // The same columns while the language and the handler stay: the table then redraws only rows whose data changed.
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      // Each value whole at 1280 pixels in both languages ("Borinquen Arecibo Distribution", "Proveedor de nómina"):
      // the payroll file number sits under the worker's name and the plan's origin under the plan (the filter above
      // still chooses by it), so the store takes what the others leave, beside the page's scrollbar too.
      ...workerColumns(t, onOpen, { worker: 200, payrollFileNumber: 'under the name' }),
      {
        id: 'workerStatus',
        header: t('insurance.col.workerStatus'),
        width: 105,
        value: (row) => t(`insurance.workerStatus.${row.workerStatus}`),
      },
      {
        id: 'planType',
        header: t('insurance.col.planType'),
        width: 150,
        value: (row) => (row.planType ? t(`insurance.planType.${row.planType}`) : t('insurance.planType.none')),
        secondary: (row) => t(`insurance.origin.${row.planOrigin}`),
      },
      {
        id: 'plans',
        header: t('insurance.col.plans'),
        width: 110,
        value: (row) => [row.mcs ? 'MCS' : '', row.delta ? 'Delta' : ''].filter(Boolean).join(' + '),
      },
      {
        id: 'mcs',
        header: t('insurance.col.mcsBalance'),
        numeric: true,
        width: 104,
        value: (row) => row.mcsRemainingBalance,
        cell: (row) => <Money cents={row.mcsRemainingBalance} locale={locale} />,
      },
      {
        id: 'delta',
        header: t('insurance.col.deltaBalance'),
        numeric: true,
        width: 104,
        value: (row) => row.deltaRemainingBalance,
        cell: (row) => <Money cents={row.deltaRemainingBalance} locale={locale} />,
      },
      {
        id: 'total',
        header: t('insurance.col.totalBalance'),
        numeric: true,
        width: 104,
        value: (row) => row.totalRemainingBalance,
        cell: (row) => <Money cents={row.totalRemainingBalance} locale={locale} />,
      },
    ],
    [t, locale, onOpen],
  );

  const distribution = (summary.data?.distribution ?? []).map((range) => ({
    range:
      range.from === null
        ? t('insurance.chart.zeroOrCredit')
        : range.to === null
          ? t('insurance.chart.over', { amount: formatCents(range.from - 1, locale) })
          : `${formatCents(range.from, locale)} – ${formatCents(range.to, locale)}`,
    workers: range.count,
  }));
  const total = table.data?.total ?? 0;
  // A page of balances that arrives is drawn in a deferred render, in slices between the browser's other work rather
  // than as one long task; until it is drawn the table keeps what it showed, dimmed if it showed other rows.
  const items = table.data?.items ?? NO_ROWS;
  const shownItems = useDeferredValue(items);
  const shownStatus = useDeferredValue(
    !ready ? 'success' : table.isError ? 'error' : table.data === undefined ? 'loading' : 'success',
  );
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Box display="flex" flexDirection="column" gap="medium" paddingTop="medium">
      <Toolbar label={t('insurance.filters.label')}>
        <Select
          label={t('insurance.filter.planType')}
          size="sm"
          value={filters.planType}
          options={[all, ...PLAN_TYPES.map((value) => ({ value, label: t(`insurance.planType.${value}`) }))]}
          onValueChange={(value) => change({ planType: value as TableFilters['planType'] })}
        />
        <Select
          label={t('insurance.filter.planOrigin')}
          size="sm"
          value={filters.planOrigin}
          options={[all, ...PLAN_ORIGINS.map((value) => ({ value, label: t(`insurance.origin.${value}`) }))]}
          onValueChange={(value) => change({ planOrigin: value as TableFilters['planOrigin'] })}
        />
        <Select
          label={t('insurance.filter.store')}
          size="sm"
          value={filters.store}
          options={[all, ...(stores.data?.stores ?? []).map((store) => ({ value: store, label: store }))]}
          onValueChange={(value) => change({ store: value })}
        />
        <Select
          label={t('insurance.filter.workerStatus')}
          size="sm"
          value={filters.workerStatus}
          options={[all, ...WORKER_STATUSES.map((value) => ({ value, label: t(`insurance.workerStatus.${value}`) }))]}
          onValueChange={(value) => change({ workerStatus: value as TableFilters['workerStatus'] })}
        />
        <Select
          label={t('insurance.filter.itemType')}
          size="sm"
          value={filters.itemType}
          options={ITEM_TYPES.map((value) => ({ value, label: t(`insurance.item.${value}`) }))}
          onValueChange={(value) => change({ itemType: value as TableFilters['itemType'] })}
        />
        <Select
          label={t('insurance.filter.balance')}
          size="sm"
          value={filters.balance}
          options={BALANCE_COMPARISONS.map((value) => ({ value, label: t(`insurance.balance.${value}`) }))}
          onValueChange={(value) => change({ balance: value as TableFilters['balance'] })}
        />
        {comparesBalance(filters.balance) ? (
          <Suspense fallback={<Skeleton width={160} height={56} />}>
            <BalanceValueField
              label={t('insurance.filter.balanceValue')}
              value={filters.balanceValue}
              onChange={(value) => change({ balanceValue: value })}
            />
          </Suspense>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => change(DEFAULT_FILTERS)}
          disabled={JSON.stringify(filters) === JSON.stringify(DEFAULT_FILTERS)}
        >
          {t('insurance.filter.reset')}
        </Button>
      </Toolbar>
      {!ready ? <Alert tone="info" title={t('insurance.filter.waiting')} /> : null}
      {ready && summary.isError ? (
        <Alert
          tone="critical"
          title={t('insurance.error.title')}
          action={
            <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
              {t('insurance.retry')}
            </Button>
          }
        >
          {t('insurance.error.description')}
        </Alert>
      ) : (
        <Columns space="medium">
          <Column width="1/3">
            <Stack space="medium">
              <Stack space="xxsmall">
                <Stat
                  label={t('insurance.stat.total')}
                  value={formatCents(summary.data?.totalOutstanding ?? 0, locale)}
                  loading={!summary.data}
                />
                {summary.data ? (
                  <OutstandingNote summary={summary.data} t={t} locale={locale} />
                ) : (
                  <OutstandingNotePlaceholder />
                )}
              </Stack>
              <Columns space="medium">
                <Stat
                  label={t('insurance.stat.mcs')}
                  value={formatCents(summary.data?.mcsOutstanding ?? 0, locale)}
                  loading={!summary.data}
                />
                <Stat
                  label={t('insurance.stat.delta')}
                  value={formatCents(summary.data?.deltaOutstanding ?? 0, locale)}
                  loading={!summary.data}
                />
              </Columns>
              <Stat
                label={t('insurance.stat.owing')}
                value={`${summary.data?.owingCount ?? 0} / ${summary.data?.workerCount ?? 0}`}
                loading={!summary.data}
              />
            </Stack>
          </Column>
          <Column>
            <Chart
              title={t('insurance.chart.title')}
              type="bar"
              data={distribution}
              xKey="range"
              xLabel={t('insurance.chart.range')}
              series={[{ key: 'workers', label: t('insurance.chart.workers') }]}
              height={200}
            />
          </Column>
        </Columns>
      )}
      <DataTable<Row>
        label={t('insurance.table.label')}
        columns={columns}
        data={shownItems}
        getRowId={(row) => row.workerId}
        status={shownStatus}
        refreshing={table.isPlaceholderData || (shownItems !== items && shownItems.length > 0)}
        errorMessage={t('insurance.error.description')}
        onRetry={() => void table.refetch()}
        empty={
          ready ? (
            <EmptyState title={t('insurance.table.empty.title')} description={t('insurance.table.empty.description')} />
          ) : (
            <EmptyState title={t('insurance.filter.waiting')} />
          )
        }
        onRowClick={onOpen}
        manualSorting
        sorting={[]}
        columnVisibilityKey="insurance.balances.columns"
        height={560}
        labels={{ columns: t('insurance.table.columns'), retry: t('insurance.retry') }}
        toolbar={
          <Inline space="small">
            <Text size="small" tone="muted" aria-live="polite">
              {exporting
                ? t('insurance.export.progress', { done: exporting.done, total: exporting.total })
                : ready && table.data
                  ? t('insurance.pager.summary', { total, page, pageCount })
                  : null}
            </Text>
            <Button
              variant="outline"
              size="sm"
              loading={exporting !== null}
              disabled={!ready || total === 0}
              onClick={() => void exportCsv()}
            >
              {t('insurance.export')}
            </Button>
          </Inline>
        }
      />
      {ready && total > PAGE_SIZE ? (
        <Paginator
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('insurance.pager.label')}
          previousLabel={t('insurance.pager.previous')}
          nextLabel={t('insurance.pager.next')}
          pageLabel={(n) => t('insurance.pager.page', { page: n })}
        />
      ) : null}
    </Box>
  );
}

// The note's place while the figures load: a line and the two of the credits' explanation, so the cards and the table
// below do not move down when it arrives (Lighthouse counted that as a layout shift of 0.05).
function OutstandingNotePlaceholder() {
  return (
    <>
      <Skeleton width="85%" height={vars.lineHeight.small} />
      <Skeleton width="95%" height={`calc(2 * ${vars.lineHeight.small})`} />
    </>
  );
}

// Under Outstanding: how the MCS and Delta cards make it, credits (a worker's credit on one plan, lowering what they
// owe on the other) subtracted, to the cent.
function OutstandingNote({
  summary,
  t,
  locale,
}: {
  summary: Schemas['InsuranceTableSummary'];
  t: InsuranceTranslate;
  locale: InsuranceSession['locale'];
}) {
  const parts = outstandingParts(summary);
  const mcs = formatCents(parts.mcs, locale);
  const delta = formatCents(parts.delta, locale);
  if (parts.credits === 0)
    return (
      <Text as="p" size="small" numeric>
        {t('insurance.stat.totalParts', { mcs, delta })}
      </Text>
    );
  return (
    <>
      <Text as="p" size="small" numeric>
        {t('insurance.stat.totalPartsWithCredits', { mcs, delta, credits: formatCents(parts.credits, locale) })}
      </Text>
      <Text as="p" size="small" tone="muted">
        {t('insurance.stat.creditsWhy')}
      </Text>
    </>
  );
}
