import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/app/page-routes.ts';
import { pagePreloads, readPageModules } from './page-preloads.ts';

const routesSource = readFileSync(resolve(import.meta.dirname, '../src/app/page-routes.ts'), 'utf8');

type FakeChunk = { fileName: string; moduleIds: string[]; imports?: string[]; isEntry?: boolean; name?: string };
const bundleOf = (chunks: FakeChunk[]) =>
  Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { type: 'chunk', imports: [], isEntry: false, name: chunk.fileName, ...chunk },
    ]),
  ) as unknown as Rolldown.OutputBundle;

describe("the build's list of each page's scripts", () => {
  it('reads every page of the page table, with the module its load imports and its prefetch, if any', () => {
    const pages = readPageModules(routesSource);
    expect(pages.map((page) => page.path)).toEqual(PAGE_ROUTES.map((route) => route.path));
    expect(pages.find((page) => page.path === '/ewa/employees')).toEqual({
      path: '/ewa/employees',
      load: '../features/ewa/pages/ewa-employees-page.tsx',
      prefetch: '../features/ewa/api/ewa-queries.ts',
    });
    expect(pages.filter((page) => page.prefetch !== undefined).map((page) => page.path)).toEqual(
      PAGE_ROUTES.filter((route) => route.prefetch !== undefined).map((route) => route.path),
    );
  });

  it('fails the build on a page it cannot read', () => {
    expect(() => readPageModules(`[{ path: '/x', load: () => somethingElse() }]`)).toThrow(
      /The page \/x .* has no load/,
    );
    expect(() => readPageModules('export const PAGE_ROUTES = [];')).toThrow(/lists no page/);
  });

  it("lists the page's chunk first, then what it imports statically, less what the entry already loads", () => {
    const bundle = bundleOf([
      {
        fileName: 'assets/index.js',
        name: 'index',
        isEntry: true,
        moduleIds: ['/src/main.tsx'],
        imports: ['assets/shared.js'],
      },
      { fileName: 'assets/shared.js', moduleIds: ['/src/shared.ts'] },
      {
        fileName: 'assets/page.js',
        moduleIds: ['/src/pages/page.tsx'],
        imports: ['assets/table.js', 'assets/shared.js'],
      },
      { fileName: 'assets/table.js', moduleIds: ['/src/table.tsx'], imports: ['assets/cell.js'] },
      { fileName: 'assets/cell.js', moduleIds: ['/src/cell.tsx'] },
      { fileName: 'assets/queries.js', moduleIds: ['/src/queries.ts'], imports: ['assets/table.js'] },
      { fileName: 'assets/other-page.js', moduleIds: ['/src/pages/other.tsx'] },
    ]);
    const pages = [
      { path: '/page', load: '/src/pages/page.tsx', prefetch: '/src/queries.ts' },
      { path: '/other', load: '/src/pages/other.tsx' },
    ];
    expect(pagePreloads(bundle, pages, (specifier) => specifier)).toEqual({
      '/page': ['assets/page.js', 'assets/table.js', 'assets/cell.js', 'assets/queries.js'],
      '/other': ['assets/other-page.js'],
    });
  });

  it('fails the build when a page module is in no chunk', () => {
    const bundle = bundleOf([{ fileName: 'assets/index.js', name: 'index', isEntry: true, moduleIds: [] }]);
    expect(() => pagePreloads(bundle, [{ path: '/gone', load: '/src/gone.tsx' }], (specifier) => specifier)).toThrow(
      /No chunk of the build holds \/src\/gone.tsx/,
    );
  });
});
