import { Alert, buttonClassName } from '@cuadre/ui';
import { signInAgainUrl } from './login-path.ts';

// The problem type the API answers when a change needs a sign-in from the last few minutes (apps/api step-up.ts).
const recentSignInProblem = '/problems/recent-sign-in-required';

export const needsRecentSignIn = (error: { type?: string } | undefined): boolean => error?.type === recentSignInProblem;

/**
 * The offer made where a change needs a recent sign-in (bank details, a user's sign-in resets): the provider asks for
 * the password again, then brings the user back to this page. Each feature words it in its own catalog.
 */
export function SignInAgain({ title, description, action }: { title: string; description: string; action: string }) {
  return (
    <Alert
      tone="caution"
      title={title}
      action={
        <a
          className={buttonClassName('default', 'sm')}
          href={signInAgainUrl(`${window.location.pathname}${window.location.search}`)}
        >
          {action}
        </a>
      }
    >
      {description}
    </Alert>
  );
}
