import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, safeReturnTo, signInLocaleOf } from './sign-in.ts';

describe('the place to return to after sign-in', () => {
  it.each(['/ewa/employees', '/tips/reports?page=2', '/'])('keeps the dashboard path %j', (value) => {
    expect(safeReturnTo(value)).toBe(value);
  });

  it.each([
    null,
    undefined,
    '//evil.example/x',
    'https://evil.example',
    '/\\evil',
    '/login',
    '/login?returnTo=/x',
    '/login/x',
    '',
  ])('refuses %j as a place to return to', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('the language of the server’s pages', () => {
  it('reads a language tag the product speaks', () => {
    expect(signInLocaleOf('es-PR')).toBe('es-PR');
    expect(signInLocaleOf('en-US')).toBe('en-US');
    expect(signInLocaleOf('fr-FR')).toBeNull();
    expect(signInLocaleOf(undefined)).toBeNull();
  });

  it.each([
    ['es-PR,es;q=0.9,en;q=0.8', 'es-PR'],
    ['es', 'es-PR'],
    ['fr-FR, es-MX;q=0.5', 'es-PR'],
    ['en;q=0.5, es;q=0.9', 'es-PR'],
    ['en-GB, es', 'en-US'],
    ['es;q=0, en', 'en-US'],
    ['es;q=abc, en', 'en-US'],
    ['es;level=1', 'es-PR'],
    ['fr', 'en-US'],
    ['', 'en-US'],
    [undefined, 'en-US'],
  ])('Accept-Language %j reads as %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
