import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { FeatureCatalogs } from '../../shared/i18n/feature-messages.ts';
import { COMMISSIONS_MESSAGES } from './messages.ts';
import { COMMISSIONS_V1_MESSAGES } from './v1/messages.ts';
import { COMMISSIONS_V3_MESSAGES } from './v3/messages.ts';

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
const placeholders = (message: string): string =>
  [...argumentNames(compileMessage(message) as Compiled, new Set())].sort().join();

const catalogs: [string, FeatureCatalogs<string>][] = [
  ['the shared catalog', COMMISSIONS_MESSAGES],
  ['the v1 catalog', COMMISSIONS_V1_MESSAGES],
  ['the v3 catalog', COMMISSIONS_V3_MESSAGES],
];

describe('commission message catalogs', () => {
  it.each(catalogs)('%s has every key in both languages, with the same placeholders', (_name, catalog) => {
    const english = catalog['en-US'];
    const spanish = catalog['es-PR'];
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    const mismatched = Object.keys(english).filter(
      (key) => placeholders(english[key] ?? '') !== placeholders(spanish[key] ?? '') || !spanish[key]?.trim(),
    );
    expect(mismatched).toEqual([]);
  });

  it('no two catalogs define the same key', () => {
    const keys = catalogs.flatMap(([, catalog]) => Object.keys(catalog['en-US']));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
