import { request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { bodyLimits } from './app.ts';
import { startTestApi, type TestApi } from './testing/harness.ts';
import { databaseUrl } from './testing/postgres.ts';

const OWNER = 'owner@isla.example';

let api: TestApi;
let socketDir: string;
let socketPath: string;

beforeAll(async () => {
  api = await startTestApi();
  // A Unix socket rather than a port: the test needs a real connection (to send a body slowly), not a free port.
  socketDir = await mkdtemp(join(tmpdir(), 'cuadre-hygiene-'));
  socketPath = join(socketDir, 'api.sock');
  await api.app.listen({ path: socketPath });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await rm(socketDir, { recursive: true, force: true });
});

describe('a signed-out upload', () => {
  it('is answered 401 as soon as its headers arrive, before its 5 MiB body is sent, let alone read', async () => {
    const total = 5 * 1024 * 1024;
    const firstPart = 64 * 1024;
    const request = httpRequest({
      socketPath,
      method: 'POST',
      path: '/api/deductions/uploads',
      headers: { 'content-type': 'application/json', 'content-length': String(total), 'x-requested-by': 'cuadre' },
    });
    request.on('error', () => undefined);
    const answered = new Promise<IncomingMessage>((done) => request.once('response', done));
    request.write(`{"csv":"${'x'.repeat(firstPart)}`);
    // The rest of the body is never sent: only an answer that did not wait for it can arrive.
    const response = await Promise.race([
      answered,
      new Promise<never>((_, failed) => setTimeout(() => failed(new Error('no answer while the body was still unsent')), 10_000)),
    ]);
    let body = '';
    response.setEncoding('utf8');
    for await (const chunk of response) body += chunk as string;
    request.destroy();
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(body)).toMatchObject({ status: 401, detail: 'Sign in to use this call.' });
  });

  it('meets the same 401 for any signed-out write, the same answer the router gives', async () => {
    const response = await api.call(null, { method: 'POST', url: '/api/insurance/notes', payload: { note: 'x'.repeat(1024 * 1024) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: '/problems/unauthorized', title: 'Unauthorized', status: 401, detail: 'Sign in to use this call.', instance: expect.stringMatching(/^urn:request:/) as unknown });
  });
});

describe('body limits', () => {
  const over = (bytes: number) => ({ companyId: 'x', note: 'y'.repeat(bytes) });

  it('keep ordinary calls small: a body over 256 KiB answers 413 naming the limit', async () => {
    const response = await api.call(OWNER, { method: 'POST', url: '/api/insurance/notes', payload: over(bodyLimits.default) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((response.json() as { detail: string }).detail).toBe('The request body is larger than the limit of 256 KiB.');
  });

  it('leave uploads their 12 MiB, and operations with long lists their 2 MiB', async () => {
    const upload = await api.call(OWNER, { method: 'POST', url: '/api/insurance/uploads', payload: { companyId: 'x', filename: 'a.csv', contentType: 'text/csv', csv: 'z'.repeat(4 * 1024 * 1024) } });
    expect(upload.statusCode).toBe(400);
    const bulk = await api.call(OWNER, { method: 'PATCH', url: '/api/compensation/commission-batch/1', payload: { version: 1, notes: 'n'.repeat(1024 * 1024) } });
    expect(bulk.statusCode).not.toBe(413);
    const tooBig = await api.call(OWNER, { method: 'PATCH', url: '/api/compensation/commission-batch/1', payload: { version: 1, notes: 'n'.repeat(bodyLimits.bulk) } });
    expect(tooBig.statusCode).toBe(413);
    expect((tooBig.json() as { detail: string }).detail).toBe('The request body is larger than the limit of 2 MiB.');
  });
});

describe('API answers', () => {
  it.each([
    ['a read', OWNER, 'GET', '/api/auth/session', 200],
    ['a signed-out read (problem)', null, 'GET', '/api/auth/session', 401],
    ['a contract read refused (problem)', null, 'GET', '/api/tips/irsi-role-rules?companyId=x', 401],
    ['an unknown API path (problem)', OWNER, 'GET', '/api/no-such-thing', 404],
    ['a refused write (problem)', OWNER, 'POST', '/api/insurance/notes', 400],
    ['a write without the CSRF header (problem)', OWNER, 'DELETE', '/api/compensation/commission-batch/1', 403],
    ['the health check', null, 'GET', '/api/health', 200],
    ['the liveness check', null, 'GET', '/api/health/live', 200],
  ] as const)('are never cached: %s carries Cache-Control: no-store', async (_case, as, method, url, status) => {
    const response = await api.call(as, { method, url, ...(method === 'POST' ? { payload: {} } : {}), ...(method === 'DELETE' ? { headers: { 'x-requested-by': '' } } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

// Registered only where it can run: the PostgreSQL project (PGlite is one process, with no server to share).
if (inject('databaseTemplate').kind === 'postgres') describe('pooled PostgreSQL connections', () => {
  it('cancel a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, on every connection of the pool', async () => {
    const template = inject('databaseTemplate');
    if (template.kind !== 'postgres') return;
    const database = await openDatabase({ url: databaseUrl(template.url, template.template), poolSize: 3, statementTimeoutMs: 200 });
    try {
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(1)`)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      for (const outcome of outcomes) {
        const error = (outcome as PromiseRejectedResult).reason as Error & { cause?: Error };
        expect(error.cause?.message ?? error.message).toMatch(/statement timeout/);
      }
      const { rows } = await database.db.execute<{ timeout: string }>(sql`select current_setting('statement_timeout') as timeout`);
      expect(rows[0]!.timeout).toBe('200ms');
    } finally {
      await database.close();
    }
  });
});
