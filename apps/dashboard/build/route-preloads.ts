import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// A page opened by its address (a bookmark, a reload, a link in an e-mail) needs its dashboard's chunk, which the
// browser would only request once the entry has run. The build writes, for every page of src/app/page-routes.ts,
// the chunks that page needs beyond the entry (route-preloads.json); the server names them in a `Link:
// rel=modulepreload` header on that page's HTML, so they download alongside the entry.

const LOADER = /const (\w+) = \(\) => import\('\.\.\/(features\/[^']+)'\);/g;
const PAGE = /\{ path: '([^']+)', load: \(\) => (\w+)\(\)/g;

/** Each page path of page-routes.ts with the module (relative to src/) that holds it. */
export function pageModules(source: string): Map<string, string> {
  const loaders = new Map([...source.matchAll(LOADER)].map((match) => [match[1]!, match[2]!]));
  const pages = new Map<string, string>();
  for (const [, path, loader] of source.matchAll(PAGE)) {
    const module = loaders.get(loader!);
    if (!module) throw new Error(`page-routes.ts: the page ${path} loads through ${loader}(), which imports no features module.`);
    pages.set(path!, module);
  }
  return pages;
}

type ChunkLike = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/** The files a chunk needs before it runs: itself and its static imports, transitively, minus `skip`. */
export function staticFiles(chunks: ReadonlyMap<string, ChunkLike>, fileName: string, skip: ReadonlySet<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName) || skip.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticFiles(chunks, imported, skip, seen);
  return seen;
}

export function routePreloads(pageRoutesFile: string, frameModule: string): Plugin {
  return {
    name: 'cuadre:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inEntry = staticFiles(chunks, entry.fileName, new Set());
      const chunkOf = (module: string) => [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}`));
      // Every page paints inside the frame, which the router loads with the page.
      const frame = chunkOf(frameModule);
      if (!frame) this.error(`route-preloads: no chunk holds src/${frameModule}, the frame.`);
      const frameFiles = staticFiles(chunks, frame.fileName, inEntry);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of pageModules(readFileSync(pageRoutesFile, 'utf8'))) {
        const chunk = chunkOf(module);
        if (!chunk) this.error(`route-preloads: no chunk holds src/${module}, the page ${path}.`);
        preloads[path] = [...staticFiles(chunks, chunk.fileName, inEntry, new Set(frameFiles))].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
