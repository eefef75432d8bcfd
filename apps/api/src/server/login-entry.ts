import {
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  safeReturnTo,
  SIGN_OUT_PATH,
  signInLocaleOf,
  type SignInLocale,
} from '@cuadre/domain';
import { escapeHtml } from '../identity/pages.ts';

/** What the server writes into the entry page of `/login`; the dashboard's catalogs word the same page alike. */
const wording: Record<SignInLocale, { title: string; description: string; signIn: string; language: string }> = {
  'en-US': {
    title: 'Sign in to Cuadre',
    description: 'Use your work account to open your company’s dashboard.',
    signIn: 'Sign in',
    language: 'Language',
  },
  'es-PR': {
    title: 'Inicie sesión en Cuadre',
    description: 'Use su cuenta de trabajo para abrir el panel de su compañía.',
    signIn: 'Iniciar sesión',
    language: 'Idioma',
  },
};

const languageNames: Record<SignInLocale, { name: string; lang: string }> = {
  'en-US': { name: 'English', lang: 'en' },
  'es-PR': { name: 'Español', lang: 'es' },
};

export type LoginEntryRequest = {
  /** The query of `/login`: `returnTo`, and `lang` from the page's own language links. */
  query: Record<string, unknown>;
  /** The request's Cookie header: `cuadre-lang` is the language chosen in the dashboard. */
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
};

// The sign-in start (identity/index.ts), towards the deep link when it passes the dashboard's own rule, else `/`.
const signInUrl = (returnTo: string | null): string =>
  `/api/auth/login?${new URLSearchParams({ returnTo: returnTo ?? SIGN_OUT_PATH }).toString()}`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The page's language: the one its links asked for, else the one chosen in the dashboard, else the browser's. */
export function loginLocale(request: LoginEntryRequest): SignInLocale {
  return (
    signInLocaleOf(text(request.query.lang)) ??
    signInLocaleOf(cookieValue(request.cookieHeader, LANGUAGE_COOKIE)) ??
    localeFromAcceptLanguage(request.acceptLanguage)
  );
}

/**
 * The dashboard's entry page with a working sign-in already inside `#root`: the product's name, the heading and a plain
 * link to the server's sign-in start, and the other language as a plain link. The dashboard's scripts replace it with
 * their own page (createRoot, so nothing is compared); without them, it is the page. The markup has no classes: the
 * entry's stylesheet has hashed names, so its look is the global styles' and a few inline styles (the policy allows
 * inline styles, never inline scripts).
 */
export function renderLoginEntry(entryHtml: string, request: LoginEntryRequest): string {
  const locale = loginLocale(request);
  const words = wording[locale];
  const returnTo = safeReturnTo(text(request.query.returnTo));
  const languageLinks = (Object.keys(languageNames) as SignInLocale[]).map((other) => {
    const query = new URLSearchParams(returnTo === null ? {} : { returnTo });
    query.set('lang', other);
    const { name, lang } = languageNames[other];
    const current = other === locale ? ' aria-current="true" style="font-weight:600"' : '';
    return `<a href="${escapeHtml(`/login?${query.toString()}`)}" hreflang="${lang}" lang="${lang}"${current}>${escapeHtml(name)}</a>`;
  });
  const markup = [
    // Padding, not a top margin: a child's top margin collapses through the body, which would then move up the whole
    // page's height when the dashboard's own page replaces this one (a layout shift of 0.08 on /login).
    '<main style="box-sizing:border-box;max-width:26rem;margin:0 auto;padding:calc(12vh + 2rem) 2rem 2rem;display:grid;gap:1rem;font-family:system-ui,sans-serif">',
    '<p style="font-weight:700;color:#6d28d9">Cuadre</p>',
    `<h1 style="font-size:1.5rem">${escapeHtml(words.title)}</h1>`,
    `<p>${escapeHtml(words.description)}</p>`,
    `<p><a href="${escapeHtml(signInUrl(returnTo))}" style="display:inline-block;padding:0.6rem 1.25rem;border-radius:0.5rem;background:#6d28d9;color:#fff;font-weight:600;text-decoration:none">${escapeHtml(words.signIn)}</a></p>`,
    `<nav aria-label="${escapeHtml(words.language)}" style="display:flex;gap:1rem">${languageLinks.join('')}</nav>`,
    '</main>',
  ].join('');
  return entryHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
    .replace('<title>Cuadre</title>', () => `<title>${escapeHtml(words.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
