export const LOCALES = ['en-US', 'es-PR'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The browser's preferred languages decide the first visit: any Spanish means Spanish (Puerto Rico).
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('es')) return 'es-PR';
    if (lower.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}
