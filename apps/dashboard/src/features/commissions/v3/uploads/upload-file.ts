import type { Schemas } from '@cuadre/api-client';

export type UploadKind = Schemas['CommissionUploadKind'];

// The columns the API requires for each kind of file (openapi/README.md).
export const UPLOAD_COLUMNS: Record<UploadKind, readonly string[]> = {
  deals: ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'],
  'payroll-provider': ['payrollFileNumber', 'amount'],
  'technician-hours': ['payrollFileNumber', 'date', 'hours'],
};

// Columns a file may add to the required ones (openapi/README.md): what they change is said beside the form.
export const OPTIONAL_UPLOAD_COLUMNS: Record<UploadKind, readonly string[]> = {
  deals: ['department', 'units', 'workerId'],
  'payroll-provider': ['input', 'workerId'],
  'technician-hours': ['workerId'],
};

export const PREVIEW_ROWS = 10;
// The preview (upload-preview.ts) parses the file; its parser loads only once a file is chosen.
export const MAX_BYTES = 5 * 1024 * 1024;

export type { CsvPreview as FilePreview } from '../../../../shared/csv/csv-preview.ts';

export type RowError = { row: number; column: string; message: string };

// The API's refusals (`/body/csv/rows/<n>/<column>`) as 1-based rows of the file, in row order.
export function rowErrors(errors: readonly { pointer: string; message: string }[]): RowError[] {
  return errors
    .map((error) => {
      const match = /^\/body\/csv\/rows\/(\d+)\/(.+)$/.exec(error.pointer);
      return match
        ? { row: Number(match[1]) + 1, column: match[2] ?? '', message: error.message }
        : { row: 0, column: error.pointer, message: error.message };
    })
    .sort((a, b) => a.row - b.row);
}
