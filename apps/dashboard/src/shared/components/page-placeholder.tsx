import { findRoute } from '@cuadre/domain';
import { EmptyState } from '@cuadre/ui';
import { useLabel, useT } from '../i18n/use-t.ts';
import { useDocumentTitle } from './use-document-title.ts';
import * as styles from './page-placeholder.css.ts';

// A page whose screen is still to come: its title and an empty state, inside the frame.
export function PagePlaceholder({ path }: { path: string }) {
  const t = useT();
  const label = useLabel();
  const route = findRoute(path);
  const title = route ? label(route.labelKey, route.label) : path;
  useDocumentTitle(title);
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      <EmptyState
        title={t('page.placeholder.title')}
        description={t('page.placeholder.description')}
        headingLevel={2}
      />
    </>
  );
}
