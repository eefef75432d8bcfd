import { resolve } from 'node:path';
import { migrate, openDatabase, type Database } from './db/index.ts';
import { handlers } from './handlers/index.ts';
import { identityOptionsFromEnv, registerIdentity } from './identity/index.ts';
import { seedIfEmpty } from './seed/index.ts';
import { buildApp } from './server/app.ts';
import { describeCompany } from './handlers/companies.ts';
import { loadContract } from './server/contract.ts';
import type { AnyHandler } from './server/router.ts';

const repositoryRoot = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

function fail(message: string, error?: unknown): never {
  const detail = error instanceof Error ? `: ${error.message}` : '';
  console.error(JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: `${message}${detail}` }));
  process.exit(1);
}

let database: Database;
try {
  database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? resolve(repositoryRoot, '.data/db'),
  });
} catch (error) {
  fail(process.env.DATABASE_URL ? 'Cannot open the database named by DATABASE_URL' : 'Cannot open the embedded database', error);
}

try {
  const { applied } = await migrate(database);
  if (applied.length > 0) console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: `applied migrations ${applied.join(', ')}` }));
} catch (error) {
  await database.close().catch(() => undefined);
  fail('The database could not be migrated (a migration file is missing or failed)', error);
}

const seeded = await seedIfEmpty(database, { scale: 'demo' });
if (seeded) console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'seeded the demo data', counts: seeded }));

const responseCacheMb = process.env.RESPONSE_CACHE_MB === undefined ? undefined : Number(process.env.RESPONSE_CACHE_MB);
if (responseCacheMb !== undefined && !(Number.isFinite(responseCacheMb) && responseCacheMb >= 0)) {
  fail(`RESPONSE_CACHE_MB must be a number of mebibytes, 0 to turn the response cache off (got "${process.env.RESPONSE_CACHE_MB}")`);
}

const identityOptions = identityOptionsFromEnv(process.env, port);
const app = await buildApp({
  ping: database.ping,
  publicOrigin: identityOptions.publicOrigin,
  staticDir: process.env.STATIC_DIR ?? resolve(repositoryRoot, 'apps/dashboard/dist'),
  logger: true,
  api: {
    db: database.db,
    contract: loadContract(),
    handlers: handlers as unknown as Record<string, AnyHandler>,
    ...(responseCacheMb !== undefined ? { responseCacheBytes: responseCacheMb * 1024 * 1024 } : {}),
    registerIdentity: (instance) =>
      registerIdentity(instance, { ...identityOptions, database, describeCompany }),
  },
});

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
  await database.close();
  clearTimeout(timer);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
