import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { auditEvents, dashboardUsers } from '../db/schema/index.ts';
import {
  browser,
  freePort,
  insertFixture,
  openTestDatabase,
  startServer,
  type Fixture,
  type TestServer,
} from './test-support.ts';

// A hosted provider stand-in whose token endpoint answers whatever ID token the test hands it.
type Authorization = { state: string; nonce: string; codeChallenge: string };
type TokenFactory = (authorization: Authorization) => Promise<string>;

const clientId = 'cuadre-test-client';
const clientSecret = 'a-long-client-secret-for-tests';

let database: Database;
let dispose: () => Promise<void>;
let fixture: Fixture;
let server: TestServer;
let provider: FastifyInstance;
let issuer: string;
let signingKey: CryptoKey;
let publicJwk: JWK;
let nextIdToken: TokenFactory;
let lastAuthorization: Authorization | undefined;
const tokenRequests: URLSearchParams[] = [];
const authMethods: string[] = [];

async function startFakeProvider(): Promise<void> {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  const keys = await generateKeyPair('RS256', { extractable: true });
  signingKey = keys.privateKey;
  publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  provider = Fastify();
  provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });
  provider.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    end_session_endpoint: `${issuer}/logout`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
  }));
  provider.get('/jwks', async () => ({ keys: [publicJwk] }));
  provider.post('/token', async (request, reply) => {
    const body = request.body as URLSearchParams;
    tokenRequests.push(body);
    // RFC 6749 §2.3.1: with HTTP Basic both halves are form-encoded before base64.
    const basic = request.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(request.headers.authorization.slice(6), 'base64')
          .toString()
          .split(':')
          .map((part) => decodeURIComponent(part))
      : undefined;
    const [id, secret] = basic ?? [body.get('client_id'), body.get('client_secret')];
    if (id !== clientId || secret !== clientSecret) return reply.code(401).send({ error: 'invalid_client' });
    authMethods.push(basic ? 'client_secret_basic' : 'client_secret_post');
    const verifier = body.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!lastAuthorization || challenge !== lastAuthorization.codeChallenge)
      return reply.code(400).send({ error: 'invalid_grant' });
    return {
      access_token: 'opaque-access-token',
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await nextIdToken(lastAuthorization),
    };
  });
  await provider.listen({ port, host: '127.0.0.1' });
}

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  await startFakeProvider();
  server = await startServer(database, { issuer, clientId, clientSecret });
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
  await dispose?.();
});

const now = () => Math.floor(Date.now() / 1000);

function claims(authorization: Authorization, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: issuer,
    aud: clientId,
    sub: 'user-1',
    nonce: authorization.nonce,
    iat: now(),
    exp: now() + 300,
    email: fixture.users.admin,
    email_verified: true,
    ...overrides,
  };
}

const signed = (payload: Record<string, unknown>, key: CryptoKey = signingKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'provider-key' }).sign(key);

/** Starts a sign-in, lets the "provider" answer with the given ID token, and returns the callback's answer. */
async function signInWith(
  factory: TokenFactory,
): Promise<{ location: string | null; sessionCookie: string | undefined }> {
  const user = browser();
  const started = await user.request(`${server.origin}/api/auth/login?returnTo=/reports`);
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
  lastAuthorization = {
    state: authorize.searchParams.get('state')!,
    nonce: authorize.searchParams.get('nonce')!,
    codeChallenge: authorize.searchParams.get('code_challenge')!,
  };
  nextIdToken = factory;
  const callback = await user.request(
    `${server.origin}/api/auth/callback?code=the-code&state=${encodeURIComponent(lastAuthorization.state)}`,
  );
  return {
    location: callback.headers.get('location'),
    sessionCookie: await user.cookie(server.origin, 'cuadre-session'),
  };
}

describe('a hosted provider', () => {
  it('is asked for an authorization code with PKCE (S256), state and nonce', async () => {
    const started = await browser().request(`${server.origin}/api/auth/login`);
    const authorize = new URL(started.headers.get('location')!);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${server.origin}/api/auth/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile offline_access',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs in with a valid ID token', async () => {
    const result = await signInWith((authorization) => signed(claims(authorization)));
    expect(result.location).toBe('/reports');
    expect(result.sessionCookie).toBeDefined();
    expect(tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();
    expect(authMethods.at(-1)).toBe('client_secret_basic');
  });

  it('authenticates with client_secret_post when the provider wants it', async () => {
    const postServer = await startServer(database, {
      issuer,
      clientId,
      clientSecret,
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    try {
      const user = browser();
      const started = await user.request(`${postServer.origin}/api/auth/login`);
      const authorize = new URL(started.headers.get('location')!);
      lastAuthorization = {
        state: authorize.searchParams.get('state')!,
        nonce: authorize.searchParams.get('nonce')!,
        codeChallenge: authorize.searchParams.get('code_challenge')!,
      };
      nextIdToken = (authorization) => signed(claims(authorization));
      const callback = await user.request(
        `${postServer.origin}/api/auth/callback?code=c&state=${encodeURIComponent(lastAuthorization.state)}`,
      );
      expect(callback.headers.get('location')).toBe('/');
      expect(authMethods.at(-1)).toBe('client_secret_post');
    } finally {
      await postServer.close();
    }
  });

  it('answers the logout with the provider end-session URL', async () => {
    const user = browser();
    const started = await user.request(`${server.origin}/api/auth/login`);
    const authorize = new URL(started.headers.get('location')!);
    lastAuthorization = {
      state: authorize.searchParams.get('state')!,
      nonce: authorize.searchParams.get('nonce')!,
      codeChallenge: authorize.searchParams.get('code_challenge')!,
    };
    nextIdToken = (authorization) => signed(claims(authorization));
    await user.request(
      `${server.origin}/api/auth/callback?code=c&state=${encodeURIComponent(lastAuthorization.state)}`,
    );
    const answer = await user.request(`${server.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-requested-by': 'cuadre' },
    });
    const { endSessionUrl } = (await answer.json()) as { endSessionUrl: string };
    const url = new URL(endSessionUrl);
    expect(url.origin + url.pathname).toBe(`${issuer}/logout`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${server.origin}/`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
  });

  const refused: [string, TokenFactory][] = [
    [
      'forged (signed by another key)',
      async (authorization) => signed(claims(authorization), (await generateKeyPair('RS256')).privateKey),
    ],
    ['expired', (authorization) => signed(claims(authorization, { iat: now() - 7200, exp: now() - 3600 }))],
    ['from another issuer', (authorization) => signed(claims(authorization, { iss: 'https://impostor.example' }))],
    ['for another audience', (authorization) => signed(claims(authorization, { aud: 'another-client' }))],
    ['unsigned (alg: none)', async (authorization) => new UnsecuredJWT(claims(authorization)).encode()],
    [
      'tampered (claims changed after signing)',
      async (authorization) => {
        const [header, , signature] = (await signed(claims(authorization))).split('.');
        const payload = Buffer.from(JSON.stringify(claims(authorization, { email: fixture.users.manager }))).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'signed with HS256 using the provider’s public key as the secret',
      async (authorization) =>
        new SignJWT(claims(authorization))
          .setProtectedHeader({ alg: 'HS256', kid: 'provider-key' })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
    ],
    [
      'issued for another sign-in (nonce)',
      (authorization) => signed(claims(authorization, { nonce: 'another-nonce' })),
    ],
  ];

  it.each(refused)('refuses an ID token that is %s', async (_name, factory) => {
    const result = await signInWith(factory);
    expect(result.location).toBe('/login?error=sign-in-failed');
    expect(result.sessionCookie).toBeUndefined();
  });

  it('does not match a user by an e-mail the provider has not verified, and says so rather than "unknown user"', async () => {
    const result = await signInWith((authorization) => signed(claims(authorization, { email_verified: false })));
    expect(result.location).toBe('/login?error=email-not-verified');
    expect(result.sessionCookie).toBeUndefined();
  });
});

describe('the identity a user first signed in as', () => {
  const userNamed = async (email: string) =>
    (await database.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email)))[0]!;
  const eventsOf = (userId: string, action: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, userId), eq(auditEvents.action, action)));

  it('is stored on the user: the issuer and subject of the ID token', async () => {
    expect((await signInWith((authorization) => signed(claims(authorization)))).location).toBe('/reports');
    const admin = await userNamed(fixture.users.admin);
    expect(admin).toMatchObject({ oidcIssuer: issuer, oidcSubject: 'user-1' });
    expect(await eventsOf(admin.id, 'bindProviderIdentity')).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorEmail: fixture.users.admin,
        companyId: fixture.companyId,
        before: null,
        after: { oidcIssuer: issuer, oidcSubject: 'user-1' },
      }),
    ]);
  });

  it('refuses the same verified e-mail from another subject, records the attempt, and still lets the bound one in', async () => {
    const result = await signInWith((authorization) => signed(claims(authorization, { sub: 'someone-else' })));
    expect(result.location).toBe('/login?error=sign-in-failed');
    expect(result.sessionCookie).toBeUndefined();
    const admin = await userNamed(fixture.users.admin);
    expect(admin).toMatchObject({ oidcIssuer: issuer, oidcSubject: 'user-1' });
    expect(await eventsOf(admin.id, 'refuseProviderIdentity')).toEqual([
      expect.objectContaining({
        entity: 'dashboard-user',
        actorEmail: fixture.users.admin,
        before: { oidcIssuer: issuer, oidcSubject: 'user-1' },
        after: { oidcIssuer: issuer, oidcSubject: 'someone-else' },
      }),
    ]);
    expect((await signInWith((authorization) => signed(claims(authorization)))).location).toBe('/reports');
  });

  it('refuses a user bound at another issuer, as after a change of provider', async () => {
    await database.db
      .update(dashboardUsers)
      .set({ oidcIssuer: 'https://old-login.example', oidcSubject: 'user-2' })
      .where(eq(dashboardUsers.email, fixture.users.manager));
    const result = await signInWith((authorization) =>
      signed(claims(authorization, { sub: 'user-2', email: fixture.users.manager })),
    );
    expect(result.location).toBe('/login?error=sign-in-failed');
    expect(result.sessionCookie).toBeUndefined();
    const manager = await userNamed(fixture.users.manager);
    expect(manager).toMatchObject({ oidcIssuer: 'https://old-login.example', oidcSubject: 'user-2' });
    expect(await eventsOf(manager.id, 'refuseProviderIdentity')).toHaveLength(1);
  });

  it('refuses an identity that already answers for another user, and binds no one', async () => {
    // The provider now gives the admin's identity (user-1) the staff member's e-mail.
    const result = await signInWith((authorization) =>
      signed(claims(authorization, { email: fixture.users.staff, amr: ['pwd', 'mfa'] })),
    );
    expect(result.location).toBe('/login?error=sign-in-failed');
    expect(result.sessionCookie).toBeUndefined();
    const staff = await userNamed(fixture.users.staff);
    expect(staff).toMatchObject({ oidcIssuer: null, oidcSubject: null });
    expect(await eventsOf(staff.id, 'refuseProviderIdentity')).toEqual([
      expect.objectContaining({ before: null, after: { oidcIssuer: issuer, oidcSubject: 'user-1' } }),
    ]);
  });
});

describe('a user who must sign in with a second factor, at a hosted provider', () => {
  const staffClaims = (authorization: Authorization, overrides: Record<string, unknown> = {}) =>
    claims(authorization, { sub: 'staff-7', email: fixture.users.staff, ...overrides });
  const staffRow = async () =>
    (await database.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, fixture.users.staff)))[0]!;

  it('is refused with its own message when the ID token shows the password only, and nothing is bound', async () => {
    for (const shown of [{}, { amr: ['pwd'] }, { amr: 'otp' }, { acr: 'urn:example:password' }]) {
      const result = await signInWith((authorization) => signed(staffClaims(authorization, shown)));
      expect(result.location).toBe('/login?error=second-factor-required');
      expect(result.sessionCookie).toBeUndefined();
    }
    const staff = await staffRow();
    expect(staff).toMatchObject({ oidcIssuer: null, oidcSubject: null });
    const refusals = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, staff.id), eq(auditEvents.action, 'signInRefused')));
    expect(refusals.filter((event) => (event.after as { reason?: string }).reason === 'no second factor')).toHaveLength(
      4,
    );
  });

  it('signs in when the ID token names a second-factor method (RFC 8176) among its amr', async () => {
    const result = await signInWith((authorization) => signed(staffClaims(authorization, { amr: ['pwd', 'hwk'] })));
    expect(result.location).toBe('/reports');
    expect(result.sessionCookie).toBeDefined();
  });

  it('asks nothing more of a user whose company does not ask it', async () => {
    const result = await signInWith((authorization) => signed(claims(authorization, { amr: ['pwd'] })));
    expect(result.location).toBe('/reports');
  });
});
