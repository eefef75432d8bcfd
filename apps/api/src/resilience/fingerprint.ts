import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { bookkeeping, installWriteLog, mutableTables } from './write-log.ts';

export type Fingerprint = { xmax: string; tables: Record<string, string> };

// The tables the write log leaves out (the Idempotency-Key claims, taken and released around every keyed request)
// count as changed only when a claim is left behind or a response kept: compared by content (row count, newest `xmin`).
const logged = new WeakSet<Db>();

/**
 * What the database holds, as far as a test asks "did this change anything?": per table, the last committed row change
 * of it in the write log (`write-log.ts`, installed on the first call), so an insert, update or delete anywhere changes
 * it, even one undone by a later write; the Idempotency-Key claims by content; plus the next transaction id, which stays
 * put while nothing at all is written. One index look-up per table: on PGlite, counting and scanning every table of
 * the demo data took 80–150 ms a call, and a refused request is checked twice.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  if (!logged.has(db)) {
    await installWriteLog(db);
    logged.add(db);
  }
  await jobsSettled(db);
  const xmax = await nextTransactionId(db);
  const parts = mutableTables.map((name) =>
    bookkeeping.has(name)
      ? sql`select ${name} as t, (select count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text from ${sql.identifier(name)}) as f`
      : sql`select ${name} as t, (select coalesce(max(id), 0)::text from resilience_writes where table_name = ${name}) as f`,
  );
  const { rows } = await db.execute<{ t: string; f: string }>(sql.join(parts, sql` union all `));
  return { xmax, tables: Object.fromEntries(rows.map((row) => [row.t, row.f])) };
}

/**
 * Waits until the background jobs already asked for (reports being built) have run, so what they write is never taken
 * for a change the request under test made, nor hidden by one. Gives up after a minute.
 */
export async function jobsSettled(db: Db): Promise<void> {
  for (let look = 0; look < 240; look += 1) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Background jobs were still waiting or running after a minute.');
}

export async function nextTransactionId(db: Db): Promise<string> {
  const { rows } = await db.execute<{ x: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return rows[0]!.x;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return mutableTables.filter((name) => before.tables[name] !== after.tables[name]);
}
