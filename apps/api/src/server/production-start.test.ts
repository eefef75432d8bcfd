import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTemplateCopy, type DisposableDatabase } from '../db/testing.ts';
import { dashboardUsers, identityAccounts } from '../db/schema/index.ts';
import { demoAccountEmails, demoAccountsIn } from '../seed/demo-accounts.ts';
import { scratchDatabases } from './testing/postgres.ts';

const main = resolve(import.meta.dirname, '../main.ts');

type Exit = { code: number | null; stderr: string; stdout: string };

/** Runs main.ts with only the given environment (plus PATH), and waits for it to exit, at most 60 s. */
function runMain(env: Record<string, string>): Promise<Exit> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', PORT: '3499', HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      failed(new Error(`main.ts did not exit within 60 s:\n${stdout}\n${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

const messages = (output: string): string[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('a production start', () => {
  it('refuses an unsafe setting with one line naming it and a non-zero exit, before touching any database', async () => {
    const exit = await runMain({
      NODE_ENV: 'production',
      // Safe but for the plain-http origin; no DATABASE_URL would be a second refusal, so one is given that no
      // server answers: the refusal must come before any connection is tried.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PUBLIC_ORIGIN: 'http://dashboard.example.com',
      TRUST_PROXY: '1',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'cuadre-dashboard',
      OIDC_CLIENT_SECRET: 'a-secret',
    });
    expect(exit.code).toBe(1);
    expect(messages(exit.stderr)).toEqual([
      'Refusing to start: PUBLIC_ORIGIN must be an https origin in production, not "http://dashboard.example.com": session cookies and sign-in must never travel in clear.',
    ]);
    expect(exit.stdout).toBe('');
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// URL, naming it', async () => {
    const exit = await runMain({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PUBLIC_ORIGIN: 'https://dashboard.example.com',
      TRUST_PROXY: '1',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'cuadre-dashboard',
      OIDC_CLIENT_SECRET: 'a-secret',
      SMTP_URL: 'https://mail.example.com',
    });
    expect(exit.code).toBe(1);
    expect(messages(exit.stderr)).toEqual([
      'Refusing to start: SMTP_URL must start with smtp:// or smtps://, not https://.',
    ]);
  });

  it('lists every missing setting, one line each, when nothing is set', async () => {
    const exit = await runMain({ NODE_ENV: 'production' });
    expect(exit.code).toBe(1);
    const lines = messages(exit.stderr);
    expect(lines).toHaveLength(5);
    for (const [index, setting] of [
      'DATABASE_URL',
      'PUBLIC_ORIGIN',
      'APP_ENCRYPTION_KEY',
      'TRUST_PROXY',
      'OIDC_ISSUER',
    ].entries()) {
      expect(lines[index]).toMatch(new RegExp(`^Refusing to start: ${setting} is not set`));
    }
  });
});

describe('the demo accounts', () => {
  let copy: DisposableDatabase;
  beforeAll(async () => {
    copy = await openTemplateCopy();
  }, 120_000);
  afterAll(() => copy?.dispose());

  it('are found in a seeded database, every one of the seed, and no longer once removed', async () => {
    const { db } = copy.database;
    expect(await demoAccountsIn(db)).toEqual([...demoAccountEmails].sort());
    // Either table alone is enough to refuse.
    await db.delete(identityAccounts).where(inArray(identityAccounts.email, [...demoAccountEmails]));
    expect(await demoAccountsIn(db)).toEqual([...demoAccountEmails].sort());
    await db.execute(sql`delete from dashboard_users where email <> 'staff@provider.example'`);
    expect(await demoAccountsIn(db)).toEqual(['staff@provider.example']);
    await db.delete(dashboardUsers).where(inArray(dashboardUsers.email, [...demoAccountEmails]));
    expect(await demoAccountsIn(db)).toEqual([]);
  });
});

// A production server needs PostgreSQL, so these run on the PostgreSQL project only.
// Registered only where it can run: the PostgreSQL project (PGlite is one process, with no server to share).
const template = inject('databaseTemplate');
if (template.kind === 'postgres')
  describe('a production start on PostgreSQL', () => {
    const safe = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://dashboard.example.com',
      TRUST_PROXY: '1',
      APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION: 'yes',
    };
    const newDatabase = scratchDatabases(template, 'prod');

    it('refuses a database that holds the demo accounts, naming them', async () => {
      if (template.kind !== 'postgres') return;
      const exit = await runMain({ ...safe, DATABASE_URL: await newDatabase(template.template) });
      expect(exit.code).toBe(1);
      const lines = messages(exit.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Refusing to start: the database holds 13 demo accounts of the seed \(.*staff@provider\.example.*\), whose password is published/,
      );
    });

    it('refuses a database with pending migrations, and never migrates or seeds it', async () => {
      const url = await newDatabase();
      const exit = await runMain({ ...safe, DATABASE_URL: url });
      expect(exit.code).toBe(1);
      expect(messages(exit.stderr)).toEqual([
        expect.stringMatching(/^Refusing to start: the database lacks migrations 0000_init, .*: run pnpm db:migrate/),
      ]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        expect(rows[0]!.n).toBe(0);
      } finally {
        await client.end();
      }
    });
  });
