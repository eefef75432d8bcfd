import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { describeCompany } from '../handlers/companies/company.ts';
import { handlers } from '../handlers/index.ts';
import { createTestSession, registerIdentity } from '../identity/index.ts';
import { buildApp } from '../server/app.ts';
import type { AnyHandler } from '../server/router.ts';
import { testContract } from '../server/testing/harness.ts';
import { openTestDatabase } from '../identity/test-support.ts';

// The built dashboard stand-in: an entry page with no inline script and one hashed asset.
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let database: Database;
let dispose: () => Promise<void>;
let staticRoot: string;
const apps: FastifyInstance[] = [];

async function start(publicOrigin: string): Promise<FastifyInstance> {
  const app = await buildApp({
    ping: database.ping,
    staticDir: staticRoot,
    publicOrigin,
    api: {
      db: database.db,
      contract: testContract().contract,
      handlers: handlers as unknown as Record<string, AnyHandler>,
      registerIdentity: (instance) => registerIdentity(instance, { database, publicOrigin, describeCompany }),
    },
  });
  await app.ready();
  apps.push(app);
  return app;
}

let http: FastifyInstance;
let https: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  staticRoot = await mkdtemp(join(tmpdir(), 'cuadre-static-'));
  await mkdir(join(staticRoot, 'assets'));
  await writeFile(join(staticRoot, 'index.html'), indexHtml);
  await writeFile(join(staticRoot, 'assets', 'index-abc.js'), 'export {};');
  http = await start('http://localhost:3000');
  https = await start('https://cuadre.example');
  cookie = await createTestSession(database, 'staff@provider.example');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await dispose?.();
  await rm(staticRoot, { recursive: true, force: true });
});

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );

/** The headers every answer must carry, whatever produced it. */
function expectHardened(response: LightMyRequestResponse, what: string): void {
  const policy = response.headers['content-security-policy'];
  expect(policy, `${what}: no Content-Security-Policy`).toBeTypeOf('string');
  const csp = directives(String(policy));
  const objectSrc = csp.get('object-src') ?? csp.get('default-src');
  expect(objectSrc, `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
  );
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

type Probe = {
  what: string;
  method: 'GET' | 'POST';
  url: string;
  signedIn?: boolean;
  headers?: Record<string, string>;
  status: number;
};

const probes: Probe[] = [
  { what: 'the dashboard entry page', method: 'GET', url: '/', status: 200 },
  { what: 'a client-side route', method: 'GET', url: '/ewa/employees', status: 200 },
  { what: 'a hashed asset', method: 'GET', url: '/assets/index-abc.js', status: 200 },
  { what: 'a missing asset', method: 'GET', url: '/assets/missing.js', status: 404 },
  { what: 'the health check', method: 'GET', url: '/api/health', status: 200 },
  { what: 'an API answer', method: 'GET', url: '/api/auth/session', signedIn: true, status: 200 },
  { what: 'an API 401', method: 'GET', url: '/api/auth/session', status: 401 },
  {
    what: 'an API 400',
    method: 'GET',
    url: '/api/deductions?companyId=00000000-0000-4000-8000-000000000001&origin=magic',
    signedIn: true,
    status: 400,
  },
  {
    what: 'an API 404 for an id that names no company',
    method: 'GET',
    url: '/api/deductions?companyId=nope',
    signedIn: true,
    status: 404,
  },
  { what: 'an unknown API path', method: 'GET', url: '/api/no-such-thing', status: 404 },
  { what: 'a write refused for its missing CSRF header', method: 'POST', url: '/api/auth/logout', status: 403 },
  {
    what: 'a malformed JSON body',
    method: 'POST',
    url: '/api/reports/x',
    signedIn: true,
    headers: { 'content-type': 'application/json', 'x-requested-by': 'cuadre' },
    status: 400,
  },
  {
    what: 'the provider discovery document',
    method: 'GET',
    url: '/oidc/.well-known/openid-configuration',
    status: 200,
  },
  { what: 'a provider error page', method: 'GET', url: '/oidc/auth?client_id=nobody', status: 400 },
  { what: 'a sign-in interaction that expired', method: 'GET', url: '/oidc/interaction/expired-uid', status: 400 },
];

describe('security headers', () => {
  it.each(probes)('are on $what', async (probe) => {
    const response = await http.inject({
      method: probe.method,
      url: probe.url,
      headers: { ...(probe.signedIn ? { cookie } : {}), ...probe.headers },
      ...(probe.what === 'a malformed JSON body' ? { payload: '{"type":' } : {}),
    });
    expect(response.statusCode, `${probe.what}: ${response.body.slice(0, 200)}`).toBe(probe.status);
    expectHardened(response, probe.what);
  });

  it('keep scripts to this origin on the dashboard, without inline or eval', async () => {
    const csp = directives(String((await http.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('let the identity pages keep their own stricter policy with a nonce for their one script', async () => {
    const response = await http.inject({ method: 'GET', url: '/oidc/interaction/expired-uid' });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });

  it('include HSTS only when the public origin is https', async () => {
    expect(
      (await http.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    for (const url of ['/', '/api/health', '/api/no-such-thing', '/oidc/.well-known/openid-configuration']) {
      const response = await https.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=(\d+); includeSubDomains$/);
      expect(
        Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000);
      expectHardened(response, `${url} on https`);
    }
  });
});

describe('the dashboard under that policy', () => {
  // Vite copies the entry page's markup into the build and adds only external scripts and stylesheets.
  const entry = readFileSync(resolve(import.meta.dirname, '../../../dashboard/index.html'), 'utf8');

  it('has no inline script, inline style or event-handler attribute in its entry page', () => {
    const scripts = [...entry.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter(([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || (body ?? '').trim() !== ''),
    ).toEqual([]);
    expect(entry).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
