import { Suspense, lazy } from 'react';
import type { DeletableBatch } from './delete-batch-dialog.tsx';

const DeleteBatchDialog = lazy(() =>
  import('./delete-batch-dialog.tsx').then((module) => ({ default: module.DeleteBatchDialog })),
);

// The confirmation of a delete, once one is asked for (its dialog's code downloads then).
export function DeleteBatchConfirmation({
  batch,
  onClose,
  onDeleted,
}: {
  batch: DeletableBatch | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  if (batch === null) return null;
  return (
    <Suspense fallback={null}>
      <DeleteBatchDialog key={batch.id} batch={batch} onClose={onClose} onDeleted={onDeleted} />
    </Suspense>
  );
}
