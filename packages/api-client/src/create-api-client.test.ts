import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ApiProblem, NETWORK_PROBLEM_TYPE } from './api-problem.ts';
import { createApiClient, type ApiClientOptions } from './create-api-client.ts';
import { type ApiFailure, NOT_AUTHORIZED_ALERT } from './middleware.ts';
import { clearApiCache, queryKeys } from './query-keys.ts';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (request: Received, response: ServerResponse) => void;

const received: Received[] = [];
const routes = new Map<string, Handler>();
let server: Server;
let origin: string;

function route(method: string, path: string, handler: Handler): void {
  routes.set(`${method} ${path}`, handler);
}

function json(response: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  response.writeHead(status, { 'Content-Type': contentType });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(entry);
      const handler = routes.get(`${entry.method} ${entry.url.split('?')[0]}`);
      if (handler) handler(entry, response);
      else
        json(
          response,
          404,
          { type: '/problems/not-found', title: 'Not found', status: 404 },
          'application/problem+json',
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

type Recorder = { signOuts: (string | undefined)[]; errors: ApiFailure[]; logged: ApiFailure[] };
let recorder: Recorder;

beforeEach(() => {
  received.length = 0;
  routes.clear();
  recorder = { signOuts: [], errors: [], logged: [] };
});

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: `${origin}/api`,
    onSignOut: (alert) => recorder.signOuts.push(alert),
    onError: (failure) => recorder.errors.push(failure),
    log: (failure) => recorder.logged.push(failure),
    ...overrides,
  });
}

const idempotencyKey = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('requests', () => {
  test('calls go under the base URL with deepObject filters and repeated array values', async () => {
    route('GET', '/api/users2', (_request, response) =>
      json(response, 200, { items: [], page: 1, limit: 50, total: 0 }),
    );
    const { client } = makeClient();

    const { data } = await client.GET('/users2', {
      params: {
        query: { companyId: { eq: 'isla' }, workerStatus: { eq: 'Active' }, _select: ['payRate', 'tipsEnabled'] },
      },
    });

    expect(data).toEqual({ items: [], page: 1, limit: 50, total: 0 });
    const query = new URLSearchParams(received[0]?.url.split('?')[1]);
    expect(query.get('companyId[eq]')).toBe('isla');
    expect(query.get('workerStatus[eq]')).toBe('Active');
    expect(query.getAll('_select')).toEqual(['payRate', 'tipsEnabled']);
  });

  test('state-changing requests carry the CSRF header and reads do not', async () => {
    route('GET', '/api/auth/session', (_request, response) =>
      json(
        response,
        401,
        { type: '/problems/not-authenticated', title: 'Sign in', status: 401 },
        'application/problem+json',
      ),
    );
    route('POST', '/api/compensation/commission-batch/b1/approve', (_request, response) =>
      json(response, 200, { id: 'b1' }),
    );
    route('DELETE', '/api/compensation/commission-batch/b1', (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const { client } = makeClient();

    await client.GET('/auth/session');
    const approval = await client.POST('/compensation/commission-batch/{id}/approve', {
      params: { path: { id: 'b1' }, header: { 'Idempotency-Key': idempotencyKey } },
    });
    const deletion = await client.DELETE('/compensation/commission-batch/{id}', {
      params: { path: { id: 'b1' }, header: { 'Idempotency-Key': idempotencyKey } },
    });

    expect(received.map((request) => request.headers['x-requested-by'])).toEqual([undefined, 'cuadre', 'cuadre']);
    expect(received[1]?.headers['idempotency-key']).toBe(idempotencyKey);
    expect(approval.error).toBeUndefined();
    expect(deletion.error).toBeUndefined();
    expect(deletion.response.status).toBe(204);
  });

  test('requests are sent with same-origin credentials so the session cookie travels', async () => {
    route('GET', '/api/auth/session', (_request, response) =>
      json(
        response,
        401,
        { type: '/problems/not-authenticated', title: 'Sign in', status: 401 },
        'application/problem+json',
      ),
    );
    const seen: RequestCredentials[] = [];
    const { client } = makeClient({
      fetch: (request) => {
        seen.push(request.credentials);
        return fetch(request);
      },
    });

    await client.GET('/auth/session');

    expect(seen).toEqual(['same-origin']);
  });

  test('a JSON body reaches the server as sent', async () => {
    route('POST', '/api/tips/get-workers-hours', (_request, response) => json(response, 200, { rows: [] }));
    const { client } = makeClient();

    await client.POST('/tips/get-workers-hours', {
      body: { companyId: 'isla', date: '11/22/2026', workersIds: ['w1', 'w2'] },
    });

    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      companyId: 'isla',
      date: '11/22/2026',
      workersIds: ['w1', 'w2'],
    });
  });
});

describe('error policy', () => {
  const validationProblem = {
    type: '/problems/validation',
    title: 'The file has errors',
    status: 422,
    detail: '2 rows have errors.',
    instance: '/requests/r-1',
    errors: [
      { pointer: '/body/csv/rows/3/amount', message: 'Amount must be dollars with cents.' },
      { pointer: '/body/csv/rows/7/payrollFileNumber', message: 'No worker has this payroll file number.' },
    ],
  };

  test('a problem answer becomes an ApiProblem with every field error, logged and reported', async () => {
    route('POST', '/api/deductions/uploads', (_request, response) =>
      json(response, 422, validationProblem, 'application/problem+json'),
    );
    const { client } = makeClient();

    const { data, error } = await client.POST('/deductions/uploads', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        companyId: 'isla',
        workerGroupCode: '103',
        periodId: 'p1',
        filename: 'deductions.csv',
        contentType: 'text/csv',
        csv: 'a,b\n',
      },
    });

    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({
      status: 422,
      title: 'The file has errors',
      detail: '2 rows have errors.',
      instance: '/requests/r-1',
    });
    expect((error as ApiProblem).errorAt('/body/csv/rows/3/amount')).toBe('Amount must be dollars with cents.');
    expect(recorder.errors).toHaveLength(1);
    expect(recorder.errors[0]).toMatchObject({ method: 'POST', schemaPath: '/deductions/uploads' });
    expect(recorder.errors[0]?.problem).toBe(error);
    expect(recorder.logged).toHaveLength(1);
    expect(recorder.signOuts).toEqual([]);
  });

  test('a company-info failure signs the user out with the not-authorized alert', async () => {
    route('POST', '/api/employer-dashboard/company-info', (_request, response) =>
      json(response, 404, { type: '/problems/not-found', title: 'Not found', status: 404 }, 'application/problem+json'),
    );
    const { client } = makeClient();

    const { data, error } = await client.POST('/employer-dashboard/company-info', {
      body: { email: 'owner@isla.example', companyId: 'other' },
    });

    expect(data).toBeUndefined();
    expect(error?.status).toBe(404);
    expect(recorder.signOuts).toEqual([NOT_AUTHORIZED_ALERT]);
    expect(NOT_AUTHORIZED_ALERT).toBe('You are not authorized to access this page.');
    expect(recorder.errors).toEqual([]);
  });

  test('a company-info call that cannot reach the server also signs the user out', async () => {
    const { client } = makeClient({ baseUrl: 'http://127.0.0.1:9/api' });

    await client.POST('/employer-dashboard/company-info', { body: { email: 'owner@isla.example', companyId: 'isla' } });

    expect(recorder.signOuts).toEqual([NOT_AUTHORIZED_ALERT]);
  });

  test('a company-info call the browser cuts short because the page is being left signs nobody out', async () => {
    // A reload or another address opened while company-info loads: the browser fails the request as it would a lost
    // network. The page is going away; its user asked for nothing of the kind.
    const { client } = makeClient({ baseUrl: 'http://127.0.0.1:9/api', isLeaving: () => true });

    await expect(
      client.POST('/employer-dashboard/company-info', { body: { email: 'owner@isla.example', companyId: 'isla' } }),
    ).rejects.toThrow();

    expect(recorder).toEqual({ signOuts: [], errors: [], logged: [] });
  });

  test('an expired session signs out without an alert', async () => {
    route('GET', '/api/deductions', (_request, response) =>
      json(
        response,
        401,
        { type: '/problems/not-authenticated', title: 'Sign in again', status: 401 },
        'application/problem+json',
      ),
    );
    const { client } = makeClient();

    await client.GET('/deductions', { params: { query: { companyId: 'isla' } } });

    expect(recorder.signOuts).toEqual([undefined]);
    expect(recorder.errors).toEqual([]);
  });

  test('a signed-out visitor asking for the session is neither signed out nor toasted', async () => {
    route('GET', '/api/auth/session', (_request, response) =>
      json(
        response,
        401,
        { type: '/problems/not-authenticated', title: 'Sign in', status: 401 },
        'application/problem+json',
      ),
    );
    const { client } = makeClient();

    const { error } = await client.GET('/auth/session');

    expect(error?.status).toBe(401);
    expect(recorder).toEqual({ signOuts: [], errors: [], logged: [] });
  });

  test('an answer that is not problem+json still yields an ApiProblem for its status', async () => {
    route('GET', '/api/periods/to-upload', (_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    const { client } = makeClient();

    const { data, error } = await client.GET('/periods/to-upload', { params: { query: { companyId: 'isla' } } });

    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({ status: 502, title: 'Bad Gateway', type: 'about:blank', errors: [] });
    expect(recorder.errors).toHaveLength(1);
  });

  test('a rate limit keeps how long the server asked to wait, and the client may reword it before anyone sees it', async () => {
    route('POST', '/api/insurance/notes', (_request, response) => {
      response.writeHead(429, { 'Content-Type': 'application/problem+json', 'Retry-After': '42' });
      response.end(
        JSON.stringify({
          type: '/problems/too-many-requests',
          title: 'Too Many Requests',
          status: 429,
          detail: 'Too many writes from this account: 300 a minute.',
        }),
      );
    });
    const body = { workerId: '5f0e2c3a-1b2c-4d5e-8f90-123456789abc', message: 'Nota' };

    const plain = await makeClient().client.POST('/insurance/notes', { body });
    expect(plain.error).toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      title: 'Too Many Requests',
      detail: 'Too many writes from this account: 300 a minute.',
    });

    const reworded = await makeClient({
      presentProblem: (problem) =>
        problem.withText({ title: 'Slow down', detail: `Wait ${problem.retryAfterSeconds} s.` }),
    }).client.POST('/insurance/notes', { body });
    expect(reworded.error).toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      title: 'Slow down',
      detail: 'Wait 42 s.',
      type: '/problems/too-many-requests',
    });
    // The policy hears the reworded problem too: what is logged or reported is what a screen shows.
    expect(recorder.errors.at(-1)?.problem.detail).toBe('Wait 42 s.');
  });

  test('an unreachable server yields a network problem instead of a rejection', async () => {
    const { client } = makeClient({ baseUrl: 'http://127.0.0.1:9/api' });

    const { data, error } = await client.GET('/periods/to-upload', { params: { query: { companyId: 'isla' } } });

    expect(data).toBeUndefined();
    expect(error).toMatchObject({ type: NETWORK_PROBLEM_TYPE, status: 503 });
    expect(recorder.errors).toHaveLength(1);
    expect(recorder.logged).toHaveLength(1);
  });

  test('a request the caller aborts rejects without a toast', async () => {
    route('GET', '/api/periods/to-upload', () => {
      // never answers: the caller aborts first
    });
    const { client } = makeClient();
    const controller = new AbortController();

    const call = client.GET('/periods/to-upload', {
      params: { query: { companyId: 'isla' } },
      signal: controller.signal,
    });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(recorder).toEqual({ signOuts: [], errors: [], logged: [] });
  });
});

describe('query helpers', () => {
  test('a query resolves to the answer and a failed query to its ApiProblem, without crashing', async () => {
    route('GET', '/api/periods/to-upload', (_request, response) => json(response, 200, { periods: [] }));
    route('GET', '/api/deductions/payroll-status', (_request, response) =>
      json(
        response,
        403,
        { type: '/problems/forbidden', title: 'Not allowed', status: 403 },
        'application/problem+json',
      ),
    );
    const { query } = makeClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const periods = await queryClient.fetchQuery(
      query.queryOptions('get', '/periods/to-upload', { params: { query: { companyId: 'isla' } } }),
    );
    const status = queryClient.fetchQuery(
      query.queryOptions('get', '/deductions/payroll-status', {
        params: { query: { companyId: 'isla', workerGroupCode: '103' } },
      }),
    );

    expect(periods).toEqual({ periods: [] });
    await expect(status).rejects.toBeInstanceOf(ApiProblem);
    expect(recorder.errors.map((failure) => failure.problem.status)).toEqual([403]);
  });

  test('sign-out clears every API query and keeps other cached state', async () => {
    route('GET', '/api/periods/to-upload', (_request, response) => json(response, 200, { periods: [] }));
    const { query } = makeClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      query.queryOptions('get', '/periods/to-upload', { params: { query: { companyId: 'isla' } } }),
    );
    queryClient.setQueryData(['selected-dashboard'], 'tips');

    clearApiCache(queryClient);

    expect(queryClient.getQueryCache().findAll(queryKeys.all)).toEqual([]);
    expect(queryClient.getQueryData(['selected-dashboard'])).toBe('tips');
  });

  test('a path key matches every query of that path for invalidation', async () => {
    route('GET', '/api/periods/to-upload', (_request, response) => json(response, 200, { periods: [] }));
    const { query } = makeClient();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      query.queryOptions('get', '/periods/to-upload', { params: { query: { companyId: 'isla' } } }),
    );
    await queryClient.fetchQuery(
      query.queryOptions('get', '/periods/to-upload', { params: { query: { companyId: 'costa' } } }),
    );

    await queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/periods/to-upload'), refetchType: 'none' });

    const states = queryClient.getQueryCache().findAll({ queryKey: queryKeys.path('get', '/periods/to-upload') });
    expect(states.map((entry) => entry.state.isInvalidated)).toEqual([true, true]);
  });
});
