import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './index.ts';
import { preparedRows } from './prepared.ts';

/**
 * `pg_current_snapshot()` as text. Two reads that see the same snapshot see exactly the same committed data: the
 * snapshot changes whenever any transaction finishes, whichever process or tool ran it.
 */
export type Snapshot = string;

/**
 * The database's state as a request sees it: the snapshot, and the version of each scope of data it asked for
 * (`data_versions`, bumped by triggers in the transaction of every write: a company's id, `<company id>:people`,
 * `identity`, `global`; a scope never written is at 0). Read in one statement, so the versions are those of that
 * snapshot. Only the scopes a request depends on are read: a database of many companies holds two scopes for each,
 * and every request reads a state.
 */
export type DataState = { snapshot: Snapshot; versions: Readonly<Record<string, number>> };

/** The version of one scope in a state (0 for a scope never written); a scope the state was not read with throws. */
export function versionOf(state: DataState, scope: string): number {
  if (!Object.hasOwn(state.versions, scope)) throw new Error(`The data state was read without the scope ${scope}.`);
  return state.versions[scope]!;
}

/** The scopes the requests of a user of `companyId` (none for staff) depend on: their answers and their session. */
export const sessionScopes = (companyId: string | null): string[] =>
  companyId ? ['global', 'identity', companyId, `${companyId}:people`] : ['global', 'identity'];

/**
 * The select list that reads a `DataState` in any statement: the snapshot and the version of each scope of `scopes`,
 * a `text[]` expression (a scope never written reads 0).
 */
export const dataStateColumns = (scopes: SQL) => ({
  snapshot: sql<Snapshot>`pg_current_snapshot()::text`,
  versions: sql<Record<
    string,
    number
  > | null>`(select json_object_agg(asked.scope, coalesce(known.version, 0)) from unnest(${scopes}) as asked(scope) left join data_versions as known on known.scope = asked.scope)`,
});

const readers = new WeakMap<Db, (scopes: readonly string[]) => Promise<DataState>>();

/**
 * A state read after this call began, with at least `scopes`: fresh enough for a request that arrived now, shared by
 * every request waiting at the same time. At most one read is in flight; a request that arrives while one is (it may
 * have been sent before a write this request's caller already saw commit) waits for the next one, sent after it with
 * the scopes of every request waiting for it. Fifty requests at once cost two round trips, not fifty.
 */
export function freshDataState(db: Db, scopes: readonly string[] = []): Promise<DataState> {
  let reader = readers.get(db);
  if (!reader) {
    reader = stateReader(db);
    readers.set(db, reader);
  }
  return reader(scopes);
}

/** The snapshot of `freshDataState`. */
export const freshSnapshot = async (db: Db): Promise<Snapshot> => (await freshDataState(db)).snapshot;

// The state alone, read on nearly every request: prepared by name, so its text is made once and PostgreSQL parses
// and plans it once per connection. `(select)` is a row of no columns, for a select list that reads no table.
const stateRead = (db: Db) =>
  preparedRows(db, 'data state', (name) =>
    db
      .select(dataStateColumns(sql`${sql.placeholder('scopes')}::text[]`))
      .from(sql`(select) as now`)
      .prepare(name),
  );

function stateReader(db: Db): (scopes: readonly string[]) => Promise<DataState> {
  let inFlight: Promise<DataState> | undefined;
  let next: { scopes: Set<string>; state: Promise<DataState> } | undefined;
  const send = (scopes: ReadonlySet<string>): Promise<DataState> => {
    const read = stateRead(db)
      .execute({ scopes: [...scopes] })
      .then((rows) => dataStateOf(rows[0]!))
      .finally(() => {
        if (inFlight === read) inFlight = undefined;
      });
    inFlight = read;
    return read;
  };
  return (scopes) => {
    if (!inFlight) return send(new Set(scopes));
    if (!next) {
      const wanted = new Set<string>();
      next = {
        scopes: wanted,
        state: inFlight
          .catch(() => undefined)
          .then(() => {
            next = undefined;
            return send(wanted);
          }),
      };
    }
    for (const scope of scopes) next.scopes.add(scope);
    return next.state;
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
