import { Spinner } from '@cuadre/ui';
import { useT } from '../../shared/i18n/use-t.ts';
import * as styles from './layout.css.ts';

export function AppLoading() {
  const t = useT();
  return (
    <div className={styles.centered}>
      <Spinner size="large" label={t('app.loading')} />
    </div>
  );
}
