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

export type Fingerprint = { xmax: string; tables: Record<string, string> };

/**
 * What the database holds, cheaply: per table its row count and the newest writing transaction of any
 * row (`xmin`), so an insert, update or delete anywhere changes it; plus the next transaction id, which
 * stays put while nothing at all is written.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  await jobsSettled(db);
  const xmax = await nextTransactionId(db);
  const parts = mutableTables.map(
    (name) =>
      sql`select ${name} as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from ${sql.identifier(name)}`,
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
