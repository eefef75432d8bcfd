import { parse } from 'csv-parse/browser/esm/sync';
import type { FilePreview } from './ledger-file.ts';
import { MAX_BYTES, MAX_ROWS, PREVIEW_ROWS, REQUIRED_COLUMNS } from './ledger-file.ts';

// A first look in the browser: the header, the first rows and the required columns; the API checks every cell.
export function previewLedgerFile(text: string): FilePreview {
  if (new TextEncoder().encode(text).length > MAX_BYTES) return { ok: false, reason: 'tooLarge', missing: [] };
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    return { ok: false, reason: 'unreadable', missing: [] };
  }
  const [header, ...rows] = records;
  if (header === undefined || rows.length === 0) return { ok: false, reason: 'empty', missing: [] };
  if (rows.length > MAX_ROWS) return { ok: false, reason: 'tooManyRows', missing: [] };
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, reason: 'missingColumns', missing };
  return { ok: true, header, rows: rows.slice(0, PREVIEW_ROWS), rowCount: rows.length };
}
