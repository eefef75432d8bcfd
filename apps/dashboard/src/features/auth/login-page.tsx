import { buttonClassName, Spinner } from '@cuadre/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import { useDocumentTitle } from '../../shared/components/use-document-title.ts';
import { signInUrl } from '../../shared/session/login-path.ts';
import { forgetSignOutNotice, readSignOutNotice } from '../../shared/session/sign-out.ts';
import * as styles from './login-page.css.ts';

// §2: where unauthenticated visitors land; the Sign in button starts the server's OpenID Connect sign-in.
export function LoginPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [signOutNotice] = useState(readSignOutNotice);
  const [starting, setStarting] = useState(false);
  useDocumentTitle(t('routes.login'));

  const error = searchParams.get('error');
  const notAuthorized = signOutNotice === 'not-authorized' || error === 'not-authorized';
  const unverified = error === 'email-not-verified';
  const failed = !notAuthorized && !unverified && error !== null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 className={styles.heading}>{t('auth.login.title')}</h1>
        <p className={styles.muted}>{t('auth.login.description')}</p>
        {notAuthorized ? (
          <div role="alert" className={styles.alert}>
            {t('auth.notAuthorized')}
          </div>
        ) : null}
        {unverified ? (
          <div role="alert" className={styles.alert}>
            {t('auth.emailNotVerified')}
          </div>
        ) : null}
        {failed ? (
          <div role="alert" className={styles.alert}>
            {t('auth.signInFailed')}
          </div>
        ) : null}
        {/* A link, not a script: it starts the sign-in even when clicked before the page's scripts have started. */}
        <a
          className={buttonClassName('default', 'lg')}
          href={signInUrl(searchParams.get('returnTo'))}
          aria-busy={starting || undefined}
          data-loading={starting || undefined}
          onClick={() => {
            setStarting(true);
            forgetSignOutNotice();
          }}
        >
          {starting ? <Spinner size="small" /> : null}
          {t('auth.login.signIn')}
        </a>
        <div className={styles.footer}>
          <LanguageSelect />
        </div>
      </div>
    </main>
  );
}
