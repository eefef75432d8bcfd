import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/app/page-routes.ts';
import { pageModules, staticFiles } from './route-preloads.ts';

const pageRoutesFile = join(import.meta.dirname, '../src/app/page-routes.ts');

describe('route preloads', () => {
  it('finds the chunk module of every page the router knows', () => {
    const pages = pageModules(readFileSync(pageRoutesFile, 'utf8'));
    expect([...pages.keys()].sort()).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
    expect(pages.get('/ewa/employees')).toBe('features/ewa/ewa-pages.ts');
    expect(pages.get('/insurance/uploads')).toBe('features/insurance/insurance-uploads-pages.ts');
  });

  it('refuses a page whose loader imports nothing it knows', () => {
    expect(() => pageModules(`{ path: '/x', load: () => nowhere().then((pages) => pages.X) },`)).toThrow(/the page \/x loads through nowhere\(\)/);
  });

  it('lists what a page chunk needs beyond the entry, once each', () => {
    const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk' as const, fileName, isEntry, facadeModuleId: null, imports });
    const chunks = new Map(
      [chunk('entry.js', ['react.js'], true), chunk('react.js', []), chunk('ewa.js', ['table.js', 'react.js']), chunk('table.js', ['react.js', 'ewa.js'])].map((c) => [c.fileName, c]),
    );
    const entry = staticFiles(chunks, 'entry.js', new Set());
    expect([...staticFiles(chunks, 'ewa.js', entry)]).toEqual(['ewa.js', 'table.js']);
  });
});
