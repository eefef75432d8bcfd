import { DataTable, EmptyState, PageHeader, Select, Stack, Text, TextField, Toolbar } from '@cuadre/ui';
import { useState } from 'react';
import { ALL_OPTION, chosenOption, shownOption } from '../../../shared/components/native-options.tsx';
import { useBrands, useCommissionEmployees } from '../api/batch-queries.ts';
import * as styles from '../components/commissions.css.ts';
import { fixedColumns, usePaging } from '../components/labels.ts';
import { workerName } from '../math/describe.ts';
import { PagerRow } from '../components/pager-row.tsx';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

const PAGE_SIZE = 50;

// Commission-active workers with the position they hold (brand, department, title, rank), searched and paged on the server.
export function CommissionEmployeesScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const paging = usePaging();
  const [brand, setBrand] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const brands = useBrands(session.companyId, session.user.email);
  const workers = useCommissionEmployees(session.companyId, { search, brand, page, limit: PAGE_SIZE });
  const total = workers.data?.total ?? 0;
  const paged = paging({ page, limit: PAGE_SIZE, total, onPage: setPage });
  return (
    <Stack space="medium">
      <PageHeader title={title} description={t('commissions.employees.description')} />

      <Stack space="small">
        <DataTable
          toolbar={
            <Toolbar
              label={t('commissions.filter.label')}
              actions={
                <Text size="small" tone="muted">
                  {t('commissions.employees.count', { count: total })}
                </Text>
              }
            >
              <TextField
                type="search"
                label={t('commissions.employees.search')}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
              <Select
                className={styles.filter}
                label={t('commissions.filter.brand')}
                value={shownOption(brand)}
                onValueChange={(value) => {
                  setBrand(chosenOption(value));
                  setPage(1);
                }}
                options={[
                  { value: ALL_OPTION, label: t('commissions.filter.all') },
                  ...(brands.data?.brands ?? []).map((option) => ({ value: option.name, label: option.name })),
                ]}
              />
            </Toolbar>
          }

          label={t('commissions.employees.label')}
          data={workers.data?.items ?? []}
          getRowId={(row) => row.workerId}
          status={workers.isError ? 'error' : workers.data === undefined ? 'loading' : 'success'}
          errorMessage={t('commissions.error.description')}
          onRetry={() => void workers.refetch()}
          labels={{ retry: t('commissions.action.retry') }}
          refreshing={workers.isPlaceholderData}
          empty={
            <EmptyState
              headingLevel={2}
              title={t('commissions.employees.empty')}
              description={t('commissions.employees.emptyDescription')}
            />
          }
          columns={fixedColumns(workers.data?.items, [
            // Short values in columns as wide as they need ("Costa Parts & Service" the longest brand); the name takes
            // the rest.
            { id: 'name', header: t('commissions.column.worker'), value: (row) => workerName(row) },
            {
              id: 'number',
              header: t('commissions.column.payrollFileNumber'),
              width: 150,
              value: (row) => row.payrollFileNumber,
            },
            {
              id: 'group',
              header: t('commissions.column.workerGroup'),
              width: 130,
              value: (row) => row.workerGroupCode,
            },
            { id: 'brand', header: t('commissions.column.brand'), width: 200, value: (row) => row.brand },
            {
              id: 'department',
              header: t('commissions.column.department'),
              width: 150,
              value: (row) => row.department,
            },
            { id: 'title', header: t('commissions.column.title'), width: 180, value: (row) => row.title },
            { id: 'rank', header: t('commissions.column.rank'), numeric: true, width: 90, value: (row) => row.rank },
          ])}
        />
        {total > 0 ? <PagerRow paged={paged} /> : null}
      </Stack>
    </Stack>
  );
}
