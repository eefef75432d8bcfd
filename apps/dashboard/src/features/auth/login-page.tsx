import { Alert, buttonClassName, Card, Heading, Inline, Spinner, Stack, Text } from '@cuadre/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey } from '../../shared/i18n/messages/en-us.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import { useDocumentTitle } from '../../shared/components/use-document-title.ts';
import { signInUrl } from '../../shared/session/login-path.ts';
import { forgetSignOutNotice, readSignOutNotice } from '../../shared/session/sign-out.ts';
import * as styles from './login-page.css.ts';

// Why the server sent the browser back here (`/login?error=…`, identity/README.md); any other value reads as a failure.
const signInProblems = new Map<string, MessageKey>([
  ['not-authorized', 'auth.notAuthorized'],
  ['email-not-verified', 'auth.emailNotVerified'],
  ['second-factor-required', 'auth.secondFactorRequired'],
]);

// §2: where unauthenticated visitors land; the Sign in button starts the server's OpenID Connect sign-in.
export function LoginPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [signOutNotice] = useState(readSignOutNotice);
  const [starting, setStarting] = useState(false);
  useDocumentTitle(t('routes.login'));

  const error = searchParams.get('error');
  const problem =
    signOutNotice === 'not-authorized'
      ? 'auth.notAuthorized'
      : error === null
        ? null
        : (signInProblems.get(error) ?? 'auth.signInFailed');

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Stack space="medium">
          <Text as="p" size="large" weight="bold" tone="primary">
            {t('app.name')}
          </Text>
          <Heading level={1}>{t('auth.login.title')}</Heading>
          <Text as="p" tone="muted">
            {t('auth.login.description')}
          </Text>
          {problem ? <Alert tone="critical" title={t(problem)} /> : null}
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
          <Inline space="small" align="right">
            <LanguageSelect />
          </Inline>
        </Stack>
      </Card>
    </main>
  );
}
