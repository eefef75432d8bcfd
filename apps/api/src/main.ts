import { openDatabase, pendingMigrations, type Database } from './db/index.ts';
import { handlers } from './handlers/index.ts';
import { locations } from './locations.ts';
import { identityOptionsFromEnv, registerIdentity } from './identity/index.ts';
import { demoAccountsIn } from './seed/demo-accounts.ts';
import { migrateAndSeedIfEmpty } from './seed/index.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { jobWork } from './jobs/work.ts';
import { buildApp } from './server/app.ts';
import { createMailer, mailSettingsFromEnv, type MailSettings } from './notifications/mailer.ts';
import { describeCompany } from './handlers/companies/company.ts';
import { loadContract } from './server/contract.ts';
import {
  createRateLimiter,
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './server/rate-limit.ts';
import type { AnyHandler } from './server/router.ts';
import { productionRefusals, readSettings } from './server/settings.ts';

const fatal = (message: string): void => {
  console.error(JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: message }));
};

function fail(message: string, error?: unknown): never {
  const detail = error instanceof Error ? `: ${error.message}` : '';
  fatal(`${message}${detail}`);
  process.exit(1);
}

/** One line per reason, then a non-zero exit: an operator fixes every setting in one pass. */
function refuse(reasons: string[]): never {
  for (const reason of reasons) fatal(`Refusing to start: ${reason}`);
  process.exit(1);
}

const { settings, problems } = readSettings(process.env, { dataDir: locations.dataDir });
const refusals = [...problems, ...(settings.production ? productionRefusals(process.env) : [])];
let identityOptions: ReturnType<typeof identityOptionsFromEnv> | undefined;
try {
  identityOptions = identityOptionsFromEnv(process.env, settings.port);
} catch (error) {
  refusals.push((error as Error).message);
}
let mailSettings: MailSettings | undefined;
try {
  mailSettings = mailSettingsFromEnv(process.env, identityOptions?.publicOrigin ?? `http://localhost:${settings.port}`);
} catch (error) {
  refusals.push((error as Error).message);
}
if (refusals.length > 0 || !identityOptions || !mailSettings) refuse(refusals);

let database: Database;
try {
  database = await openDatabase({
    url: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: settings.poolSize,
    statementTimeoutMs: settings.statementTimeoutMs,
  });
} catch (error) {
  fail(
    settings.databaseUrl ? 'Cannot open the database named by DATABASE_URL' : 'Cannot open the embedded database',
    error,
  );
}

if (settings.production) {
  // Production never changes its database on its own: `pnpm db:migrate` runs before new instances start, and the
  // demo data set (accounts with a published password, staff over every company) never belongs there.
  const reasons: string[] = [];
  try {
    const pending = await pendingMigrations(database);
    // The accounts are looked for only in a migrated database: an empty one has no tables to hold them.
    if (pending.length > 0)
      reasons.push(
        `the database lacks migrations ${pending.join(', ')}: run pnpm db:migrate (with this DATABASE_URL) before starting this version.`,
      );
    const demo = pending.length > 0 ? [] : await demoAccountsIn(database.db);
    if (demo.length > 0) {
      reasons.push(
        `the database holds ${demo.length} demo account${demo.length === 1 ? '' : 's'} of the seed (${demo.join(', ')}), whose password is published; delete them from dashboard_users and identity_accounts.`,
      );
    }
  } catch (error) {
    await database.close().catch(() => undefined);
    fail('The database could not be checked (is it migrated? run pnpm db:migrate)', error);
  }
  if (reasons.length > 0) {
    await database.close().catch(() => undefined);
    refuse(reasons);
  }
} else {
  // Development: the database is made ready on first start, under the data lock, so several started together on one
  // new database take turns and every one comes up.
  try {
    const { applied, seeded } = await migrateAndSeedIfEmpty(database, { scale: 'demo' });
    if (applied.length > 0)
      console.log(
        JSON.stringify({
          level: 'info',
          time: new Date().toISOString(),
          msg: `applied migrations ${applied.join(', ')}`,
        }),
      );
    if (seeded)
      console.log(
        JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'seeded the demo data', counts: seeded }),
      );
  } catch (error) {
    await database.close().catch(() => undefined);
    fail('The database could not be migrated and seeded (a migration file is missing or failed)', error);
  }
}

let rateLimitStore: RateLimitStore;
try {
  rateLimitStore = settings.redisUrl
    ? await redisRateLimitStore(settings.redisUrl, { keyPrefix: settings.redisKeyPrefix })
    : databaseRateLimitStore(database.db);
} catch (error) {
  await database.close().catch(() => undefined);
  fail('Cannot reach the rate limits\u2019 store named by REDIS_URL', error);
}
const rateLimiter = createRateLimiter({ rules: settings.rateLimits, store: rateLimitStore });

const app = await buildApp({
  ping: database.ping,
  publicOrigin: identityOptions.publicOrigin,
  trustProxy: settings.trustProxy,
  staticDir: process.env.STATIC_DIR ?? locations.dashboard,
  logger: true,
  api: {
    db: database.db,
    contract: loadContract(),
    handlers: handlers as unknown as Record<string, AnyHandler>,
    rateLimiter,
    ...(settings.responseCacheBytes !== undefined ? { responseCacheBytes: settings.responseCacheBytes } : {}),
    registerIdentity: (instance) =>
      registerIdentity(instance, { ...identityOptions, database, describeCompany, rateLimiter }),
  },
});

// Builds the reports and other background jobs, sharing them with every other server on the database.
let jobs: JobQueue;
try {
  jobs = await startJobQueue(database, { work: jobWork, log: app.log, expireInSeconds: settings.jobExpirySeconds });
} catch (error) {
  await database.close().catch(() => undefined);
  fail('The background job queue could not start (is the database migrated? run pnpm db:migrate)', error);
}

// Sends the outbox's e-mails (invitations, bank-details notices) from every server; they share the work.
const mailer = createMailer({ db: database.db, log: app.log, settings: mailSettings });
mailer.start();

let closing = false;
const shutdown = async (signal: string): Promise<void> => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const timer = setTimeout(() => {
    app.log.error('shutdown took over 10 s; exiting');
    process.exit(1);
  }, 10_000);
  await app.close();
  await jobs.close();
  await mailer.close();
  await rateLimiter.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
