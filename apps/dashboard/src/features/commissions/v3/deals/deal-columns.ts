export const DEAL_COLUMNS = [
  'dealNumber',
  'date',
  'brand',
  'department',
  'worker',
  'payrollFileNumber',
  'dealType',
  'origin',
  'saleAmount',
  'grossProfit',
  'units',
] as const;
export type DealColumn = (typeof DEAL_COLUMNS)[number];

// Hidden until a user shows it: every deal of this list came from the dealer system, so its origin tells nothing, and
// without it the table (with its worker's name) fits 1280 pixels in Spanish too.
export const DEFAULT_HIDDEN_DEAL_COLUMNS: readonly DealColumn[] = ['origin'];

const isDealColumn = (value: unknown): value is DealColumn =>
  typeof value === 'string' && (DEAL_COLUMNS as readonly string[]).includes(value);

// §9: hidden columns as remembered; an unknown column is dropped, so a new column shows by default, and anything but a
// list is no choice at all (undefined: the default columns).
export function readHiddenColumns(stored: unknown): DealColumn[] | undefined {
  return Array.isArray(stored) ? [...new Set(stored.filter(isDealColumn))] : undefined;
}

export function toggleColumn(hidden: readonly DealColumn[], column: DealColumn): DealColumn[] {
  return hidden.includes(column) ? hidden.filter((candidate) => candidate !== column) : [...hidden, column];
}
