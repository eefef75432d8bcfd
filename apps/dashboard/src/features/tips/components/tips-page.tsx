import { findRoute } from '@cuadre/domain';
import { EmptyState, PageHeader, Stack } from '@cuadre/ui';
import type { ReactNode } from 'react';
import { useLabel } from '../../../shared/i18n/use-t.ts';
import { useT } from '../hooks/use-tips-t.ts';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
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
    <Stack space="large" className={styles.page}>
      <PageHeader title={title} description={subtitle} actions={actions} />
      {companyId === null || workerGroupCode === null ? (
        <EmptyState title={t('tips.noGroup.title')} description={t('tips.noGroup.description')} />
      ) : (
        children({ companyId, workerGroupCode })
      )}
    </Stack>
  );
}
