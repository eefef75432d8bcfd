import { useMemo, useState } from 'react';
import { useCommissionWorkers } from '../api/batch-queries.ts';
import * as styles from '../components/commissions.css.ts';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState, ErrorState, Field, PageHeader, SkeletonRows } from '../components/ui.tsx';
import { workerName } from '../math/describe.ts';
import { useCommissionsT } from '../messages.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

type Row = { key: string; name: string; payrollFileNumber: string; workerGroupCode: string; brand: string; department: string; title: string; rank: number };

// Commission-active workers with each position they hold (brand, department, title, rank).
export function CommissionEmployeesScreen({ title }: { title: string }) {
  const t = useCommissionsT();
  const session = useCommissionsSession();
  const workers = useCommissionWorkers(session.companyId);
  const [brand, setBrand] = useState('');
  const [search, setSearch] = useState('');
  const rows = useMemo<Row[]>(
    () =>
      (workers.data?.items ?? []).flatMap((worker) =>
        (worker.brands ?? []).map((position) => ({
          key: `${worker.id}/${position.brand}/${position.title}`,
          name: workerName(worker),
          payrollFileNumber: worker.payrollFileNumber ?? '',
          workerGroupCode: worker.workerGroupCode,
          ...position,
        })),
      ),
    [workers.data],
  );
  const brands = [...new Set(rows.map((row) => row.brand))].sort();
  const needle = search.trim().toLocaleLowerCase();
  const visible = rows.filter((row) => (brand === '' || row.brand === brand) && (needle === '' || row.name.toLocaleLowerCase().includes(needle) || row.payrollFileNumber.includes(needle)));
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={t('commissions.employees.description')} />
      <section className={styles.card} aria-label={t('commissions.employees.label')}>
        <div className={styles.cardBody}>
          <div className={styles.toolbar}>
            <Field label={t('commissions.employees.search')}>
              {(id) => (
                <>
                  <input id={id} className={styles.input} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
                </>
              )}
            </Field>
            <Field label={t('commissions.filter.brand')}>
              {(id) => (
                <>
                  <select id={id} className={styles.select} value={brand} onChange={(event) => setBrand(event.target.value)}>
                    <option value="">{t('commissions.filter.all')}</option>
                    {brands.map((name) => <option key={name} value={name}>{name}</option>)}
                  </select>
                </>
              )}
            </Field>
            <span className={`${styles.toolbarEnd} ${styles.muted}`}>{t('commissions.employees.count', { count: visible.length })}</span>
          </div>
        </div>
        {workers.isError ? (
          <div className={styles.cardBody}><ErrorState onRetry={() => void workers.refetch()} /></div>
        ) : workers.data === undefined ? (
          <SkeletonRows columns={6} label={t('commissions.loading')} />
        ) : visible.length === 0 ? (
          <EmptyState title={t('commissions.employees.empty')} description={t('commissions.employees.emptyDescription')} />
        ) : (
          <DataTable
            label={t('commissions.employees.label')}
            rows={visible}
            rowKey={(row) => row.key}
            maxHeight="70vh"
            columns={[
              { id: 'name', header: t('commissions.column.worker'), cell: (row) => row.name },
              { id: 'number', header: t('commissions.column.payrollFileNumber'), cell: (row) => row.payrollFileNumber },
              { id: 'group', header: t('commissions.column.workerGroup'), cell: (row) => row.workerGroupCode },
              { id: 'brand', header: t('commissions.column.brand'), cell: (row) => row.brand },
              { id: 'department', header: t('commissions.column.department'), cell: (row) => row.department },
              { id: 'title', header: t('commissions.column.title'), cell: (row) => row.title },
              { id: 'rank', header: t('commissions.column.rank'), numeric: true, cell: (row) => row.rank },
            ]}
          />
        )}
      </section>
    </div>
  );
}
