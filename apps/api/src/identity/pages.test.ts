import { describe, expect, it } from 'vitest';
import { escapeHtml, pageLocale, signInPage } from './pages.ts';

describe('the sign-in page', () => {
  it.each([
    [undefined, 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['es-PR,es;q=0.9,en;q=0.8', 'es-PR'],
    ['en;q=0.5,es;q=0.9', 'es-PR'],
    ['fr-FR', 'en'],
  ] as const)('speaks the language the browser prefers (%s)', (header, locale) => {
    expect(pageLocale(header)).toBe(locale);
  });

  it('reads in Spanish for a Spanish-speaking browser', () => {
    const page = signInPage({ locale: 'es-PR', action: '/oidc/interaction/x/login', error: { kind: 'invalid' } });
    expect(page).toContain('<html lang="es-PR">');
    expect(page).toContain('Correo electrónico');
    expect(page).toContain('El correo electrónico o la contraseña no son correctos.');
  });

  it('never lets what the user typed become markup', () => {
    const page = signInPage({
      locale: 'en',
      action: '/oidc/interaction/x/login',
      email: '"><script>alert(1)</script>',
    });
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain(escapeHtml('"><script>alert(1)</script>'));
  });
});
