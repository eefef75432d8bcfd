// Initial JavaScript (gzip) of the sign-in page and of each dashboard's landing, from the build's manifest:
// the entry and its static imports, plus the lazy chunks the route opens before it paints.
// Usage: pnpm --filter @cuadre/dashboard build && pnpm --filter @cuadre/dashboard size
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

function closure(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function kib(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entry === undefined) throw new Error('The manifest has no entry chunk.');
const initial = closure(entry, new Set());
const frame = 'src/app/layout/app-layout.tsx';
const routes: [string, string[]][] = [
  ['/login', ['src/features/auth/auth-pages.ts']],
  ['/ewa/* (landing)', [frame, 'src/features/ewa/ewa-pages.ts']],
  ['/commissions/* (landing)', [frame, 'src/features/commissions/commissions-pages.ts']],
  ['/commissions-v2/*', [frame, 'src/features/commissions-v2/commissions-v2-pages.ts']],
  ['/commissions-v3/*', [frame, 'src/features/commissions-v3/commissions-v3-pages.ts']],
  ['/insurance/* (landing)', [frame, 'src/features/insurance/insurance-pages.ts']],
  ['/tips/* (landing)', [frame, 'src/features/tips/tips-pages.ts']],
  ['/settings', [frame, 'src/features/settings/settings-pages.ts']],
];

console.log(`entry (every page)          ${kib(initial)} KiB`);
for (const [route, lazy] of routes) {
  const keys = new Set(initial);
  for (const key of lazy) if (manifest[key]) closure(key, keys);
  console.log(`${route.padEnd(28)}${kib(keys)} KiB`);
}
