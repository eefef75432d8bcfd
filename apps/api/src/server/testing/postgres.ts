import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * A database for tests, empty or a copy of `template`. A copy is made by copying the template's files
 * (`strategy file_copy`) rather than by writing every block of them to the server's write-ahead log, PostgreSQL's
 * default since 15: the suite makes about ninety 45 MB copies (bench/RESULTS.md).
 */
export async function createTestDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  await admin.query(`create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
}

/**
 * New databases on the test PostgreSQL server for one group of tests: empty, or copies of a template database;
 * every one is dropped after the group. Call it inside a `describe` that runs on PostgreSQL only.
 */
export function scratchDatabases(
  template: { url: string; template: string },
  label: string,
): (from?: string) => Promise<string> {
  const created: string[] = [];
  let admin: pg.Client | undefined;
  beforeAll(async () => {
    admin = await adminClient(template.url);
  });
  afterAll(async () => {
    for (const name of created) await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });
  return async (from) => {
    const name = `${template.template.replace('cuadre_tpl_', 'cuadre_t_')}_${label}_${process.pid}_${created.length}`;
    await createTestDatabase(admin!, name, from);
    created.push(name);
    return databaseUrl(template.url, name);
  };
}
