import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every operation of the contract is called by a screen or documented in openapi/README.md: API-only with the reason,
// or awaiting the screen an open issue names.
const root = join(import.meta.dirname, '../../../..');
const contractPath = join(root, 'openapi/openapi.yaml');
const apiOnlyPath = join(root, 'openapi/README.md');
const sourceRoot = join(root, 'apps/dashboard/src');

type Operation = { operationId: string; method: string; path: string };

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

// The contract is written in one layout (paths at two spaces, methods at four, keys at six), which the first test checks.
function operationsOf(yaml: string): Operation[] {
  const operations: Operation[] = [];
  let inPaths = false;
  let path: string | null = null;
  let method: string | null = null;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inPaths = line.startsWith('paths:');
      path = null;
      method = null;
      continue;
    }
    if (!inPaths) continue;
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathMatch) {
      path = pathMatch[1] ?? null;
      method = null;
      continue;
    }
    const methodMatch = /^ {4}(\w+):\s*$/.exec(line);
    if (methodMatch) {
      method = HTTP_METHODS.has(methodMatch[1] ?? '') ? (methodMatch[1] ?? null) : null;
      continue;
    }
    const idMatch = /^ {6}operationId:\s*(\w+)\s*$/.exec(line);
    if (idMatch && path !== null && method !== null) operations.push({ operationId: idMatch[1] ?? '', method, path });
  }
  return operations;
}

// A section of the README: its table rows, keyed by the `operationId` of the first column, with the last column.
function documentedIn(markdown: string, heading: string): Map<string, string> {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  const entries = new Map<string, string>();
  for (const match of section.matchAll(/^\|\s*`(\w+)`\s*\|(?:[^|\n]*\|)*?\s*([^|\n]*?)\s*\|\s*$/gm)) {
    entries.set(match[1] ?? '', match[2] ?? '');
  }
  return entries;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// A call names the method and the path: `client.GET('/path', …)`, the query helpers' `useQuery('get', '/path', …)`,
// a path table handed to `client.POST(PATHS[action], …)` in the same file, an upload's `useUploadWithProgress('/path')`,
// or, for the sign-in redirect, the browser sent to `/api/path`.
function isCalledIn(text: string, { method, path }: Operation): boolean {
  const quoted = `['"\`]${escape(path)}['"\`]`;
  const upper = method.toUpperCase();
  const patterns = [
    new RegExp(`\\.${upper}\\(\\s*${quoted}`),
    new RegExp(
      `\\.(?:useQuery|useSuspenseQuery|useInfiniteQuery|useMutation|queryOptions|prefetchQuery)\\(\\s*['"\`]${method}['"\`]\\s*,\\s*${quoted}`,
    ),
  ];
  // The one uploader (shared/api/upload-with-progress.ts) POSTs the file to the path it is given.
  if (method === 'post') patterns.push(new RegExp(`useUploadWithProgress\\(\\s*${quoted}`));
  if (method === 'get') patterns.push(new RegExp(`['"\`]/api${escape(path)}[?'"\`]`));
  const throughTable =
    new RegExp(`:\\s*${quoted}`).test(text) && new RegExp(`\\.${upper}\\(\\s*[A-Za-z_][\\w.]*\\[`).test(text);
  return throughTable || patterns.some((pattern) => pattern.test(text));
}

const contract = readFileSync(contractPath, 'utf8');
const operations = operationsOf(contract);
const readme = readFileSync(apiOnlyPath, 'utf8');
const apiOnly = documentedIn(readme, 'API-only operations');
const awaiting = documentedIn(readme, 'Operations awaiting their screen');
const sources = sourceFiles(sourceRoot).map((file) => ({
  file: relative(sourceRoot, file),
  text: readFileSync(file, 'utf8'),
}));
const callersOf = (operation: Operation) =>
  sources.filter(({ text }) => isCalledIn(text, operation)).map(({ file }) => file);

describe('every operation of the contract is in use', () => {
  it('reads every operation of the contract', () => {
    expect(operations.length).toBe(contract.match(/^ {6}operationId:/gm)?.length);
    expect(operations.length).toBeGreaterThan(90);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('each operation is called by a screen, documented as API-only with its reason, or awaiting the screen its issue names', () => {
    const unused = operations
      .filter(
        (operation) =>
          !apiOnly.has(operation.operationId) &&
          !awaiting.has(operation.operationId) &&
          callersOf(operation).length === 0,
      )
      .map(({ operationId, method, path }) => `${operationId} (${method.toUpperCase()} ${path})`);
    expect(unused).toEqual([]);
  });

  it('every documented entry names an operation of the contract and says why or where', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    const entries = [...apiOnly, ...awaiting];
    expect(entries.filter(([id]) => !ids.has(id)).map(([id]) => id)).toEqual([]);
    expect(entries.filter(([, reason]) => reason.length < 20).map(([id]) => id)).toEqual([]);
    expect([...apiOnly.keys()].filter((id) => awaiting.has(id))).toEqual([]);
  });

  it('no operation the dashboard calls is listed as API-only', () => {
    const listed = operations.filter(
      (operation) => apiOnly.has(operation.operationId) && callersOf(operation).length > 0,
    );
    expect(listed.map(({ operationId }) => operationId)).toEqual([]);
  });
});
