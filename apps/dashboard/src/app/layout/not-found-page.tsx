import { EmptyState, Heading, buttonClassName } from '@cuadre/ui';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { useDocumentTitle } from '../../shared/components/use-document-title.ts';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('page.notFound.title'));
  return (
    <>
      <Heading level={1}>{t('page.notFound.title')}</Heading>
      <EmptyState
        title={t('page.notFound.title')}
        description={t('page.notFound.description')}
        headingLevel={2}
        action={
          <Link to="/" className={buttonClassName('default')}>
            {t('page.notFound.home')}
          </Link>
        }
      />
    </>
  );
}
