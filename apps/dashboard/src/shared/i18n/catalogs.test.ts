import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { CompanyFeatures, NavigationContext, SessionUser } from '@cuadre/domain';
import {
  DEFAULT_COMPANY_FEATURES,
  DASHBOARDS,
  ROUTES,
  SIDEBAR_ENTRIES,
  sidebarItems,
  visibleTabs,
} from '@cuadre/domain';
import { translate, activateLocale } from './i18n.ts';
import type { Catalog, MessageKey } from './messages/en-us.ts';
import { enUS } from './messages/en-us.ts';
import { esPR } from './messages/es-pr.ts';
import type { Locale } from './locales.ts';
import { LOCALES } from './locales.ts';

const CATALOGS: Record<Locale, Catalog> = { 'en-US': enUS, 'es-PR': esPR };

// The arguments a message names, parsed as ICU (a plural's branches may differ between languages, its argument not).
type Compiled = string | number | null | readonly unknown[] | Record<string, unknown>;
const argumentNames = (tokens: Compiled, names: Set<string>): Set<string> => {
  if (typeof tokens !== 'object' || tokens === null) return names;
  if (!Array.isArray(tokens)) {
    for (const branch of Object.values(tokens)) argumentNames(branch as Compiled, names);
    return names;
  }
  for (const token of tokens as readonly Compiled[]) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, Compiled>?];
    if (name !== '#') names.add(name);
    if (branches) argumentNames(branches, names);
  }
  return names;
};
const placeholders = (message: string): string[] =>
  [...argumentNames(compileMessage(message) as Compiled, new Set())].sort();

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
  internalStaff: true,
};

const contextWith = (features: Partial<CompanyFeatures>): NavigationContext => ({
  user: superAdmin,
  features: { ...DEFAULT_COMPANY_FEATURES, ...features },
  dynamicCommissionCount: 1,
  selectedWorkerGroupCode: null,
});

const domainLabelKeys = (): string[] => {
  const keys = new Set<string>(ROUTES.map((route) => route.labelKey));
  for (const dashboard of DASHBOARDS) for (const entry of SIDEBAR_ENTRIES[dashboard]) keys.add(entry.labelKey);
  for (const features of [
    { commissionsTabLabel: 'payroll' as const },
    { commissionsTabLabel: 'parts-and-services' as const },
  ]) {
    for (const tab of visibleTabs(contextWith(features))) keys.add(tab.labelKey);
    for (const item of sidebarItems('ewa', contextWith(features))) keys.add(item.labelKey);
  }
  return [...keys].sort();
};

const featureCatalogs = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../features/**/messages.ts', { eager: true }),
).flatMap(([path, module]) =>
  Object.values(module)
    .filter(
      (value): value is Record<string, Record<string, string>> =>
        typeof value === 'object' && value !== null && 'en-US' in value,
    )
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
        (key) =>
          placeholders(english[key] ?? '').join() !== placeholders(spanish[key] ?? '').join() ||
          (spanish[key] ?? '').trim() === '',
      );
      expect(mismatched).toEqual([]);
    },
  );

  // A feature's sub-folders (commissions' v1, v3) add their own catalogs to the feature's: one key, one message.
  it('no two catalogs of one feature define the same key', () => {
    const featureOf = (path: string) => /features\/([^/]+)\//.exec(path)?.[1] ?? path;
    const keysByFeature = new Map<string, string[]>();
    for (const [path, catalogs] of featureCatalogs)
      keysByFeature.set(featureOf(path), [
        ...(keysByFeature.get(featureOf(path)) ?? []),
        ...Object.keys(catalogs['en-US'] ?? {}),
      ]);
    const repeated = [...keysByFeature].flatMap(([feature, keys]) =>
      keys.filter((key, index) => keys.indexOf(key) !== index).map((key) => `${feature}: ${key}`),
    );
    expect(repeated).toEqual([]);
  });
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

  it('counts read with thousands separators and agree in number, in both languages', async () => {
    const say = (key: string, values: Record<string, number>) => translate(key as MessageKey, values);
    await activateLocale('en-US');
    expect(say('ewa.employees.count', { shown: 1, total: 10_000 })).toBe('1 worker of 10,000');
    expect(say('insurance.uploads.acceptedDescription', { rows: 1, workers: 1 })).toBe(
      '1 row for 1 worker was added to the ledgers.',
    );
    expect(say('insurance.uploads.send', { count: 12_500 })).toBe('Upload 12,500 rows');
    await activateLocale('es-PR');
    expect(say('ewa.employees.count', { shown: 10_000, total: 10_000 })).toBe('10,000 empleados de 10,000');
    expect(say('insurance.uploads.rejectedDescription', { count: 1 })).toMatch(/^Se encontró 1 problema\./);
    await activateLocale('en-US');
  });
});
