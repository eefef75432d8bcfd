import { previewCsv as previewFile } from '../../../../shared/csv/csv-preview.ts';
import type { FilePreview, UploadKind } from './upload-file.ts';
import { MAX_BYTES, PREVIEW_ROWS, UPLOAD_COLUMNS } from './upload-file.ts';

// A file's first look in the browser, against the columns its kind needs; loaded with the first file chosen,
// as it carries the CSV parser.
export function previewCsv(text: string, kind: UploadKind): FilePreview {
  return previewFile(text, { required: UPLOAD_COLUMNS[kind], maxBytes: MAX_BYTES, previewRows: PREVIEW_ROWS });
}
