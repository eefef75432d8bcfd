import { previewCsv } from '../../../shared/csv/csv-preview.ts';
import type { FilePreview } from './ledger-file.ts';
import { MAX_BYTES, MAX_ROWS, PREVIEW_ROWS, REQUIRED_COLUMNS } from './ledger-file.ts';

// A ledger file's first look in the browser; loaded with the first file chosen, as it carries the CSV parser.
export function previewLedgerFile(text: string): FilePreview {
  return previewCsv(text, {
    required: REQUIRED_COLUMNS,
    maxBytes: MAX_BYTES,
    maxRows: MAX_ROWS,
    previewRows: PREVIEW_ROWS,
  });
}
