import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRequestAsyncHookHandler,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { LOGIN_PATH } from '@cuadre/domain';
import { LRUCache } from 'lru-cache';
import qs from 'qs';
import type { Db } from '../db/index.ts';
import { authorizeOperation, type RequestAuth } from './authorization.ts';
import type { Contract, ContractOperation, JsonSchema } from './contract.ts';
import { compression } from './compression.ts';
import { renderLoginEntry } from './login-entry.ts';
import { readPageEntry } from './page-entry.ts';
import { problemOf, sendProblem } from './problem.ts';
import type { RateLimiter, RateLimitRuleName } from './rate-limit.ts';
import { sendTooManyRequests } from './rate-limit.ts';
import { createResponseCache } from './response-cache.ts';
import { isWrite, registerContract, type AnyHandler, type ResponseCheck } from './router.ts';
import type { ContractValidators } from './validation.ts';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

export type ApiOptions = {
  db: Db;
  contract: Contract;
  handlers: Record<string, AnyHandler>;
  /** Registers sign-in, sessions and `request.auth`; its own routes are the contract's `/auth/*`. */
  registerIdentity: (app: FastifyInstance) => Promise<void>;
  checkResponse?: ResponseCheck;
  /**
   * The contract's compiled validators, when the caller already holds them (the API tests start an app per test file
   * and compile them once per worker); else compiled here, once per app.
   */
  validators?: ContractValidators;
  /** Bytes of answers the response cache may hold (`response-cache.ts`); 0 turns it off. Default 64 MiB. */
  responseCacheBytes?: number;
  /** Limits on writes and uploads (`rate-limit.ts`); without it nothing is limited (the API test suites). */
  rateLimiter?: RateLimiter;
};

export type AppOptions = {
  /** Answers when the database does; `/api/health` reports its failure as 503. */
  ping: () => Promise<void>;
  /** The built dashboard (apps/dashboard/dist); absent in API-only tests. */
  staticDir?: string;
  logger?: boolean;
  /** The origin users reach (PUBLIC_ORIGIN); https turns on HSTS. */
  publicOrigin?: string;
  /** Fastify's trustProxy (TRUST_PROXY): which X-Forwarded-* hops name the client. Default: none. */
  trustProxy?: boolean | number | string[];
  api?: ApiOptions;
};

/** The identity layer registers these itself. */
export const isIdentityOperation = (operation: ContractOperation): boolean => operation.path.startsWith('/auth/');

/**
 * Body limits, per route. Most calls carry a few fields, so the default is small: a client cannot make the server
 * buffer and parse megabytes on an operation that never needs them. Uploads carry their CSV inside JSON (5 MiB of
 * text plus its escaping); operations that take long lists (a group's 10,000 worker start dates, a batch's 5,000
 * commissions) get room for them.
 */
export const bodyLimits = { default: 256 * 1024, bulk: 2 * 1024 * 1024, upload: 12 * 1024 * 1024 } as const;
// A list allowed more items than this makes an operation bulk.
const bulkItems = 1_000;

/** Whether an operation's body carries a CSV file (`csv`): the uploads, with the upload body limit and rate limits. */
export function carriesCsv(operation: ContractOperation, schemas: Record<string, JsonSchema>): boolean {
  const schema = operation.requestBody?.schema;
  return (
    schema !== undefined &&
    someSchema(schema, schemas, (node) => isRecord(node.properties) && 'csv' in node.properties, false)
  );
}

/** The body limit of an operation's route. */
export function bodyLimitOf(operation: ContractOperation, schemas: Record<string, JsonSchema>): number {
  const schema = operation.requestBody?.schema;
  if (!schema) return bodyLimits.default;
  if (carriesCsv(operation, schemas)) return bodyLimits.upload;
  const bulk = someSchema(
    schema,
    schemas,
    (node) => typeof node.maxItems === 'number' && node.maxItems > bulkItems,
    true,
  );
  return bulk ? bodyLimits.bulk : bodyLimits.default;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Walks a request schema through its $refs (once each) and its combinators; `deep` also enters properties and items.
function someSchema(
  root: JsonSchema,
  schemas: Record<string, JsonSchema>,
  test: (node: Record<string, unknown>) => boolean,
  deep: boolean,
): boolean {
  const seen = new Set<string>();
  const visit = (node: unknown): boolean => {
    if (!isRecord(node)) return false;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (seen.has(ref)) return false;
      seen.add(ref);
      const match = /^#\/components\/schemas\/([^/]+)(.*)$/.exec(ref);
      if (!match) return false;
      let target: unknown = schemas[match[1]!];
      for (const segment of match[2]!.split('/').filter(Boolean))
        target = isRecord(target) ? target[segment] : undefined;
      return visit(target);
    }
    if (test(node)) return true;
    for (const combinator of ['allOf', 'oneOf', 'anyOf'] as const) {
      const members = node[combinator];
      if (Array.isArray(members) && members.some(visit)) return true;
    }
    if (!deep) return false;
    if (isRecord(node.properties) && Object.values(node.properties).some(visit)) return true;
    return visit(node.items) || visit(node.additionalProperties);
  };
  return visit(root);
}

// A number of hops, as Fastify reads it at run time (its types take only the function): the client is the address
// just before the nth proxy counting from the server.
const trustProxyOption = (
  trust: AppOptions['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : (trust ?? false);

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${Math.round(bytes / 1024)} KiB`;

/**
 * How long a request's URL and its headers may be: 16 KiB each, what Node allowed the two together before. Our own
 * limits answer 414 and 431 as problem+json with every header an answer carries; Node's parser stops reading at `node`
 * bytes, beyond both, and `answerClientError` words that 431 the same way (Node's own is plain JSON without our headers).
 */
export const requestHeadLimits = { url: 16 * 1024, headers: 16 * 1024, node: 40 * 1024 } as const;

/** The 414 or 431 a request's line or headers deserve, if any. */
function headRefusal(request: FastifyRequest): { status: 414 | 431; detail: string } | undefined {
  if (request.url.length > requestHeadLimits.url)
    return { status: 414, detail: `The URL is longer than the limit of ${formatBytes(requestHeadLimits.url)}.` };
  let bytes = 0;
  // Each header line is its name, ": ", its value and CRLF.
  for (const part of request.raw.rawHeaders) bytes += part.length + 2;
  if (bytes > requestHeadLimits.headers)
    return {
      status: 431,
      detail: `The request headers are larger than the limit of ${formatBytes(requestHeadLimits.headers)}.`,
    };
  return undefined;
}

/**
 * Answers what Node's HTTP parser refuses before any route sees the request (headers past `requestHeadLimits.node`, a
 * malformed request line, a client too slow to send its headers) as problem+json with the security headers.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket, headers: [string, string][]): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const detail =
    status === 431
      ? `The request line and headers together are larger than the limit of ${formatBytes(requestHeadLimits.node)}.`
      : status === 408
        ? 'The request did not arrive in time.'
        : 'The request is not well-formed HTTP.';
  const body = JSON.stringify(problemOf(status, detail));
  if (socket.writable) {
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'content-type: application/problem+json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

const readAuth = (request: FastifyRequest): RequestAuth | null =>
  (request as FastifyRequest & { auth?: RequestAuth | null }).auth ?? null;

const isApiUrl = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const qsOptions = { depth: 2, arrayLimit: 200, parameterLimit: 500 } as const;

// The dashboard asks for the same URLs again and again (every refetch of a screen): each query string is read once
// and each request gets its own copy (validation coerces values in place), in a fraction of the reading's time.
const parsedQueryMaxLength = 2048;
const parsedQueries = new LRUCache<string, Record<string, unknown>>({ max: 500 });

function copyOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(value)) copy[name] = copyOf((value as Record<string, unknown>)[name]);
  return copy;
}

/** `companyId[eq]=…` filters become nested objects, as qs reads them (two levels; deeper nesting stays a plain key). */
export function parseQuery(text: string): Record<string, unknown> {
  if (text.length > parsedQueryMaxLength) return qs.parse(text, qsOptions);
  let parsed = parsedQueries.get(text);
  if (!parsed) {
    parsed = qs.parse(text, qsOptions);
    parsedQueries.set(text, parsed);
  }
  return copyOf(parsed) as Record<string, unknown>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Answers written before any hook runs set these themselves (the router's refusals, Node's parser errors).
  const arrivalHeaders = Object.entries(securityHeaders({ publicOrigin: options.publicOrigin }));
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: bodyLimits.default,
    trustProxy: trustProxyOption(options.trustProxy),
    http: { maxHeaderSize: requestHeadLimits.node },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, arrivalHeaders),
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL): no hook has set
    // the headers every answer carries.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      request.log.info({ err: error }, 'request refused by the router');
      for (const [name, value] of arrivalHeaders) reply.raw.setHeader(name, value);
      reply.header('x-request-id', request.id);
      if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
      void sendProblem(reply, problemOf(status, error.message, `urn:request:${request.id}`));
    },
    routerOptions: {
      querystringParser: parseQuery,
    },
  });

  registerSecurityHeaders(app, { publicOrigin: options.publicOrigin });

  // Set as the request arrives, like the security headers: every answer carries them, the identity provider's too,
  // without an asynchronous onSend step on every call. API answers hold payroll data, so no browser or shared cache
  // may keep one, problems and 404s included; a header a route sets itself still wins, and the dashboard's files
  // keep their own caching.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    if (isApiUrl(request.url)) reply.raw.setHeader('cache-control', 'no-store');
    const refused = headRefusal(request);
    if (refused) {
      request.log.info({ status: refused.status }, 'request refused: line or headers too long');
      void sendProblem(reply, problemOf(refused.status, refused.detail, `urn:request:${request.id}`));
      return;
    }
    done();
  });
  // Only JSON reaches the contract's routes: a text/plain body answers 415 like any other media type, not 400.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    const detail =
      status === 500
        ? 'Something went wrong on our side.'
        : clearDetail(error, request.headers['content-type'], request.routeOptions.bodyLimit);
    const errors =
      status === 400 && error.code?.startsWith('FST_ERR_CTP')
        ? [{ pointer: '/body', message: error.message }]
        : undefined;
    return sendProblem(reply, problemOf(status, detail, `urn:request:${request.id}`, errors));
  });

  await app.register(fastifyCompress, { global: true, ...compression });

  // Liveness: the process answers; nothing else is asked. Readiness, with the database, is /api/health below.
  app.get('/api/health/live', async () => ({ status: 'ok' }));

  app.get('/api/health', async (_request, reply) => {
    try {
      await options.ping();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).type('application/problem+json').send({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database does not answer.',
      });
    }
  });

  if (options.api) {
    const api = options.api;
    await api.registerIdentity(app);
    guardContractRoutes(app, api);
    registerContract(app, {
      contract: api.contract,
      handlers: api.handlers,
      db: api.db,
      skip: isIdentityOperation,
      ...(api.responseCacheBytes !== 0
        ? { responseCache: createResponseCache(api.db, { maxBytes: api.responseCacheBytes ?? 64 * 1024 * 1024 }) }
        : {}),
      ...(api.checkResponse ? { checkResponse: api.checkResponse } : {}),
      ...(api.validators ? { validators: api.validators } : {}),
    });
  }

  if (options.staticDir && existsSync(options.staticDir)) {
    await registerDashboard(app, options.staticDir);
  } else {
    app.setNotFoundHandler((request, reply) => sendProblem(reply, notFoundProblem(request.method, request.url)));
  }

  return app;
}

/**
 * Gives each contract route (registered next, by the router) its body limit, and checks on arrival, before its body
 * is read, what needs no body: the caller's session and permission (exactly the router's own check, which then finds
 * it passed), then the rate limits of writes and uploads. A signed-out 12 MiB upload is refused without being read.
 */
function guardContractRoutes(app: FastifyInstance, api: ApiOptions): void {
  const operations = new Map<string, ContractOperation>();
  for (const operation of api.contract.operations) {
    if (!isIdentityOperation(operation))
      operations.set(`${operation.method.toUpperCase()} ${operation.url}`, operation);
  }
  app.addHook('onRoute', (route) => {
    if (typeof route.method !== 'string') return;
    const operation = operations.get(`${route.method} ${route.url}`);
    if (!operation) return;
    route.bodyLimit = bodyLimitOf(operation, api.contract.schemas);
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, guardOf(operation, api)];
  });
}

function guardOf(operation: ContractOperation, api: ApiOptions): onRequestAsyncHookHandler {
  const write = isWrite(operation);
  const upload = carriesCsv(operation, api.contract.schemas);
  const limiter = api.rateLimiter;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = readAuth(request);
    const denied = authorizeOperation(operation, auth);
    if (denied)
      return sendProblem(reply, problemOf(denied.status, denied.message, `urn:request:${request.id}`, denied.errors));
    if (!limiter || !(write || upload)) return;
    const checks: [RateLimitRuleName, string][] = [];
    if (write) checks.push(['writesPerIp', request.ip]);
    if (upload) checks.push(['uploadsPerIp', request.ip]);
    if (auth) {
      if (write) checks.push(['writesPerAccount', auth.user.id]);
      if (upload) checks.push(['uploadsPerAccount', auth.user.id]);
    }
    const verdict = await limiter.take(request.log, checks);
    if (verdict.limited) return sendTooManyRequests(request, reply, verdict);
  };
}

// Fastify's own wording names neither the limit nor the media type it refused.
function clearDetail(error: FastifyError, contentType: string | undefined, bodyLimit: number | undefined): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return `The request body is larger than the limit of ${formatBytes(bodyLimit ?? bodyLimits.default)}.`;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return `The media type ${contentType ?? '(none)'} is not accepted here; send application/json.`;
  return error.message;
}

const notFoundProblem = (method: string, url: string) =>
  problemOf(404, `No resource at ${method} ${url.split('?')[0] ?? url}.`);

async function registerDashboard(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes each asset's .br and .gz beside it (apps/dashboard/vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change; the HTML entry must always be revalidated.
      const immutable = path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The sign-in page works before, and without, the dashboard's scripts: the entry page already holds it (login-entry.ts).
  // The entry is read at each request, like the one sendFile sends, so a new build is served at once.
  const entryPath = join(root, 'index.html');
  app.get<{ Querystring: Record<string, unknown> }>(LOGIN_PATH, async (request, reply) => {
    const entryHtml = await readFile(entryPath, 'utf8').catch(() => null);
    if (entryHtml === null) return sendProblem(reply, notFoundProblem(request.method, request.url));
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(
        renderLoginEntry(entryHtml, {
          query: request.query,
          cookieHeader: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        }),
      );
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A missing hashed asset is a 404, not the entry page served as JavaScript or CSS.
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/oidc/') || url.startsWith('/assets/')) {
      return sendProblem(reply, notFoundProblem(request.method, url));
    }
    // Client-side routes: every other GET receives the dashboard's entry page, naming the scripts of the page it
    // opens (page-entry.ts).
    return readPageEntry(root, url).then((html) =>
      html === null
        ? sendProblem(reply, notFoundProblem(request.method, url))
        : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
    );
  });
}
