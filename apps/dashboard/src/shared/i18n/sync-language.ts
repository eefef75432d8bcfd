import { LANGUAGE_COOKIE } from '@cuadre/domain';
import type { AtomStore } from '../session/shell-deps.ts';
import { languageState } from '../states/language-state.ts';
import type { Locale } from './locales.ts';
import { activateLocale } from './i18n.ts';

/**
 * The language also goes to the server in a cookie, so the pages it writes before any script runs (the sign-in page
 * inside the entry page, apps/api/src/server/login-entry.ts) speak it too. A year, like the choice kept on this device.
 */
export function rememberLanguageForServer(locale: Locale, target: Pick<Document, 'cookie'> = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  target.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function activate(locale: Locale): Promise<void> {
  rememberLanguageForServer(locale);
  return activateLocale(locale);
}

// The message catalog (and the page's lang) follow the language atom; the promise settles once the first is active.
export function syncLanguage(store: AtomStore): Promise<void> {
  store.sub(languageState, () => void activate(store.get(languageState)));
  return activate(store.get(languageState));
}
