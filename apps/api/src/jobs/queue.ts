// The background job queue: pg-boss on the product's own database (PGlite or PostgreSQL), so a job is written in the
// same transaction as the change that asks for it, survives a restart, and is taken by exactly one of the servers.
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import { rootOf, type Database, type Db } from '../db/index.ts';
import { defaultJobExpirySeconds } from '../server/settings.ts';
import { jobSchema } from './install.ts';

import { jobNames, type JobName, type Jobs } from './names.ts';

export type { JobName, Jobs };

export type JobWork = { [Name in JobName]: (db: Db, data: Jobs[Name]) => Promise<void> };

export type JobLog = {
  error: (details: object, message: string) => void;
};

export type JobQueue = {
  /** Stops taking jobs, lets the ones in hand finish (up to `timeoutMs`), and leaves the rest to another server. */
  close: (timeoutMs?: number) => Promise<void>;
};

export type JobQueueOptions = {
  work: JobWork;
  log: JobLog;
  /** How often an idle server looks for new jobs. */
  pollingIntervalSeconds?: number;
  /** Expires jobs whose server died and retries them; off only where nothing lives long (tests). */
  supervise?: boolean;
  /** How long a job may run before it is taken as lost (its server stopped) and tried again (JOB_EXPIRY_SECONDS). */
  expireInSeconds?: number;
};

// How many times a job whose server stopped is tried again.
const retryLimit = 2;

/**
 * How often a server looks for jobs past their time: a quarter of it, so a lost job is taken again within about
 * 1.25 times the expiry, and never less often than pg-boss's own minute.
 */
const supervisionIntervalSeconds = (expireInSeconds: number): number =>
  Math.min(60, Math.max(1, Math.ceil(expireInSeconds / 4)));

const running = new WeakMap<Db, { boss: PgBoss; expireInSeconds: number }>();

/** Starts taking the database's jobs on this server; `enqueue` works on that database from then on. */
export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  // One queue per database in a process: a second start on the same one (an embedded database opened twice) shares it.
  if (running.has(database.db)) return { close: async () => undefined };
  const expireInSeconds = options.expireInSeconds ?? defaultJobExpirySeconds;
  const checkEvery = supervisionIntervalSeconds(expireInSeconds);
  const boss = new PgBoss({
    ...database.jobs,
    schema: jobSchema,
    // The tables are made by `pnpm db:migrate` (install.ts); a server never changes them.
    migrate: false,
    createSchema: false,
    schedule: false,
    supervise: options.supervise ?? true,
    // Both bound how soon an expired job is found: the timer of each server's pass, and the interval between two
    // passes over a queue by any server.
    superviseIntervalSeconds: checkEvery,
    monitorIntervalSeconds: checkEvery,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'the job queue failed'));
  await boss.start();
  for (const name of jobNames) {
    const work = options.work[name];
    await boss.work<Jobs[typeof name]>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (job) await work(database.db, job.data);
      },
    );
  }
  running.set(database.db, { boss, expireInSeconds });
  return {
    close: async (timeoutMs = 10_000) => {
      running.delete(database.db);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/**
 * Adds a job in `db`'s transaction: it exists only if that transaction commits, and a server takes it once it has.
 * Refused when no server runs the queue on this database.
 */
export async function enqueue<Name extends JobName>(db: Db, name: Name, data: Jobs[Name]): Promise<void> {
  const queue = running.get(rootOf(db));
  if (!queue) throw new Error(`No job queue runs on this database, so the ${name} job cannot be queued.`);
  await queue.boss.send(name, data, {
    db: fromDrizzle(db, sql),
    expireInSeconds: queue.expireInSeconds,
    retryLimit,
  });
}
