import type { ApiProblem } from '@cuadre/api-client';
import type { Translate } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';

// Past this wait, minutes read better than seconds (the sign-in limit of an account waits up to 15 minutes).
const SECONDS_SHOWN_UP_TO = 90;

/**
 * How the dashboard words a problem before any screen shows it: a rate limit (429) says, in the reader's language,
 * how long to wait, from the answer's `Retry-After`; every other problem stays as the server wrote it.
 */
export function presentProblem(problem: ApiProblem, t: Translate = translate): ApiProblem {
  if (problem.status !== 429) return problem;
  const seconds = problem.retryAfterSeconds;
  const detail =
    seconds === undefined || seconds <= 0
      ? t('api.tooManyRequests.retryLater')
      : seconds <= SECONDS_SHOWN_UP_TO
        ? t('api.tooManyRequests.retryInSeconds', { seconds })
        : t('api.tooManyRequests.retryInMinutes', { minutes: Math.ceil(seconds / 60) });
  return problem.withText({ title: t('api.tooManyRequests.title'), detail });
}
