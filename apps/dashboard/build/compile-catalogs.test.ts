import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from './compile-catalogs.ts';

const src = join(import.meta.dirname, '../src');
const sourceFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(src, file));

// A catalog the build does not compile would reach the browser as raw ICU text: "{count} unread".
describe('the build compiles every message catalog', () => {
  it('finds every module that defines messages', () => {
    const catalogs = sourceFiles.filter((file) => {
      const code = readFileSync(file, 'utf8');
      return /defineFeatureMessages\(\s*\{/.test(code) || /: Catalog = \{|export const enUS = \{/.test(code);
    });
    expect(catalogs.length).toBeGreaterThan(8);
    expect(catalogs.filter((file) => !CATALOG_FILE.test(file)).map((file) => relative(src, file))).toEqual([]);
  });

  it('leaves other modules alone', () => {
    expect(CATALOG_FILE.test('/app/src/features/ewa/pages/ewa-employees-page.tsx')).toBe(false);
    expect(CATALOG_FILE.test('/app/src/shared/i18n/i18n.ts')).toBe(false);
  });
});
