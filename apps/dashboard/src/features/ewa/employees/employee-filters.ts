import type { WorkerSelection } from '../api/ewa-types.ts';

export const WORKER_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export const WORKER_TYPES = ['full-time', 'part-time', 'seasonal', 'temporary'] as const;
export const COMPENSATION_TYPES = ['hourly', 'salaried', 'commissioned', 'tipped'] as const;
export const PRODUCTS = ['ewa', 'tips', 'goals'] as const;

export type WorkerStatusFilter = (typeof WORKER_STATUSES)[number] | 'all';
export type WorkerTypeFilter = (typeof WORKER_TYPES)[number] | 'all';
export type CompensationTypeFilter = (typeof COMPENSATION_TYPES)[number] | 'all';
export type ProductFilter = (typeof PRODUCTS)[number] | 'all';

export type EmployeeFilters = {
  search: string;
  status: WorkerStatusFilter;
  workerGroupCode: string | 'all';
  workerType: WorkerTypeFilter;
  compensationType: CompensationTypeFilter;
  product: ProductFilter;
};

export const NO_FILTERS: EmployeeFilters = {
  search: '',
  status: 'all',
  workerGroupCode: 'all',
  workerType: 'all',
  compensationType: 'all',
  product: 'all',
};

// Accents and case are ignored, as a Spanish-speaking payroll admin types names; a comma is a space, so the name
// typed as the table shows it ("Cruz, Nilda") finds the worker.
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Each worker's key is made once, the first time a search needs it (or `prepareSearchKeys` makes it ahead): the
// roster's first rows are drawn before any key is made (the first normalisation loads the browser's Unicode tables,
// 20–30 ms), and a roster arriving in chunks only has its new workers (or one a change replaced) normalised.
const searchKeys = new WeakMap<WorkerSelection, string>();

function searchKeyOf(worker: WorkerSelection): string {
  let key = searchKeys.get(worker);
  if (key === undefined) {
    key = normalizeSearch(
      [
        `${worker.firstName} ${worker.lastName}`,
        `${worker.lastName} ${worker.firstName}`,
        worker.workerId,
        worker.payrollFileNumber ?? '',
      ].join('\u0000'),
    );
    searchKeys.set(worker, key);
  }
  return key;
}

/**
 * Makes the search keys of `workers` not made yet, from `from` on, until `hasTime` says to stop; answers where it
 * stopped (`workers.length` when all are made). For the browser's idle moments, so a keystroke only compares strings.
 */
export function prepareSearchKeys(workers: readonly WorkerSelection[], from: number, hasTime: () => boolean): number {
  let next = from;
  while (next < workers.length && hasTime()) {
    searchKeyOf(workers[next]!);
    next += 1;
  }
  return next;
}

export function activeFilterCount(filters: EmployeeFilters): number {
  return (Object.keys(NO_FILTERS) as (keyof EmployeeFilters)[]).filter((key) => filters[key] !== NO_FILTERS[key])
    .length;
}

// Search by name, worker id or payroll file number; every other filter must match exactly.
export function filterWorkers(
  workers: readonly WorkerSelection[],
  filters: EmployeeFilters,
): readonly WorkerSelection[] {
  // Nothing to filter: the same list.
  if (activeFilterCount(filters) === 0) return workers;
  const needle = filters.search === '' ? '' : normalizeSearch(filters.search);
  const result: WorkerSelection[] = [];
  for (const worker of workers) {
    if (needle !== '' && !searchKeyOf(worker).includes(needle)) continue;
    if (filters.status !== 'all' && worker.workerStatus !== filters.status) continue;
    if (filters.workerGroupCode !== 'all' && worker.workerGroupCode !== filters.workerGroupCode) continue;
    if (filters.workerType !== 'all' && worker.workerType !== filters.workerType) continue;
    if (filters.compensationType !== 'all' && worker.compensationType !== filters.compensationType) continue;
    if (filters.product !== 'all' && worker.activeProducts?.[filters.product] !== true) continue;
    result.push(worker);
  }
  return result;
}
