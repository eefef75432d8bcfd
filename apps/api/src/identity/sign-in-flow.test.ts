import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { auditEvents, dashboardUsers, identityAccounts, oidcStore, sessions } from '../db/schema/index.ts';
import { hashPassword } from '../db/password.ts';
import { createTestSession } from './index.ts';
import { hashToken } from './tokens.ts';
import {
  browser,
  formAction,
  insertFixture,
  openTestDatabase,
  signInThroughProvider,
  staffTotpSecret,
  startServer,
  testPassword,
  unusedCode,
  type Browser,
  type Fixture,
  type TestServer,
} from './test-support.ts';

let database: Database;
let dispose: () => Promise<void>;
let server: TestServer;
let fixture: Fixture;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  server = await startServer(database);
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const csrf = { 'x-requested-by': 'cuadre' };

const staffCode = (): Promise<string> => unusedCode(database, fixture.users.staff, staffTotpSecret);

async function signedIn(email = fixture.users.admin): Promise<Browser> {
  const user = browser();
  const { url } = await signInThroughProvider(
    user,
    server.origin,
    email,
    testPassword,
    '/',
    email === fixture.users.staff ? staffCode : undefined,
  );
  expect(url).toBe(`${server.origin}/`);
  return user;
}

async function sessionCookie(user: Browser): Promise<string> {
  const value = await user.cookie(server.origin, 'cuadre-session');
  if (!value) throw new Error('no session cookie');
  return value;
}

async function sessionStatus(user: Browser): Promise<number> {
  return (await user.request(`${server.origin}/api/auth/session`)).status;
}

async function failSignIn(user: Browser, email: string, password: string): Promise<{ status: number; page: string }> {
  const login = await user.follow(`${server.origin}/api/auth/login`);
  const action = formAction(await login.response.text());
  const { response } = await user.follow(new URL(action, server.origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { status: response.status, page: await response.text() };
}

describe('signing in through the embedded provider', () => {
  it('completes the authorization code flow and returns to the page that was asked for', async () => {
    const user = browser();
    const { url } = await signInThroughProvider(
      user,
      server.origin,
      fixture.users.admin,
      testPassword,
      '/billing?page=2',
    );
    expect(url).toBe(`${server.origin}/billing?page=2`);

    const session = await user.request(`${server.origin}/api/auth/session`);
    expect(session.status).toBe(200);
    const body = (await session.json()) as {
      user: { email: string; companyId: string; permissions: string[] };
      company: { id: string; name: string };
      companies: { id: string }[];
      internalStaff: boolean;
      expiresAt: string;
    };
    expect(body.user).toMatchObject({
      email: fixture.users.admin,
      companyId: fixture.companyId,
      permissions: ['employees', 'billing'],
    });
    expect(body.company).toMatchObject({ id: fixture.companyId, name: 'Identity Test Diner' });
    expect(body.companies.map((company) => company.id)).toEqual([fixture.companyId]);
    expect(body.internalStaff).toBe(false);
  });

  it('keeps the tokens on the server: the browser holds only an HttpOnly, SameSite=Strict session cookie', async () => {
    const user = browser();
    const login = await user.follow(`${server.origin}/api/auth/login`);
    const action = formAction(await login.response.text());
    const posted = await user.request(new URL(action, server.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: fixture.users.admin, password: testPassword }).toString(),
    });
    let response = posted;
    let setCookies: string[] = [];
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, server.origin).href;
      response = await user.request(next);
      if (next.startsWith(`${server.origin}/api/auth/callback`)) setCookies = response.headers.getSetCookie();
    }
    const session = setCookies.find((cookie) => cookie.startsWith('cuadre-session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Strict/);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(await sessionCookie(user))));
    expect(row?.data.accessToken).toBeTypeOf('string');
    expect(row?.data.refreshToken).toBeTypeOf('string');
    expect(row?.data.idToken).toBeTypeOf('string');
  });

  it('keeps the provider cookies under /oidc, away from API calls', async () => {
    const user = await signedIn();
    const sent = await user.jar.getCookies(`${server.origin}/api/auth/session`);
    expect(sent.map((cookie) => cookie.key)).toEqual(['cuadre-session']);
  });

  it('signs straight back in while the provider still remembers the user', async () => {
    const user = await signedIn();
    await user.request(`${server.origin}/api/auth/logout`, { method: 'POST', headers: csrf });
    const { url } = await user.follow(`${server.origin}/api/auth/login?returnTo=/reports`);
    expect(url).toBe(`${server.origin}/reports`);
    expect(await sessionStatus(user)).toBe(200);
  });

  it('asks for the password again once the provider sign-in is older than the idle timeout', async () => {
    const user = await signedIn();
    await user.request(`${server.origin}/api/auth/logout`, { method: 'POST', headers: csrf });
    const staleLogin = Math.floor(Date.now() / 1000) - 31 * 60;
    await database.db
      .update(oidcStore)
      .set({ payload: sql`jsonb_set(${oidcStore.payload}, '{loginTs}', to_jsonb(${staleLogin}::int))` })
      .where(eq(oidcStore.model, 'Session'));
    const { response } = await user.follow(`${server.origin}/api/auth/login`);
    expect(await response.text()).toContain('<label for="password">Password</label>');
  });

  it('gives internal staff every company', async () => {
    const user = await signedIn(fixture.users.staff);
    const answer = await user.request(`${server.origin}/api/things`, { method: 'POST', headers: csrf });
    expect(await answer.json()).toEqual({ user: fixture.users.staff, companyIds: 'all' });
    const session = (await (await user.request(`${server.origin}/api/auth/session`)).json()) as {
      internalStaff: boolean;
      companies: { id: string }[];
    };
    expect(session.internalStaff).toBe(true);
    expect(session.companies.map((company) => company.id)).toEqual(
      expect.arrayContaining([fixture.companyId, fixture.otherCompanyId]),
    );
  });

  it('sends an account without a dashboard user back to the login page, signed out', async () => {
    const user = browser();
    const { url } = await signInThroughProvider(user, server.origin, fixture.users.unmatched, testPassword);
    expect(url).toBe(`${server.origin}/login?error=not-authorized`);
    expect(await user.cookie(server.origin, 'cuadre-session')).toBeUndefined();
    expect(await sessionStatus(user)).toBe(401);
  });

  it.each([['//evil.example/'], ['https://evil.example/'], ['/\\evil.example'], ['javascript:alert(1)'], ['/a b']])(
    'refuses to return to %s after sign-in',
    async (returnTo) => {
      const answer = await browser().request(
        `${server.origin}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
    },
  );

  it('refuses a callback that no sign-in of this browser started', async () => {
    const victim = browser();
    const attacker = browser();
    const started = await attacker.request(`${server.origin}/api/auth/login`);
    const state = new URL(started.headers.get('location')!).searchParams.get('state');
    const answer = await victim.request(`${server.origin}/api/auth/callback?code=stolen&state=${state}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?error=sign-in-failed');
    expect(await victim.cookie(server.origin, 'cuadre-session')).toBeUndefined();
  });

  it('refuses a callback whose state is not the one this browser sent', async () => {
    const user = browser();
    const login = await user.follow(`${server.origin}/api/auth/login`);
    const action = formAction(await login.response.text());
    let response = await user.request(new URL(action, server.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: fixture.users.admin, password: testPassword }).toString(),
    });
    let location = new URL(response.headers.get('location')!, server.origin);
    while (!location.pathname.startsWith('/api/auth/callback')) {
      response = await user.request(location.href);
      location = new URL(response.headers.get('location')!, server.origin);
    }
    location.searchParams.set('state', 'forged-state');
    const answer = await user.request(location.href);
    expect(answer.headers.get('location')).toBe('/login?error=sign-in-failed');
    expect(await sessionStatus(user)).toBe(401);
  });
});

describe('the identity at the provider', () => {
  const userNamed = async (email: string) =>
    (await database.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email)))[0]!;
  const accountNamed = async (email: string) =>
    (await database.db.select().from(identityAccounts).where(eq(identityAccounts.email, email)))[0]!;

  it('is bound to the user at the first sign-in: the ID token’s issuer and subject', async () => {
    await signedIn(fixture.users.admin);
    const user = await userNamed(fixture.users.admin);
    expect(user).toMatchObject({
      oidcIssuer: `${server.origin}/oidc`,
      oidcSubject: (await accountNamed(fixture.users.admin)).id,
    });
    const bound = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'bindProviderIdentity')));
    expect(bound).toHaveLength(1);
  });

  it('refuses a later sign-in with the same e-mail as another subject, and records it', async () => {
    const email = 'rebound@diner.identity.test';
    await database.db.insert(dashboardUsers).values({
      companyId: fixture.companyId,
      email,
      firstName: 'Rita',
      lastName: 'Colón',
      permissions: ['employees'],
    });
    await database.db
      .insert(identityAccounts)
      .values({ email, givenName: 'Rita', familyName: 'Colón', passwordHash: await hashPassword(testPassword) });
    await signedIn(email);
    const first = await accountNamed(email);
    expect(await userNamed(email)).toMatchObject({ oidcSubject: first.id });

    // The provider's account is deleted and created again with the same e-mail and password: another subject.
    await database.db.delete(identityAccounts).where(eq(identityAccounts.email, email));
    await database.db
      .insert(identityAccounts)
      .values({ email, givenName: 'Rita', familyName: 'Colón', passwordHash: await hashPassword(testPassword) });
    const second = await accountNamed(email);
    expect(second.id).not.toBe(first.id);

    const user = browser();
    const { url } = await signInThroughProvider(user, server.origin, email, testPassword);
    expect(url).toBe(`${server.origin}/login?error=sign-in-failed`);
    expect(await user.cookie(server.origin, 'cuadre-session')).toBeUndefined();
    expect(await sessionStatus(user)).toBe(401);
    const stored = await userNamed(email);
    expect(stored).toMatchObject({ oidcIssuer: `${server.origin}/oidc`, oidcSubject: first.id });
    const refused = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, stored.id), eq(auditEvents.action, 'refuseProviderIdentity')));
    expect(refused).toEqual([
      expect.objectContaining({
        entity: 'dashboard-user',
        actorUserId: null,
        actorEmail: email,
        companyId: fixture.companyId,
        before: { oidcIssuer: `${server.origin}/oidc`, oidcSubject: first.id },
        after: { oidcIssuer: `${server.origin}/oidc`, oidcSubject: second.id },
      }),
    ]);
  });
});

describe('the session', () => {
  it('answers 401 without a session', async () => {
    const answer = await browser().request(`${server.origin}/api/auth/session`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await answer.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('refuses a tampered session cookie', async () => {
    const user = await signedIn();
    const value = await sessionCookie(user);
    const tampered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    const answer = await fetch(`${server.origin}/api/auth/session`, {
      headers: { cookie: `cuadre-session=${tampered}` },
    });
    expect(answer.status).toBe(401);
    expect(await sessionStatus(user)).toBe(200);
  });

  it('does not accept the sign-in cookie as a session', async () => {
    const user = browser();
    await user.request(`${server.origin}/api/auth/login`);
    const pending = await user.cookie(server.origin, 'cuadre-login');
    expect(pending).toBeDefined();
    const answer = await fetch(`${server.origin}/api/auth/session`, {
      headers: { cookie: `cuadre-session=${pending}` },
    });
    expect(answer.status).toBe(401);
  });

  it('ends after the idle timeout', async () => {
    const user = await signedIn();
    const idHash = hashToken(await sessionCookie(user));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.idHash, idHash));
    expect(await sessionStatus(user)).toBe(401);
    expect(await database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('ends at the absolute timeout however active it is', async () => {
    const user = await signedIn();
    const idHash = hashToken(await sessionCookie(user));
    await database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 12 * 60 * 60_000 - 1000),
        expiresAt: new Date(Date.now() - 1000),
        lastSeenAt: new Date(),
      })
      .where(eq(sessions.idHash, idHash));
    expect(await sessionStatus(user)).toBe(401);
  });

  it('keeps the provider’s tokens and its own signing keys sealed in the database', async () => {
    const user = await signedIn();
    const idHash = hashToken(await sessionCookie(user));
    const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    for (const field of ['idToken', 'accessToken', 'refreshToken'] as const) {
      expect(row?.data[field], field).toMatch(/^sealed:v1:/);
    }
    // No JSON Web Token (its header starts "eyJ") anywhere in the row.
    expect(JSON.stringify(row)).not.toContain('eyJ');
    const [secrets] = await database.db
      .select()
      .from(oidcStore)
      .where(and(eq(oidcStore.model, 'ProviderSecrets'), eq(oidcStore.id, 'current')));
    expect(Object.keys(secrets!.payload)).toEqual(['sealed']);
    expect(JSON.stringify(secrets!.payload)).not.toMatch(/"kty"|"clientSecret"/);
    // And the sealed tokens still work: the session answers and signs out at the provider.
    expect(await sessionStatus(user)).toBe(200);
  });

  it('rotates the refresh token on the server when the access token lapses', async () => {
    const user = await signedIn();
    const idHash = hashToken(await sessionCookie(user));
    const [before] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    await database.db
      .update(sessions)
      .set({ data: { ...before!.data, accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() } })
      .where(eq(sessions.idHash, idHash));
    expect(await sessionStatus(user)).toBe(200);
    const [after] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(after?.data.refreshToken).toBeTypeOf('string');
    expect(after?.data.refreshToken).not.toBe(before?.data.refreshToken);
    expect(after?.data.accessToken).not.toBe(before?.data.accessToken);
    expect(new Date(after!.data.accessTokenExpiresAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('ends when the provider refuses the refresh token', async () => {
    const user = await signedIn();
    const idHash = hashToken(await sessionCookie(user));
    const [before] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    await database.db
      .update(sessions)
      .set({
        data: {
          ...before!.data,
          refreshToken: 'revoked-or-unknown',
          accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString(),
        },
      })
      .where(eq(sessions.idHash, idHash));
    expect(await sessionStatus(user)).toBe(401);
  });

  it('stops working at once when its dashboard user is disabled, and the user cannot sign in again', async () => {
    const user = await signedIn(fixture.users.manager);
    expect(await sessionStatus(user)).toBe(200);
    await database.db
      .update(dashboardUsers)
      .set({ status: 'disabled' })
      .where(eq(dashboardUsers.email, fixture.users.manager));
    expect(await sessionStatus(user)).toBe(401);
    const posted = await user.request(`${server.origin}/api/things`, { method: 'POST', headers: csrf });
    expect(posted.status).toBe(401);

    const again = browser();
    const { url } = await signInThroughProvider(again, server.origin, fixture.users.manager, testPassword);
    expect(url).toBe(`${server.origin}/login?error=not-authorized`);
    expect(await sessionStatus(again)).toBe(401);
  });

  it('lets API tests act as a dashboard user through createTestSession', async () => {
    const cookie = await createTestSession(database, fixture.users.admin);
    const answer = await fetch(`${server.origin}/api/things`, { method: 'POST', headers: { cookie, ...csrf } });
    expect(await answer.json()).toEqual({ user: fixture.users.admin, companyIds: [fixture.companyId] });
  });
});

describe('signing out', () => {
  it('refuses a sign-out without the CSRF header', async () => {
    const user = await signedIn();
    const answer = await user.request(`${server.origin}/api/auth/logout`, { method: 'POST' });
    expect(answer.status).toBe(403);
    expect(await sessionStatus(user)).toBe(200);
  });

  it('ends the server session and the provider session', async () => {
    const user = await signedIn();
    const answer = await user.request(`${server.origin}/api/auth/logout`, { method: 'POST', headers: csrf });
    expect(answer.status).toBe(200);
    const { endSessionUrl } = (await answer.json()) as { endSessionUrl: string };
    expect(endSessionUrl.startsWith(`${server.origin}/oidc/`)).toBe(true);
    expect(await sessionStatus(user)).toBe(401);

    const ended = await user.follow(endSessionUrl);
    expect(new URL(ended.url).pathname).toBe('/oidc/session/end');
    const page = await ended.response.text();
    const form = /<form[^>]*action="([^"]+)"[\s\S]*?<\/form>/.exec(page);
    const fields = [...(form?.[0] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (match): [string, string] => [match[1]!, match[2]!],
    );
    const confirmed = await user.follow(new URL(form![1]!, server.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(confirmed.url).toBe(`${server.origin}/`);

    const again = await user.follow(`${server.origin}/api/auth/login`);
    expect(await again.response.text()).toContain('<label for="password">Password</label>');
  });
});

describe('the sign-in page', () => {
  it('labels its fields and its button for people and for tests', async () => {
    const { response } = await browser().follow(`${server.origin}/api/auth/login`);
    const page = await response.text();
    expect(page).toContain('<label for="email">E-mail</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('<button type="submit">Sign in</button>');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("names the product's icon, which its policy lets the browser load from the product's own origin only", async () => {
    const { response } = await browser().follow(`${server.origin}/api/auth/login`);
    expect(await response.text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const policy = (response.headers.get('content-security-policy') ?? '').split('; ');
    expect(policy).toContain("img-src 'self'");
    expect(policy).toContain("default-src 'none'");
  });

  it('says what went wrong on a bad password', async () => {
    const { status, page } = await failSignIn(browser(), fixture.users.admin, 'wrong password');
    expect(status).toBe(401);
    expect(page).toContain('role="alert"');
    expect(page).toContain('The e-mail or password is incorrect.');
    expect(page).toContain(`value="${fixture.users.admin}"`);
  });

  it('answers an unknown e-mail exactly as a bad password', async () => {
    const { status, page } = await failSignIn(browser(), 'nobody-here@identity.test', 'whatever');
    expect(status).toBe(401);
    expect(page).toContain('The e-mail or password is incorrect.');
  });

  it('locks the account for a while after repeated failures, even against the right password', async () => {
    const email = fixture.users.staff;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await failSignIn(browser(), email, `wrong ${attempt}`)).status).toBe(401);
    }
    const fifth = await failSignIn(browser(), email, 'wrong 5');
    expect(fifth.status).toBe(429);
    expect(fifth.page).toContain('Too many failed sign-ins.');

    const correct = await failSignIn(browser(), email, testPassword);
    expect(correct.status).toBe(429);
    expect(correct.page).toContain('try again in 15 minutes');

    await database.db
      .update(identityAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(identityAccounts.email, email));
    const user = browser();
    const { url } = await signInThroughProvider(user, server.origin, email, testPassword, '/', staffCode);
    expect(url).toBe(`${server.origin}/`);
    const [account] = await database.db.select().from(identityAccounts).where(eq(identityAccounts.email, email));
    expect(account).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('refuses an authorization request without PKCE', async () => {
    const redirectUri = `${server.origin}/api/auth/callback`;
    const query = new URLSearchParams({
      client_id: 'cuadre-dashboard',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email',
      state: 's',
      nonce: 'n',
    });
    const answer = await browser().request(`${server.origin}/oidc/auth?${query.toString()}`);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('answers on the issuer path alone: API calls never pass through it, and unknown sign-in pages are 404', async () => {
    const discovery = await fetch(`${server.origin}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${server.origin}/oidc`);
    expect((await fetch(`${server.origin}/oidc/interaction/no-such-uid/nothing`)).status).toBe(404);
    // The provider's middleware marks each request it sees with the URL it arrived with.
    const seen: (string | undefined)[] = [];
    const probe = await startServer(database, {}, undefined, (app) =>
      app.addHook('onResponse', async (request) => {
        seen.push((request.raw as { originalUrl?: string }).originalUrl);
      }),
    );
    try {
      expect((await fetch(`${probe.origin}/api/things`, { method: 'POST', headers: csrf })).status).toBe(401);
      expect(seen).toEqual([undefined]);
    } finally {
      await probe.close();
    }
  });

  it('keeps its signing keys in the database', async () => {
    const jwks = (await (await fetch(`${server.origin}/oidc/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
    const restarted = await startServer(database);
    try {
      const again = (await (await fetch(`${restarted.origin}/oidc/jwks`)).json()) as { keys: { kid: string }[] };
      expect(again.keys.map((key) => key.kid)).toEqual(jwks.keys.map((key) => key.kid));
    } finally {
      await restarted.close();
    }
  });
});

describe('sign-in events in the audit trail', () => {
  const eventsOf = async (email: string) =>
    (await database.db.select().from(auditEvents).where(eq(auditEvents.actorEmail, email))).filter((event) =>
      ['signIn', 'signInFailed', 'accountLocked', 'signOut', 'signInRefused', 'passwordSet'].includes(event.action),
    );

  it('records a success, a wrong password and a sign-out, with time, account, IP and browser', async () => {
    const email = fixture.users.admin;
    const before = (await eventsOf(email)).length;
    await failSignIn(browser(), email, 'not the password');
    const user = await signedIn(email);
    await user.request(`${server.origin}/api/auth/logout`, { method: 'POST', headers: csrf });
    const events = (await eventsOf(email)).slice(before);
    expect(events.map((event) => event.action)).toEqual(['signInFailed', 'signIn', 'signOut']);
    for (const event of events) {
      expect(event.companyId).toBe(fixture.companyId);
      expect(event.at).toBeInstanceOf(Date);
      expect(event.after).toMatchObject({ ip: '127.0.0.1' });
      expect((event.after as { userAgent: unknown }).userAgent).toBeDefined();
    }
  });

  it('records a lockout, and a sign-in refused for an e-mail with no dashboard user', async () => {
    const email = fixture.users.unmatched;
    for (let attempt = 0; attempt < 6; attempt += 1) await failSignIn(browser(), email, `wrong ${attempt}`);
    const stranger = browser();
    await signInThroughProvider(stranger, server.origin, email, testPassword).catch(() => undefined);
    const actions = (await eventsOf(email)).map((event) => event.action);
    expect(actions).toContain('signInFailed');
    expect(actions).toContain('accountLocked');
  });
});
