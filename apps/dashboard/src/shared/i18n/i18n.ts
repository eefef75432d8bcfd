import { i18n } from '@lingui/core';
import type { Locale } from './locales.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import type { Catalog, MessageKey } from './messages/en-us.ts';
import { enUS } from './messages/en-us.ts';

// English ships with the app; another language's catalog downloads the first time it is chosen.
const CATALOG_LOADERS: Record<Locale, () => Promise<Catalog>> = {
  'en-US': () => Promise.resolve(enUS),
  'es-PR': () => import('./messages/es-pr.ts').then((module) => module.esPR),
};

// Catalogs are ICU MessageFormat written in TypeScript (typed keys). The production build compiles them
// (build/compile-catalogs.ts), so only dev and tests load the ICU parser and compile when a message is used.
if (!import.meta.env.PROD) {
  // Dev and tests only: the production build drops this block, so it cannot hold the entry's chunks apart.
  // eslint-disable-next-line no-restricted-syntax
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  i18n.setMessagesCompiler(compileMessage);
}
// Lingui merges later loads into the first object it was given: hand it copies so catalogs stay as written.
i18n.load(DEFAULT_LOCALE, { ...enUS });
i18n.activate(DEFAULT_LOCALE);

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

export { i18n };

export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enUS, key);
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, { ...(await CATALOG_LOADERS[locale]()) });
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}
