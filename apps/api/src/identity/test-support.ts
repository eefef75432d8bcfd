// Shared by the identity tests: a real server on a loopback port over a copy of the migrated test database.
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { CookieJar } from 'tough-cookie';
import type { Database } from '../db/index.ts';
import { hashPassword } from '../db/password.ts';
import { companies, dashboardUsers, identityAccounts } from '../db/schema/index.ts';
import { openTemplateCopy, type DisposableDatabase } from '../db/testing.ts';
import { eq } from 'drizzle-orm';
import { registerIdentity, type IdentityOptions } from './index.ts';
import { sealer } from './sealing.ts';
import { codeAt } from './two-step.ts';

export const testPassword = 'correct horse battery';
// Staff here are on a domain that is not the internal one: the stored flag makes them staff, not the address.
export const internalDomain = 'staff.identity.test';
// The staff member's authenticator: internal staff always sign in with a second factor.
export const staffTotpSecret = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

export type Fixture = {
  companyId: string;
  otherCompanyId: string;
  users: { admin: string; manager: string; staff: string; unmatched: string };
};

/**
 * A company, its admin, an internal staff member (granted, as staff would: the stored flag, not the e-mail) and an
 * account with no dashboard user.
 */
export async function insertFixture(database: Database): Promise<Fixture> {
  const { db } = database;
  const company = (name: string) => ({
    name,
    dashboardTitle: name,
    payrollProvider: 'Test Payroll',
    payFrequency: 'biweekly' as const,
    periodStartDate: '2026-01-05',
    features: {
      commissionsTabLabel: 'payroll' as const,
      insights: false,
      tipsMode: 'home' as const,
      payrollActivity: false,
      irsiWorkerGroupCodes: [],
    },
  });
  const [first] = await db.insert(companies).values(company('Identity Test Diner')).returning({ id: companies.id });
  const [second] = await db.insert(companies).values(company('Identity Test Garage')).returning({ id: companies.id });
  if (!first || !second) throw new Error('fixture companies were not created');
  const users = {
    admin: 'admin@diner.identity.test',
    manager: 'manager@diner.identity.test',
    staff: `support@${internalDomain}`,
    unmatched: 'stranger@diner.identity.test',
  };
  await db.insert(dashboardUsers).values([
    {
      companyId: first.id,
      email: users.admin,
      firstName: 'Ada',
      lastName: 'Rivera',
      permissions: ['employees', 'billing'],
    },
    {
      companyId: first.id,
      email: users.manager,
      firstName: 'Luis',
      lastName: 'Torres',
      permissions: ['tips-manager'],
      workerGroupCode: '103',
    },
    {
      companyId: null,
      internalStaff: true,
      email: users.staff,
      firstName: 'Sam',
      lastName: 'Ortiz',
      role: 'super-admin',
    },
  ]);
  const passwordHash = await hashPassword(testPassword);
  await db.insert(identityAccounts).values(
    Object.values(users).map((email) => ({
      email,
      givenName: 'Test',
      familyName: 'Person',
      passwordHash,
      ...(email === users.staff ? { totpSecret: sealer().seal(staffTotpSecret), totpEnabledAt: new Date() } : {}),
    })),
  );
  return { companyId: first.id, otherCompanyId: second.id, users };
}

/** A private copy of the migrated template database that the test setup prepared. */
export const openTestDatabase = (): Promise<DisposableDatabase> => openTemplateCopy({ poolSize: 4 });

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type TestServer = {
  app: FastifyInstance;
  origin: string;
  close: () => Promise<void>;
};

/** Fastify with the identity layer and one protected call, listening on a random loopback port. */
export async function startServer(
  database: Database,
  options: Partial<Omit<IdentityOptions, 'database' | 'publicOrigin'>> = {},
  port?: number,
  /** Runs before the server listens: hooks can be added then, not after. */
  prepare?: (app: FastifyInstance) => void,
): Promise<TestServer> {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const app = Fastify({ logger: process.env.IDENTITY_TEST_LOG ? { level: 'info' } : false });
  await registerIdentity(app, { database, publicOrigin: origin, ...options });
  app.post('/api/things', async (request, reply) => {
    if (!request.auth) return reply.code(401).send({ status: 401 });
    return { user: request.auth.user.email, companyIds: request.auth.companyIds };
  });
  prepare?.(app);
  await app.listen({ port: listenPort, host: '127.0.0.1' });
  return { app, origin, close: () => app.close() };
}

export type Browser = {
  jar: CookieJar;
  /** One request, no redirects followed; cookies sent and stored as a browser would. */
  request: (url: string, init?: RequestInit) => Promise<Response>;
  /** Follows redirects (GET after 302/303) and returns the last answer with the URL it came from. */
  follow: (url: string, init?: RequestInit) => Promise<{ response: Response; url: string }>;
  cookie: (origin: string, name: string) => Promise<string | undefined>;
};

export function browser(): Browser {
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, url);
    return response;
  };
  const follow = async (url: string, init: RequestInit = {}) => {
    let current = url;
    let response = await request(current, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).href;
      response = await request(current);
    }
    return { response, url: current };
  };
  return {
    jar,
    request,
    follow,
    cookie: async (origin, name) => (await jar.getCookies(origin)).find((cookie) => cookie.key === name)?.value,
  };
}

/** The sign-in form's action, read from the page the provider shows. */
export function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the page holds no sign-in form');
  return match[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * The code an authenticator shows for an account, of a time step the account has not used yet (a code is accepted
 * once): now's, or the next one, which the provider accepts too; when both are spent, the account's last step is
 * forgotten, as it would be by waiting.
 */
export async function unusedCode(database: Database, email: string, secret: string, now = Date.now()): Promise<string> {
  const [account] = await database.db
    .select({ lastStep: identityAccounts.totpLastStep })
    .from(identityAccounts)
    .where(eq(identityAccounts.email, email));
  const step = Math.floor(now / 30_000);
  const next = Math.max(step, (account?.lastStep ?? 0) + 1);
  if (next <= step + 1) return codeAt(secret, new Date(next * 30_000));
  // Both were used by earlier sign-ins of the test: forget them, as a minute later would.
  await database.db.update(identityAccounts).set({ totpLastStep: null }).where(eq(identityAccounts.email, email));
  return codeAt(secret, new Date(step * 30_000));
}

/** The hidden second-step field of a page, when the provider asks for a code. */
export function secondStepOf(html: string): string | undefined {
  return /<input type="hidden" name="step" value="([^"]+)">/.exec(html)?.[1];
}

export async function signInThroughProvider(
  user: Browser,
  origin: string,
  email: string,
  password: string,
  returnTo = '/',
  /** The code to give when the provider asks for one after the password. */
  code?: () => Promise<string>,
): Promise<{ response: Response; url: string; page?: string }> {
  const login = await user.follow(`${origin}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const page = await login.response.text();
  const action = formAction(page);
  const submitted = await user.follow(new URL(action, origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (!code || submitted.response.status !== 200) return submitted;
  const second = await submitted.response.text();
  const step = secondStepOf(second);
  if (!step) return { ...submitted, page: second };
  return user.follow(new URL(formAction(second), origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      step: step.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
      code: await code(),
    }).toString(),
  });
}
