export const DEAL_COLUMNS = ['dealNumber', 'date', 'brand', 'department', 'payrollFileNumber', 'dealType', 'origin', 'saleAmount', 'grossProfit', 'units'] as const;
export type DealColumn = (typeof DEAL_COLUMNS)[number];

const isDealColumn = (value: unknown): value is DealColumn => typeof value === 'string' && (DEAL_COLUMNS as readonly string[]).includes(value);

// §9: hidden columns as remembered; anything unreadable or unknown is dropped, so a new column shows by default.
export function readHiddenColumns(stored: unknown): DealColumn[] {
  return Array.isArray(stored) ? [...new Set(stored.filter(isDealColumn))] : [];
}

export function toggleColumn(hidden: readonly DealColumn[], column: DealColumn): DealColumn[] {
  return hidden.includes(column) ? hidden.filter((candidate) => candidate !== column) : [...hidden, column];
}
