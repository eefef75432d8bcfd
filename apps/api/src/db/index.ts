import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromDrizzle, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { installJobQueue } from '../jobs/install.ts';
import { locations } from '../locations.ts';
import * as schema from './schema/index.ts';

export { schema };
export * from './schema/values.ts';

export type Schema = typeof schema;
// What both drivers answer to a raw execute(): the rows (pg adds rowCount, PGlite affectedRows).
export type QueryRows<Row> = { rows: Row[] };
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export type Db = PgDatabase<QueryResultHKT, Schema>;
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

// The database each transaction opened by `inTransaction` belongs to: state kept per database (caches and settings in
// WeakMaps keyed by it) stays reachable from inside a transaction.
const transactionRoots = new WeakMap<Db, Db>();

/** The database `db` is, or the one its transaction was opened on by `inTransaction`. */
export const rootOf = (db: Db): Db => transactionRoots.get(db) ?? db;

/** Runs `work` in a transaction of `db`, whose `rootOf` answers `db`'s own. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => {
    transactionRoots.set(tx, rootOf(db));
    return work(tx);
  });
}

/** How the background job queue (`src/jobs/`) reaches this database. */
export type JobQueueConnection = Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobs: JobQueueConnection;
  close(): Promise<void>;
  ping(): Promise<void>;
};

export type OpenDatabaseOptions = {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** PostgreSQL connections the pool may open (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number | undefined;
  /**
   * Milliseconds any one statement may run on a pooled PostgreSQL connection before the server cancels it
   * (DATABASE_STATEMENT_TIMEOUT_MS); 0 or undefined leaves the server's own setting. PGlite runs in-process and has
   * no one else to protect, so it ignores it.
   */
  statementTimeoutMs?: number | undefined;
  /**
   * PGlite only: a database held in memory, started from this dump of a data folder (`dumpDataDir`), written nowhere.
   * The API's tests start each file's database this way from one migrated and seeded dump.
   */
  inMemoryFrom?: Blob | undefined;
};

const defaultPoolSize = 10;

// The embedded database `pnpm start`, `pnpm seed` and `pnpm db:migrate` share unless DATA_DIR names another.
export const defaultDataDir = locations.dataDir;
export const migrationsFolder = locations.migrations;

const drizzleConfig = { schema, casing: 'snake_case' } as const;

// The data lock is held on its own connection, so connection details stay beside the instance.
const connectionStrings = new WeakMap<Database, string>();

// bigint (int8) answers as a JS number on both drivers, as PGlite does; cents stay far below 2^53.
const parseInt8 = (value: string): number => Number(value);
const int8ArrayOid = 1016 as Parameters<typeof pg.types.setTypeParser>[0];
const parseInt8Array = (value: string): (number | null)[] =>
  value === '{}'
    ? []
    : value
        .slice(1, -1)
        .split(',')
        .map((item) => (item === 'NULL' ? null : Number(item)));

export const describeUrl = (url: URL): string =>
  `${url.hostname}:${url.port || '5432'}${url.pathname === '/' ? '' : url.pathname}`;

const parseDatabaseUrl = (url: string): URL => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL: expected postgres://user[:password]@host[:port]/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${parsed.protocol}//`);
  }
  if (parsed.pathname === '/' || parsed.pathname === '') {
    throw new Error('DATABASE_URL names no database: expected postgres://user[:password]@host[:port]/database');
  }
  return parsed;
};

const openPostgres = async (
  url: string,
  poolSize: number,
  statementTimeoutMs: number | undefined,
): Promise<Database> => {
  const parsed = parseDatabaseUrl(url);
  // Drizzle's node-postgres driver reads pg's global parsers, so the override is global.
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  pg.types.setTypeParser(int8ArrayOid, (value: string) => parseInt8Array(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    // Sent with each connection's start-up, so every pooled connection carries it from its first statement: a
    // runaway query then frees its connection instead of holding one of the few the pool has.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection error (${describeUrl(parsed)}): ${error.message}`);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to PostgreSQL at ${describeUrl(parsed)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const db = drizzleNodePostgres({ client: pool, ...drizzleConfig });
  const database: Database = {
    db: db,
    kind: 'postgres',
    // Its own two connections: a job's polling never waits behind a busy request pool, nor holds one of its places.
    jobs: { connectionString: url, max: 2 },
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
  };
  connectionStrings.set(database, url);
  return database;
};

const openPglite = async (dataDir: string, inMemoryFrom: Blob | undefined): Promise<Database> => {
  const resolved = inMemoryFrom ? 'memory' : path.resolve(dataDir);
  // PGlite creates only the last folder of its path.
  if (!inMemoryFrom) await mkdir(path.dirname(resolved), { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(inMemoryFrom ? { loadDataDir: inMemoryFrom } : { dataDir: resolved });
  } catch (error) {
    throw new Error(`Cannot open the embedded database in ${resolved}: ${(error as Error).message}`, { cause: error });
  }
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    jobs: { db: fromPglite(client), backend: 'pglite' },
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
  };
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (default: <repo>/.data/db). */
export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<Database> =>
  options.url
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize, options.statementTimeoutMs)
    : openPglite(options.dataDir ?? defaultDataDir, options.inMemoryFrom);

type JournalEntry = { idx: number; when: number; tag: string };

const readJournal = async (folder: string): Promise<JournalEntry[]> => {
  const journalPath = path.join(folder, 'meta', '_journal.json');
  if (!existsSync(journalPath)) {
    throw new Error(`No migrations found: ${journalPath} is missing`);
  }
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: JournalEntry[] };
  const missing = journal.entries.filter((entry) => !existsSync(path.join(folder, `${entry.tag}.sql`)));
  if (missing.length > 0) {
    throw new Error(
      `Migration files missing from ${folder}: ${missing.map((entry) => `${entry.tag}.sql`).join(', ')} (listed in meta/_journal.json)`,
    );
  }
  return journal.entries;
};

const lastAppliedAt = async (db: Db): Promise<number> => {
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists.rows[0]?.present) return 0;
  const last = await db.execute<{ createdAt: number | null }>(
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return Number(last.rows[0]?.createdAt ?? 0);
};

// Any fixed number: it names the lock that keeps two processes from changing one database's schema or data set at
// once (migrations, and the seed that fills a new database after them).
const dataLockKey = 4_172_026;

// Callers in one process queue here first: PGlite has a single connection, so two seeds started together in one
// process would both find the database empty; on PostgreSQL it also keeps one process from opening a second lock
// connection that would only wait on its own first.
const localQueues = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `run` while holding the data lock: on PostgreSQL a session advisory lock, held on a connection of its own
 * that `run` receives as its database (so the work and the lock share one session, and no pooled connection's
 * statement timeout cuts a long migration short); on PGlite, the database itself. Every process that migrates or
 * seeds takes it, so several started at once on one new database take turns, and the later ones find the work done.
 */
export const withDataLock = async <T>(database: Database, run: (locked: Database) => Promise<T>): Promise<T> => {
  const previous = localQueues.get(database) ?? Promise.resolve();
  const turn = previous.catch(() => undefined).then(() => lockedRun(database, run));
  localQueues.set(database, turn);
  try {
    return await turn;
  } finally {
    if (localQueues.get(database) === turn) localQueues.delete(database);
  }
};

const lockedRun = async <T>(database: Database, run: (locked: Database) => Promise<T>): Promise<T> => {
  const url = connectionStrings.get(database);
  if (database.kind === 'pglite' || !url) return run(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => undefined);
  try {
    // No statement timeout, whatever the role or database sets: a migration may rightly run for minutes (an index
    // on a large table), and waiting for the lock is itself one long statement.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [dataLockKey]);
    const lockedDb = drizzleNodePostgres({ client, ...drizzleConfig }) as unknown as Db;
    const locked: Database = {
      db: lockedDb,
      kind: 'postgres',
      jobs: { db: fromDrizzle(lockedDb, sql) },
      close: async () => undefined,
      ping: async () => {
        await client.query('select 1');
      },
    };
    return await run(locked);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [dataLockKey]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
};

export type MigrateResult = { applied: string[] };

/** The committed migrations the database has not applied yet, by tag, oldest first. */
export const pendingMigrations = async (
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<string[]> => {
  const entries = await readJournal(options.migrationsFolder ?? migrationsFolder);
  const since = await lastAppliedAt(database.db);
  return entries.filter((entry) => entry.when > since).map((entry) => entry.tag);
};

/**
 * Applies the pending migrations, all in one transaction, on a database whose data lock the caller already holds
 * (inside `withDataLock`); `migrate` takes the lock itself.
 */
export const migrateLocked = async (
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<MigrateResult> => {
  const folder = options.migrationsFolder ?? migrationsFolder;
  const pending = await pendingMigrations(database, { migrationsFolder: folder });
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migrateNodePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    }
    await installJobQueue(database.jobs);
  } catch (error) {
    const cause = error as Error & { cause?: Error };
    const detail = cause.cause?.message ?? cause.message;
    throw new Error(`Migration failed (pending: ${pending.join(', ')}); nothing was applied: ${detail}`, {
      cause: error,
    });
  }
  return { applied: pending };
};

/** Applies the committed migrations that the database has not seen yet, all in one transaction, under the data lock. */
export const migrate = async (
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<MigrateResult> => {
  // A missing file is reported before waiting for the lock.
  await readJournal(options.migrationsFolder ?? migrationsFolder);
  return withDataLock(database, (locked) => migrateLocked(locked, options));
};
