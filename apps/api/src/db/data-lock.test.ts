import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { migrateAndSeedIfEmpty } from '../seed/index.ts';
import { scratchDatabases } from '../server/testing/postgres.ts';
import { openDatabase, pendingMigrations, withDataLock, type Database } from './index.ts';

const template = inject('databaseTemplate');
const apiRoot = resolve(import.meta.dirname, '../..');

/** Two turns at the lock, started together: the second must not enter before the first has left. */
async function turnsDoNotOverlap(first: Database, second: Database): Promise<void> {
  const events: string[] = [];
  const turn = (name: string, database: Database) =>
    withDataLock(database, async (locked) => {
      events.push(`${name} in`);
      await locked.db.execute(sql`select 1`);
      await sleep(150);
      events.push(`${name} out`);
    });
  await Promise.all([turn('a', first), turn('b', second)]);
  expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((event) => event.split(' ')[1]))).toEqual([
    ['in', 'out'],
    ['in', 'out'],
  ]);
}

describe('the data lock', () => {
  it('lets one caller at a time in, within one process', async () => {
    if (template.kind === 'pglite') {
      const root = await mkdtemp(join(tmpdir(), 'cuadre-lock-'));
      const database = await openDatabase({ dataDir: join(root, 'db') });
      try {
        await turnsDoNotOverlap(database, database);
      } finally {
        await database.close();
        await rm(root, { recursive: true, force: true });
      }
    } else {
      // The server's own database, never the template: a connection to the template fails every copy made meanwhile.
      const database = await openDatabase({ url: template.url, poolSize: 2 });
      try {
        await turnsDoNotOverlap(database, database);
      } finally {
        await database.close();
      }
    }
  });
});

// Several processes on one PostgreSQL database: separate pools, as two servers or two commands have.
// Registered only where it can run: the PostgreSQL project (PGlite is one process, with no server to share).
if (template.kind === 'postgres')
  describe('on a new, empty PostgreSQL database', () => {
    const freshDatabase = scratchDatabases(template, 'lock');

    it('holds the lock across processes: two pools never hold it at once', async () => {
      const url = await freshDatabase();
      const [first, second] = await Promise.all([
        openDatabase({ url, poolSize: 1 }),
        openDatabase({ url, poolSize: 1 }),
      ]);
      try {
        await turnsDoNotOverlap(first, second);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('brings two development starts up together: one migrates and seeds, the other finds it done', async () => {
      const url = await freshDatabase();
      const [first, second] = await Promise.all([
        openDatabase({ url, poolSize: 2 }),
        openDatabase({ url, poolSize: 2 }),
      ]);
      try {
        const results = await Promise.all([migrateAndSeedIfEmpty(first), migrateAndSeedIfEmpty(second)]);
        const [seeder, follower] = results[0].seeded ? results : [results[1], results[0]];
        expect(seeder.applied).toContain('0000_init');
        expect(seeder.seeded?.companies).toBe(4);
        expect(follower).toEqual({ applied: [], seeded: null });
        const { rows } = await first.db.execute<{ companies: number; accounts: number }>(
          sql`select (select count(*)::int from companies) as companies, (select count(*)::int from identity_accounts) as accounts`,
        );
        expect(rows[0]).toEqual({ companies: 4, accounts: 13 });
        expect(await pendingMigrations(first)).toEqual([]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    }, 300_000);

    it('runs two `pnpm db:migrate` at once: both succeed, the migrations are applied once', async () => {
      const url = await freshDatabase();
      const run = (): Promise<{ code: number | null; output: string }> =>
        new Promise((done) => {
          const child = spawn(process.execPath, ['src/db/migrate-cli.ts'], {
            cwd: apiRoot,
            env: { PATH: process.env.PATH ?? '', DATABASE_URL: url },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', (code) => done({ code, output }));
        });
      const outcomes = await Promise.all([run(), run()]);
      expect(outcomes.map((outcome) => outcome.code)).toEqual([0, 0]);
      const said = outcomes.map((outcome) => outcome.output.trim()).sort();
      expect(said[0]).toMatch(/^Applied migrations to PostgreSQL at .*: 0000_init, /);
      expect(said[1]).toMatch(/^No pending migrations in PostgreSQL at /);
      const database = await openDatabase({ url, poolSize: 1 });
      try {
        expect(await pendingMigrations(database)).toEqual([]);
      } finally {
        await database.close();
      }
    }, 120_000);
  });
