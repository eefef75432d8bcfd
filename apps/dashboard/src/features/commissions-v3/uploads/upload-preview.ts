import { parse } from 'csv-parse/browser/esm/sync';
import type { FilePreview, UploadKind } from './upload-file.ts';
import { MAX_BYTES, PREVIEW_ROWS, UPLOAD_COLUMNS } from './upload-file.ts';

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
