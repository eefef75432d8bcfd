import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo, signInUrl } from './login-path.ts';

describe('sign-in addresses', () => {
  it('a deep link is remembered on the way to the sign-in page', () => {
    expect(loginPath('/tips/reports?page=2')).toBe('/login?returnTo=%2Ftips%2Freports%3Fpage%3D2');
  });

  it('the sign-out target needs no return address', () => {
    expect(loginPath('/')).toBe('/login');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil', '/login', '/login?returnTo=/x', ''])(
    'refuses %j as a place to return to',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );

  it('the sign-in button starts the server’s sign-in with the return path', () => {
    expect(signInUrl('/ewa/billing')).toBe('/api/auth/login?returnTo=%2Fewa%2Fbilling');
    expect(signInUrl(null)).toBe('/api/auth/login?returnTo=%2F');
  });
});
