import type { CsvCell, Locale } from '@cuadre/domain';
import { CSV_BOM, formatCents, formatDate, toCsv } from '@cuadre/domain';
import type { WorkerSelection } from '../api/ewa-types.ts';

export const EMPLOYEE_COLUMNS = [
  'name',
  'workerId',
  'payrollFileNumber',
  'workerGroupCode',
  'workerStatus',
  'workerType',
  'compensationType',
  'activeProducts',
  'payRate',
  'limitForUser',
  'amountLimitPerPP',
  'transactionLimitPerPP',
  'hireDate',
  'email',
] as const;

export type EmployeeColumn = (typeof EMPLOYEE_COLUMNS)[number];

// The columns a payroll admin reads every day, each whole at 1280 pixels in English and Spanish ("EWA · Propinas ·
// Metas", a "Cesanteado" status). The worker type and the pay type are filters above the table and columns in
// Columns; the pay rate's unit ("/ hour", "/ year") already tells the pay type.
export const DEFAULT_EMPLOYEE_COLUMNS: readonly EmployeeColumn[] = [
  'name',
  'workerId',
  'payrollFileNumber',
  'workerGroupCode',
  'workerStatus',
  'activeProducts',
  'payRate',
  'limitForUser',
];

export const NUMERIC_COLUMNS: ReadonlySet<EmployeeColumn> = new Set([
  'payRate',
  'limitForUser',
  'amountLimitPerPP',
  'transactionLimitPerPP',
]);

// Each column's width in the table (px), wide enough for its longest value in either language (an eight-digit payroll
// file number, three products, a yearly pay rate): the default columns fit a 1280-pixel window beside the sidebar; more
// columns make the roster scroll sideways inside its card, the name staying in view.
export const COLUMN_WIDTHS: Readonly<Record<EmployeeColumn, number>> = {
  name: 190,
  workerId: 110,
  payrollFileNumber: 100,
  workerGroupCode: 80,
  workerStatus: 135,
  workerType: 140,
  compensationType: 100,
  activeProducts: 170,
  payRate: 150,
  limitForUser: 125,
  amountLimitPerPP: 120,
  transactionLimitPerPP: 110,
  hireDate: 110,
  email: 220,
};

export type SortDirection = 'ascending' | 'descending';
export type EmployeeSort = { column: EmployeeColumn; direction: SortDirection };
export const DEFAULT_SORT: EmployeeSort = { column: 'name', direction: 'ascending' };

export function isEmployeeColumn(value: unknown): value is EmployeeColumn {
  return typeof value === 'string' && (EMPLOYEE_COLUMNS as readonly string[]).includes(value);
}

// Keeps the table's column order whatever order the user ticked them in; the name always shows.
export function normalizeColumns(columns: readonly unknown[]): EmployeeColumn[] {
  const chosen = new Set(columns.filter(isEmployeeColumn));
  chosen.add('name');
  return EMPLOYEE_COLUMNS.filter((column) => chosen.has(column));
}

export const productList = (worker: WorkerSelection): ('ewa' | 'tips' | 'goals')[] =>
  (['ewa', 'tips', 'goals'] as const).filter((product) => worker.activeProducts?.[product] === true);

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function sortValue(worker: WorkerSelection, column: EmployeeColumn): string | number {
  switch (column) {
    case 'name':
      return `${worker.lastName}\u0000${worker.firstName}`;
    case 'activeProducts':
      return productList(worker).join(' ');
    case 'payRate':
    case 'limitForUser':
    case 'amountLimitPerPP':
    case 'transactionLimitPerPP':
      return worker[column] ?? -1;
    case 'workerId':
    case 'payrollFileNumber':
    case 'workerGroupCode':
    case 'workerStatus':
    case 'workerType':
    case 'compensationType':
    case 'hireDate':
    case 'email':
      return worker[column] ?? '';
    default:
      return column satisfies never;
  }
}

// Stable: ties keep the roster's order (last name, first name), so exports repeat exactly.
export function sortWorkers(workers: readonly WorkerSelection[], sort: EmployeeSort): WorkerSelection[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const keyed = workers.map((worker, position) => ({ worker, position, key: sortValue(worker, sort.column) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return order !== 0 ? order * factor : a.position - b.position;
  });
  return keyed.map((entry) => entry.worker);
}

const dollars = (cents: number | undefined): CsvCell => (cents === undefined ? null : (cents / 100).toFixed(2));

// The value a column writes to the CSV: plain values a spreadsheet reads (dollars, ISO dates, codes).
export function csvValue(worker: WorkerSelection, column: EmployeeColumn): CsvCell {
  switch (column) {
    case 'name':
      return `${worker.lastName}, ${worker.firstName}`;
    case 'activeProducts':
      return productList(worker).join(' ');
    case 'payRate':
    case 'limitForUser':
    case 'amountLimitPerPP':
      return dollars(worker[column]);
    case 'transactionLimitPerPP':
      return worker.transactionLimitPerPP ?? null;
    case 'workerId':
    case 'payrollFileNumber':
    case 'workerGroupCode':
    case 'workerStatus':
    case 'workerType':
    case 'compensationType':
    case 'hireDate':
    case 'email':
      return worker[column] ?? null;
    default:
      return column satisfies never;
  }
}

// Exactly the rows and columns on screen, in their order; cells that could run as formulas are neutralised by toCsv.
export function employeesCsv(
  workers: readonly WorkerSelection[],
  columns: readonly EmployeeColumn[],
  header: (column: EmployeeColumn) => string,
): string {
  return (
    CSV_BOM +
    toCsv(
      workers,
      columns.map((column) => ({
        header: header(column),
        value: (worker: WorkerSelection) => csvValue(worker, column),
      })),
    )
  );
}

export function formatMoneyCell(cents: number | undefined, locale: Locale): string {
  return cents === undefined ? '—' : formatCents(cents, locale);
}

export function formatDateCell(date: string | null | undefined, locale: Locale): string {
  return date ? formatDate(date, locale) : '—';
}
