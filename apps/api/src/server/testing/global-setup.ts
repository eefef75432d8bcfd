import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase, type Database } from '../../db/index.ts';
import { adminClient, databaseUrl } from './postgres.ts';
import { templateFolder } from './template-folder.ts';

/**
 * On PGlite, `dir` is the migrated and seeded data folder (for tests that start a server or a command on a folder of
 * their own) and `dump` the same database as a dump, which `db/testing.ts` loads into memory for each private copy.
 */
export type DatabaseTemplate =
  { kind: 'pglite'; dir: string; dump: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

async function prepare(database: Database): Promise<void> {
  await migrate(database);
  const seedModule: string = '../../seed/index.ts';
  const seed = (await import(seedModule).catch(() => null)) as {
    seedIfEmpty?: (database: Database) => Promise<unknown>;
  } | null;
  await seed?.seedIfEmpty?.(database);
}

/** Builds one migrated and seeded database per project; every test file copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('The postgres project needs TEST_DATABASE_URL.');
    const template = `cuadre_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = await adminClient(url);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, template), poolSize: 2 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', url, template });
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template.replace('cuadre_tpl_', 'cuadre_t_')}%`],
      );
      for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  // A developer may point at an already migrated and seeded folder to skip the seed (~100 s on PGlite).
  const ready = process.env.API_TEST_TEMPLATE_DIR;
  if (ready) {
    project.provide('databaseTemplate', { kind: 'pglite', dir: ready, dump: await dumpOf(ready) });
    return async () => {};
  }
  // The seeded template is kept between runs, keyed by the migrations and the seed it was built from.
  const dir = await templateFolder();
  const cache = dirname(dir);
  if (!existsSync(join(dir, 'READY'))) {
    await mkdir(cache, { recursive: true });
    const building = await mkdtemp(join(tmpdir(), 'cuadre-api-template-'));
    const database = await openDatabase({ dataDir: join(building, 'db') });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    await writeFile(join(building, 'db', 'READY'), new Date().toISOString());
    await rm(dir, { recursive: true, force: true });
    await rename(join(building, 'db'), dir).catch(async () => {
      await rm(building, { recursive: true, force: true });
    });
    await rm(building, { recursive: true, force: true });
  }
  project.provide('databaseTemplate', { kind: 'pglite', dir, dump: await dumpOf(dir) });
  return async () => {};
}

/**
 * The template folder as a dump (`<folder>.copies.tar`, made once beside it): a test file's database loads it into
 * memory in a fraction of the time that copying 120 MB and opening them from disk takes, and its writes stay in memory.
 * Test files load it about 80 times per project, so it holds one WAL segment made ahead of need instead of three (16 MB
 * each: 97 of the folder's 130 MB are left). The folder stays as the seed left it.
 */
async function dumpOf(dir: string): Promise<string> {
  const dump = `${dir}.copies.tar`;
  if (existsSync(dump)) return dump;
  // Opened from a copy: opening a data folder writes to it, and the template must stay as it was built.
  const scratch = await mkdtemp(join(tmpdir(), 'cuadre-api-dump-'));
  try {
    await cp(dir, join(scratch, 'db'), { recursive: true });
    const folder = join(scratch, 'db');
    // The segments named after the current one hold nothing yet: they are dropped while the database is shut down.
    // Opened again, it makes the one next segment it keeps ready (a copy that had to make it would write 16 MB at its
    // start, slower than loading it), and is dumped as it stands.
    const first = await PGlite.create(folder);
    let current: string;
    try {
      await first.exec('checkpoint');
      const { rows } = await first.query<{ segment: string }>(
        'select pg_walfile_name(pg_current_wal_lsn()) as segment',
      );
      current = rows[0]!.segment;
    } finally {
      await first.close();
    }
    const wal = join(folder, 'pg_wal');
    for (const file of await readdir(wal)) {
      if (/^[0-9A-F]{24}$/.test(file) && file > current) await rm(join(wal, file));
    }
    const client = await PGlite.create(folder);
    let tar: Blob;
    try {
      tar = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    await writeFile(join(scratch, 'dump.tar'), Buffer.from(await tar.arrayBuffer()));
    await rename(join(scratch, 'dump.tar'), dump);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return dump;
}
