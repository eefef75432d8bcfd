// Initial JavaScript per entry route and the weight of every lazy route chunk, gzip, from the
// dashboard build's manifest: what a browser downloads before it can paint a page.
import { spawnSync } from 'node:child_process';
// The largest modules (from the source maps) are printed and saved in bench/results/modules.{json,md}.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  description: 'gzip JavaScript loaded before first paint, per entry and per lazy route chunk',
  run: async () => {
    const built = spawnSync('pnpm', ['--filter', '@cuadre/dashboard', 'build'], { cwd: root, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The dashboard build failed; run `pnpm --filter @cuadre/dashboard build`.');
    const manifestPath = resolve(dist, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath} (build.manifest must be on).`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    printLargestModules();

    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('The manifest has no entry chunk.');
    const initial = staticClosure(manifest, entryKey);
    const measurements: Measurement[] = [
      {
        name: 'initial JS (entry, every route)',
        value: round(sizeOf(manifest, initial)),
        unit: 'KiB',
        budget: { max: INITIAL_BUDGET_KIB },
      },
    ];

    const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
    for (const key of dynamicKeys.sort()) {
      const own = [...staticClosure(manifest, key)].filter((chunk) => !initial.has(chunk));
      const label = manifest[key]?.src ?? key;
      const isRoute = /\/features\//.test(label);
      measurements.push({
        name: `${isRoute ? 'route chunk' : 'lazy chunk'} ${label.replace(/^src\//, '')}`,
        value: round(sizeOf(manifest, own)),
        unit: 'KiB',
        ...(isRoute ? { budget: { max: ROUTE_CHUNK_BUDGET_KIB } } : {}),
        reference: { name: 'initial JS', value: round(sizeOf(manifest, initial)) },
      });
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
    console.log(`    ${(size.gzip / 1024).toFixed(1).padStart(6)} / ${(size.raw / 1024).toFixed(1).padStart(6)}  ${size.module}  (${size.chunk})`);
  }
}
