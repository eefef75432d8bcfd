// Re-authentication before the most dangerous changes: replacing a company's bank details and granting the
// super-admin role. A session can stay open for hours; whoever sits at an unlocked screen must not be able to
// redirect payroll money with it. Such a change needs a sign-in from the last few minutes; an older one answers 403
// with the problem type below, which the dashboard turns into "sign in again" (`/api/auth/login?prompt=login`
// makes the identity provider ask for the password even while its own session lasts).
import type { RequestAuth } from './authorization.ts';
import { HttpError } from './problem.ts';

export const recentSignInProblem = '/problems/recent-sign-in-required';

/** How recent a sign-in the most dangerous changes need (RECENT_SIGN_IN_MINUTES, default 5). */
export const recentSignInMs = (Number(process.env.RECENT_SIGN_IN_MINUTES) || 5) * 60_000;

export function requireRecentSignIn(auth: RequestAuth, now: Date, change: string): void {
  const signedInAt = auth.signedInAt?.getTime() ?? 0;
  if (now.getTime() - signedInAt <= recentSignInMs) return;
  const minutes = Math.round(recentSignInMs / 60_000);
  throw new HttpError(
    403,
    `To ${change}, sign in again: your sign-in is more than ${minutes} minutes old. Nothing was changed.`,
    undefined,
    recentSignInProblem,
  );
}
