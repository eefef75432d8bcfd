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

export type IndexedWorker = { worker: WorkerSelection; searchKey: string };

// Each worker's key is made once: a roster arriving in chunks is indexed again as each chunk lands, and only the
// new workers (or one a change replaced) are normalised.
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

// Built once per roster so that a keystroke only compares strings.
export function indexWorkers(workers: readonly WorkerSelection[]): IndexedWorker[] {
  return workers.map((worker) => ({ worker, searchKey: searchKeyOf(worker) }));
}

export function activeFilterCount(filters: EmployeeFilters): number {
  return (Object.keys(NO_FILTERS) as (keyof EmployeeFilters)[]).filter((key) => filters[key] !== NO_FILTERS[key])
    .length;
}

// Search by name, worker id or payroll file number; every other filter must match exactly.
export function filterWorkers(index: readonly IndexedWorker[], filters: EmployeeFilters): WorkerSelection[] {
  const needle = normalizeSearch(filters.search);
  const result: WorkerSelection[] = [];
  for (const { worker, searchKey } of index) {
    if (needle !== '' && !searchKey.includes(needle)) continue;
    if (filters.status !== 'all' && worker.workerStatus !== filters.status) continue;
    if (filters.workerGroupCode !== 'all' && worker.workerGroupCode !== filters.workerGroupCode) continue;
    if (filters.workerType !== 'all' && worker.workerType !== filters.workerType) continue;
    if (filters.compensationType !== 'all' && worker.compensationType !== filters.compensationType) continue;
    if (filters.product !== 'all' && worker.activeProducts?.[filters.product] !== true) continue;
    result.push(worker);
  }
  return result;
}
