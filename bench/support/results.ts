import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** bench/results/: artifacts of the last run (reports, plans, module tables); not committed. */
export const resultsDir = resolve(import.meta.dirname, '../results');

export function writeResult(name: string, content: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const path = resolve(resultsDir, name);
  writeFileSync(path, content);
  return path;
}

export const slug = (text: string): string =>
  text
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-+$/, '')
    .toLowerCase() || 'root';
