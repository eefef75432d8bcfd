import type { AtomStore } from '../session/shell-deps.ts';
import { languageState } from '../states/language-state.ts';
import { activateLocale } from './i18n.ts';

// The message catalog (and the page's lang) follow the language atom; the promise settles once the first is active.
export function syncLanguage(store: AtomStore): Promise<void> {
  store.sub(languageState, () => void activateLocale(store.get(languageState)));
  return activateLocale(store.get(languageState));
}
