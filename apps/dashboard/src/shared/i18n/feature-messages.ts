import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageValues } from './i18n.ts';
import { i18n } from './i18n.ts';
import type { Locale } from './locales.ts';
import type { MessageKey } from './messages/en-us.ts';

export type FeatureCatalogs<Key extends string> = Record<Locale, Record<Key, string>>;

// A feature's own messages (features/<area>/messages.ts), loaded with the feature's chunk rather than the entry.
// The Spanish catalog must have exactly the English keys: TypeScript and the catalog test both check it.
export function defineFeatureMessages<const English extends Record<string, string>>(
  english: English,
  spanish: Record<keyof English & string, string>,
): FeatureCatalogs<keyof English & string> {
  const catalogs: FeatureCatalogs<keyof English & string> = { 'en-US': english, 'es-PR': spanish };
  i18n.load({ 'en-US': { ...english }, 'es-PR': { ...spanish } });
  return catalogs;
}

// Translates a feature's keys and the shared ones, re-rendering when the language changes.
export function useFeatureT<Key extends string>(
  _catalogs: FeatureCatalogs<Key>,
): (key: Key | MessageKey, values?: MessageValues) => string {
  const { i18n: active } = useLingui();
  return useCallback((key: Key | MessageKey, values?: MessageValues) => active._(key, values), [active]);
}
