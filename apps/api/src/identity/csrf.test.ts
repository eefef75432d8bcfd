import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { createTestSession } from './index.ts';
import { insertFixture, openTestDatabase, startServer, type Fixture, type TestServer } from './test-support.ts';

let database: Database;
let dispose: () => Promise<void>;
let server: TestServer;
let fixture: Fixture;
let cookie: string;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fixture = await insertFixture(database);
  server = await startServer(database);
  cookie = await createTestSession(database, fixture.users.admin);
});

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

const post = (headers: Record<string, string>, method = 'POST') =>
  fetch(`${server.origin}/api/things`, { method, headers: { cookie, ...headers } });

describe('the CSRF guard on state-changing calls', () => {
  it('lets a same-origin call with the header through', async () => {
    const answer = await post({ 'x-requested-by': 'cuadre', origin: server.origin, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['without the X-Requested-By header', {}],
    ['with another X-Requested-By value', { 'x-requested-by': 'someone' }],
    ['from another origin', { 'x-requested-by': 'cuadre', origin: 'https://evil.example' }],
    ['from an opaque origin', { 'x-requested-by': 'cuadre', origin: 'null' }],
    ['that the browser marks cross-site', { 'x-requested-by': 'cuadre', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a call %s with 403 problem+json', async (_name, headers: Record<string, string>) => {
    const answer = await post(headers);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await answer.json()).toMatchObject({ type: '/problems/forbidden', title: 'Forbidden', status: 403 });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('guards %s as well', async (method) => {
    expect((await post({}, method)).status).toBe(403);
  });

  it('leaves reads alone', async () => {
    const answer = await fetch(`${server.origin}/api/auth/session`, { headers: { cookie } });
    expect(answer.status).toBe(200);
  });

  it('refuses before anything else, even without a session', async () => {
    const answer = await fetch(`${server.origin}/api/things`, { method: 'POST' });
    expect(answer.status).toBe(403);
  });
});
