import { Button, Heading, Stack, Text } from '@cuadre/ui';
import { useRevalidator, useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import * as styles from './layout.css.ts';

const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

// Every route's error boundary: says what happened and offers a retry.
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const t = useT();
  const retry = () => {
    // A page whose code failed to download needs a fresh document; anything else reloads its data.
    if (isChunkLoadFailure(error)) window.location.reload();
    else void revalidator.revalidate();
  };
  return (
    <div className={styles.main}>
      <Stack space="medium" role="alert">
        <Heading level={1}>{t('page.error.title')}</Heading>
        <Text as="p">{t('page.error.description')}</Text>
      </Stack>
      <div>
        <Button onClick={retry} loading={revalidator.state === 'loading'}>
          {t('page.error.retry')}
        </Button>
      </div>
    </div>
  );
}
