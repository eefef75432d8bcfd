import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers/index.ts';
import { auditEvents } from '../db/schema/index.ts';
import { loadFixtures, type Fixtures } from './testing/fixtures.ts';
import { startTestApi, testContract, type TestApi } from './testing/harness.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createResponseCache, setRequestState, type ResponseCache } from './response-cache.ts';
import { freshDataState, type DataState } from '../db/snapshots.ts';
import type { RequestAuth } from './authorization.ts';
import { quietly } from './testing/quietly.ts';
import { isCacheable, type AnyHandler, type HandlerContext, type HandlerResult } from './router.ts';

const EWA = 'ewa@isla.example';
const OWNER = 'owner@isla.example';

// Each handler below counts its runs, so a test can tell an answer from the cache from a computed one.
const runs = new Map<string, number>();
const counted = (operationId: string, handler: AnyHandler): AnyHandler =>
  (async (context) => {
    runs.set(operationId, (runs.get(operationId) ?? 0) + 1);
    return handler(context);
  }) as AnyHandler;
const all = handlers as unknown as Record<string, AnyHandler>;

// A read that writes, as a read that raises a due notice does.
const writingRead = (async (context: HandlerContext) => {
  const { db, auth } = context;
  await db.insert(auditEvents).values({
    actorUserId: auth.user.id,
    actorEmail: auth.user.email,
    companyId: null,
    entity: 'test',
    entityId: 'read',
    action: 'read',
    correlationId: 'test',
  });
  return (all.listBrands as unknown as (c: HandlerContext) => Promise<HandlerResult>)(context);
}) as AnyHandler;

let api: TestApi;
let f: Fixtures;
beforeAll(async () => {
  api = await startTestApi({
    handlers: {
      ...all,
      listInvoices: counted('listInvoices', all.listInvoices!),
      getInsuranceTable: counted('getInsuranceTable', all.getInsuranceTable!),
      listBrands: counted('listBrands', writingRead),
    },
  });
  f = await loadFixtures(api.db);
});
afterAll(() => api.close());

const invoicesUrl = () => `/api/employer-dashboard/invoices?companyId=${f.isla}&limit=5`;
const invoices = (email = EWA, headers: Record<string, string> = {}) =>
  api.call(email, { method: 'GET', url: invoicesUrl(), headers });
const ranFor = (operationId: string) => runs.get(operationId) ?? 0;

describe('the response cache', () => {
  it('answers a repeated read from the cache, byte for byte, while nothing in the database changes', async () => {
    await invoices();
    const { first, second, ranForSecond } = await quietly(api.db, async () => {
      const first = await invoices();
      const before = ranFor('listInvoices');
      const second = await invoices();
      return { first, second, ranForSecond: ranFor('listInvoices') - before };
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(ranForSecond).toBe(0);
  });

  it('runs the handler once for requests that miss together: the others wait for its answer and send it', async () => {
    await invoices();
    let attempt = 0;
    const { answers, ran } = await quietly(api.db, async () => {
      // A page size no earlier attempt asked for: an answer nobody has computed yet.
      const url = `/api/employer-dashboard/invoices?companyId=${f.isla}&limit=${(attempt += 1) + 5}`;
      const before = ranFor('listInvoices');
      const answers = await Promise.all(Array.from({ length: 20 }, () => api.call(EWA, { method: 'GET', url })));
      return { answers, ran: ranFor('listInvoices') - before };
    });
    expect(ran).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('computes the answer again after any write, even one made outside the API', async () => {
    const first = (await invoices()).json() as { items: { id: string; code: string }[] };
    const invoice = first.items[0]!;
    await api.db.execute(sql`update invoices set code = ${`${invoice.code}-changed`} where id = ${invoice.id}`);
    const before = ranFor('listInvoices');
    const after = (await invoices()).json() as { items: { id: string; code: string }[] };
    expect(ranFor('listInvoices') - before).toBe(1);
    expect(after.items.find((item) => item.id === invoice.id)?.code).toBe(`${invoice.code}-changed`);
  });

  it('never hands one caller the answer computed for another, nor one language the answer of another', async () => {
    await invoices();
    const before = ranFor('listInvoices');
    expect((await invoices(OWNER)).statusCode).toBe(200);
    expect(ranFor('listInvoices') - before).toBe(1);
    expect((await invoices(EWA, { 'accept-language': 'es' })).statusCode).toBe(200);
    expect(ranFor('listInvoices') - before).toBe(2);
  });

  it('still refuses a company outside the caller’s scope, and a bad request, before looking in the cache', async () => {
    await invoices();
    const otherCompany = await api.call(EWA, {
      method: 'GET',
      url: `/api/employer-dashboard/invoices?companyId=${f.costa}&limit=5`,
    });
    expect(otherCompany.statusCode).toBe(404);
    const badInput = await api.call(EWA, {
      method: 'GET',
      url: `/api/employer-dashboard/invoices?companyId=${f.isla}&limit=0`,
    });
    expect(badInput.statusCode).toBe(400);
    const signedOut = await api.call(null, { method: 'GET', url: invoicesUrl() });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keys a read sent as POST by its body', async () => {
    const table = (page: number) =>
      api.call('insurance@isla.example', {
        method: 'POST',
        url: '/api/insurance/get-table',
        payload: { companyId: f.isla, page, limit: 5 },
      });
    await table(1);
    const { first, again, second, ranForAgain } = await quietly(api.db, async () => {
      const first = await table(1);
      const before = ranFor('getInsuranceTable');
      const again = await table(1);
      const ranForAgain = ranFor('getInsuranceTable') - before;
      return { first, again, second: await table(2), ranForAgain };
    });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(ranForAgain).toBe(0);
    // Another body, another answer: the second page is not the first page's answer.
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toBe(first.body);
  });

  it('checks a read sent as POST for its cross-site header even when its answer is kept', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/insurance/get-table',
      payload: { companyId: f.isla, page: 1, limit: 5 },
    };
    expect((await api.call('insurance@isla.example', request)).statusCode).toBe(200);
    const before = ranFor('getInsuranceTable');
    const withoutHeader = await api.call('insurance@isla.example', { ...request, headers: { 'x-requested-by': '' } });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.body).not.toContain('"items"');
    expect(ranFor('getInsuranceTable') - before).toBe(0);
  });

  it('never answers a read that wrote from the cache: it runs, and writes, every time', async () => {
    const before = ranFor('listBrands');
    const count = async () =>
      (await api.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events where entity = 'test'`))
        .rows[0]!.n;
    const written = await count();
    for (let call = 0; call < 3; call += 1) {
      expect(
        (
          await api.call('approver@costa.example', {
            method: 'GET',
            url: `/api/compensation/brands?companyId=${f.costa}&email=approver@costa.example`,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(ranFor('listBrands') - before).toBe(3);
    expect((await count()) - written).toBe(3);
  });

  it('sends the cached answer in the encoding the caller accepts, the same JSON in each', async () => {
    const plain = await invoices(EWA, { 'accept-encoding': 'identity' });
    const gzip = await invoices(EWA, { 'accept-encoding': 'gzip' });
    const brotli = await invoices(EWA, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });

  it('holds reads only: no operation that changes data is ever looked up', () => {
    const operations = testContract().contract.operations;
    const cacheable = operations.filter(isCacheable).map((operation) => operation.operationId);
    expect(cacheable).toEqual(
      expect.arrayContaining([
        'listUsers2',
        'listTipHistory',
        'getInsuranceTable',
        'listCommissionBatches',
        'listInvoices',
      ]),
    );
    for (const operation of operations.filter((candidate) => candidate.method !== 'get')) {
      expect(isCacheable(operation), operation.operationId).toBe(
        ['getCompanyInfo', 'getInsuranceTable', 'getInsuranceTableSummary'].includes(operation.operationId),
      );
      if (isCacheable(operation)) expect(operation.idempotent, operation.operationId).toBe(false);
    }
  });
});

// The smallest request and reply the cache touches. Like Fastify's, the reply is a thenable that settles once sent.
const exchange = (state: DataState) => {
  const request = { url: '/api/example', headers: {} } as unknown as FastifyRequest;
  setRequestState(request, state);
  const sent: unknown[] = [];
  const reply = {
    code: () => reply,
    type: () => reply,
    header: () => reply,
    send: (payload: unknown) => (sent.push(payload), reply),
    then: (fulfilled: () => void) => fulfilled(),
  } as unknown as FastifyReply;
  return { request, reply, sent };
};
// A company's user: the answers depend on the versions of its company and of `global`.
const auth = () => ({ sessionId: 'session', companyIds: [f.isla], user: { id: 'user' } }) as unknown as RequestAuth;
const companyScopes = () => ['global', f.isla];
const keyOf = (cache: ResponseCache, request: FastifyRequest) =>
  cache.keyOf(request, { operationId: 'example', body: null, auth: auth(), today: '2026-11-24' })!;

describe('the key of an answer', () => {
  it('differs whenever a part a handler can see differs, and only then', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const state = await freshDataState(api.db, companyScopes());
    const keyWith = (change: {
      url?: string;
      language?: string;
      operationId?: string;
      body?: unknown;
      today?: string;
    }) => {
      const { request } = exchange(state);
      Object.assign(request, {
        url: change.url ?? '/api/example',
        headers: change.language === undefined ? {} : { 'accept-language': change.language },
      });
      return cache.keyOf(request, {
        operationId: change.operationId ?? 'example',
        body: change.body ?? null,
        auth: auth(),
        today: change.today ?? '2026-11-24',
      });
    };
    const keys = [
      keyWith({}),
      keyWith({ url: '/api/example?page=2' }),
      keyWith({ language: 'es' }),
      keyWith({ operationId: 'other' }),
      keyWith({ body: { page: 2 } }),
      keyWith({ today: '2026-11-25' }),
      // A part that ends like the next one begins still makes another key.
      keyWith({ url: '/api/example', language: 'example' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyWith({})).toBe(keys[0]);
  });
});

describe('keeping an answer', () => {
  it('keeps the answer when no transaction finished while it was computed', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const { request, reply, kept, sent } = await quietly(api.db, async () => {
      const { request, reply, sent } = exchange(await freshDataState(api.db, companyScopes()));
      return { request, reply, sent, kept: await cache.keep(request, reply, keyOf(cache, request), { total: 1 }) };
    });
    expect(kept).toBe(true);
    expect(sent).toHaveLength(1);
    expect(cache.send(request, reply, keyOf(cache, request))).toBe(reply);
  });

  it('refuses it when a write committed in the meantime: two reads of one snapshot, one of which wrote, never share an answer', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const { request, reply, sent } = exchange(await freshDataState(api.db, companyScopes()));
    await api.db.insert(auditEvents).values({
      actorEmail: 'test@isla.example',
      companyId: null,
      entity: 'test',
      entityId: 'meantime',
      action: 'write',
      correlationId: 'test',
    });
    expect(await cache.keep(request, reply, keyOf(cache, request), { total: 1 })).toBe(false);
    expect(sent).toHaveLength(0);
    expect(cache.send(request, reply, keyOf(cache, request))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('one answer per read', () => {
  it('replaces the answer of an older version with the newer one, and leaves other reads alone', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const keepAt = (url: string) =>
      quietly(api.db, async () => {
        const { request, reply } = exchange(await freshDataState(api.db, companyScopes()));
        Object.assign(request, { url });
        const key = keyOf(cache, request);
        return { key, request, reply, kept: await cache.keep(request, reply, key, { total: 1 }) };
      });
    const other = await keepAt('/api/other');
    const older = await keepAt('/api/example');
    await api.db.insert(auditEvents).values({
      actorEmail: 'test@isla.example',
      companyId: null,
      entity: 'test',
      entityId: 'newer-version',
      action: 'write',
      correlationId: 'test',
    });
    const newer = await keepAt('/api/example');
    expect([other.kept, older.kept, newer.kept]).toEqual([true, true, true]);
    expect(newer.key).not.toBe(older.key);
    expect(cache.send(older.request, older.reply, older.key)).toBeUndefined();
    expect(cache.send(newer.request, newer.reply, newer.key)).toBe(newer.reply);
    // The other read's answer, of the older version, stays until a request for it is answered again.
    expect(cache.send(other.request, other.reply, other.key)).toBe(other.reply);
    expect(cache.size).toBe(2);
  });
});

describe('waiting for an answer being computed', () => {
  // The first request misses and computes the answer; the second misses while it does.
  const twoRequests = async (cache: ResponseCache) => {
    const state = await freshDataState(api.db, companyScopes());
    const first = exchange(state);
    const second = exchange(state);
    const key = keyOf(cache, first.request);
    expect(await cache.wait(first.request, first.reply, key)).toBe(false);
    const waiting = cache.wait(second.request, second.reply, key);
    const finish = async () => {
      const kept = await cache.keep(first.request, first.reply, key, { total: 1 });
      cache.done(first.request, key);
      return kept;
    };
    return { second, waiting, finish };
  };

  it('sends a request that missed the answer the running request kept', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const { second, waited } = await quietly(api.db, async () => {
      const { second, waiting, finish } = await twoRequests(cache);
      await finish();
      return { second, waited: await waiting };
    });
    expect(waited).toBe(true);
    expect(second.sent).toEqual([Buffer.from('{"total":1}')]);
  });

  it('sends it nothing when the running request kept nothing, so that it computes the answer itself', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const { second, waiting, finish } = await twoRequests(cache);
    await api.db.insert(auditEvents).values({
      actorEmail: 'test@isla.example',
      companyId: null,
      entity: 'test',
      entityId: 'meantime',
      action: 'write',
      correlationId: 'test',
    });
    expect(await finish()).toBe(false);
    expect(await waiting).toBe(false);
    expect(second.sent).toHaveLength(0);
  });

  it('answers at once, with nothing, when no request is computing the answer', async () => {
    const cache = createResponseCache(api.db, { maxBytes: 1 << 20 });
    const { request, reply, sent } = exchange(await freshDataState(api.db, companyScopes()));
    expect(await cache.wait(request, reply, keyOf(cache, request))).toBe(false);
    expect(sent).toHaveLength(0);
  });
});

describe('with the response cache turned off', () => {
  let uncached: TestApi;
  beforeAll(async () => {
    uncached = await startTestApi({
      handlers: { ...all, listInvoices: counted('uncached', all.listInvoices!) },
      responseCacheBytes: 0,
    });
  });
  afterAll(() => uncached.close());

  it('runs the handler for every request', async () => {
    const url = `/api/employer-dashboard/invoices?companyId=${f.isla}&limit=5`;
    await uncached.call(EWA, { method: 'GET', url });
    await uncached.call(EWA, { method: 'GET', url });
    expect(ranFor('uncached')).toBe(2);
  });
});
