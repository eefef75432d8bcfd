import { formatCents, formatPeriod } from '@cuadre/domain';
import { Button, Card, DataTable, EmptyState, Inline, PageHeader, Select, Stack, Stat, Text } from '@cuadre/ui';
import { useQueries } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useCommissionsApi } from '../../api/commissions-api.ts';
import * as styles from '../../components/commissions.css.ts';
import { BatchStatusPill, Money } from '../../components/status.tsx';
import { fixedColumns } from '../../components/labels.ts';
import { useCommissionsT } from '../../messages.ts';
import { useCommissionsSession } from '../../session/use-commissions-session.ts';
import { periodsOf } from '../home/period-totals.ts';
import { useCommissionsV1T } from '../messages.ts';
import { reportCsv, reportRows } from './report-rows.ts';

// The periods offered come from the newest batches.
const RECENT_BATCHES = 50;

export function CommissionsReportsScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v1 = useCommissionsV1T();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [period, setPeriod] = useState('');
  const batches = query.useQuery(
    'get',
    '/compensation/commission-batches',
    { params: { query: { companyId: session.companyId, area: 'commissions', page: 1, limit: RECENT_BATCHES } } },
    { staleTime: 60_000 },
  );
  const periods = periodsOf(batches.data?.items ?? []);
  const chosen =
    period === '' ? periods[0] : periods.find((candidate) => `${candidate.startDate}/${candidate.endDate}` === period);
  const inPeriod = (batches.data?.items ?? []).filter(
    (batch) => chosen !== undefined && batch.startDate === chosen.startDate && batch.endDate === chosen.endDate,
  );
  const workers = useQueries({
    queries: inPeriod.map((batch) =>
      query.queryOptions('get', '/compensation/get-commission-workers', {
        params: { query: { commissionBatchId: batch.id } },
      }),
    ),
  });
  const loading = workers.some((result) => result.data === undefined && !result.isError);
  const failed = workers.find((result) => result.isError);
  const rows = loading
    ? []
    : reportRows(inPeriod.map((batch, index) => ({ batch, commissions: workers[index]?.data?.commissions ?? [] })));

  const exportCsv = () => {
    if (!chosen) return;
    const csv = reportCsv(rows, {
      worker: t('commissions.column.worker'),
      number: t('commissions.column.payrollFileNumber'),
      brand: t('commissions.column.brand'),
      department: t('commissions.column.department'),
      title: t('commissions.column.title'),
      computed: t('commissions.column.computed'),
      manual: t('commissions.column.manual'),
      total: t('commissions.column.total'),
      status: v1('commissionsV1.reports.batchStatus'),
    });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `commissions-${chosen.startDate}-${chosen.endDate}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const total = rows.reduce((sum, row) => sum + row.total, 0);

  return (
    <Stack space="medium">
      <PageHeader
        title={title}
        description={v1('commissionsV1.reports.description')}
        actions={
          <Button variant="outline" disabled={rows.length === 0} onClick={exportCsv}>
            <Download size={16} aria-hidden="true" />
            {t('commissions.action.exportCsv')}
          </Button>
        }
      />
      <Card>
        <Stack space="small">
          <Inline space="small" align="spaceBetween" alignY="bottom">
            <Select
              className={styles.filter}
              label={v1('commissionsV1.reports.period')}
              value={chosen ? `${chosen.startDate}/${chosen.endDate}` : undefined}
              onValueChange={setPeriod}
              disabled={periods.length === 0}
              options={periods.map((candidate) => ({
                value: `${candidate.startDate}/${candidate.endDate}`,
                label: formatPeriod(candidate.startDate, candidate.endDate, session.locale),
              }))}
            />
            <Stat
              label={v1('commissionsV1.reports.total')}
              value={formatCents(total, session.locale)}
              negative={total < 0}
            />
          </Inline>
          <DataTable
            label={v1('commissionsV1.reports.label')}
            data={rows}
            getRowId={(row) => row.key}
            height={640}
            status={batches.isError || failed ? 'error' : batches.data === undefined || loading ? 'loading' : 'success'}
            errorMessage={t('commissions.error.description')}
            onRetry={() => void (failed ? failed.refetch() : batches.refetch())}
            labels={{ retry: t('commissions.action.retry') }}
            empty={
              chosen === undefined ? (
                <EmptyState
                  headingLevel={2}
                  title={v1('commissionsV1.reports.choose')}
                  description={v1('commissionsV1.reports.chooseDescription')}
                />
              ) : (
                <EmptyState
                  headingLevel={2}
                  title={v1('commissionsV1.reports.empty')}
                  description={v1('commissionsV1.reports.emptyDescription')}
                />
              )
            }
            columns={fixedColumns(rows, [
              // Nine values a row at 1,280 px: the payroll file number under the worker's name, the brand and the
              // department under the title, so names, figures and the batch's status stay whole.
              {
                id: 'worker',
                header: t('commissions.column.worker'),
                value: (row) => row.workerName,
                secondary: (row) => row.payrollFileNumber,
              },
              {
                id: 'position',
                header: t('commissions.column.position'),
                width: 250,
                value: (row) => row.title,
                secondary: (row) => `${row.brand} · ${row.department}`,
              },
              {
                id: 'computed',
                width: 120,
                header: t('commissions.column.computed'),
                numeric: true,
                value: (row) => row.computed,
                cell: (row) => <Money cents={row.computed} locale={session.locale} />,
              },
              {
                id: 'manual',
                width: 120,
                header: t('commissions.column.manual'),
                numeric: true,
                value: (row) => row.manual,
                cell: (row) => <Money cents={row.manual} locale={session.locale} />,
              },
              {
                id: 'total',
                width: 120,
                header: t('commissions.column.total'),
                numeric: true,
                value: (row) => row.total,
                cell: (row) => (
                  <Text weight="semibold">
                    <Money cents={row.total} locale={session.locale} />
                  </Text>
                ),
              },
              {
                id: 'status',
                header: v1('commissionsV1.reports.batchStatus'),
                width: 170,
                value: (row) => row.batchStatus,
                cell: (row) => <BatchStatusPill status={row.batchStatus} />,
              },
            ])}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
