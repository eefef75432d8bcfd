import { atomWithStorage } from 'jotai/utils';
import type { Locale } from '../i18n/locales.ts';
import { preferredLocale } from '../i18n/locales.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';

const browserLocale = (): Locale => preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages);

// The language chosen in the user menu, remembered on this device.
export const languageState = atomWithStorage<Locale>(STORAGE_KEYS.language, browserLocale(), undefined, {
  getOnInit: true,
});
