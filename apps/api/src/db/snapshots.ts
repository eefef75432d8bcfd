import { sql } from 'drizzle-orm';
import type { Db } from './index.ts';
import { preparedRows } from './prepared.ts';

/**
 * `pg_current_snapshot()` as text. Two reads that see the same snapshot see exactly the same committed data: the
 * snapshot changes whenever any transaction finishes, whichever process or tool ran it.
 */
export type Snapshot = string;

/**
 * The database's state as a request sees it: the snapshot, and the version of each scope of data (`data_versions`,
 * bumped by triggers in the transaction of every write: a company's id, `<company id>:people`, `identity`, `global`;
 * a scope never written is at 0). Read in one statement, so the versions are those of that snapshot.
 */
export type DataState = { snapshot: Snapshot; versions: Readonly<Record<string, number>> };

/** The version of one scope in a state (0 for a scope never written). */
export const versionOf = (state: DataState, scope: string): number => state.versions[scope] ?? 0;

/** The select list that reads a `DataState` in any statement: the snapshot and every scope's version. */
export const dataStateColumns = {
  snapshot: sql<Snapshot>`pg_current_snapshot()::text`,
  versions: sql<Record<string, number> | null>`(select json_object_agg(scope, version) from data_versions)`,
};

const readers = new WeakMap<Db, () => Promise<DataState>>();

/**
 * A state read after this call began: fresh enough for a request that arrived now, shared by every request
 * waiting at the same time. At most one read is in flight; a request that arrives while one is (it may have been
 * sent before a write this request's caller already saw commit) waits for the next one, sent after it. Fifty
 * requests at once cost two round trips, not fifty.
 */
export function freshDataState(db: Db): Promise<DataState> {
  let reader = readers.get(db);
  if (!reader) {
    reader = stateReader(db);
    readers.set(db, reader);
  }
  return reader();
}

/** The snapshot of `freshDataState`. */
export const freshSnapshot = async (db: Db): Promise<Snapshot> => (await freshDataState(db)).snapshot;

// The state alone, read on nearly every request: prepared by name, so its text is made once and PostgreSQL parses
// and plans it once per connection. `(select)` is a row of no columns, for a select list that reads no table.
const stateRead = (db: Db) =>
  preparedRows(db, 'data state', (name) =>
    db
      .select(dataStateColumns)
      .from(sql`(select) as now`)
      .prepare(name),
  );

function stateReader(db: Db): () => Promise<DataState> {
  let inFlight: Promise<DataState> | undefined;
  let next: Promise<DataState> | undefined;
  const send = (): Promise<DataState> => {
    const read = stateRead(db)
      .execute()
      .then((rows) => dataStateOf(rows[0]!))
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

/** A state from the two columns of `dataStateColumns` (versions come as text through `json_object_agg`'s bigints). */
export const dataStateOf = (row: { snapshot: Snapshot; versions: Record<string, number | string> | null }): DataState =>
  Object.freeze({
    snapshot: row.snapshot,
    versions: Object.freeze(
      Object.fromEntries(Object.entries(row.versions ?? {}).map(([scope, version]) => [scope, Number(version)])),
    ),
  });
