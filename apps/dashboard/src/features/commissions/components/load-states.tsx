import { ErrorState, Skeleton, Stack } from '@cuadre/ui';
import { useCommissionsT } from '../messages.ts';

// A commissions read that failed, with the way to try it again.
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useCommissionsT();
  return (
    <ErrorState
      title={t('commissions.error.title')}
      description={t('commissions.error.description')}
      retryLabel={t('commissions.action.retry')}
      onRetry={onRetry}
    />
  );
}

// Placeholder rows announced as loading while a commissions read is on its way.
export function LoadingRows({ rows }: { rows: number }) {
  const t = useCommissionsT();
  return (
    <Stack space="small" role="status" aria-busy="true" aria-label={t('commissions.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={20} />
      ))}
    </Stack>
  );
}
