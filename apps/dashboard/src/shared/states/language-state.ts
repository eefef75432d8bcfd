import type { Locale } from '../i18n/locales.ts';
import { isLocale, preferredLocale } from '../i18n/locales.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { storedAtom } from './stored-atom.ts';

const browserLocale = (): Locale => preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages);

// The language chosen in the user menu, remembered on this device; one this version does not ship reads as the
// browser's.
export const languageState = storedAtom<Locale>(STORAGE_KEYS.language, browserLocale(), (stored) =>
  isLocale(stored) ? stored : undefined,
);
