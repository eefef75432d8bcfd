import { LOGIN_PATH } from './dashboards.ts';

/** The languages the product speaks, by their tag. */
export const SIGN_IN_LOCALES = ['en-US', 'es-PR'] as const;

export type SignInLocale = (typeof SIGN_IN_LOCALES)[number];

/** The cookie that carries the language chosen in the dashboard to the server, for pages it writes itself. */
export const LANGUAGE_COOKIE = 'cuadre-lang';

/** A path of this dashboard to come back to: one leading slash, never the sign-in page itself. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) return null;
  return value;
}

/** A language tag the product speaks, or null. */
export function signInLocaleOf(value: string | null | undefined): SignInLocale | null {
  return (SIGN_IN_LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as SignInLocale) : null;
}

/** An `Accept-Language` header's choice: the first Spanish or English range in the order of preference, else English. */
export function localeFromAcceptLanguage(header: string | null | undefined): SignInLocale {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'es' || tag.startsWith('es-')) return 'es-PR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return 'en-US';
}
