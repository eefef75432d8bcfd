import { ProgressBar } from '@cuadre/ui';
import type { UploadProgress } from './upload-with-progress.ts';

/** A running upload: the part of the file sent, then an indeterminate bar while the server checks its rows. */
export function UploadProgressBar({
  progress,
  labels,
}: {
  progress: UploadProgress;
  /** “Uploading payroll.csv”, then “Checking 4,812 rows…”. */
  labels: { uploading: string; checking: string };
}) {
  return progress.phase === 'uploading' ? (
    <ProgressBar label={labels.uploading} value={Math.round(progress.fraction * 100)} />
  ) : (
    <ProgressBar label={labels.checking} indeterminate />
  );
}
