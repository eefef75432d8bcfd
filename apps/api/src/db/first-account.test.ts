import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountOfToken } from '../identity/first-sign-in.ts';
import { createFirstAccount } from './first-account.ts';
import { auditEvents, dashboardUsers, identityAccounts } from './schema/index.ts';
import { openEmptyDatabase, openTemplateCopy, type DisposableDatabase } from './testing.ts';

// A migrated database whose only users are companies' own: no internal staff account yet.
let subject: DisposableDatabase;
beforeEach(async () => {
  subject = await openTemplateCopy();
  await subject.database.db.delete(dashboardUsers).where(eq(dashboardUsers.internalStaff, true));
});
afterEach(async () => {
  await subject.dispose();
});
const staffCount = async () =>
  (
    await subject.database.db.select({ n: count() }).from(dashboardUsers).where(eq(dashboardUsers.internalStaff, true))
  )[0]!.n;

const first = { email: ' Ops@Provider.Example ', firstName: 'Ana', lastName: 'Quiñones' };
const origin = 'https://dashboard.example.com';

describe('the first account of a new database', () => {
  it('is internal staff, recorded in the audit trail, with a one-time link that sets its password', async () => {
    const result = await createFirstAccount(subject.database, first, { embeddedOrigin: origin });
    expect(result.outcome).toBe('created');
    if (result.outcome !== 'created') return;
    const { db } = subject.database;
    const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, result.userId));
    expect(user).toMatchObject({
      email: 'ops@provider.example',
      internalStaff: true,
      companyId: null,
      role: 'super-admin',
      status: 'active',
    });
    expect(
      await db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, result.userId)),
    ).toEqual([{ action: 'createFirstAccount' }]);

    expect(result.link).toMatch(/^https:\/\/dashboard\.example\.com\/first-sign-in\?token=/);
    const token = new URL(result.link!).searchParams.get('token')!;
    const account = await accountOfToken(db, token, new Date());
    expect(account?.email).toBe('ops@provider.example');
  });

  it('with a hosted provider is the dashboard user alone: the person signs in there', async () => {
    const accounts = (await subject.database.db.select({ n: count() }).from(identityAccounts))[0]!.n;
    const result = await createFirstAccount(subject.database, first, { embeddedOrigin: null });
    expect(result).toMatchObject({ outcome: 'created', link: null });
    expect((await subject.database.db.select({ n: count() }).from(identityAccounts))[0]!.n).toBe(accounts);
  });

  it('is made once: a second run is refused and writes nothing', async () => {
    expect((await createFirstAccount(subject.database, first, { embeddedOrigin: origin })).outcome).toBe('created');
    const again = await createFirstAccount(
      subject.database,
      { ...first, email: 'someone.else@provider.example' },
      { embeddedOrigin: origin },
    );
    expect(again).toEqual({
      outcome: 'refused',
      reason: expect.stringContaining('An internal staff account exists already (ops@provider.example)'),
    });
    expect(await staffCount()).toBe(1);
  });

  it('is refused before the migrations, naming the command to run', async () => {
    const empty = await openEmptyDatabase();
    try {
      expect(await createFirstAccount(empty.database, first, { embeddedOrigin: origin })).toEqual({
        outcome: 'refused',
        reason: expect.stringContaining('run pnpm db:migrate first'),
      });
    } finally {
      await empty.dispose();
    }
  });

  it('is refused, naming what is wrong, for a bad address or a missing name, and nothing is written', async () => {
    expect(
      await createFirstAccount(subject.database, { ...first, email: 'not-an-address' }, { embeddedOrigin: origin }),
    ).toEqual({
      outcome: 'refused',
      reason: '"not-an-address" is not an e-mail address.',
    });
    expect(
      await createFirstAccount(subject.database, { ...first, lastName: ' ' }, { embeddedOrigin: origin }),
    ).toMatchObject({ outcome: 'refused' });
    expect(
      await createFirstAccount(subject.database, { ...first, email: 'owner@isla.example' }, { embeddedOrigin: origin }),
    ).toEqual({
      outcome: 'refused',
      reason: expect.stringContaining('owner@isla.example is already a user of a company'),
    });
    expect(await staffCount()).toBe(0);
  });
});
