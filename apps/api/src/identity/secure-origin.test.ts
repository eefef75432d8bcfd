import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { createTestSession, registerIdentity } from './index.ts';
import { insertFixture, openTestDatabase, type Fixture } from './test-support.ts';

// Behind a TLS-terminating proxy: the public origin is https while the app itself speaks plain http.
const publicOrigin = 'https://dashboard.identity.test';

let database: Database;
let dispose: () => Promise<void>;
let fixture: Fixture;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  app = Fastify();
  await registerIdentity(app, { database, publicOrigin });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await dispose?.();
});

describe('on an https origin', () => {
  it('binds the sign-in to the browser with a __Host- cookie that is Secure', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/login',
      headers: { host: 'dashboard.identity.test', 'x-forwarded-proto': 'https' },
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^https:\/\/dashboard\.identity\.test\/oidc\/auth\?/);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(
      /^__Host-cuadre-login=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('reads the session from the __Host- cookie and clears it, Secure, at sign-out', async () => {
    const cookie = (await createTestSession(database, fixture.users.admin))
      .split('; ')
      .find((part) => part.startsWith('__Host-'))!;
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'x-requested-by': 'cuadre', origin: publicOrigin },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      /^__Host-cuadre-session=; Max-Age=0; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const after = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ignores the plain-http cookie name', async () => {
    const cookie = (await createTestSession(database, fixture.users.admin))
      .split('; ')
      .find((part) => part.startsWith('cuadre-session='))!;
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(401);
  });

  it('publishes https endpoints in its discovery document', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'dashboard.identity.test', 'x-forwarded-proto': 'https' },
    });
    const discovery = answer.json<{
      issuer: string;
      token_endpoint: string;
      code_challenge_methods_supported: string[];
    }>();
    expect(discovery.issuer).toBe(`${publicOrigin}/oidc`);
    expect(discovery.token_endpoint).toBe(`${publicOrigin}/oidc/token`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });
});
