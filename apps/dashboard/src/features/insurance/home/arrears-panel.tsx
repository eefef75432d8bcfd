import type { Schemas } from '@cuadre/api-client';
import { formatDate } from '@cuadre/domain';
import { Box, DataTable, EmptyState, Inline, Paginator, Select, Text } from '@cuadre/ui';
import type { DataTableColumn } from '@cuadre/ui';
import { useState } from 'react';
import type { InsuranceSession, InsuranceTranslate } from '../hooks/use-insurance.ts';
import { Money } from '../components/money.tsx';
import { workerColumns } from './worker-columns.tsx';

const PAGE_SIZE = 50;
const PERIOD_CHOICES = [2, 3, 4, 6, 8, 12] as const;
type Row = Schemas['InsuranceArrearsRow'];

// Workers whose remaining balance grew over the last N pay periods: who is falling behind (README: "Arrears").
export function ArrearsPanel({
  session,
  t,
  onOpen,
}: {
  session: InsuranceSession;
  t: InsuranceTranslate;
  onOpen: (row: Row) => void;
}) {
  const { query, companyId, locale } = session;
  const [periods, setPeriods] = useState(3);
  const [page, setPage] = useState(1);
  const arrears = query.useQuery(
    'get',
    '/insurance/get-arrears',
    { params: { query: { companyId, periods, page, limit: PAGE_SIZE } } },
    { placeholderData: (previous) => previous },
  );
  const ends = arrears.data?.periodEnds ?? [];
  const total = arrears.data?.total ?? 0;
  const columns: DataTableColumn<Row>[] = [
    ...workerColumns(t, onOpen, { worker: 200, payrollFileNumber: 120 }),
    {
      id: 'planType',
      header: t('insurance.col.planType'),
      width: 110,
      value: (row) => (row.planType ? t(`insurance.planType.${row.planType}`) : t('insurance.planType.none')),
    },
    {
      id: 'start',
      header: t('insurance.col.startBalance'),
      numeric: true,
      width: 130,
      value: (row) => row.startBalance,
      cell: (row) => <Money cents={row.startBalance} locale={locale} />,
    },
    {
      id: 'current',
      header: t('insurance.col.currentBalance'),
      numeric: true,
      width: 130,
      value: (row) => row.currentBalance,
      cell: (row) => <Money cents={row.currentBalance} locale={locale} />,
    },
    {
      id: 'growth',
      header: t('insurance.col.growth'),
      numeric: true,
      width: 130,
      value: (row) => row.growth,
      cell: (row) => (
        <strong>
          <Money cents={row.growth} locale={locale} />
        </strong>
      ),
    },
    {
      id: 'periodsGrown',
      header: t('insurance.col.periodsGrown'),
      numeric: true,
      width: 140,
      value: (row) => row.periodsGrown,
      cell: (row) => `${row.periodsGrown} / ${periods}`,
    },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="medium" paddingTop="medium">
      <Text as="p" size="small" tone="muted">
        {t('insurance.arrears.description')}
      </Text>
      <Inline space="small" alignY="bottom">
        <Select
          label={t('insurance.arrears.periods')}
          size="sm"
          value={String(periods)}
          options={PERIOD_CHOICES.map((count) => ({
            value: String(count),
            label: t('insurance.arrears.periodCount', { count }),
          }))}
          onValueChange={(value) => {
            setPeriods(Number(value));
            setPage(1);
          }}
        />
      </Inline>
      <DataTable<Row>
        label={t('insurance.arrears.label')}
        columns={columns}
        data={arrears.data?.items ?? []}
        getRowId={(row) => row.workerId}
        status={arrears.isError ? 'error' : arrears.data === undefined ? 'loading' : 'success'}
        refreshing={arrears.isPlaceholderData}
        errorMessage={t('insurance.error.description')}
        onRetry={() => void arrears.refetch()}
        empty={
          <EmptyState
            title={t('insurance.arrears.empty.title')}
            description={t('insurance.arrears.empty.description')}
          />
        }
        onRowClick={onOpen}
        manualSorting
        sorting={[]}
        height={560}
        labels={{ columns: t('insurance.table.columns'), retry: t('insurance.retry') }}
        toolbar={
          arrears.data ? (
            <Inline space="small">
              <Text weight="semibold">{t('insurance.arrears.count', { count: total, periods })}</Text>
              {ends.length > 0 ? (
                <Text size="small" tone="muted">
                  {t('insurance.arrears.window', {
                    from: formatDate(ends[0]!, locale),
                    to: formatDate(ends.at(-1)!, locale),
                  })}
                </Text>
              ) : null}
            </Inline>
          ) : null
        }
      />
      {total > PAGE_SIZE ? (
        <Paginator
          page={page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
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
