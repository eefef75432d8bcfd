// `pnpm test:resilience`: kill -9 during a stream of writes (PGlite and PostgreSQL), then 60 s of mixed
// load on PostgreSQL. Everything it creates (servers, databases, folders) is removed, also on failure.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import setupTemplate, { type DatabaseTemplate } from '../server/testing/global-setup.ts';
import { adminClient, databaseUrl } from '../server/testing/postgres.ts';
import { crashTest, type CrashResult } from './crash.ts';
import { loadTest } from './load.ts';

const ports = { pgliteCrash: 3320, postgresCrash: 3321, load: 3322 };
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loadSeconds = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
const connections = 50;
// The bounds this run promises (RSS in MiB of the server process). Latency is printed, never judged: it
// depends on the machine (budgets belong to `pnpm bench`).
const bounds = { rssMax: 768, rssGrowthAfterWarmUp: 128 };
// Writes stream for 3 s before the kill, and on until 30 are acknowledged, for 60 s at most: on a busy machine a
// server (PGlite's most) acknowledged 6 in the first 3 s, too few for the run to prove anything.
const kill = { killAfterMs: 3000, killAfterAcknowledged: 30, killWithinMs: 60_000 };

const started = Date.now();
const log = (line: string) =>
  process.stdout.write(`[resilience ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
const cleanups: (() => Promise<unknown>)[] = [];
const failures: string[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error: unknown) => log(`clean-up failed: ${String(error)}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

async function template(name: 'pglite' | 'postgres'): Promise<DatabaseTemplate> {
  let provided: DatabaseTemplate | undefined;
  const project = { name, provide: (_key: string, value: DatabaseTemplate) => (provided = value) };
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = postgresUrl;
  const teardown = await setupTemplate(project as unknown as Parameters<typeof setupTemplate>[0]);
  process.env.TEST_DATABASE_URL = previous;
  cleanups.push(teardown);
  if (!provided) throw new Error(`No ${name} template was built.`);
  return provided;
}

function judgeCrash(name: string, result: CrashResult): void {
  log(
    `${name}: ${result.sent} writes sent, ${result.acknowledged} acknowledged, ${result.lost.length} lost, ${result.halfDone.length} half-done; restart took ${result.restartMs} ms`,
  );
  if (result.acknowledged < 10)
    failures.push(
      `${name}: only ${result.acknowledged} writes were acknowledged before the kill; the test proves little.`,
    );
  if (result.lost.length > 0)
    failures.push(`${name}: acknowledged writes lost after kill -9: ${result.lost.slice(0, 10).join(', ')}`);
  if (result.halfDone.length > 0)
    failures.push(`${name}: half-done writes after kill -9: ${result.halfDone.slice(0, 10).join(', ')}`);
}

try {
  // PGlite: a copy of the seeded test template in a temporary DATA_DIR.
  const pglite = await template('pglite');
  if (pglite.kind !== 'pglite') throw new Error('Expected a PGlite template.');
  const root = await mkdtemp(join(tmpdir(), 'cuadre-resilience-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const dataDir = join(root, 'db');
  await cp(pglite.dir, dataDir, { recursive: true });
  log('PGlite: streaming writes, then kill -9');
  judgeCrash(
    'PGlite',
    await crashTest({ port: ports.pgliteCrash, env: { DATA_DIR: dataDir }, open: { dataDir }, ...kill, log }),
  );

  // PostgreSQL: fresh databases made from a seeded template, dropped at the end.
  const postgres = await template('postgres');
  if (postgres.kind !== 'postgres') throw new Error('Expected a PostgreSQL template.');
  const admin = await adminClient(postgres.url);
  cleanups.push(() => admin.end());
  const fresh = async (suffix: string): Promise<string> => {
    const name = `${postgres.template.replace('cuadre_tpl_', 'cuadre_t_')}_${suffix}`;
    await admin.query(`create database ${name} template ${postgres.template}`);
    cleanups.push(() => admin.query(`drop database if exists ${name} with (force)`));
    return databaseUrl(postgres.url, name);
  };
  const crashUrl = await fresh('crash');
  log('PostgreSQL: streaming writes, then kill -9');
  judgeCrash(
    'PostgreSQL',
    await crashTest({
      port: ports.postgresCrash,
      env: { DATABASE_URL: crashUrl },
      open: { url: crashUrl, poolSize: 2 },
      ...kill,
      log,
    }),
  );

  const loadUrl = await fresh('load');
  log(`PostgreSQL: ${loadSeconds} s of mixed reads and writes from ${connections} connections`);
  const load = await loadTest({
    port: ports.load,
    env: { DATABASE_URL: loadUrl },
    open: { url: loadUrl, poolSize: 2 },
    seconds: loadSeconds,
    connections,
    log,
  });
  const rss = load.rss;
  log(
    `load: ${load.requests} requests, ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors, ${load.non2xx} non-2xx, ${load.timeouts} timeouts; ` +
      `RSS start ${rss.start.toFixed(0)} MiB, after 10 s ${rss.afterWarmUp.toFixed(0)} MiB, end ${rss.end.toFixed(0)} MiB, max ${rss.max.toFixed(0)} MiB`,
  );
  if (load.errors + load.non2xx + load.timeouts > 0)
    failures.push(
      `load: ${load.errors} errors, ${load.non2xx} non-2xx answers, ${load.timeouts} timeouts (expected none)`,
    );
  if (rss.max > bounds.rssMax)
    failures.push(`load: the server's RSS reached ${rss.max.toFixed(0)} MiB (bound ${bounds.rssMax} MiB)`);
  if (rss.end - rss.afterWarmUp > bounds.rssGrowthAfterWarmUp)
    failures.push(
      `load: RSS grew ${(rss.end - rss.afterWarmUp).toFixed(0)} MiB after warm-up (bound ${bounds.rssGrowthAfterWarmUp} MiB)`,
    );
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}

log(failures.length === 0 ? 'passed' : `FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
process.exit(failures.length === 0 ? 0 : 1);
