import { Button, EmptyState, PageHeader, StatusPill } from '@cuadre/ui';
import { formatCents, formatDate, todayInPuertoRico } from '@cuadre/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Columns3, Download, X } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useEwaT } from '../messages.ts';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { rosterQuery } from '../api/ewa-queries.ts';
import type { WorkerSelection } from '../api/ewa-types.ts';
import { DataTable } from '../components/data-table.tsx';
import type { TableColumn } from '../components/data-table.tsx';
import * as styles from '../components/ewa.css.ts';
import { SelectField } from '../components/fields.tsx';
import { ErrorState, ProgressBar, TableSkeleton } from '../components/states.tsx';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { employeeColumnsState } from '../states/employee-columns-state.ts';
import { saveFile } from '../utils/save-file.ts';
import { DepositStats } from './deposit-stats.tsx';
import type { EmployeeColumn, EmployeeSort } from './employee-columns.ts';
import {
  DEFAULT_SORT,
  EMPLOYEE_COLUMNS,
  NUMERIC_COLUMNS,
  employeesCsv,
  normalizeColumns,
  productList,
  sortWorkers,
} from './employee-columns.ts';
import type { EmployeeFilters } from './employee-filters.ts';
import {
  COMPENSATION_TYPES,
  NO_FILTERS,
  PRODUCTS,
  WORKER_STATUSES,
  WORKER_TYPES,
  activeFilterCount,
  filterWorkers,
  indexWorkers,
} from './employee-filters.ts';
import {
  columnLabel,
  compensationLabel,
  payRateUnitLabel,
  productLabel,
  statusLabel,
  statusTone,
  workerTypeLabel,
} from './employee-labels.ts';

const SORTABLE: ReadonlySet<EmployeeColumn> = new Set(EMPLOYEE_COLUMNS.filter((column) => column !== 'activeProducts'));

const workerKey = (worker: WorkerSelection) => worker.id;
// A worker's drawer (details, status toggles, limits) downloads when a worker is first opened.
const WorkerDrawer = lazy(() => import('./worker-drawer.tsx').then((module) => ({ default: module.WorkerDrawer })));

export function EmployeesScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  useDocumentTitle(t('ewa.employees.title'));
  const [progress, setProgress] = useState<{ loaded: number; total: number; items: WorkerSelection[] } | null>(null);
  const roster = useQuery(
    rosterQuery(client, session.companyId, (loaded, total, items) => setProgress({ loaded, total, items })),
  );
  const [filters, setFilters] = useState<EmployeeFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EmployeeSort>(DEFAULT_SORT);
  const [storedColumns, setStoredColumns] = useAtom(employeeColumnsState);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const columns = useMemo(() => normalizeColumns(storedColumns), [storedColumns]);

  // Pages show as they arrive, so a large roster is usable before its last page is in.
  const workers = roster.data ?? progress?.items;
  // Sorted once per roster and sort order; a keystroke only filters the sorted index (a stable sort makes
  // filtering the sorted list the same as sorting the filtered one).
  const index = useMemo(() => indexWorkers(sortWorkers(workers ?? [], sort)), [workers, sort]);
  // Filtered in the keystroke's own render: with the rows memoised, one pass (filter 10,000, draw the rows that
  // changed) is quicker than a deferred second pass after the typed value is painted.
  const visible = useMemo(() => filterWorkers(index, filters), [index, filters]);
  const set = <Key extends keyof EmployeeFilters>(key: Key, value: EmployeeFilters[Key]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  // Stable between keystrokes, so rows whose worker did not change are not rendered again.
  const tableColumns = useMemo(() => {
    function renderCell(worker: WorkerSelection, column: EmployeeColumn) {
      switch (column) {
        case 'name':
          return (
            <button type="button" className={styles.rowButton} onClick={() => setSelectedId(worker.id)}>
              {worker.lastName}, {worker.firstName}
            </button>
          );
        case 'workerStatus':
          return <StatusPill tone={statusTone(worker.workerStatus)}>{statusLabel(t, worker.workerStatus)}</StatusPill>;
        case 'workerType':
          return worker.workerType ? workerTypeLabel(t, worker.workerType) : '—';
        case 'compensationType':
          return worker.compensationType ? compensationLabel(t, worker.compensationType) : '—';
        case 'activeProducts': {
          const products = productList(worker);
          return products.length === 0 ? '—' : products.map((product) => productLabel(t, product)).join(' · ');
        }
        case 'payRate':
          return worker.payRate === undefined
            ? '—'
            : `${formatCents(worker.payRate, session.locale)} ${payRateUnitLabel(t, worker.payRateUnit)}`;
        case 'limitForUser':
        case 'amountLimitPerPP':
          return worker[column] === undefined ? '—' : formatCents(worker[column], session.locale);
        case 'transactionLimitPerPP':
          return worker.transactionLimitPerPP ?? '—';
        case 'hireDate':
          return worker.hireDate ? formatDate(worker.hireDate, session.locale) : '—';
        case 'workerId':
        case 'payrollFileNumber':
        case 'workerGroupCode':
        case 'email':
          return worker[column] ?? '—';
        default:
          return column satisfies never;
      }
    }

    return columns.map((column): TableColumn<WorkerSelection, EmployeeColumn> => ({
      id: column,
      header: columnLabel(t, column),
      numeric: NUMERIC_COLUMNS.has(column),
      sortable: SORTABLE.has(column),
      cell: (worker) => renderCell(worker, column),
    }));
  }, [columns, t, session.locale]);

  const exportCsv = () => {
    const csv = employeesCsv(visible, columns, (column) => columnLabel(t, column));
    saveFile(
      csv,
      `employees-${session.companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${todayInPuertoRico(new Date())}.csv`,
    );
  };

  const toggleColumn = (column: EmployeeColumn, on: boolean) =>
    setStoredColumns(normalizeColumns(on ? [...columns, column] : columns.filter((existing) => existing !== column)));

  const groups = session.workerGroups;
  const filtered = activeFilterCount(filters) > 0;
  const loadingAll = roster.isPending && progress !== null && progress.loaded < progress.total;

  return (
    <div className={styles.page}>
      <PageHeader title={t('ewa.employees.title')} description={t('ewa.employees.description')} />
      <DepositStats />
      <section className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 className={styles.sectionTitle}>{t('ewa.employees.tableLabel')}</h2>
          <div className={styles.toolbarEnd}>
            <div className={styles.relative}>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={columnsOpen}
                aria-controls="ewa-employee-columns"
                onClick={() => setColumnsOpen((open) => !open)}
              >
                <Columns3 size={14} aria-hidden="true" />
                {t('ewa.employees.columns')}
              </Button>
              {columnsOpen ? (
                // Escape closes the column menu, as in every popover of the product.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
                <fieldset
                  id="ewa-employee-columns"
                  className={styles.columnMenu}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') setColumnsOpen(false);
                  }}
                >
                  <legend className={styles.label}>{t('ewa.employees.columnsLegend')}</legend>
                  {EMPLOYEE_COLUMNS.map((column) => (
                    <label key={column} className={styles.checkboxRow}>
                      <input
                        type="checkbox"
                        checked={columns.includes(column)}
                        disabled={column === 'name'}
                        onChange={(event) => toggleColumn(column, event.target.checked)}
                      />
                      {columnLabel(t, column)}
                    </label>
                  ))}
                </fieldset>
              ) : null}
            </div>
            <Button variant="outline" size="sm" onClick={exportCsv} disabled={!roster.data || visible.length === 0}>
              <Download size={14} aria-hidden="true" />
              {t('ewa.employees.exportCsv')}
            </Button>
          </div>
        </div>
        <div className={styles.cardBody}>
          <div className={styles.toolbar} role="search">
            <div className={styles.field}>
              <label className={styles.label} htmlFor="ewa-employee-search">
                {t('ewa.employees.search')}
              </label>
              <input
                id="ewa-employee-search"
                type="search"
                className={styles.searchInput}
                placeholder={t('ewa.employees.searchPlaceholder')}
                value={filters.search}
                onChange={(event) => set('search', event.target.value)}
                autoComplete="off"
              />
            </div>
            <SelectField
              label={t('ewa.employees.filter.status')}
              value={filters.status}
              onChange={(value) => set('status', value)}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...WORKER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
              ]}
            />
            <SelectField
              label={t('ewa.employees.filter.group')}
              value={filters.workerGroupCode}
              onChange={(value) => set('workerGroupCode', value)}
              options={[
                { value: 'all', label: t('ewa.common.allGroups') },
                ...groups.map((group) => ({
                  value: group.workerGroupCode,
                  label: `${group.companyName} (${group.workerGroupCode})`,
                })),
              ]}
            />
            <SelectField
              label={t('ewa.employees.filter.workerType')}
              value={filters.workerType}
              onChange={(value) => set('workerType', value)}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...WORKER_TYPES.map((type) => ({ value: type, label: workerTypeLabel(t, type) })),
              ]}
            />
            <SelectField
              label={t('ewa.employees.filter.compensation')}
              value={filters.compensationType}
              onChange={(value) => set('compensationType', value)}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...COMPENSATION_TYPES.map((type) => ({ value: type, label: compensationLabel(t, type) })),
              ]}
            />
            <SelectField
              label={t('ewa.employees.filter.product')}
              value={filters.product}
              onChange={(value) => set('product', value)}
              options={[
                { value: 'all', label: t('ewa.common.all') },
                ...PRODUCTS.map((product) => ({ value: product, label: productLabel(t, product) })),
              ]}
            />
            {filtered ? (
              <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                <X size={14} aria-hidden="true" />
                {t('ewa.employees.clearFilters')}
              </Button>
            ) : null}
          </div>
        </div>
        {workers === undefined && roster.isPending ? (
          <TableSkeleton columns={columns.length} label={t('ewa.employees.loading')} />
        ) : roster.isError ? (
          <ErrorState title={t('ewa.employees.loadError')} onRetry={() => void roster.refetch()} />
        ) : (
          <DataTable
            label={t('ewa.employees.tableLabel')}
            rows={visible}
            columns={tableColumns}
            rowKey={workerKey}
            sort={sort}
            onSortChange={setSort}
            selectedKey={selectedId}
            stickyFirstColumn
            maxHeight="max(360px, calc(100vh - 420px))"
            empty={
              index.length === 0 ? (
                <EmptyState title={t('ewa.employees.empty.title')} description={t('ewa.employees.empty.description')} />
              ) : (
                <EmptyState
                  title={t('ewa.employees.noMatch.title')}
                  description={t('ewa.employees.noMatch.description')}
                  action={
                    <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                      {t('ewa.employees.clearFilters')}
                    </Button>
                  }
                />
              )
            }
            footer={
              <>
                <span role="status" data-testid="ewa-employee-count">
                  {t('ewa.employees.count', { shown: visible.length, total: progress?.total ?? index.length })}
                </span>
                {loadingAll && progress ? (
                  <span style={{ width: 200 }}>
                    <ProgressBar
                      value={progress.loaded / progress.total}
                      label={t('ewa.employees.loadingProgress', { loaded: progress.loaded, total: progress.total })}
                    />
                  </span>
                ) : null}
              </>
            }
          />
        )}
      </section>
      {selectedId !== null ? (
        <Suspense fallback={null}>
          <WorkerDrawer workerId={selectedId} onClose={() => setSelectedId(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
