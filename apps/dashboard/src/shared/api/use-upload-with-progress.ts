import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDeps } from '../../app/app-deps-context.ts';
import type { UploadBody, UploadOutcome, UploadPath, UploadProgress } from './upload-with-progress.ts';
import { PROGRESS_SHOWN_AFTER_MS, uploadWithProgress, visibleProgress } from './upload-with-progress.ts';

export type UploadState<P extends UploadPath> = {
  /** An upload is running (from the click to the answer): buttons say so at once. */
  busy: boolean;
  /** The progress to show: none until the upload has lasted `PROGRESS_SHOWN_AFTER_MS`, none once it is over. */
  progress: UploadProgress | null;
  upload: (body: UploadBody<P>, idempotencyKey: string) => Promise<UploadOutcome<P>>;
};

/** One upload of the contract at a time, with its progress; an expired session signs out as any other call does. */
export function useUploadWithProgress<P extends UploadPath>(path: P): UploadState<P> {
  const deps = useAppDeps();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const upload = useCallback(
    async (body: UploadBody<P>, idempotencyKey: string) => {
      setElapsed(0);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setElapsed(PROGRESS_SHOWN_AFTER_MS), PROGRESS_SHOWN_AFTER_MS);
      try {
        const outcome = await uploadWithProgress(path, body, { idempotencyKey, onProgress: setProgress });
        if (outcome.kind === 'rejected' && outcome.problem.status === 401) deps.exit.onApiSignOut();
        return outcome;
      } finally {
        clearTimeout(timer.current);
        setProgress(null);
        setElapsed(0);
      }
    },
    [path, deps],
  );

  return { busy: progress !== null, progress: visibleProgress(progress, elapsed), upload };
}
