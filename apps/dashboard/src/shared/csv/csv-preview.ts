import { parse } from 'csv-parse/browser/esm/sync';

// A first look at an upload in the browser: the header, the first rows and the required columns. The API
// checks every cell. This module carries the CSV parser: screens import it when a file is chosen, not with the page.

export type CsvPreview =
  | { ok: true; header: string[]; rows: string[][]; rowCount: number }
  | { ok: false; reason: CsvRefusal; missing: string[] };

export type CsvRefusal = 'unreadable' | 'empty' | 'too-large' | 'too-many-rows' | 'missing-columns';

export type CsvLimits = {
  required: readonly string[];
  maxBytes: number;
  /** Rows under the header; no limit when absent. */
  maxRows?: number;
  /** How many rows the preview shows. */
  previewRows: number;
};

export function previewCsv(text: string, limits: CsvLimits): CsvPreview {
  if (new TextEncoder().encode(text).length > limits.maxBytes) return { ok: false, reason: 'too-large', missing: [] };
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    return { ok: false, reason: 'unreadable', missing: [] };
  }
  const [header, ...rows] = records;
  if (header === undefined || rows.length === 0) return { ok: false, reason: 'empty', missing: [] };
  if (limits.maxRows !== undefined && rows.length > limits.maxRows)
    return { ok: false, reason: 'too-many-rows', missing: [] };
  const missing = limits.required.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, reason: 'missing-columns', missing };
  return { ok: true, header, rows: rows.slice(0, limits.previewRows), rowCount: rows.length };
}
