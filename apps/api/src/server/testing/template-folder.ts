// Where the API suite keeps its migrated and seeded PGlite template between runs (global-setup.ts builds it), keyed by
// the migrations and the seed it was built from. Node's own modules only: the journeys' configuration reads it too,
// to start their servers on a copy of the template instead of seeding a new database (e2e/playwright.config.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const api = resolve(import.meta.dirname, '../../..');

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The template's folder for the current migrations and seed, built or not (it holds `READY` once built). */
export async function templateFolder(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    ...(await filesUnder(join(api, 'drizzle'))),
    ...(await filesUnder(join(api, 'src/seed'))),
    ...(await filesUnder(join(api, 'src/db'))),
  ]) {
    hash.update(file.slice(api.length)).update(await readFile(file));
  }
  return join(api, 'node_modules/.cache/api-test-template', hash.digest('hex').slice(0, 16));
}

/** The template's folder when it is built for the current migrations and seed; undefined otherwise. */
export async function builtTemplateFolder(): Promise<string | undefined> {
  const folder = await templateFolder();
  return existsSync(join(folder, 'READY')) ? folder : undefined;
}
