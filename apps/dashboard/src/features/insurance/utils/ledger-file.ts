import { CSV_BOM, toCsv } from '@cuadre/domain';

// The columns the API reads from a ledger file, in this order in the template.
export const LEDGER_FILE_COLUMNS = [
  'payrollFileNumber',
  'date',
  'plan',
  'type',
  'amount',
  'paymentMethod',
  'notes',
] as const;
export const REQUIRED_COLUMNS = LEDGER_FILE_COLUMNS.filter((column) => column !== 'notes');
export const PREVIEW_ROWS = 10;
// The preview (ledger-preview.ts) parses the file; its parser loads only once a file is chosen.
export const MAX_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 20_000;

export const LEDGER_TEMPLATE = `${LEDGER_FILE_COLUMNS.join(',')}\nP-0001,2026-11-15,mcs,payment,45.00,cash,Paid at the store\nP-0001,2026-11-15,delta,debt,30.00,,\n`;

export type { CsvPreview as FilePreview } from '../../../shared/csv/csv-preview.ts';

export type RowError = { row: number; column: string; message: string };

// The API's refusals (`/body/csv/rows/<n>/<column>`, n from 0) as rows of the file counted from 1 under the header.
export function rowErrors(errors: readonly { pointer: string; message: string }[]): RowError[] {
  return errors
    .map((error) => {
      const match = /^\/body\/csv\/rows\/(\d+)\/(.+)$/.exec(error.pointer);
      return match
        ? { row: Number(match[1]) + 1, column: match[2] ?? '', message: error.message }
        : { row: 0, column: error.pointer, message: error.message };
    })
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}

// The error report to download: one line per bad cell, naming the row, the column and the problem.
export function errorReportCsv(filename: string, errors: readonly RowError[]): string {
  return (
    CSV_BOM +
    toCsv(errors, [
      { header: 'file', value: () => filename },
      { header: 'row', value: (error) => error.row },
      { header: 'column', value: (error) => error.column },
      { header: 'problem', value: (error) => error.message },
    ])
  );
}

export const errorReportName = (filename: string): string => `${filename.replace(/\.csv$/i, '')}-errors.csv`;
