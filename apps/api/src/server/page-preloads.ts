import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The dashboard's build lists, for each page path, the chunks that page needs beyond the entry
// (route-preloads.json, written by apps/dashboard/build/route-preloads.ts). Served with that page's HTML as a
// `Link: rel=modulepreload` header, they download alongside the entry instead of after it has run.

export type PagePreloads = (url: string) => string | undefined;

const ASSET = /^\/assets\/[\w.-]+\.js$/;

export function readPagePreloads(staticDir: string): PagePreloads {
  const file = join(staticDir, 'route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const headers = new Map<string, string>();
  for (const [path, files] of Object.entries(pages)) {
    // Only hashed assets of the build are named: the file cannot smuggle anything else into a header.
    const assets = Array.isArray(files) ? files.filter((value): value is string => typeof value === 'string' && ASSET.test(value)) : [];
    if (assets.length > 0) headers.set(path, assets.map((asset) => `<${asset}>; rel=modulepreload`).join(', '));
  }
  return (url) => {
    const path = (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
    return headers.get(path);
  };
}
