// Databases for the benchmarks, each created for one run and dropped after it. The large data set
// (`pnpm seed --scale large`) takes minutes to build, so it is built once into a template keyed by the
// seed's sources and copied: `create database … template …` on the PostgreSQL server, a copied folder
// for PGlite. Whoever opens a copy migrates it (the server does so on start).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { repositoryRoot } from './server.ts';

/** The PostgreSQL server the benchmarks use: BENCH_DATABASE_URL, else the local test server. */
export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seedSources = resolve(repositoryRoot, 'apps/api/src/seed');
const cacheDir = resolve(repositoryRoot, 'node_modules/.cache');

/** Changes whenever the seed's code does, so a stale template is never used. */
export function seedFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // cli.ts loads the data but does not shape it.
      else if (!entry.name.endsWith('.test.ts') && entry.name !== 'cli.ts')
        hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(seedSources);
  return hash.digest('hex').slice(0, 12);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function runSeed(env: Record<string, string>, args: string[]): Promise<void> {
  console.log(`  … building the large data set once (pnpm seed --scale large ${args.join(' ')}); this takes minutes`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['apps/api/src/seed/cli.ts', '--scale', 'large', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`The large seed failed (exit ${code}).`))));
  });
}

export type DatabaseCopy = { url: string; drop: () => Promise<void> };

/** A fresh database on the PostgreSQL server holding the large data set; drop it when done. */
// BENCH_OTHER_COMPANIES: the copy's data versions (`data_versions`) as if the server held that many more companies,
// each with the two scopes a company's writes move (its id and its people), at versions of their own. Their other
// rows are left out: no benchmark reads them, and every request reads the state those versions are part of.
const otherCompanies = Number(process.env.BENCH_OTHER_COMPANIES ?? 0);

async function addOtherCompanies(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into data_versions (scope, version)
       select scope, 1 + (random() * 1000)::bigint
       from (select gen_random_uuid()::text as id from generate_series(1, $1)) as company
       cross join lateral (values (company.id), (company.id || ':people')) as scopes(scope)`,
      [count],
    );
  } finally {
    await client.end();
  }
}

export async function largePostgres(label: string): Promise<DatabaseCopy> {
  const template = `cuadre_bench_large_${seedFingerprint()}`;
  const exists = await admin(
    async (client) => (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1,
  );
  if (!exists) {
    const building = `${template}_building`;
    await admin(async (client) => {
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
    });
    await runSeed({ DATABASE_URL: withDatabase(serverUrl, building) }, []);
    await admin(async (client) => {
      await client.query(`alter database ${building} rename to ${template}`);
      // Templates of older seeds only take space.
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'cuadre\\_bench\\_large\\_%' and datname not like '%\\_building' and datname <> $1`,
        [template],
      );
      for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname}`);
    });
  }
  const name = `cuadre_bench_${label}_${process.pid}`;
  await admin(async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name} template ${template}`);
  });
  if (otherCompanies > 0) await addOtherCompanies(withDatabase(serverUrl, name), otherCompanies);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export type FolderCopy = { dataDir: string; remove: () => void };

/** A private copy of the large data set in an embedded (PGlite) folder; remove it when done. */
export async function largePglite(): Promise<FolderCopy> {
  const template = resolve(cacheDir, `bench-large-pglite-${seedFingerprint()}`);
  if (!existsSync(template)) {
    mkdirSync(cacheDir, { recursive: true });
    const building = `${template}-building`;
    rmSync(building, { recursive: true, force: true });
    await runSeed({ DATABASE_URL: '' }, ['--data-dir', building]);
    renameSync(building, template);
    for (const entry of readdirSync(cacheDir)) {
      if (entry.startsWith('bench-large-pglite-') && resolve(cacheDir, entry) !== template)
        rmSync(resolve(cacheDir, entry), { recursive: true, force: true });
    }
  }
  const parent = mkdtempSync(join(tmpdir(), 'cuadre-bench-pglite-'));
  const dataDir = join(parent, 'db');
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** An empty database on the PostgreSQL server; the server migrates it and seeds the demo data on start. */
export async function emptyPostgres(label: string): Promise<DatabaseCopy> {
  const name = `cuadre_bench_${label}_${process.pid}`;
  await admin(async (client) => {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  });
  return {
    url: withDatabase(serverUrl, name),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
