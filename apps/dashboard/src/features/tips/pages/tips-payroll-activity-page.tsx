import type { Schemas } from '@cuadre/api-client';
import { formatCents, formatDate, formatDateTime, formatPeriod } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Alert, Button, DataTable, Heading, EmptyState, Inline, Stack, StatusPill } from '@cuadre/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { TipsPage } from '../components/tips-page.tsx';
import { TablePager } from '../components/table-pager.tsx';
import { fixedColumn, tableStatus, useTableText } from '../components/ui-text.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { formatHours } from '../utils/day-rows.ts';
import { downloadText } from '../utils/download.ts';

const PAGE_SIZE = 50;

// Payroll activity: the group's pay periods with their tips, upload status and worker counts, each period's rows and its export.
export function TipsPayrollActivityPage() {
  return (
    <TipsPage path="/tips/payroll-activity">
      {(scope) => <PayrollActivity key={scope.workerGroupCode} {...scope} />}
    </TipsPage>
  );
}

function PayrollActivity({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query } = useTipsApi();
  const periods = query.useQuery('get', '/periods/to-upload', { params: { query: { companyId } } });
  const groupPeriods = (periods.data?.periods ?? [])
    .filter((period) => period.workerGroupCode === workerGroupCode)
    .reverse();
  const periodIds = groupPeriods.map((period) => period.id);
  const hasPeriods = periodIds.length > 0;
  const amounts = query.useQuery(
    'get',
    '/tips/amount-by-periods',
    { params: { query: { periodIds } } },
    { enabled: hasPeriods },
  );
  const statuses = query.useQuery(
    'get',
    '/tips/periods-upload-status',
    { params: { query: { periodIds } } },
    { enabled: hasPeriods },
  );
  const counts = useQueries({
    queries: periodIds.map((periodId) =>
      query.queryOptions('get', '/tips/period-tip-worker-count', { params: { query: { periodId } } }),
    ),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const period = groupPeriods.find((candidate) => candidate.id === selected) ?? groupPeriods[0];
  const text = useTableText();
  const periodColumns: DataTableColumn<Schemas['Period']>[] = [
    {
      id: 'period',
      header: t('tips.col.period'),
      value: (row) => formatPeriod(row.startDate, row.endDate, locale),
      ...fixedColumn,
    },
    {
      id: 'cycle',
      header: t('tips.col.cycle'),
      value: (row) => t(row.cycle === 'weekly' ? 'tips.payroll.weekly' : 'tips.payroll.biweekly'),
      // Whole in Spanish: "Cada dos semanas".
      width: 150,
      ...fixedColumn,
    },
    {
      id: 'payDate',
      header: t('tips.col.payDate'),
      value: (row) => formatDate(row.deductionDate, locale),
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'tipAmount',
      header: t('tips.col.tipAmount'),
      value: (row) => amounts.data?.amounts[row.id] ?? null,
      cell: (row) => {
        const amount = amounts.data?.amounts[row.id];
        return amount === undefined ? '—' : formatCents(amount, locale);
      },
      numeric: true,
      width: 120,
      ...fixedColumn,
    },
    {
      id: 'workersWithTips',
      header: t('tips.col.workersWithTips'),
      value: (row) => counts[periodIds.indexOf(row.id)]?.data?.count ?? '—',
      numeric: true,
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'payroll',
      header: t('tips.col.payroll'),
      value: () => null,
      cell: (row) => {
        const status = statuses.data?.statuses[row.id];
        if (status === undefined) return '—';
        if (!status.uploaded) return <StatusPill tone="caution">{t('tips.payroll.notSent')}</StatusPill>;
        return (
          <StatusPill tone="positive">
            {status.uploadedAt === null
              ? t('tips.payroll.sent')
              : t('tips.payroll.sentAt', { at: formatDateTime(status.uploadedAt, locale) })}
          </StatusPill>
        );
      },
      width: 220,
      ...fixedColumn,
    },
    {
      id: 'actions',
      header: t('tips.col.actions'),
      value: () => null,
      cell: (row) => (
        <Button
          variant={period?.id === row.id ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={period?.id === row.id}
          onClick={() => setSelected(row.id)}
        >
          {t('tips.payroll.show')}
        </Button>
      ),
      width: 140,
      ...fixedColumn,
    },
  ];
  return (
    <>
      <Alert tone="info" title={t('tips.payroll.lockTitle')}>
        {t('tips.payroll.lockDescription')}
      </Alert>
      <Stack space="small">
        <Heading level={3} as="h2">
          {t('tips.payroll.periodsTitle')}
        </Heading>
        <DataTable
          label={t('tips.payroll.periodsTitle')}
          columns={periodColumns}
          data={groupPeriods}
          getRowId={(row) => row.id}
          status={tableStatus(periods)}
          onRetry={() => void periods.refetch()}
          empty={
            <EmptyState
              title={t('tips.payroll.noPeriods.title')}
              description={t('tips.payroll.noPeriods.description')}
            />
          }
          height={320}
          {...text}
        />
      </Stack>
      {period === undefined ? null : (
        <PeriodActivity
          key={period.id}
          companyId={companyId}
          workerGroupCode={workerGroupCode}
          period={period}
          locked={statuses.data?.statuses[period.id]?.uploaded === true}
        />
      )}
    </>
  );
}

function PeriodActivity({
  companyId,
  workerGroupCode,
  period,
  locked,
}: {
  companyId: string;
  workerGroupCode: string;
  period: Schemas['Period'];
  locked: boolean;
}) {
  const t = useT();
  const { locale } = useTipsScope();
  const { query, client } = useTipsApi();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const range = { companyId, workerGroupCode, startDate: period.startDate, endDate: period.endDate };
  const activity = query.useQuery(
    'get',
    '/tips/payroll-activity',
    { params: { query: { ...range, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const rows = activity.data?.items ?? [];
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    const { data, error } = await client.GET('/tips/payroll-activity/export', {
      params: { query: range },
      parseAs: 'text',
    });
    setExporting(false);
    if (error !== undefined) {
      setExportError(error.detail ?? error.title);
      return;
    }
    downloadText(`payroll-activity-${workerGroupCode}-${period.startDate}-${period.endDate}.csv`, data);
  };
  const text = useTableText();
  const total = activity.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const title = t('tips.payroll.activityTitle', {
    from: formatDate(period.startDate, locale),
    to: formatDate(period.endDate, locale),
  });
  type Row = Schemas['PayrollActivityRow'];
  const money = (id: string, header: string, cents: (row: Row) => number): DataTableColumn<Row> => ({
    id,
    header,
    value: cents,
    cell: (row) => formatCents(cents(row), locale),
    numeric: true,
    width: 110,
    ...fixedColumn,
  });
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'date',
      header: t('tips.col.date'),
      value: (row) => formatDate(row.date, locale),
      width: 130,
      ...fixedColumn,
    },
    {
      id: 'worker',
      header: t('tips.col.worker'),
      value: (row) => `${row.lastName}, ${row.firstName}`,
      // The payroll file number under the name, so a long name stays whole.
      secondary: (row) => row.payrollFileNumber,
      ...fixedColumn,
    },
    {
      id: 'hours',
      header: t('tips.col.hours'),
      value: (row) => formatHours(row.hours, locale),
      numeric: true,
      width: 90,
      ...fixedColumn,
    },
    {
      id: 'overtime',
      header: t('tips.col.overtime'),
      value: (row) => formatHours(row.overtimeHours, locale),
      numeric: true,
      width: 100,
      ...fixedColumn,
    },
    money('tip', t('tips.col.tip'), (row) => row.tips),
    money('splitsGiven', t('tips.col.splitsGiven'), (row) => row.splitsGiven),
    money('splitsReceived', t('tips.col.splitsReceived'), (row) => row.splitsReceived),
    money('tipsPaid', t('tips.col.tipsPaid'), (row) => row.tipsPaid),
    {
      id: 'ewa',
      header: t('tips.col.ewa'),
      value: (row) =>
        row.ewaTransactions === 0 ? '—' : `${row.ewaTransactions} · ${formatCents(row.ewaAmount, locale)}`,
      numeric: true,
      width: 130,
      ...fixedColumn,
    },
  ];
  return (
    <Stack space="small">
      <Inline space="small" align="spaceBetween">
        <Heading level={3} as="h2">
          {title}
        </Heading>
        <Button variant="outline" size="sm" loading={exporting} onClick={() => void exportCsv()}>
          {t('tips.payroll.export')}
        </Button>
      </Inline>
      {locked ? (
        <Alert tone="caution" title={t('tips.payroll.lockedTitle')}>
          {t('tips.payroll.lockedDescription')}
        </Alert>
      ) : null}
      {exportError === null ? null : <Alert tone="critical" title={exportError} />}
      <DataTable
        label={title}
        columns={columns}
        data={rows}
        getRowId={(row) => `${row.workerId}-${row.date}`}
        status={tableStatus(activity)}
        refreshing={activity.isPlaceholderData}
        onRetry={() => void activity.refetch()}
        empty={<EmptyState title={t('tips.payroll.empty.title')} description={t('tips.payroll.empty.description')} />}
        {...text}
      />
      <TablePager page={page} pageCount={pageCount} total={total} onPageChange={setPage} />
    </Stack>
  );
}
