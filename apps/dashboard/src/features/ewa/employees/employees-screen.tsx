import {
  Button,
  DataTable,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Popover,
  ProgressBar,
  Select,
  Stack,
  StatusPill,
  Text,
  TextField,
  type DataTableColumn,
  type SortingState,
  whenIdle,
} from '@cuadre/ui';
import { formatCents, formatDate, todayInPuertoRico } from '@cuadre/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Columns3, Download, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useEwaT } from '../messages.ts';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useEwaClient } from '../api/ewa-client.ts';
import { rosterProgressQuery, rosterQuery } from '../api/ewa-queries.ts';
import type { WorkerSelection } from '../api/ewa-types.ts';
import { useEwaSession } from '../hooks/use-ewa-session.ts';
import { employeeColumnsState } from '../states/employee-columns-state.ts';
import { saveFile } from '../utils/save-file.ts';
import { DepositStats } from './deposit-stats.tsx';
import type { EmployeeColumn, EmployeeSort } from './employee-columns.ts';
import {
  COLUMN_WIDTHS,
  DEFAULT_SORT,
  EMPLOYEE_COLUMNS,
  NUMERIC_COLUMNS,
  employeesCsv,
  isEmployeeColumn,
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
  prepareSearchKeys,
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
// The column choices' checkboxes download with the popover that holds them.
const ColumnChoices = lazy(() => import('./column-choices.tsx').then((module) => ({ default: module.ColumnChoices })));

export function EmployeesScreen() {
  const t = useEwaT();
  const session = useEwaSession();
  const client = useEwaClient();
  useDocumentTitle(t('ewa.employees.title'));
  const roster = useQuery(rosterQuery(client, session.companyId));
  const progress = useQuery(rosterProgressQuery(session.companyId)).data ?? null;
  const [filters, setFilters] = useState<EmployeeFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EmployeeSort>(DEFAULT_SORT);
  const [storedColumns, setStoredColumns] = useAtom(employeeColumnsState);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const columns = useMemo(() => normalizeColumns(storedColumns), [storedColumns]);

  // Pages show as they arrive, so a large roster is usable before its last page is in.
  const workers = roster.data ?? progress?.items;
  // Sorted once per roster and sort order; a keystroke only filters the sorted list (a stable sort makes
  // filtering the sorted list the same as sorting the filtered one).
  const sorted = useMemo(() => sortWorkers(workers ?? [], sort), [workers, sort]);
  // Filtered in the keystroke's own render: with the rows memoised, one pass (filter 10,000, draw the rows that
  // changed) is quicker than a deferred second pass after the typed value is painted.
  const visible = useMemo(() => filterWorkers(sorted, filters), [sorted, filters]);
  // The search keys are made after the rows are drawn, in the browser's idle moments, so the first keystroke finds
  // them made and the first rows do not wait for them.
  useEffect(() => {
    if (workers === undefined) return;
    let from = 0;
    let cancel = whenIdle(function step(hasTime) {
      from = prepareSearchKeys(workers, from, hasTime);
      if (from < workers.length) cancel = whenIdle(step);
    });
    return () => cancel();
  }, [workers]);
  const set = <Key extends keyof EmployeeFilters>(key: Key, value: EmployeeFilters[Key]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  // Stable between keystrokes, so rows whose worker did not change are not drawn again.
  const tableColumns = useMemo(() => {
    // What a cell says; the table cuts a long one with an ellipsis and shows it whole on hover.
    function cellText(worker: WorkerSelection, column: EmployeeColumn): string | number {
      switch (column) {
        case 'name':
          return `${worker.lastName}, ${worker.firstName}`;
        case 'workerStatus':
          return statusLabel(t, worker.workerStatus);
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
    const cells: Partial<Record<EmployeeColumn, (worker: WorkerSelection) => ReactNode>> = {
      name: (worker) => (
        <Button
          variant="link"
          size="sm"
          title={`${worker.lastName}, ${worker.firstName}`}
          onClick={() => setSelectedId(worker.id)}
        >
          {worker.lastName}, {worker.firstName}
        </Button>
      ),
      workerStatus: (worker) => (
        <StatusPill tone={statusTone(worker.workerStatus)}>{statusLabel(t, worker.workerStatus)}</StatusPill>
      ),
    };

    return columns.map((column): DataTableColumn<WorkerSelection> => ({
      id: column,
      header: columnLabel(t, column),
      // The roster arrives sorted (sortWorkers); the table only reports which header was pressed.
      value: (worker) => cellText(worker, column),
      cell: cells[column],
      numeric: NUMERIC_COLUMNS.has(column),
      width: COLUMN_WIDTHS[column],
      sortable: SORTABLE.has(column),
      hideable: false,
    }));
  }, [columns, t, session.locale]);
  const sorting = useMemo(() => [{ id: sort.column, desc: sort.direction === 'descending' }], [sort]);
  const changeSorting = (next: SortingState) => {
    const [first] = next;
    setSort(
      first && isEmployeeColumn(first.id)
        ? { column: first.id, direction: first.desc ? 'descending' : 'ascending' }
        : DEFAULT_SORT,
    );
  };

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
    <Stack space="medium">
      <PageHeader title={t('ewa.employees.title')} description={t('ewa.employees.description')} />
      <DepositStats />
      <Stack space="small">
        <Heading level={2}>{t('ewa.employees.tableLabel')}</Heading>
        <DataTable
          toolbar={
            <Inline space="small" alignY="bottom">
              <Inline space="small" alignY="bottom" role="search">
                <TextField
                  label={t('ewa.employees.search')}
                  type="search"
                  placeholder={t('ewa.employees.searchPlaceholder')}
                  value={filters.search}
                  onChange={(value) => set('search', value)}
                  autoComplete="off"
                />
                <Select
                  label={t('ewa.employees.filter.status')}
                  value={filters.status}
                  onValueChange={(value) => set('status', value as EmployeeFilters['status'])}
                  options={[
                    { value: 'all', label: t('ewa.common.all') },
                    ...WORKER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
                  ]}
                />
                <Select
                  label={t('ewa.employees.filter.group')}
                  value={filters.workerGroupCode}
                  onValueChange={(value) => set('workerGroupCode', value)}
                  options={[
                    { value: 'all', label: t('ewa.common.allGroups') },
                    ...groups.map((group) => ({
                      value: group.workerGroupCode,
                      label: `${group.companyName} (${group.workerGroupCode})`,
                    })),
                  ]}
                />
                <Select
                  label={t('ewa.employees.filter.workerType')}
                  value={filters.workerType}
                  onValueChange={(value) => set('workerType', value as EmployeeFilters['workerType'])}
                  options={[
                    { value: 'all', label: t('ewa.common.all') },
                    ...WORKER_TYPES.map((type) => ({ value: type, label: workerTypeLabel(t, type) })),
                  ]}
                />
                <Select
                  label={t('ewa.employees.filter.compensation')}
                  value={filters.compensationType}
                  onValueChange={(value) => set('compensationType', value as EmployeeFilters['compensationType'])}
                  options={[
                    { value: 'all', label: t('ewa.common.all') },
                    ...COMPENSATION_TYPES.map((type) => ({ value: type, label: compensationLabel(t, type) })),
                  ]}
                />
                <Select
                  label={t('ewa.employees.filter.product')}
                  value={filters.product}
                  onValueChange={(value) => set('product', value as EmployeeFilters['product'])}
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
              </Inline>
              <Popover
                title={t('ewa.employees.columnsLegend')}
                align="end"
                trigger={
                  <Button variant="outline" size="sm">
                    <Columns3 size={14} aria-hidden="true" />
                    {t('ewa.employees.columns')}
                  </Button>
                }
              >
                <Suspense fallback={null}>
                  <ColumnChoices columns={columns} onToggle={toggleColumn} />
                </Suspense>
              </Popover>
              <Button variant="outline" size="sm" onClick={exportCsv} disabled={!roster.data || visible.length === 0}>
                <Download size={14} aria-hidden="true" />
                {t('ewa.employees.exportCsv')}
              </Button>
            </Inline>
          }
          label={t('ewa.employees.tableLabel')}
          columns={tableColumns}
          data={visible}
          getRowId={workerKey}
          status={workers === undefined && roster.isPending ? 'loading' : roster.isError ? 'error' : 'success'}
          errorMessage={`${t('ewa.employees.loadError')} ${t('ewa.common.loadErrorDescription')}`}
          onRetry={() => void roster.refetch()}
          sorting={sorting}
          onSortingChange={changeSorting}
          manualSorting
          stickyFirstColumn
          labels={{ retry: t('ewa.common.retry') }}
          empty={
            sorted.length === 0 ? (
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
        />
        <Stack space="xsmall">
          <Text size="small" tone="muted" role="status" data-testid="ewa-employee-count">
            {t('ewa.employees.count', { shown: visible.length, total: progress?.total ?? sorted.length })}
          </Text>
          {loadingAll && progress ? (
            <ProgressBar
              hideLabel
              value={(progress.loaded / progress.total) * 100}
              label={t('ewa.employees.loadingProgress', { loaded: progress.loaded, total: progress.total })}
            />
          ) : null}
        </Stack>
      </Stack>
      {selectedId !== null ? (
        <Suspense fallback={null}>
          <WorkerDrawer workerId={selectedId} onClose={() => setSelectedId(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
