import { DEDUCTION_FILE_REQUIRED_COLUMNS, MAX_MONEY_CENTS, parseDollars, sumCents } from '@cuadre/domain';
import { parse } from 'csv-parse/browser/esm/sync';
import type { ProblemFieldError } from '../api/ewa-types.ts';

// What the upload reads: the required columns and, when the file has it, `code`. A downloaded file's `name` is shown
// in the preview; its `fee` is the provider's and is neither shown nor read (`DEDUCTION_FILE_COLUMNS`).
export const DEDUCTION_COLUMNS = DEDUCTION_FILE_REQUIRED_COLUMNS;
export const MAX_DEDUCTION_ROWS = 20_000;
export const MAX_DEDUCTION_BYTES = 5 * 1024 * 1024;

export type DeductionFileRow = {
  line: number;
  payrollFileNumber: string;
  workerId: string;
  name: string;
  amount: string;
  code: string;
  cents: number | null;
};

export type FileIssue =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'missing-columns'; columns: string[] }
  | { kind: 'empty' }
  | { kind: 'too-many-rows' }
  | { kind: 'too-large' };

export type RowIssue = { row: number; column: string; kind: 'amount' | 'negative' | 'too-large' | 'worker-id' };

export type DeductionPreview =
  | { ok: false; issue: FileIssue }
  | { ok: true; rows: DeductionFileRow[]; total: number; rowIssues: RowIssue[]; hasNames: boolean };

const BOM = '\uFEFF';

// Read in the browser before sending, so the admin sees what the file holds; the server decides.
export function previewDeductionFile(text: string, bytes: number = new Blob([text]).size): DeductionPreview {
  if (bytes > MAX_DEDUCTION_BYTES) return { ok: false, issue: { kind: 'too-large' } };
  let records: Record<string, string>[];
  try {
    records = parse(text.startsWith(BOM) ? text.slice(1) : text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    return { ok: false, issue: { kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) } };
  }
  const header = records[0] ? Object.keys(records[0]) : headerOf(text);
  const missing = DEDUCTION_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, issue: { kind: 'missing-columns', columns: missing } };
  if (records.length === 0) return { ok: false, issue: { kind: 'empty' } };
  if (records.length > MAX_DEDUCTION_ROWS) return { ok: false, issue: { kind: 'too-many-rows' } };
  const rowIssues: RowIssue[] = [];
  const rows = records.map((record, index): DeductionFileRow => {
    const cents = parseDollars(record.amount ?? '');
    const valid = cents !== null && cents >= 0 && cents <= MAX_MONEY_CENTS;
    if (!valid)
      rowIssues.push({
        row: index,
        column: 'amount',
        kind: cents === null ? 'amount' : cents < 0 ? 'negative' : 'too-large',
      });
    if ((record.workerId ?? '') === '') rowIssues.push({ row: index, column: 'workerId', kind: 'worker-id' });
    return {
      line: index + 2,
      payrollFileNumber: record.payrollFileNumber ?? '',
      workerId: record.workerId ?? '',
      name: record.name ?? '',
      amount: record.amount ?? '',
      code: record.code ?? '',
      cents: valid ? cents : null,
    };
  });
  return {
    ok: true,
    rows,
    total: sumCents(rows.map((row) => row.cents ?? 0)),
    rowIssues,
    hasNames: header.includes('name'),
  };
}

function headerOf(text: string): string[] {
  const first = (text.startsWith(BOM) ? text.slice(1) : text).split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((name) => name.trim());
}

export type ServerRowError = { row: number | null; column: string | null; message: string };

// The server names each bad cell `/body/csv/rows/<n>/<column>`; the file's own problems have no row.
export function serverRowErrors(errors: readonly ProblemFieldError[]): ServerRowError[] {
  return errors.map((error) => {
    const match = /^\/body\/csv\/rows\/(\d+)\/([^/]+)$/.exec(error.pointer);
    return match
      ? { row: Number(match[1]), column: match[2] ?? null, message: error.message }
      : { row: null, column: null, message: error.message };
  });
}
