import { useState } from 'react';
import { ALL_OPTION, chosenOption, NativeOptions, shownOption } from '../../components/native-options.tsx';
import { useBrands, useCommissionEmployees } from '../api/batch-queries.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { EmptyState, ErrorState, Field, PageHeader, SkeletonRows } from '../components/ui.tsx';
import { workerName } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

const PAGE_SIZE = 50;

// Commission-active workers with the position they hold (brand, department, title, rank), searched and paged on the server.
export function CommissionEmployeesScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const [brand, setBrand] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const brands = useBrands(session.companyId, session.user.email);
  const workers = useCommissionEmployees(session.companyId, { search, brand, page, limit: PAGE_SIZE });
  const rows = workers.data?.items ?? [];
  const total = workers.data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={t('commissions.employees.description')} />
      <section className={styles.card} aria-label={t('commissions.employees.label')}>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <Field label={t('commissions.employees.search')}>
              {(id) => (
                <>
                  <input
                    id={id}
                    className={styles.input}
                    type="search"
                    value={search}
                    onChange={(event) => {
                      setSearch(event.target.value);
                      setPage(1);
                    }}
                  />
                </>
              )}
            </Field>
            <Field label={t('commissions.filter.brand')}>
              {(id) => (
                <>
                  <select
                    id={id}
                    className={styles.select}
                    value={shownOption(brand)}
                    onChange={(event) => {
                      setBrand(chosenOption(event.target.value));
                      setPage(1);
                    }}
                  >
                    <NativeOptions
                      select={t('commissions.filter.brand')}
                      options={[
                        { value: ALL_OPTION, label: t('commissions.filter.all') },
                        ...(brands.data?.brands ?? []).map((option) => ({ value: option.name, label: option.name })),
                      ]}
                    />
                  </select>
                </>
              )}
            </Field>
            <span className={`${styles.toolbarEnd} ${styles.muted}`}>
              {t('commissions.employees.count', { count: total })}
            </span>
          </div>
        </div>
        {workers.isError ? (
          <div className={styles.cardBody}>
            <ErrorState onRetry={() => void workers.refetch()} />
          </div>
        ) : workers.data === undefined ? (
          <SkeletonRows columns={6} label={t('commissions.loading')} />
        ) : rows.length === 0 ? (
          <EmptyState
            title={t('commissions.employees.empty')}
            description={t('commissions.employees.emptyDescription')}
          />
        ) : (
          <>
            <DataTable
              label={t('commissions.employees.label')}
              rows={rows}
              rowKey={(row) => row.workerId}
              refreshing={workers.isPlaceholderData}
              columns={[
                { id: 'name', header: t('commissions.column.worker'), cell: (row) => workerName(row) },
                {
                  id: 'number',
                  header: t('commissions.column.payrollFileNumber'),
                  cell: (row) => row.payrollFileNumber,
                },
                { id: 'group', header: t('commissions.column.workerGroup'), cell: (row) => row.workerGroupCode },
                { id: 'brand', header: t('commissions.column.brand'), cell: (row) => row.brand },
                { id: 'department', header: t('commissions.column.department'), cell: (row) => row.department },
                { id: 'title', header: t('commissions.column.title'), cell: (row) => row.title },
                { id: 'rank', header: t('commissions.column.rank'), numeric: true, cell: (row) => row.rank },
              ]}
            />
            <Pager page={page} limit={PAGE_SIZE} total={total} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
