import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Written by the dashboard's build (`apps/dashboard/build/page-preloads.ts`): for each page of the signed-in area, the
 * scripts its code needs beyond the entry. Not served: the static files leave out dot-folders.
 */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

// Only the build's own hashed scripts are named in the page.
const SCRIPT_FILE = /^assets\/[\w.-]+\.js$/;

/** The page's address as the page table writes it: no query, no trailing slash. */
export function pagePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return path.replace(/\/+$/, '') || '/';
}

/** The scripts the build listed for `path`; none for an address that is not a page, or when the list is unreadable. */
export function pageScripts(preloads: unknown, path: string): string[] {
  if (typeof preloads !== 'object' || preloads === null || !Object.hasOwn(preloads, path)) return [];
  const files: unknown = (preloads as Record<string, unknown>)[path];
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file))
    : [];
}

/**
 * The dashboard's entry page for a page of the signed-in area, naming the scripts of that page's code
 * (`<link rel="modulepreload">`): the browser asks them while it parses the page, beside the entry, rather than once
 * the entry has run and asked for the page (then they came one after another, bench/RESULTS.md). The app's own
 * loader finds them in the page and does not ask again.
 */
export function renderPageEntry(entryHtml: string, scripts: readonly string[]): string {
  const head = entryHtml.indexOf('</head>');
  if (scripts.length === 0 || head === -1) return entryHtml;
  const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />\n    `).join('');
  return `${entryHtml.slice(0, head)}  ${links.trimEnd()}\n  ${entryHtml.slice(head)}`;
}

/** Reads the entry page and the build's page list from the dashboard's folder, at each request, as a new build lands. */
export async function readPageEntry(root: string, url: string): Promise<string | null> {
  const [entryHtml, preloads] = await Promise.all([
    readFile(join(root, 'index.html'), 'utf8').catch(() => null),
    readFile(join(root, PAGE_PRELOADS_FILE), 'utf8')
      .then((text): unknown => JSON.parse(text))
      .catch(() => null),
  ]);
  return entryHtml === null ? null : renderPageEntry(entryHtml, pageScripts(preloads, pagePath(url)));
}
