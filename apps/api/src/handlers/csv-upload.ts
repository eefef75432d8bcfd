import { parse } from 'csv-parse/sync';
import { CSV_BOM } from '@cuadre/domain';
import type { ProblemFieldError } from '../server/problem.ts';
import { HttpError, unprocessable } from '../server/problem.ts';

export type CsvRows = { rows: Record<string, string>[] };

export const rowPointer = (index: number, column: string): string => `/body/csv/rows/${index}/${column}`;

/** Parses an uploaded CSV whole; a missing column or an unreadable file answers 422 before any row is read. */
export function readCsv(text: string, columns: readonly string[], maxRows = 20_000): CsvRows {
  // A binary file read as text holds NUL bytes, or U+FFFD where its bytes were not UTF-8.
  if (/[\0\uFFFD]/.test(text)) {
    const message = 'The file is not a CSV text file: it holds NUL bytes or bytes that are not UTF-8.';
    throw new HttpError(400, message, [{ pointer: '/body/csv', message }]);
  }
  let records: Record<string, string>[];
  try {
    records = parse(text.startsWith(CSV_BOM) ? text.slice(1) : text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    }) as Record<string, string>[];
  } catch (error) {
    throw unprocessable('The file is not a readable CSV.', [
      { pointer: '/body/csv', message: (error as Error).message },
    ]);
  }
  const first = records[0];
  const header = first ? Object.keys(first) : columns.filter((c) => text.includes(c));
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw unprocessable(
      'The file lacks required columns.',
      missing.map((column) => ({ pointer: `/body/csv/header/${column}`, message: `The column ${column} is missing.` })),
    );
  }
  if (records.length === 0)
    throw unprocessable('The file holds no rows.', [{ pointer: '/body/csv', message: 'The file holds no rows.' }]);
  if (records.length > maxRows) {
    throw unprocessable(`The file holds more than ${maxRows} rows.`, [
      { pointer: '/body/csv', message: `At most ${maxRows} rows.` },
    ]);
  }
  return { rows: records };
}

/** All-or-nothing: any error answers 422 listing every bad cell, and nothing is written. */
export function rejectIfErrors(errors: ProblemFieldError[]): void {
  if (errors.length > 0) {
    const rows = new Set(errors.map((e) => e.pointer.split('/')[4]));
    throw unprocessable(`${rows.size} row(s) of the file have errors; nothing was saved.`, errors);
  }
}

export const isCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
