import { describe, expect, it } from 'vitest';
import type { CompanyFeatures, NavigationContext, SessionUser } from '@cuadre/domain';
import { DEFAULT_COMPANY_FEATURES, DASHBOARDS, ROUTES, SIDEBAR_ENTRIES, sidebarItems, visibleTabs } from '@cuadre/domain';
import { translate, activateLocale } from './i18n.ts';
import type { Catalog } from './messages/en-us.ts';
import { enUS } from './messages/en-us.ts';
import { esPR } from './messages/es-pr.ts';
import type { Locale } from './locales.ts';
import { LOCALES } from './locales.ts';

const CATALOGS: Record<Locale, Catalog> = { 'en-US': enUS, 'es-PR': esPR };

const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();

const superAdmin: SessionUser = {
  id: 'u1',
  companyId: 'c1',
  email: 'staff@provider.example',
  firstName: 'Ana',
  lastName: 'Rivera',
  role: 'super-admin',
  permissions: [],
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
};

const contextWith = (features: Partial<CompanyFeatures>): NavigationContext => ({
  user: superAdmin,
  features: { ...DEFAULT_COMPANY_FEATURES, ...features },
  internalDomain: 'provider.example',
  dynamicCommissionCount: 1,
  selectedWorkerGroupCode: null,
});

const domainLabelKeys = (): string[] => {
  const keys = new Set<string>(ROUTES.map((route) => route.labelKey));
  for (const dashboard of DASHBOARDS) for (const entry of SIDEBAR_ENTRIES[dashboard]) keys.add(entry.labelKey);
  for (const features of [{ commissionsTabLabel: 'payroll' as const }, { commissionsTabLabel: 'parts-and-services' as const }]) {
    for (const tab of visibleTabs(contextWith(features))) keys.add(tab.labelKey);
    for (const item of sidebarItems('ewa', contextWith(features))) keys.add(item.labelKey);
  }
  return [...keys].sort();
};

const featureCatalogs = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../features/*/messages.ts', { eager: true }),
).flatMap(([path, module]) =>
  Object.values(module)
    .filter((value): value is Record<string, Record<string, string>> => typeof value === 'object' && value !== null && 'en-US' in value)
    .map((catalogs) => [path, catalogs] as const),
);

describe('feature message catalogs', () => {
  it.each(featureCatalogs.length > 0 ? featureCatalogs : [['(none yet)', CATALOGS] as const])(
    '%s has every key in both languages, with the same placeholders',
    (_path, catalogs) => {
      const english = catalogs['en-US'] ?? {};
      const spanish = catalogs['es-PR'] ?? {};
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      const mismatched = Object.keys(english).filter(
        (key) => placeholders(english[key] ?? '').join() !== placeholders(spanish[key] ?? '').join() || (spanish[key] ?? '').trim() === '',
      );
      expect(mismatched).toEqual([]);
    },
  );
});

describe('message catalogs', () => {
  const english = Object.keys(CATALOGS['en-US']).sort();

  it.each(LOCALES)('%s has exactly the keys of every other language', (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual(english);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(CATALOGS[locale]).filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('every translation keeps the placeholders of the English message', () => {
    const mismatched = english.filter((key) =>
      LOCALES.some((locale) => {
        const catalog: Record<string, string> = CATALOGS[locale];
        const english: Record<string, string> = CATALOGS['en-US'];
        return placeholders(catalog[key] ?? '').join() !== placeholders(english[key] ?? '').join();
      }),
    );
    expect(mismatched).toEqual([]);
  });

  it('every label the domain names (routes, tabs, sidebar) has a message in both languages', () => {
    const missing = domainLabelKeys().filter((key) => !english.includes(key));
    expect(missing).toEqual([]);
  });

  it('the English catalog says what the domain says for its labels', () => {
    const english: Record<string, string> = CATALOGS['en-US'];
    const differing = ROUTES.filter((route) => english[route.labelKey] !== route.label).map((route) => route.labelKey);
    expect(differing).toEqual([]);
  });

  it('messages format their values in the active language', async () => {
    await activateLocale('es-PR');
    expect(translate('guard.forbidden.description', { page: 'Facturación' })).toBe(
      'Su cuenta no puede abrir Facturación, así que lo llevamos a su página de inicio.',
    );
    await activateLocale('en-US');
    expect(translate('app.copyright', { year: 2026 })).toBe('© 2026 Cuadre');
  });
});
