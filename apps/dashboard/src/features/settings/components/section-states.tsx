import { Alert, Button, Skeleton, Stack } from '@cuadre/ui';
import { useSettingsT } from '../messages.ts';

// A section still loading: skeletons in the shape of its cards.
export function SectionSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useSettingsT();
  return (
    <Stack space="medium" role="status" aria-label={t('settings.saving')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={72} />
      ))}
    </Stack>
  );
}

// A section whose data did not load: what happened, and a retry.
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const t = useSettingsT();
  return (
    <Alert
      tone="critical"
      title={t('settings.loadError')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('settings.retry')}
        </Button>
      }
    >
      {t('settings.loadErrorDescription')}
    </Alert>
  );
}

// A save refused because someone else saved first: nothing was written; reload their values.
export function SectionConflict({ onReload }: { onReload: () => void }) {
  const t = useSettingsT();
  return (
    <Alert
      tone="caution"
      title={t('settings.conflict.title')}
      action={
        <Button variant="outline" size="sm" onClick={onReload}>
          {t('settings.conflict.reload')}
        </Button>
      }
    >
      {t('settings.conflict.description')}
    </Alert>
  );
}
