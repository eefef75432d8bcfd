import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the build writes, beside Vite's manifest, the scripts each page needs beyond the entry. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** Page path → the files (`assets/…js`) its code loads beyond the entry's: the page's own chunk first. */
export type PagePreloads = Record<string, string[]>;

const PAGE_ROUTES_FILE = 'src/app/page-routes.ts';

export type PageModules = { path: string; load: string; prefetch?: string };

/**
 * The page table's modules, read from `app/page-routes.ts` as written: each route's `path`, the module its `load`
 * imports and the one its `prefetch` imports. Throws when a route has no `load` import to read.
 */
export function readPageModules(source: string): PageModules[] {
  const routes = source.split(/\bpath: '/).slice(1);
  if (routes.length === 0) throw new Error(`${PAGE_ROUTES_FILE} lists no page.`);
  return routes.map((route) => {
    const path = route.slice(0, route.indexOf("'"));
    const load = /\bload: \(\) =>\s*import\('([^']+)'\)/.exec(route)?.[1];
    const prefetch = /\bprefetch: \(\) =>\s*import\('([^']+)'\)/.exec(route)?.[1];
    if (load === undefined) throw new Error(`The page ${path} in ${PAGE_ROUTES_FILE} has no load: () => import('…').`);
    return { path, load, ...(prefetch === undefined ? {} : { prefetch }) };
  });
}

function closure(bundle: OutputBundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** For each page, the chunks holding its modules and everything they import statically, less the entry's own. */
export function pagePreloads(
  bundle: OutputBundle,
  pages: readonly PageModules[],
  resolveModule: (specifier: string) => string,
): PagePreloads {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (entry === undefined) throw new Error('The build has no index entry chunk.');
  const loadedByEntry = closure(bundle, entry.fileName, new Set());
  const chunkOf = (specifier: string): string => {
    const id = resolveModule(specifier);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (chunk === undefined) throw new Error(`No chunk of the build holds ${specifier} (${id}).`);
    return chunk.fileName;
  };
  const preloads: PagePreloads = {};
  for (const page of pages) {
    const files = new Set<string>();
    for (const specifier of [page.load, page.prefetch]) if (specifier) closure(bundle, chunkOf(specifier), files);
    preloads[page.path] = [...files].filter((file) => !loadedByEntry.has(file) && file.endsWith('.js'));
  }
  return preloads;
}

/**
 * Writes `.vite/page-preloads.json`: for each page of the signed-in area, the scripts its code needs beyond the
 * entry. The server names them in the page it sends for that address (`<link rel="modulepreload">`), so the browser
 * asks them while it parses the page, beside the entry, instead of once the entry has run and asked for the page's
 * code, when they came one after another (bench/RESULTS.md, the roster's first rows).
 */
export function writePagePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'cuadre-page-preloads',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routesFile = resolve(root, PAGE_ROUTES_FILE);
      const pages = readPageModules(readFileSync(routesFile, 'utf8'));
      const preloads = pagePreloads(bundle, pages, (specifier) => resolve(dirname(routesFile), specifier));
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
