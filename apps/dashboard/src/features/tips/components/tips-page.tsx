import { findRoute } from '@cuadre/domain';
import type { ReactNode } from 'react';
import { useLabel } from '../../../shared/i18n/use-t.ts';
import { useT } from '../hooks/use-tips-t.ts';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { EmptyState } from './ui-bits.tsx';
import * as styles from './tips.css.ts';

// A tips page: its title from the route table, and its body once a company and worker group are known.
export function TipsPage({
  path,
  subtitle,
  actions,
  children,
}: {
  path: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: (scope: { companyId: string; workerGroupCode: string }) => ReactNode;
}) {
  const t = useT();
  const label = useLabel();
  const route = findRoute(path);
  const title = route ? label(route.labelKey, route.label) : path;
  useDocumentTitle(title);
  const { companyId, workerGroupCode } = useTipsScope();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions}
      </header>
      {companyId === null || workerGroupCode === null ? (
        <EmptyState title={t('tips.noGroup.title')} description={t('tips.noGroup.description')} />
      ) : (
        children({ companyId, workerGroupCode })
      )}
    </div>
  );
}
