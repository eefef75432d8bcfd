import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyBankAccounts, dashboardUsers, sessions } from '../db/schema/index.ts';
import { changedTables, fingerprint } from '../resilience/fingerprint.ts';
import type { Fixtures } from './testing/fixtures.ts';
import type { TestApi } from './testing/harness.ts';
import { OWNER } from './testing/operation-cases.ts';
import { withTestApi } from './testing/with-test-api.ts';

// The most dangerous changes need a sign-in from the last five minutes (step-up.ts).

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

const signedInMinutesAgo = async (email: string, minutes: number) => {
  await api.call(email, { method: 'GET', url: '/api/auth/session' });
  await api.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.email, email));
};

const bankDetails = (accountNumber: string) => ({
  method: 'PUT' as const,
  url: '/api/employer-dashboard/company-bank-details',
  headers: { 'idempotency-key': randomUUID() },
  payload: {
    companyId: f.isla,
    accountHolderName: 'Isla Restaurant Group LLC',
    bankName: 'Banco Popular',
    routingNumber: '021502011',
    accountNumber,
    accountType: 'checking',
  },
});

describe('changes that need a recent sign-in', () => {
  it('refuses new bank details on a sign-in older than five minutes, with a problem the page can act on, and changes nothing', async () => {
    await signedInMinutesAgo(OWNER, 6);
    const before = await fingerprint(api.db);
    const answer = await api.call(OWNER, bankDetails('0099887766'));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      type: '/problems/recent-sign-in-required',
      detail: expect.stringContaining('sign in again'),
    });
    expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
    expect(
      (await api.db.select().from(companyBankAccounts).where(eq(companyBankAccounts.companyId, f.isla))).some(
        (row) => row.accountNumberLast4 === '7766',
      ),
    ).toBe(false);
  });

  it('accepts them once the user has signed in again', async () => {
    await signedInMinutesAgo(OWNER, 1);
    const answer = await api.call(OWNER, bankDetails('0099887766'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ accountNumberLast4: '7766' });
  });

  it('asks the same before inviting a super-admin, not before inviting a member', async () => {
    await signedInMinutesAgo(OWNER, 30);
    const invite = (email: string, role: string) => ({
      method: 'POST' as const,
      url: '/api/external-users',
      payload: {
        companyId: f.isla,
        email,
        firstName: 'Nueva',
        lastName: 'Persona',
        role,
        permissions: role === 'member' ? ['billing'] : [],
      },
    });
    const admin = await api.call(OWNER, invite('nueva.admin@isla.example', 'super-admin'));
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ type: '/problems/recent-sign-in-required' });
    expect(
      await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'nueva.admin@isla.example')),
    ).toEqual([]);
    expect((await api.call(OWNER, invite('nuevo.miembro@isla.example', 'member'))).statusCode).toBe(201);
  });

  it('asks the same before the provider’s staff invite another of their own, who would reach every company', async () => {
    const STAFF = 'staff@provider.example';
    await signedInMinutesAgo(STAFF, 30);
    const colleague = {
      method: 'POST' as const,
      url: '/api/external-users',
      payload: {
        companyId: f.isla,
        email: 'nuevo.colega@provider.example',
        firstName: 'Nuevo',
        lastName: 'Colega',
        role: 'member',
        permissions: [],
        workerGroupCode: null,
        workerGroupCodes: [],
      },
    };
    const refused = await api.call(STAFF, colleague);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ type: '/problems/recent-sign-in-required' });
    expect(
      await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, 'nuevo.colega@provider.example')),
    ).toEqual([]);
    await signedInMinutesAgo(STAFF, 1);
    const invited = await api.call(STAFF, colleague);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ internalStaff: true });
  });
});
