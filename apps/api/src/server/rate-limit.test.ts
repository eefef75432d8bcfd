import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.ts';
import { describeCompany } from '../handlers/companies/company.ts';
import { handlers } from '../handlers/index.ts';
import { createTestSession, registerIdentity } from '../identity/index.ts';
import { buildApp } from './app.ts';
import {
  createRateLimiter,
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimiter,
  type RateLimitRules,
  type RateLimitStore,
} from './rate-limit.ts';
import type { AnyHandler } from './router.ts';
import { testContract } from './testing/harness.ts';
import { adminClient, createTestDatabase, databaseUrl } from './testing/postgres.ts';

const template = inject('databaseTemplate');
const redisUrl = process.env.TEST_REDIS_URL;

const OWNER = 'owner@isla.example';
const EWA = 'ewa@isla.example';
const INSURANCE = 'insurance@isla.example';
const STAFF = 'staff@provider.example';

/**
 * One copy of the seeded database opened twice, as two servers would: on PostgreSQL two pools on one database; on
 * PGlite, which one process owns, the same handle for both.
 */
async function openShared(): Promise<{ databases: [Database, Database]; dispose: () => Promise<void> }> {
  if (template.kind === 'pglite') {
    const root = await mkdtemp(join(tmpdir(), 'cuadre-rate-'));
    await cp(template.dir, join(root, 'db'), { recursive: true });
    const database = await openDatabase({ dataDir: join(root, 'db') });
    return {
      databases: [database, database],
      dispose: async () => {
        await database.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  }
  const name = `${template.template.replace('cuadre_tpl_', 'cuadre_t_')}_rate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await adminClient(template.url);
  await createTestDatabase(admin, name, template.template);
  const url = databaseUrl(template.url, name);
  const databases: [Database, Database] = [
    await openDatabase({ url, poolSize: 2 }),
    await openDatabase({ url, poolSize: 2 }),
  ];
  return {
    databases,
    dispose: async () => {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A server as main.ts builds it (embedded identity provider included), with its own limiter on the given store. */
async function serverOn(database: Database, limiter: RateLimiter): Promise<FastifyInstance> {
  const app = await buildApp({
    ping: database.ping,
    api: {
      db: database.db,
      contract: testContract().contract,
      handlers: handlers as unknown as Record<string, AnyHandler>,
      rateLimiter: limiter,
      registerIdentity: (instance) =>
        registerIdentity(instance, {
          database,
          publicOrigin: 'http://localhost:3000',
          describeCompany,
          rateLimiter: limiter,
        }),
    },
  });
  await app.ready();
  return app;
}

const rules: RateLimitRules = {
  signInPerIp: { limit: 4, windowMs: 60_000 },
  signInPerAccount: { limit: 3, windowMs: 60_000 },
  uploadsPerIp: { limit: 100, windowMs: 60_000 },
  uploadsPerAccount: { limit: 3, windowMs: 60_000 },
  writesPerIp: { limit: 8, windowMs: 60_000 },
  writesPerAccount: { limit: 5, windowMs: 60_000 },
};

type StoreKind = { name: string; open: (database: Database) => Promise<RateLimitStore>; cleanup?: () => Promise<void> };

const redisPrefix = `${process.env.TEST_REDIS_PREFIX ?? 'cuadre-test:'}${randomUUID()}:`;
const storeKinds: StoreKind[] = [
  { name: 'the database', open: async (database) => databaseRateLimitStore(database.db) },
  ...(redisUrl
    ? [
        {
          name: 'Redis',
          open: () => redisRateLimitStore(redisUrl, { keyPrefix: redisPrefix }),
          cleanup: async () => {
            const client = new Redis(redisUrl);
            const keys = await client.keys(`${redisPrefix}*`);
            if (keys.length > 0) await client.del(...keys);
            await client.quit();
          },
        },
      ]
    : []),
];

describe.each(storeKinds)('rate limits counted in $name, shared by two servers', (kind) => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  let apps: [FastifyInstance, FastifyInstance];
  let limiters: RateLimiter[];
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    shared = await openShared();
    limiters = await Promise.all(
      shared.databases.map(async (database) => createRateLimiter({ rules, store: await kind.open(database) })),
    );
    apps = [await serverOn(shared.databases[0], limiters[0]!), await serverOn(shared.databases[1], limiters[1]!)];
    for (const email of [OWNER, EWA, INSURANCE, STAFF])
      cookies.set(email, await createTestSession(shared.databases[0], email));
  }, 120_000);

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const limiter of limiters ?? []) await limiter.close();
    await shared?.dispose();
    await kind.cleanup?.();
  });

  // Alternates between the two servers: the n-th request goes to server n mod 2.
  const call = (n: number, request: InjectOptions & { as?: string; ip?: string }) => {
    const { as, ip, ...options } = request;
    return apps[n % 2]!.inject({
      ...options,
      remoteAddress: ip ?? '198.51.100.7',
      headers: { 'x-requested-by': 'cuadre', ...(as ? { cookie: cookies.get(as)! } : {}), ...(options.headers ?? {}) },
    });
  };
  // A write the caller may make; its empty body is refused after it is counted, which is all the limit needs.
  const write = (n: number, as: string, ip?: string) =>
    call(n, { method: 'POST', url: '/api/insurance/notes', payload: {}, as, ...(ip ? { ip } : {}) });

  it('trip the per-account write limit at the same total, wherever the requests land, with Retry-After and a problem', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await write(n, OWNER, `203.0.113.${n}`)).statusCode);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await write(5, OWNER, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['cache-control']).toBe('no-store');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      type: '/problems/too-many-requests',
      title: 'Too Many Requests',
      status: 429,
      detail: expect.stringMatching(/^Too many changes by this account; try again in \d+ seconds?\.$/) as unknown,
      instance: expect.stringMatching(/^urn:request:/) as unknown,
    });
    // Reads are not limited, and another account still writes.
    expect((await call(6, { method: 'GET', url: '/api/auth/session', as: OWNER })).statusCode).toBe(200);
    expect((await write(7, INSURANCE, '203.0.113.50')).statusCode).not.toBe(429);
  });

  it('trip the per-address write limit across accounts', async () => {
    const ip = '192.0.2.44';
    const statuses: number[] = [];
    // Five writes of one account and four of another (its fifth: it wrote once above): each within its own limit.
    for (let n = 0; n < 9; n += 1) statuses.push((await write(n, n % 2 === 0 ? STAFF : INSURANCE, ip)).statusCode);
    expect(statuses.slice(0, 8).includes(429)).toBe(false);
    expect(statuses[8]).toBe(429);
  });

  it('limit uploads per account, as uploads', async () => {
    const upload = (n: number) =>
      call(n, { method: 'POST', url: '/api/deductions/uploads', payload: {}, as: EWA, ip: `198.18.0.${n}` });
    for (let n = 0; n < 3; n += 1) expect((await upload(n)).statusCode).not.toBe(429);
    const refused = await upload(3);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { detail: string }).detail).toMatch(/^Too many uploads by this account/);
  });

  it('limit sign-in starts per address', async () => {
    const ip = '198.51.100.200';
    for (let n = 0; n < 4; n += 1)
      expect((await call(n, { method: 'GET', url: '/api/auth/login', ip })).statusCode).toBe(302);
    const refused = await call(4, { method: 'GET', url: '/api/auth/login', ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await call(5, { method: 'GET', url: '/api/auth/login', ip: '198.51.100.201' })).statusCode).toBe(302);
  });

  it('limit the password form per e-mail typed, from any address, on the sign-in page itself', async () => {
    const submit = (n: number) =>
      call(n, {
        method: 'POST',
        url: '/oidc/interaction/not-a-sign-in/login',
        ip: `100.64.0.${n}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=Target%40isla.example&password=guess',
      });
    for (let n = 0; n < 3; n += 1) expect((await submit(n)).statusCode).toBe(400);
    const refused = await submit(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toContain('Too many sign-in attempts. Wait 1 minute and try again.');
  });
});

describe('a rate limiter whose store fails', () => {
  it('lets the request through and says so in the log', async () => {
    const warnings: string[] = [];
    const log = { warn: (_object: unknown, message: string) => warnings.push(message) } as unknown as Parameters<
      RateLimiter['take']
    >[0];
    const limiter = createRateLimiter({
      rules: { writesPerIp: { limit: 1, windowMs: 60_000 } },
      store: { count: () => Promise.reject(new Error('connection refused')), close: async () => {} },
    });
    expect(await limiter.take(log, [['writesPerIp', '192.0.2.1']])).toEqual({ limited: false });
    expect(warnings).toEqual(['rate limit: the counters could not be read; the request is let through']);
  });

  it('refuses to start on a Redis that does not answer, without naming its password', async () => {
    const failure = redisRateLimitStore('redis://:hunter2@127.0.0.1:1/0');
    await expect(failure).rejects.toThrow(/^Cannot connect to Redis at 127\.0\.0\.1:1/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });
});

describe('the database store', () => {
  let shared: Awaited<ReturnType<typeof openShared>>;
  beforeAll(async () => {
    shared = await openShared();
  }, 120_000);
  afterAll(() => shared?.dispose());

  it('counts requests made at the same moment exactly, and starts a new window when one ends', async () => {
    const store = databaseRateLimitStore(shared.databases[0].db);
    const key = `test:${randomUUID()}`;
    const counts = (await Promise.all(Array.from({ length: 20 }, () => store.count([{ key, windowMs: 1_000 }])))).map(
      (answer) => answer[0]!,
    );
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (const count of counts) expect(count.resetsInMs).toBeLessThanOrEqual(1_000);
    await new Promise((done) => setTimeout(done, 1_100));
    expect((await store.count([{ key, windowMs: 1_000 }]))[0]!.hits).toBe(1);
    await store.close();
  });

  it('never says a window lasts longer than itself, even one opened after the request began', async () => {
    // A request that waited for another's lock on its key is counted in the window that one opened a moment later
    // than its own statement began: as seen from the waiting request, the window ends more than a window away.
    const { db } = shared.databases[0];
    const store = databaseRateLimitStore(db);
    const key = `test:${randomUUID()}`;
    await db.execute(
      sql`insert into rate_limit_counters (key, hits, resets_at) values (${key}, 3, now() + interval '1.5 seconds')`,
    );
    const [count] = await store.count([{ key, windowMs: 1_000 }]);
    expect(count!.hits).toBe(4);
    expect(count!.resetsInMs).toBe(1_000);
    await store.close();
  });
});
