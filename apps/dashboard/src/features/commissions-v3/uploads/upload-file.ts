import { parse } from 'csv-parse/browser/esm/sync';
import type { Schemas } from '@cuadre/api-client';

export type UploadKind = Schemas['CommissionUploadKind'];

// The columns the API requires for each kind of file (openapi/README.md).
export const UPLOAD_COLUMNS: Record<UploadKind, readonly string[]> = {
  deals: ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'],
  'payroll-provider': ['payrollFileNumber', 'amount'],
  'technician-hours': ['payrollFileNumber', 'amount'],
};

export const PREVIEW_ROWS = 10;
export const MAX_BYTES = 5 * 1024 * 1024;

export type FilePreview =
  | { ok: true; header: string[]; rows: string[][]; rowCount: number }
  | { ok: false; reason: 'unreadable' | 'empty' | 'too-large' | 'missing-columns'; missing: string[] };

// A first look in the browser: the header, the first rows and the columns the kind needs; the API checks every cell.
export function previewCsv(text: string, kind: UploadKind): FilePreview {
  if (new TextEncoder().encode(text).length > MAX_BYTES) return { ok: false, reason: 'too-large', missing: [] };
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    return { ok: false, reason: 'unreadable', missing: [] };
  }
  const [header, ...rows] = records;
  if (header === undefined || rows.length === 0) return { ok: false, reason: 'empty', missing: [] };
  const missing = UPLOAD_COLUMNS[kind].filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, reason: 'missing-columns', missing };
  return { ok: true, header, rows: rows.slice(0, PREVIEW_ROWS), rowCount: rows.length };
}

export type RowError = { row: number; column: string; message: string };

// The API's refusals (`/body/csv/rows/<n>/<column>`) as 1-based rows of the file, in row order.
export function rowErrors(errors: readonly { pointer: string; message: string }[]): RowError[] {
  return errors
    .map((error) => {
      const match = /^\/body\/csv\/rows\/(\d+)\/(.+)$/.exec(error.pointer);
      return match ? { row: Number(match[1]) + 1, column: match[2] ?? '', message: error.message } : { row: 0, column: error.pointer, message: error.message };
    })
    .sort((a, b) => a.row - b.row);
}
