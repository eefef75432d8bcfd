import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createConnection } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { bodyLimits, requestHeadLimits } from './app.ts';
import { securityHeaders } from './security-headers.ts';
import { startTestApi, testContract, type TestApi } from './testing/harness.ts';

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
      new Promise<never>((_, failed) =>
        setTimeout(() => failed(new Error('no answer while the body was still unsent')), 10_000),
      ),
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
    const response = await api.call(null, {
      method: 'POST',
      url: '/api/insurance/notes',
      payload: { note: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      type: '/problems/unauthorized',
      title: 'Unauthorized',
      status: 401,
      detail: 'Sign in to use this call.',
      instance: expect.stringMatching(/^urn:request:/) as unknown,
    });
  });
});

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes as they are (no client library checks or encodes them) and reads the answer until the server closes. */
function sendRaw(head: string): Promise<RawAnswer> {
  return new Promise((done, failed) => {
    const socket = createConnection({ path: socketPath });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // The server may close while the request is still being written: what it answered is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : failed(error),
    );
    socket.on('close', () => {
      const [top = '', body = ''] = received.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      done({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(head);
  });
}

const request = (target: string, headers: string[] = []) =>
  [`GET ${target} HTTP/1.1`, 'host: localhost', 'connection: close', ...headers, '', ''].join('\r\n');

function expectOurProblem(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  for (const [name, value] of Object.entries(securityHeaders())) expect(answer.headers[name], name).toBe(value);
  const body = JSON.parse(answer.body) as unknown;
  expect(testContract().validators.schema('Problem')(body)).toBe(true);
  expect(body).toMatchObject({ status });
}

describe('requests too long or malformed, over a real connection', () => {
  it('a URL past 16 KiB answers 414 as problem+json with the security headers', async () => {
    expectOurProblem(
      await sendRaw(request(`/api/tips/irsi-role-rules?workerGroupCode=${'a'.repeat(requestHeadLimits.url)}`)),
      414,
    );
  });

  it('headers past 16 KiB answer 431 as problem+json with the security headers', async () => {
    const headers = Array.from({ length: 40 }, (_, index) => `x-filler-${index}: ${'v'.repeat(500)}`);
    expectOurProblem(await sendRaw(request('/api/tips/irsi-role-rules?workerGroupCode=103', headers)), 431);
  });

  it("a request line and headers past what Node reads (40 KiB) answer 431 in the same form, not Node's own JSON", async () => {
    expectOurProblem(
      await sendRaw(request(`/api/tips/irsi-role-rules?workerGroupCode=${'a'.repeat(requestHeadLimits.node)}`)),
      431,
    );
  });

  it.each(['%E0%A4%A', '%', '%zz'])(
    'a path badly percent-encoded (%s) answers 400 with the security headers',
    async (segment) => {
      expectOurProblem(await sendRaw(request(`/api/workers/${segment}`)), 400);
    },
  );

  it('bytes that are not HTTP answer 400 as problem+json with the security headers', async () => {
    expectOurProblem(await sendRaw('NOT HTTP AT ALL\r\n\r\n'), 400);
  });
});

describe('media types', () => {
  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'a %s body answers 415, naming the media type',
    async (type) => {
      const response = await api.call(OWNER, {
        method: 'POST',
        url: '/api/insurance/notes',
        headers: { 'content-type': type },
        payload: 'note=hello',
      });
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((response.json() as { detail: string }).detail).toBe(
        `The media type ${type} is not accepted here; send application/json.`,
      );
    },
  );
});

describe('body limits', () => {
  const over = (bytes: number) => ({ companyId: 'x', note: 'y'.repeat(bytes) });

  it('keep ordinary calls small: a body over 256 KiB answers 413 naming the limit', async () => {
    const response = await api.call(OWNER, {
      method: 'POST',
      url: '/api/insurance/notes',
      payload: over(bodyLimits.default),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((response.json() as { detail: string }).detail).toBe(
      'The request body is larger than the limit of 256 KiB.',
    );
  });

  it('leave uploads their 12 MiB, and operations with long lists their 2 MiB', async () => {
    const upload = await api.call(OWNER, {
      method: 'POST',
      url: '/api/insurance/uploads',
      payload: { companyId: 'x', filename: 'a.csv', contentType: 'text/csv', csv: 'z'.repeat(4 * 1024 * 1024) },
    });
    expect(upload.statusCode).toBe(400);
    const bulk = await api.call(OWNER, {
      method: 'PATCH',
      url: '/api/compensation/commission-batch/1',
      payload: { version: 1, notes: 'n'.repeat(1024 * 1024) },
    });
    expect(bulk.statusCode).not.toBe(413);
    const tooBig = await api.call(OWNER, {
      method: 'PATCH',
      url: '/api/compensation/commission-batch/1',
      payload: { version: 1, notes: 'n'.repeat(bodyLimits.bulk) },
    });
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
    const response = await api.call(as, {
      method,
      url,
      ...(method === 'POST' ? { payload: {} } : {}),
      ...(method === 'DELETE' ? { headers: { 'x-requested-by': '' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

// Registered only where it can run: the PostgreSQL project (PGlite is one process, with no server to share).
if (inject('databaseTemplate').kind === 'postgres')
  describe('pooled PostgreSQL connections', () => {
    it('cancel a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, on every connection of the pool', async () => {
      const template = inject('databaseTemplate');
      if (template.kind !== 'postgres') return;
      // The server's own database, never the template: a connection to the template fails every copy made meanwhile.
      const database = await openDatabase({
        url: template.url,
        poolSize: 3,
        statementTimeoutMs: 200,
      });
      try {
        const outcomes = await Promise.allSettled([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(1)`)));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
        for (const outcome of outcomes) {
          const error = (outcome as PromiseRejectedResult).reason as Error & { cause?: Error };
          expect(error.cause?.message ?? error.message).toMatch(/statement timeout/);
        }
        const { rows } = await database.db.execute<{ timeout: string }>(
          sql`select current_setting('statement_timeout') as timeout`,
        );
        expect(rows[0]!.timeout).toBe('200ms');
      } finally {
        await database.close();
      }
    });
  });
