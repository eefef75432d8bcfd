import { LOGIN_PATH, safeReturnTo, SIGN_OUT_PATH } from '@cuadre/domain';

// The rule is shared with the server, which writes the sign-in page into the entry page before any script runs.
export { safeReturnTo };

// Where an unauthenticated visit goes: the sign-in page, remembering the deep link.
export function loginPath(returnTo: string): string {
  const target = safeReturnTo(returnTo);
  if (target === null || target === SIGN_OUT_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo: target }).toString()}`;
}

/**
 * The server's sign-in start that asks for the password again even while the provider's own session lasts: what a
 * change answered `/problems/recent-sign-in-required` needs before it is sent again.
 */
export function signInAgainUrl(returnTo: string): string {
  return `${signInUrl(returnTo)}&prompt=login`;
}

// The server's sign-in start, which comes back to returnTo.
export function signInUrl(returnTo: string | null): string {
  const target = safeReturnTo(returnTo) ?? SIGN_OUT_PATH;
  return `/api/auth/login?${new URLSearchParams({ returnTo: target }).toString()}`;
}
