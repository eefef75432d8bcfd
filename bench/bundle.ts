// Initial JavaScript per entry route and, for every page route, what landing on that page downloads beyond it,
// gzip, from the dashboard build's manifest: what a browser downloads before it can paint a page.
// The largest modules (from the source maps) are printed and saved in bench/results/modules.{json,md}.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDashboard } from './support/dashboard-build.ts';
import { largestModules, modulesMarkdown } from './support/largest-modules.ts';
import { writeResult } from './support/results.ts';
import type { Benchmark, Measurement } from './types.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'apps/dashboard/dist');

export const INITIAL_BUDGET_KIB = 150;
export const ROUTE_CHUNK_BUDGET_KIB = 60;
const FRAME = 'src/app/layout/app-layout.tsx';
const SIGN_IN_PAGES = 'src/features/auth/auth-pages.ts';
// app/page-routes.ts loads each page of the signed-in area as a module of its own: features/…/pages/*-page.tsx.
const PAGE_MODULE = /^features\/.+\/pages\/[^/]+-page\.tsx$/;
const PAGE_IMPORT = /import\('\.\.\/features\/[^']+\/pages\/[^']+-page\.tsx'\)/g;

function gzipKiB(file: string): number {
  return gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024;
}

/** Every chunk a key loads before running: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function sizeOf(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) total += gzipKiB(chunk.file);
  }
  return total;
}

export const bundle: Benchmark = {
  name: 'bundle',
  description: "gzip JavaScript before first paint: /login, the signed-in frame, each page route's chunks beyond them",
  run: async () => {
    buildDashboard();
    const manifestPath = resolve(dist, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath} (build.manifest must be on).`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    printLargestModules();

    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('The manifest has no entry chunk.');
    const entry = staticClosure(manifest, entryKey);
    const withChunk = (base: Set<string>, key: string): Set<string> =>
      manifest[key] ? staticClosure(manifest, key, new Set(base)) : base;
    // Every page but /login paints inside the frame, which is part of the entry (were it a lazy chunk, it is added here).
    const signIn = withChunk(entry, SIGN_IN_PAGES);
    const firstLoad = withChunk(entry, FRAME);
    const measurements: Measurement[] = [
      {
        name: 'first load /login (entry + sign-in page)',
        value: round(sizeOf(manifest, signIn)),
        unit: 'KiB',
        budget: { max: INITIAL_BUDGET_KIB },
      },
      {
        name: 'first load signed in (entry + frame)',
        value: round(sizeOf(manifest, firstLoad)),
        unit: 'KiB',
        budget: { max: INITIAL_BUDGET_KIB },
      },
    ];

    const dynamicKeys = Object.keys(manifest).filter(
      (key) => manifest[key]?.isDynamicEntry && key !== FRAME && key !== SIGN_IN_PAGES,
    );
    let pageRoutes = 0;
    for (const key of dynamicKeys.sort()) {
      // Everything the page's module needs before it runs (its static closure) that the first load did not bring.
      const own = [...staticClosure(manifest, key)].filter((chunk) => !firstLoad.has(chunk));
      const label = (manifest[key]?.src ?? key).replace(/^src\//, '');
      // A page route is one page of the signed-in area (page-routes.ts); other lazy chunks open on a click (a
      // drawer, a dialog, a tab) or load when the browser is idle (a select's popup, a date field's calendar).
      const isRoute = PAGE_MODULE.test(label);
      if (isRoute) pageRoutes += 1;
      const value = round(sizeOf(manifest, own));
      measurements.push({
        name: `${isRoute ? 'page route' : 'lazy chunk'} ${label}`,
        value,
        unit: 'KiB',
        ...(isRoute ? { budget: { max: ROUTE_CHUNK_BUDGET_KIB } } : {}),
        reference: { name: 'first load', value: round(sizeOf(manifest, firstLoad)) },
      });
      if (isRoute) {
        measurements.push({
          name: `landing total ${label} (first load + page route)`,
          value: round(sizeOf(manifest, firstLoad) + value),
          unit: 'KiB',
        });
      }
    }
    // Every page route of page-routes.ts must have been measured, or the budget would miss a page.
    const routed =
      readFileSync(resolve(root, 'apps/dashboard/src/app/page-routes.ts'), 'utf8').match(PAGE_IMPORT) ?? [];
    if (pageRoutes === 0 || pageRoutes !== new Set(routed).size) {
      throw new Error(`${pageRoutes} page modules among the lazy chunks for ${routed.length} routed pages.`);
    }
    return measurements;
  },
};

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The top 20 here; every module in bench/results/modules.json and the top 100 with packages in modules.md. */
function printLargestModules(): void {
  const modules = largestModules(dist);
  writeResult('modules.json', JSON.stringify(modules, null, 2));
  writeResult('modules.md', modulesMarkdown(modules, 100));
  console.log('  largest modules (gzip KiB / raw KiB, chunk):');
  for (const size of modules.slice(0, 20)) {
    console.log(
      `    ${(size.gzip / 1024).toFixed(1).padStart(6)} / ${(size.raw / 1024).toFixed(1).padStart(6)}  ${size.module}  (${size.chunk})`,
    );
  }
}
