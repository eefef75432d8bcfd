import { sql } from 'drizzle-orm';
import type { Db } from './index.ts';

/**
 * `pg_current_snapshot()` as text. Two reads that see the same snapshot see exactly the same committed data: the
 * snapshot changes whenever any transaction finishes, whichever process or tool ran it.
 */
export type Snapshot = string;

const readers = new WeakMap<Db, () => Promise<Snapshot>>();

/**
 * A snapshot read after this call began: fresh enough for a request that arrived now, shared by every request
 * waiting at the same time. At most one read is in flight; a request that arrives while one is (it may have been
 * sent before a write this request's caller already saw commit) waits for the next one, sent after it. Fifty
 * requests at once cost two round trips, not fifty.
 */
export function freshSnapshot(db: Db): Promise<Snapshot> {
  let reader = readers.get(db);
  if (!reader) {
    reader = snapshotReader(db);
    readers.set(db, reader);
  }
  return reader();
}

function snapshotReader(db: Db): () => Promise<Snapshot> {
  let inFlight: Promise<Snapshot> | undefined;
  let next: Promise<Snapshot> | undefined;
  const send = (): Promise<Snapshot> => {
    const read = db
      .execute<{ snapshot: Snapshot }>(sql`select pg_current_snapshot()::text as snapshot`)
      .then(({ rows }) => rows[0]!.snapshot)
      .finally(() => {
        if (inFlight === read) inFlight = undefined;
      });
    inFlight = read;
    return read;
  };
  return () => {
    if (!inFlight) return send();
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return send();
      });
    return next;
  };
}
