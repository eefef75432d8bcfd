import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '@cuadre/api-client';
import { verifyPassword } from '../../db/password.ts';
import { auditEvents, companies, dashboardUsers, identityAccounts } from '../../db/schema/index.ts';
import { firstSignInToken } from '../../identity/first-sign-in.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withSignInToReset } from '../../server/testing/operation-cases.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { addMember, EWA, OWNER, signedInMinutesAgo, STAFF, TIPS, type Problem } from './test-users.ts';

type User = components['schemas']['DashboardUser'];

let api: TestApi;
let f: Fixtures;

const invite = (as: string, overrides: Record<string, unknown> = {}) =>
  api.call(as, {
    method: 'POST',
    url: '/api/external-users',
    payload: {
      companyId: f.isla,
      email: `gerente.${randomUUID().slice(0, 8)}@isla.example`,
      firstName: 'Lucía',
      lastName: 'Ortiz',
      role: 'member',
      permissions: ['tips-manager'],
      workerGroupCode: '103',
      workerGroupCodes: ['103'],
      ...overrides,
    },
  });
const update = (as: string, userId: string, payload: object) =>
  api.call(as, { method: 'PATCH', url: `/api/external-users/${userId}`, payload });
const action = (as: string, userId: string, verb: 'disable' | 'enable') =>
  api.call(as, {
    method: 'POST',
    url: `/api/external-users/${userId}/${verb}`,
    headers: { 'idempotency-key': randomUUID() },
  });

withTestApi((opened) => ({ api, f } = opened));

describe('dashboard users', () => {
  it('lets a super-admin invite a manager limited to one worker group, recorded in the audit trail', async () => {
    const response = await invite(OWNER);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json() as User;
    expect(user).toMatchObject({ status: 'invited', permissions: ['tips-manager'], workerGroupCodes: ['103'] });
    const events = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${f.isla}/audit-events?entityType=dashboard-user&entityId=${user.id}`,
    });
    const [event] = (events.json() as components['schemas']['AuditEventPage']).items;
    expect(event).toMatchObject({ actorEmail: OWNER, operationId: 'inviteExternalUser' });
  });

  it('refuses an invitation from a user who is not a super-admin, even one holding the permissions given', async () => {
    expect((await invite(EWA, { permissions: ['billing'] })).statusCode).toBe(403);
    expect((await invite(TIPS, { permissions: ['tips-manager'] })).statusCode).toBe(403);
  });

  it('lets holders of bank-details read the list but not change it', async () => {
    const list = await api.call(EWA, { method: 'GET', url: `/api/external-users?companyId[eq]=${f.isla}` });
    expect(list.statusCode).toBe(200);
    expect((await update(EWA, f.users.owner, { firstName: 'Otra' })).statusCode).toBe(403);
    expect((await action(EWA, f.users.owner, 'disable')).statusCode).toBe(403);
  });

  it('refuses a worker group of another company, naming the field', async () => {
    const response = await invite(OWNER, { workerGroupCode: '601', workerGroupCodes: ['601'] });
    expect(response.statusCode).toBe(422);
    expect((response.json() as Problem).errors?.map((e) => e.pointer)).toEqual([
      '/body/workerGroupCode',
      '/body/workerGroupCodes/0',
    ]);
  });

  it('keeps a super-admin from removing their own super-admin role', async () => {
    const response = await update(OWNER, f.users.owner, { role: 'member', permissions: ['billing'] });
    expect(response.statusCode).toBe(409);
    expect((response.json() as Problem).detail).toMatch(/own super-admin role/);
    const [owner] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, f.users.owner));
    expect(owner?.role).toBe('super-admin');
  });

  it('changes a user’s permissions and groups, with before and after in the audit trail', async () => {
    const invited = (await invite(OWNER)).json() as User;
    const response = await update(OWNER, invited.id, {
      permissions: ['tips-manager', 'reports'],
      workerGroupCodes: ['103', '203'],
      workerGroupCode: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${f.isla}/audit-events?entityId=${invited.id}&entityType=dashboard-user`,
    });
    const [latest] = (events.json() as components['schemas']['AuditEventPage']).items;
    expect(latest?.changes).toContainEqual({
      pointer: '/permissions',
      before: ['tips-manager'],
      after: ['tips-manager', 'reports'],
    });
  });

  it('ends a disabled user’s open session on the next request, and lets them back after enabling', async () => {
    const before = await api.call(EWA, { method: 'GET', url: '/api/auth/session' });
    expect(before.statusCode).toBe(200);
    expect((await action(OWNER, f.users.ewa, 'disable')).statusCode).toBe(200);
    const after = await api.call(EWA, { method: 'GET', url: `/api/external-users?companyId[eq]=${f.isla}` });
    expect(after.statusCode).toBe(401);
    const enabled = await action(OWNER, f.users.ewa, 'enable');
    expect((enabled.json() as User).status).toBe('active');
  });

  it('keeps a user from disabling their own account', async () => {
    expect((await action(OWNER, f.users.owner, 'disable')).statusCode).toBe(409);
  });

  it('answers 404 for another company’s user, for a super-admin of this one', async () => {
    expect((await update(OWNER, f.users.approver, { firstName: 'Pedro' })).statusCode).toBe(404);
    expect((await action(OWNER, f.users.approver, 'disable')).statusCode).toBe(404);
    expect(
      (await invite(OWNER, { companyId: f.costa, workerGroupCode: undefined, workerGroupCodes: [] })).statusCode,
    ).toBe(404);
  });

  it('lets internal staff manage any company’s users', async () => {
    expect((await update(STAFF, f.users.approver, { firstName: 'Pedro' })).statusCode).toBe(200);
  });

  it('gives an invited user of the embedded provider a one-time link that sets their password', async () => {
    const invited = (await invite(OWNER)).json() as User;
    const [account] = await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, invited.email));
    expect(account).toBeDefined();
    const token = firstSignInToken(account!, new Date(Date.now() + 60_000));
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/first-sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect((await api.app.inject({ method: 'GET', url: `/first-sign-in?token=${token}` })).statusCode).toBe(200);
    expect((await api.app.inject(form({ token, password: 'short', confirm: 'short' }))).statusCode).toBe(422);
    expect(
      (await api.app.inject(form({ token, password: 'isla-gerente-2026', confirm: 'isla-gerente-2026' }))).statusCode,
    ).toBe(200);
    const [after] = await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, invited.email));
    expect(await verifyPassword('isla-gerente-2026', after!.passwordHash)).toBe(true);
    expect(
      (await api.app.inject(form({ token, password: 'another-password-1', confirm: 'another-password-1' }))).statusCode,
    ).toBe(410);
  });
});

describe('internal staff is granted by staff, never typed (§5, §6)', () => {
  const usersNamed = (email: string) =>
    api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email.trim().toLowerCase()));
  const accountsNamed = (email: string) =>
    api.db.select().from(identityAccounts).where(eq(identityAccounts.email, email.trim().toLowerCase()));
  const audits = async () => (await api.db.select({ n: count() }).from(auditEvents))[0]!.n;
  const sessionOf = async (email: string) =>
    (await api.call(email, { method: 'GET', url: '/api/auth/session' })).json() as {
      user: { internalStaff: boolean };
      internalStaff: boolean;
      companies: { id: string }[];
    };

  // The internal domain and any subdomain of it, in any case: the provider owns them all.
  it.each([
    'anyone@provider.example',
    'anyone@PROVIDER.example',
    'Anyone@Provider.Example',
    'anyone@sub.provider.example',
    'anyone@a.b.PROVIDER.EXAMPLE',
  ])('refuses a company inviting %s with 422 on /body/email, and writes nothing', async (email) => {
    const before = await audits();
    const response = await invite(OWNER, { email, role: 'super-admin', permissions: [] });
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as Problem).errors?.map((e) => e.pointer)).toEqual(['/body/email']);
    expect(await usersNamed(email)).toEqual([]);
    expect(await accountsNamed(email)).toEqual([]);
    expect(await audits()).toBe(before);
  });

  it.each([' anyone@provider.example ', 'anyone@provider.example.', 'anyone@provider.example\u200b'])(
    'refuses %j, which is no address at all, and writes nothing',
    async (email) => {
      const before = await audits();
      const response = await invite(OWNER, { email });
      expect([400, 422]).toContain(response.statusCode);
      expect(await usersNamed(email)).toEqual([]);
      expect(await usersNamed(email.replace(/\.$|\u200b/g, ''))).toEqual([]);
      expect(await audits()).toBe(before);
    },
  );

  it('answers the same 422 for a provider address that already has an account, so the answer reveals nothing', async () => {
    const response = await invite(OWNER, { email: STAFF });
    expect(response.statusCode).toBe(422);
    expect((response.json() as Problem).errors?.map((e) => e.pointer)).toEqual(['/body/email']);
  });

  it('takes no field that grants internal status, whatever a company sends', async () => {
    const email = `gerente.${randomUUID().slice(0, 8)}@isla.example`;
    const response = await invite(OWNER, { email, internalStaff: true });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Problem).errors?.map((e) => e.pointer)).toContain('/body/internalStaff');
    expect(await usersNamed(email)).toEqual([]);
  });

  it('has no update that turns a company’s user into staff: the e-mail, the company and the flag are not fields of it', async () => {
    const invited = (await invite(OWNER)).json() as User;
    for (const payload of [
      { email: 'gerente@provider.example' },
      { internalStaff: true },
      { companyId: null },
      { firstName: 'Lucía', email: 'GERENTE@PROVIDER.EXAMPLE' },
    ]) {
      const response = await update(OWNER, invited.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // The highest role a company gives is its own super-admin, still of that company alone.
    expect((await update(OWNER, invited.id, { role: 'super-admin' })).statusCode).toBe(200);
    const [stored] = await usersNamed(invited.email);
    expect(stored).toMatchObject({
      email: invited.email,
      companyId: f.isla,
      internalStaff: false,
      role: 'super-admin',
    });
    const session = await sessionOf(invited.email);
    expect(session.internalStaff).toBe(false);
    expect(session.user.internalStaff).toBe(false);
    expect(session.companies.map((company) => company.id)).toEqual([f.isla]);
  });

  it('lets staff grant it: a provider address they invite becomes staff of no company, who reaches every company', async () => {
    const email = `colega.${randomUUID().slice(0, 8)}@provider.example`;
    const response = await invite(STAFF, {
      email,
      role: 'super-admin',
      permissions: [],
      workerGroupCode: null,
      workerGroupCodes: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json() as User;
    expect(user).toMatchObject({ email, companyId: 'provider', internalStaff: true, status: 'invited' });
    const [stored] = await usersNamed(email);
    expect(stored).toMatchObject({ companyId: null, internalStaff: true });
    const [event] = await api.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(event).toMatchObject({
      actorEmail: STAFF,
      action: 'inviteExternalUser',
      companyId: null,
      after: expect.objectContaining({ internalStaff: true }),
    });
    const session = await sessionOf(email);
    expect(session.internalStaff).toBe(true);
    expect(session.user.internalStaff).toBe(true);
    expect(session.companies.length).toBe((await api.db.select({ id: companies.id }).from(companies)).length);
  });

  it('lets staff still invite a company’s user, who stays in that company', async () => {
    const response = await invite(STAFF);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json() as User;
    expect(user).toMatchObject({ companyId: f.isla, internalStaff: false });
    expect((await sessionOf(user.email)).companies.map((company) => company.id)).toEqual([f.isla]);
  });
});

describe('resetting how a user signs in: their identity at the provider and their two-step sign-in', () => {
  type Reset = 'reset-provider-identity' | 'reset-two-step';
  const reset = (as: string, userId: string, what: Reset) =>
    api.call(as, {
      method: 'POST',
      url: `/api/external-users/${userId}/${what}`,
      headers: { 'idempotency-key': randomUUID() },
    });
  const userRow = async (id: string) =>
    (await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, id)))[0]!;
  const accountOf = async (email: string) =>
    (await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, email)))[0]!;
  /** What the resets touch of a user, and every audit event about them: compared before and after a refusal. */
  const state = async (user: { id: string; email: string }) => {
    const row = await userRow(user.id);
    const account = await accountOf(user.email);
    const events = await api.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.entityId, user.id));
    return {
      oidc: [row.oidcIssuer, row.oidcSubject],
      twoStep: [
        account.totpSecret,
        account.totpEnabledAt?.toISOString(),
        account.totpLastStep,
        account.recoveryCodeHashes,
      ],
      events: events[0]!.n,
    };
  };
  /** A user of Isla with a bound identity and two-step sign-in on. */
  const enrolled = async (overrides: Record<string, unknown> = {}, as = OWNER) => {
    const user = (await invite(as, overrides)).json() as User;
    await withSignInToReset(api.db, user.id, user.email);
    return user;
  };
  const listed = async (as: string, companyId: string, email: string) => {
    const response = await api.call(as, {
      method: 'GET',
      url: `/api/external-users?companyId[eq]=${companyId}&email[eq]=${encodeURIComponent(email)}`,
    });
    return { body: response.body, user: (response.json() as components['schemas']['DashboardUserPage']).items[0]! };
  };

  it('shows in the list whether each user has two-step sign-in and a bound identity, never the secret or the subject', async () => {
    const user = await enrolled();
    const { body, user: shown } = await listed(OWNER, f.isla, user.email);
    expect(shown).toMatchObject({ twoStepEnabled: true, providerIdentityBound: true });
    expect(body).not.toContain('sealed-secret');
    expect(body).not.toContain(`subject-${user.id}`);
    expect(body).not.toContain('id.tests.example');
    const fresh = (await invite(OWNER)).json() as User;
    expect(fresh).toMatchObject({ twoStepEnabled: false, providerIdentityBound: false });
  });

  it('lets a super-admin clear a user’s identity at the provider, so their next sign-in binds afresh, with before and after in the audit trail', async () => {
    const user = await enrolled();
    const response = await reset(OWNER, user.id, 'reset-provider-identity');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, providerIdentityBound: false, twoStepEnabled: true });
    expect(await userRow(user.id)).toMatchObject({ oidcIssuer: null, oidcSubject: null });
    const events = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${f.isla}/audit-events?entityType=dashboard-user&entityId=${user.id}`,
    });
    const [event] = (events.json() as components['schemas']['AuditEventPage']).items;
    expect(event).toMatchObject({ actorEmail: OWNER, operationId: 'providerIdentityReset' });
    expect(event?.changes).toEqual([
      { pointer: '/oidcIssuer', before: 'https://id.tests.example/', after: null },
      { pointer: '/oidcSubject', before: `subject-${user.id}`, after: null },
    ]);
  });

  it('lets a super-admin reset a user’s two-step sign-in: the secret, the last code and the recovery codes go, and the trail never holds them', async () => {
    const user = await enrolled();
    const response = await reset(OWNER, user.id, 'reset-two-step');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, twoStepEnabled: false, providerIdentityBound: true });
    expect(await accountOf(user.email)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
    });
    expect((await listed(OWNER, f.isla, user.email)).user.twoStepEnabled).toBe(false);
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'twoStepReset')));
    expect(event).toMatchObject({
      actorEmail: OWNER,
      companyId: f.isla,
      before: { twoStepEnabled: true, recoveryCodesLeft: 2 },
      after: { twoStepEnabled: false, recoveryCodesLeft: 0 },
    });
    expect(JSON.stringify(event)).not.toMatch(/sealed-secret|aaaa/);
  });

  it('answers 409 with a clear message when there is nothing to reset, and writes nothing', async () => {
    const user = (await invite(OWNER)).json() as User;
    const before = await state(user);
    const twoStep = await reset(OWNER, user.id, 'reset-two-step');
    expect(twoStep.statusCode).toBe(409);
    expect(twoStep.headers['content-type']).toContain('application/problem+json');
    expect((twoStep.json() as Problem).detail).toBe(
      'Lucía Ortiz has no two-step sign-in to reset: they have not set it up. Nothing was changed.',
    );
    const identity = await reset(OWNER, user.id, 'reset-provider-identity');
    expect(identity.statusCode).toBe(409);
    expect((identity.json() as Problem).detail).toMatch(/not bound to an identity at the provider yet/);
    expect(await state(user)).toEqual(before);
  });

  it.each<Reset>(['reset-provider-identity', 'reset-two-step'])(
    '%s: answers 404 for another company’s user and changes nothing',
    async (what) => {
      const [costa] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, f.users.approver));
      await withSignInToReset(api.db, costa!.id, costa!.email);
      const before = await state(costa!);
      expect((await reset(OWNER, costa!.id, what)).statusCode).toBe(404);
      expect(await state(costa!)).toEqual(before);
    },
  );

  it.each<Reset>(['reset-provider-identity', 'reset-two-step'])(
    '%s: refuses a member who administers the dashboard but is no super-admin, with 403',
    async (what) => {
      const member = await addMember(api.db, f.isla, ['employer-dashboard']);
      const user = await enrolled();
      const before = await state(user);
      const response = await reset(member, user.id, what);
      expect(response.statusCode).toBe(403);
      expect((response.json() as Problem).detail).toMatch(/super-admin/);
      expect(await state(user)).toEqual(before);
    },
  );

  it.each<Reset>(['reset-provider-identity', 'reset-two-step'])(
    '%s: keeps a company’s super-admin away from an internal staff account (404), which staff reset',
    async (what) => {
      const staffUser = await userRow(f.users.staff);
      await withSignInToReset(api.db, staffUser.id, staffUser.email);
      const before = await state(staffUser);
      expect((await reset(OWNER, staffUser.id, what)).statusCode).toBe(404);
      expect(await state(staffUser)).toEqual(before);
      const colleague = (
        await invite(STAFF, {
          email: `colega.${randomUUID().slice(0, 8)}@provider.example`,
          role: 'super-admin',
          permissions: [],
          workerGroupCode: null,
          workerGroupCodes: [],
        })
      ).json() as User;
      await withSignInToReset(api.db, colleague.id, colleague.email);
      const response = await reset(STAFF, colleague.id, what);
      expect(response.statusCode, response.body).toBe(200);
      const [event] = await api.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, colleague.id))
        .orderBy(sql`${auditEvents.id} desc`)
        .limit(1);
      expect(event).toMatchObject({
        actorEmail: STAFF,
        companyId: null,
        action: what === 'reset-two-step' ? 'twoStepReset' : 'providerIdentityReset',
      });
    },
  );

  it.each<Reset>(['reset-provider-identity', 'reset-two-step'])(
    '%s: lets internal staff reset any company’s user',
    async (what) => {
      const user = await enrolled({ email: `staff.target.${randomUUID().slice(0, 8)}@isla.example` }, STAFF);
      expect((await reset(STAFF, user.id, what)).statusCode).toBe(200);
    },
  );

  it.each<Reset>(['reset-provider-identity', 'reset-two-step'])(
    '%s: needs a sign-in from the last five minutes, and changes nothing without one',
    async (what) => {
      const user = await enrolled();
      const before = await state(user);
      await signedInMinutesAgo(api, OWNER, 6);
      try {
        const response = await reset(OWNER, user.id, what);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          type: '/problems/recent-sign-in-required',
          detail: expect.stringContaining('sign in again'),
        });
        expect(await state(user)).toEqual(before);
      } finally {
        await signedInMinutesAgo(api, OWNER, 0);
      }
      expect((await reset(OWNER, user.id, what)).statusCode).toBe(200);
    },
  );
});
