// The largest modules of the dashboard's production build, from its source maps: every byte of each
// emitted chunk is attributed to the source module it came from (as source-map-explorer does), and each
// module's bytes are gzipped on their own. Vite 8 bundles with Rolldown, which
// rollup-plugin-visualizer reports only partly (btd/rollup-plugin-visualizer#198).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

export type ModuleSize = { module: string; package: string; chunk: string; raw: number; gzip: number };

/** `…/node_modules/.pnpm/x@1/node_modules/react-dom/cjs/a.js` → `react-dom/cjs/a.js`; our sources from the repository root. */
function shortName(source: string): { module: string; package: string } {
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const module = source.slice(inPackage + 'node_modules/'.length);
    const parts = module.split('/');
    return { module, package: module.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]! };
  }
  if (source === '(unmapped)') return { module: source, package: source };
  const module = source.replace(/^(\.\.\/)+/, '');
  const workspace = /^(apps|packages)\/[^/]+/.exec(module)?.[0];
  return { module, package: workspace ?? 'apps/dashboard' };
}

export function largestModules(dist: string): ModuleSize[] {
  const assets = resolve(dist, 'assets');
  const sizes = new Map<string, ModuleSize & { pieces: string[] }>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const mapPath = resolve(assets, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const lines = readFileSync(resolve(assets, file), 'utf8').split('\n');
    const map = new TraceMap(readFileSync(mapPath, 'utf8'));
    const segments: { line: number; column: number; source: string }[] = [];
    eachMapping(map, (mapping) => {
      segments.push({
        line: mapping.generatedLine - 1,
        column: mapping.generatedColumn,
        source: mapping.source ?? '(unmapped)',
      });
    });
    segments.sort((a, b) => a.line - b.line || a.column - b.column);
    const attribute = (source: string, text: string) => {
      if (text.length === 0) return;
      const { module, package: owner } = shortName(source);
      const key = `${file}\t${module}`;
      const entry = sizes.get(key) ?? { module, package: owner, chunk: file, raw: 0, gzip: 0, pieces: [] };
      entry.raw += Buffer.byteLength(text);
      entry.pieces.push(text);
      sizes.set(key, entry);
    };
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      const line = lines[segment.line] ?? '';
      const end = next && next.line === segment.line ? next.column : line.length;
      attribute(segment.source, line.slice(segment.column, end));
    });
  }
  return [...sizes.values()]
    .map(({ pieces, ...size }) => ({ ...size, gzip: gzipSync(pieces.join(''), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

export function modulesMarkdown(modules: ModuleSize[], limit: number): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const packages = new Map<string, { raw: number; gzip: number }>();
  for (const size of modules) {
    const total = packages.get(size.package) ?? { raw: 0, gzip: 0 };
    packages.set(size.package, { raw: total.raw + size.raw, gzip: total.gzip + size.gzip });
  }
  return [
    `# Largest modules of the dashboard build (top ${limit} by gzip)`,
    '',
    '| # | module | chunk | raw KiB | gzip KiB |',
    '|---|---|---|---:|---:|',
    ...modules
      .slice(0, limit)
      .map((size, index) => `| ${index + 1} | ${size.module} | ${size.chunk} | ${kib(size.raw)} | ${kib(size.gzip)} |`),
    '',
    '## By package (sum of its modules gzipped one by one)',
    '',
    '| package | raw KiB | gzip KiB |',
    '|---|---:|---:|',
    ...[...packages.entries()]
      .sort((a, b) => b[1].gzip - a[1].gzip)
      .map(([name, total]) => `| ${name} | ${kib(total.raw)} | ${kib(total.gzip)} |`),
    '',
  ].join('\n');
}
