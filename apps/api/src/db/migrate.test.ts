import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase } from './index.ts';
import { openEmptyDatabase, type DisposableDatabase } from './testing.ts';

const tableNames = async (subject: DisposableDatabase): Promise<string[]> => {
  const result = await subject.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((row) => row.name);
};

describe('migrations', () => {
  let empty: DisposableDatabase;
  let folders: string;

  beforeAll(async () => {
    empty = await openEmptyDatabase();
    folders = await mkdtemp(join(tmpdir(), 'cuadre-migrations-'));
  });

  afterAll(async () => {
    await empty.dispose();
    await rm(folders, { recursive: true, force: true });
  });

  it('apply every committed migration to an empty database, and a second run applies nothing', async () => {
    const first = await migrate(empty.database);
    expect(first.applied).toContain('0000_init');
    const tables = await tableNames(empty);
    for (const table of [
      'companies',
      'workers',
      'tip_records',
      'insurance_ledger_entries',
      'sessions',
      'oidc_store',
      'idempotency_keys',
      'audit_events',
    ]) {
      expect(tables).toContain(table);
    }
    expect(await migrate(empty.database)).toEqual({ applied: [] });
  });

  it('name the file when a migration listed in the journal is missing', async () => {
    const folder = join(folders, 'missing');
    await cp(migrationsFolder, folder, { recursive: true });
    await unlink(join(folder, '0000_init.sql'));
    await expect(migrate(empty.database, { migrationsFolder: folder })).rejects.toThrow(/0000_init\.sql/);
  });

  it('roll back a failing migration whole and name the pending ones', async () => {
    const folder = join(folders, 'failing');
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    journal.entries.push({
      ...(last ?? { idx: 0, when: 0, tag: '' }),
      idx: journal.entries.length,
      when: (last?.when ?? 0) + 1,
      tag: '9999_broken',
    });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(
      join(folder, '9999_broken.sql'),
      'create table "half_done" (id integer);\n--> statement-breakpoint\nselect * from "no_such_table";',
    );
    await expect(migrate(empty.database, { migrationsFolder: folder })).rejects.toThrow(/9999_broken.*no_such_table/s);
    expect(await tableNames(empty)).not.toContain('half_done');
  });

  it('answer bigint aggregates as numbers, whichever driver runs them', async () => {
    const result = await empty.database.db.execute<{ count: unknown; total: unknown }>(
      sql`select count(*) as count, sum(x)::bigint as total from generate_series(1, 3) as x`,
    );
    expect(result.rows[0]).toEqual({ count: 3, total: 6 });
  });
});

describe('opening a database', () => {
  it('refuses a URL that is not a PostgreSQL URL, without echoing it', async () => {
    await expect(openDatabase({ url: 'not a url:secret' })).rejects.toThrow(/DATABASE_URL is not a valid URL/);
    await expect(openDatabase({ url: 'mysql://root:secret@localhost/app' })).rejects.toThrow(
      /must start with postgres:\/\//,
    );
    await expect(openDatabase({ url: 'postgres://localhost' })).rejects.toThrow(/names no database/);
  });

  it('says which server it could not reach, without the password', async () => {
    const failure = openDatabase({ url: 'postgres://cuadre:hunter2@127.0.0.1:1/cuadre' });
    await expect(failure).rejects.toThrow(/Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/cuadre/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });
});
