import { Alert, buttonClassName } from '@cuadre/ui';
import { signInAgainUrl } from '../../../shared/session/login-path.ts';
import { useSettingsT } from '../messages.ts';

// The problem type the API answers when a change needs a sign-in from the last few minutes (apps/api step-up.ts).
const recentSignInProblem = '/problems/recent-sign-in-required';

export const needsRecentSignIn = (error: { type?: string } | undefined): boolean => error?.type === recentSignInProblem;

// The offer the bank-details dialog makes too: the provider asks for the password again, then brings the user back here.
export function SignInAgain() {
  const t = useSettingsT();
  return (
    <Alert
      tone="caution"
      title={t('settings.signInAgain.title')}
      action={
        <a className={buttonClassName('default', 'sm')} href={signInAgainUrl(`${window.location.pathname}${window.location.search}`)}>
          {t('settings.signInAgain.action')}
        </a>
      }
    >
      {t('settings.signInAgain.description')}
    </Alert>
  );
}
