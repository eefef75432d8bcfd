import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase } from './index.ts';
import { dashboardUsers } from './schema/index.ts';
import { openEmptyDatabase, type DisposableDatabase } from './testing.ts';

const tableNames = async (subject: DisposableDatabase): Promise<string[]> => {
  const result = await subject.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((row) => row.name);
};

describe('migrations', () => {
  let empty: DisposableDatabase;
  let folders: string;

  beforeAll(async () => {
    empty = await openEmptyDatabase();
    folders = await mkdtemp(join(tmpdir(), 'cuadre-migrations-'));
  });

  afterAll(async () => {
    await empty.dispose();
    await rm(folders, { recursive: true, force: true });
  });

  it('apply every committed migration to an empty database, and a second run applies nothing', async () => {
    const first = await migrate(empty.database);
    expect(first.applied).toContain('0000_init');
    const tables = await tableNames(empty);
    for (const table of [
      'companies',
      'workers',
      'tip_records',
      'insurance_ledger_entries',
      'sessions',
      'oidc_store',
      'idempotency_keys',
      'audit_events',
    ]) {
      expect(tables).toContain(table);
    }
    expect(await migrate(empty.database)).toEqual({ applied: [] });
  });

  it('name the file when a migration listed in the journal is missing', async () => {
    const folder = join(folders, 'missing');
    await cp(migrationsFolder, folder, { recursive: true });
    await unlink(join(folder, '0000_init.sql'));
    await expect(migrate(empty.database, { migrationsFolder: folder })).rejects.toThrow(/0000_init\.sql/);
  });

  it('roll back a failing migration whole and name the pending ones', async () => {
    const folder = join(folders, 'failing');
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    journal.entries.push({
      ...(last ?? { idx: 0, when: 0, tag: '' }),
      idx: journal.entries.length,
      when: (last?.when ?? 0) + 1,
      tag: '9999_broken',
    });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(
      join(folder, '9999_broken.sql'),
      'create table "half_done" (id integer);\n--> statement-breakpoint\nselect * from "no_such_table";',
    );
    await expect(migrate(empty.database, { migrationsFolder: folder })).rejects.toThrow(/9999_broken.*no_such_table/s);
    expect(await tableNames(empty)).not.toContain('half_done');
  });

  it('make the accounts of no company internal staff, and no company’s user, whatever its e-mail', async () => {
    // The migrations as they stood before internal status was filled in, so the rows below are there to fill.
    const folder = join(folders, 'before-internal-staff');
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag === '0006_internal-staff-backfill'),
    );
    await writeFile(journalPath, JSON.stringify(journal));
    const subject = await openEmptyDatabase();
    try {
      await migrate(subject.database, { migrationsFolder: folder });
      const { db } = subject.database;
      // In SQL: the table as it stood then, without the columns later migrations add.
      const features = {
        commissionsTabLabel: 'payroll',
        insights: false,
        tipsMode: 'home',
        payrollActivity: false,
        irsiWorkerGroupCodes: [],
      };
      const {
        rows: [company],
      } = await db.execute<{ id: string }>(
        sql`insert into companies (name, dashboard_title, payroll_provider, pay_frequency, period_start_date, features) values ('Isla', 'Isla', 'Test Payroll', 'biweekly', '2026-01-05', ${JSON.stringify(features)}::jsonb) returning id`,
      );
      await db.insert(dashboardUsers).values([
        { companyId: null, email: 'staff@provider.example', firstName: 'Ana', lastName: 'Q', role: 'super-admin' },
        {
          companyId: company!.id,
          email: 'anyone@provider.example',
          firstName: 'Any',
          lastName: 'One',
          role: 'super-admin',
        },
        { companyId: company!.id, email: 'owner@isla.example', firstName: 'Mari', lastName: 'F', role: 'super-admin' },
      ]);
      // The backfill first, then whatever later migrations the journal holds.
      expect((await migrate(subject.database)).applied[0]).toBe('0006_internal-staff-backfill');
      const rows = await db
        .select({ email: dashboardUsers.email, internalStaff: dashboardUsers.internalStaff })
        .from(dashboardUsers)
        .orderBy(dashboardUsers.email);
      expect(rows).toEqual([
        { email: 'anyone@provider.example', internalStaff: false },
        { email: 'owner@isla.example', internalStaff: false },
        { email: 'staff@provider.example', internalStaff: true },
      ]);
    } finally {
      await subject.dispose();
    }
  });

  it('answer bigint aggregates as numbers, whichever driver runs them', async () => {
    const result = await empty.database.db.execute<{ count: unknown; total: unknown }>(
      sql`select count(*) as count, sum(x)::bigint as total from generate_series(1, 3) as x`,
    );
    expect(result.rows[0]).toEqual({ count: 3, total: 6 });
  });
});

describe('opening a database', () => {
  it('refuses a URL that is not a PostgreSQL URL, without echoing it', async () => {
    await expect(openDatabase({ url: 'not a url:secret' })).rejects.toThrow(/DATABASE_URL is not a valid URL/);
    await expect(openDatabase({ url: 'mysql://root:secret@localhost/app' })).rejects.toThrow(
      /must start with postgres:\/\//,
    );
    await expect(openDatabase({ url: 'postgres://localhost' })).rejects.toThrow(/names no database/);
  });

  it('says which server it could not reach, without the password', async () => {
    const failure = openDatabase({ url: 'postgres://cuadre:hunter2@127.0.0.1:1/cuadre' });
    await expect(failure).rejects.toThrow(/Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/cuadre/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });
});
