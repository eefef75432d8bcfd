import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import * as schema from '../db/schema/index.ts';

// Sessions move on reads (last seen, once a minute); the OIDC store belongs to sign-in, not to the API; the rate
// limits' counters move on every write, refused or not.
const ignored = new Set(['sessions', 'oidc_store', 'rate_limit_counters']);

export const mutableTables: string[] = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !ignored.has(name))
  .sort();

// Claims on Idempotency-Keys are taken and released around every keyed request; they are checked apart.
export const bookkeeping: ReadonlySet<string> = new Set(['idempotency_keys']);

export type WriteMark = { lastWrite: number; pendingKeys: number };

/**
 * Test databases only: a row trigger on every table records each committed row change in
 * `resilience_writes` (a rolled-back change leaves nothing; a truncation is one entry), so "did this request write?"
 * costs one index look-up instead of scanning every table.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(
    sql`create table if not exists resilience_writes (id bigint generated always as identity primary key, table_name text not null, operation text not null)`,
  );
  // A table's last change, for `fingerprint`.
  await db.execute(sql`create index if not exists resilience_writes_by_table on resilience_writes (table_name, id)`);
  await db.execute(
    sql.raw(`create or replace function resilience_log_write() returns trigger language plpgsql as $$
      begin
        insert into resilience_writes (table_name, operation) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  const tables = mutableTables.filter((name) => !bookkeeping.has(name));
  // Names from the schema's own tables, quoted by format(%I).
  await db.execute(
    sql.raw(`do $$
      declare name text;
      begin
        foreach name in array array[${tables.map((table) => `'${table}'`).join(', ')}] loop
          execute format('create or replace trigger resilience_log_write after insert or update or delete on %I for each row execute function resilience_log_write()', name);
          execute format('create or replace trigger resilience_log_truncate after truncate on %I for each statement execute function resilience_log_write()', name);
        end loop;
      end $$`),
  );
}

export async function writeMark(db: Db): Promise<WriteMark> {
  const { rows } = await db.execute<{ last: number | string; pending: number | string }>(
    sql`select (select coalesce(max(id), 0) from resilience_writes) as last, (select count(*) from idempotency_keys where response is null) as pending`,
  );
  return { lastWrite: Number(rows[0]!.last), pendingKeys: Number(rows[0]!.pending) };
}

/** The tables written since the mark, as `table (OPERATION×n)`. */
export async function writesSince(db: Db, mark: WriteMark): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string; operation: string; n: number | string }>(
    sql`select table_name, operation, count(*) as n from resilience_writes where id > ${mark.lastWrite} group by table_name, operation order by table_name, operation`,
  );
  return rows.map((row) => `${row.table_name} (${row.operation}×${row.n})`);
}
