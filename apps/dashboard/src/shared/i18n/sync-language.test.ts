import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { languageState } from '../states/language-state.ts';
import { rememberLanguageForServer, syncLanguage } from './sync-language.ts';

const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('cuadre-lang='))
    ?.slice('cuadre-lang='.length);

afterEach(() => {
  document.cookie = 'cuadre-lang=; Path=/; Max-Age=0';
});

describe('the language reaches the server', () => {
  it('in a cookie, from the start and at every change', async () => {
    const store = createStore();
    store.set(languageState, 'en-US');
    await syncLanguage(store);
    expect(languageCookie()).toBe('en-US');
    store.set(languageState, 'es-PR');
    expect(languageCookie()).toBe('es-PR');
  });

  it('for the whole site, a year, and only over https when the page is', () => {
    const target = { cookie: '' };
    rememberLanguageForServer('es-PR', target);
    expect(target.cookie).toBe('cuadre-lang=es-PR; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
