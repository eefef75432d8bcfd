import { formatCents, formatPeriod } from '@cuadre/domain';
import { Card, Column, Columns, DataTable, EmptyState, PageHeader, Stack, Stat } from '@cuadre/ui';
import { useState } from 'react';
import { useCommissionsApi } from '../../api/commissions-api.ts';
import { CREATOR_WIDTH, PERIOD_WIDTH, useBatchSummaryColumns } from '../../components/batch-columns.tsx';
import { Money } from '../../components/status.tsx';
import { fixedColumns, usePaging } from '../../components/labels.ts';
import { LoadFailed, LoadingRows } from '../../components/load-states.tsx';
import { PagerRow } from '../../components/pager-row.tsx';
import { TableHeading } from '../../components/table-heading.tsx';
import { useCommissionsT } from '../../messages.ts';
import { useCommissionsSession } from '../../session/use-commissions-session.ts';
import { useCommissionsV1T } from '../messages.ts';

const PAGE_SIZE = 25;

// Commission periods and their totals per brand and department, with the batches behind them (read only). Every
// figure is the server's, over all of the area's batches; only the tables page.
export function CommissionsHomeScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const v1 = useCommissionsV1T();
  const paging = usePaging();
  const summaryColumns = useBatchSummaryColumns();
  const session = useCommissionsSession();
  const { query } = useCommissionsApi();
  const [page, setPage] = useState(1);
  const [totalsPage, setTotalsPage] = useState(1);
  const batches = query.useQuery(
    'get',
    '/compensation/commission-batches',
    { params: { query: { companyId: session.companyId, area: 'commissions', page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const totals = query.useQuery(
    'get',
    '/compensation/commission-period-totals',
    { params: { query: { companyId: session.companyId, area: 'commissions', page: totalsPage, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const items = batches.data?.items ?? [];
  const overall = totals.data?.overall;
  const totalsPaged = paging({
    page: totalsPage,
    limit: PAGE_SIZE,
    total: totals.data?.total ?? 0,
    onPage: setTotalsPage,
    of: v1('commissionsV1.home.byDepartment'),
  });
  const batchesPaged = paging({
    page,
    limit: PAGE_SIZE,
    total: batches.data?.total ?? 0,
    onPage: setPage,
    of: t('commissions.batches.label'),
  });
  const stats =
    overall === undefined
      ? []
      : [
          { label: v1('commissionsV1.home.periods'), value: String(overall.periods) },
          { label: t('commissions.column.batches'), value: String(overall.batches) },
          { label: v1('commissionsV1.home.total'), cents: overall.total },
          { label: v1('commissionsV1.home.approvedTotal'), cents: overall.approved },
        ];
  return (
    <Stack space="medium">
      <PageHeader title={title} description={v1('commissionsV1.home.description')} />
      {batches.isError || totals.isError ? (
        <LoadFailed onRetry={() => void Promise.all([batches.refetch(), totals.refetch()])} />
      ) : batches.data === undefined || totals.data === undefined || overall === undefined ? (
        <Card>
          <LoadingRows rows={6} />
        </Card>
      ) : overall.batches === 0 ? (
        // Read only, without filters: nothing here to clear or create.
        <Card>
          <EmptyState
            headingLevel={2}
            title={v1('commissionsV1.home.empty')}
            description={v1('commissionsV1.home.emptyDescription')}
          />
        </Card>
      ) : (
        <>
          <Columns space="small" collapseBelow="tablet">
            {stats.map((stat) => (
              <Column key={stat.label}>
                <Card>
                  <Stat
                    label={stat.label}
                    value={stat.cents === undefined ? stat.value : formatCents(stat.cents, session.locale)}
                    negative={stat.cents !== undefined && stat.cents < 0}
                  />
                </Card>
              </Column>
            ))}
          </Columns>
          <Stack space="small">
            <DataTable
              toolbar={<TableHeading title={v1('commissionsV1.home.byDepartment')} />}
              label={v1('commissionsV1.home.byDepartment')}
              data={totals.data.items}
              refreshing={totals.isPlaceholderData}
              getRowId={(row) => `${row.startDate}/${row.endDate}/${row.brand}/${row.department}`}
              height={900}
              columns={fixedColumns(totals.data.items, [
                {
                  id: 'period',
                  header: t('commissions.column.period'),
                  width: PERIOD_WIDTH,
                  value: (row) => formatPeriod(row.startDate, row.endDate, session.locale),
                },
                { id: 'brand', header: t('commissions.column.brand'), value: (row) => row.brand },
                { id: 'department', header: t('commissions.column.department'), value: (row) => row.department },
                {
                  id: 'batches',
                  header: t('commissions.column.batches'),
                  numeric: true,
                  value: (row) => row.batches,
                },
                {
                  id: 'workers',
                  header: t('commissions.column.workers'),
                  numeric: true,
                  value: (row) => row.workers,
                },
                {
                  id: 'total',
                  header: t('commissions.column.total'),
                  numeric: true,
                  value: (row) => row.total,
                  cell: (row) => <Money cents={row.total} locale={session.locale} />,
                },
              ])}
            />
            <PagerRow paged={totalsPaged} />
          </Stack>

          <Stack space="small">
            <DataTable
              toolbar={<TableHeading title={t('commissions.batches.label')} />}
              label={t('commissions.batches.label')}
              data={items}
              refreshing={batches.isPlaceholderData}
              getRowId={(batch) => batch.id}
              height={900}
              columns={fixedColumns(items, [
                {
                  id: 'period',
                  header: t('commissions.column.period'),
                  width: PERIOD_WIDTH,
                  value: (batch) => formatPeriod(batch.startDate, batch.endDate, session.locale),
                },
                ...summaryColumns,
                {
                  id: 'creator',
                  header: t('commissions.column.creator'),
                  width: CREATOR_WIDTH,
                  value: (batch) => batch.creatorEmail,
                },
              ])}
            />
            <PagerRow paged={batchesPaged} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
