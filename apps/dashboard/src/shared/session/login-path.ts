import { LOGIN_PATH, SIGN_OUT_PATH } from '@cuadre/domain';

// A path of this dashboard to come back to: one leading slash, never the sign-in page itself.
export function safeReturnTo(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) return null;
  return value;
}

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
