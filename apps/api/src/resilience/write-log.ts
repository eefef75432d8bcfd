import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { mutableTables } from './fingerprint.ts';

// Claims on Idempotency-Keys are taken and released around every keyed request; they are checked apart.
const bookkeeping = new Set(['idempotency_keys']);

export type WriteMark = { lastWrite: number; pendingKeys: number };

/**
 * Test databases only: a row trigger on every table records each committed row change in
 * `resilience_writes` (a rolled-back change leaves nothing), so "did this request write?" costs one
 * index look-up instead of scanning every table.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(
    sql`create table if not exists resilience_writes (id bigint generated always as identity primary key, table_name text not null, operation text not null)`,
  );
  await db.execute(
    sql.raw(`create or replace function resilience_log_write() returns trigger language plpgsql as $$
      begin
        insert into resilience_writes (table_name, operation) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  for (const table of mutableTables.filter((name) => !bookkeeping.has(name))) {
    await db.execute(
      sql.raw(
        `create or replace trigger resilience_log_write after insert or update or delete on "${table}" for each row execute function resilience_log_write()`,
      ),
    );
  }
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
