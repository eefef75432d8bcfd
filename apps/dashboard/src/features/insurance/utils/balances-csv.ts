import type { Schemas } from '@cuadre/api-client';
import { CSV_BOM, toCsv, type CsvColumn } from '@cuadre/domain';

type Row = Schemas['InsuranceTableRow'];

// Cents as a plain decimal a spreadsheet reads as a number ("-12.05"), exact to the cent.
export function centsAsDecimal(cents: number): string {
  const magnitude = BigInt(Math.abs(cents));
  const text = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

export const BALANCE_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'payrollFileNumber', value: (row) => row.payrollFileNumber },
  { header: 'lastName', value: (row) => row.lastName },
  { header: 'firstName', value: (row) => row.firstName },
  { header: 'store', value: (row) => row.store },
  { header: 'workerStatus', value: (row) => row.workerStatus },
  { header: 'planType', value: (row) => row.planType },
  { header: 'planOrigin', value: (row) => row.planOrigin },
  { header: 'mcs', value: (row) => (row.mcs ? 'yes' : 'no') },
  { header: 'delta', value: (row) => (row.delta ? 'yes' : 'no') },
  { header: 'mcsRemainingBalance', value: (row) => centsAsDecimal(row.mcsRemainingBalance) },
  { header: 'deltaRemainingBalance', value: (row) => centsAsDecimal(row.deltaRemainingBalance) },
  { header: 'totalRemainingBalance', value: (row) => centsAsDecimal(row.totalRemainingBalance) },
];

// The filtered rows as a CSV file that opens in a spreadsheet with accents intact.
export function balancesCsv(rows: readonly Row[]): string {
  return CSV_BOM + toCsv(rows, BALANCE_COLUMNS);
}

export const PAGE_FOR_EXPORT = 200;

// Every page of the filtered table, one request at a time, reporting progress; stops when `total` rows are in.
export async function fetchAllRows(
  fetchPage: (page: number, limit: number) => Promise<{ items: Row[]; total: number }>,
  onProgress: (done: number, total: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await fetchPage(page, PAGE_FOR_EXPORT);
    rows.push(...items);
    onProgress(rows.length, total);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}
