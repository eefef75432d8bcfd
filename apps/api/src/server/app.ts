import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastQueryString from 'fast-querystring';
import { LRUCache } from 'lru-cache';
import qs from 'qs';
import type { Db } from '../db/index.ts';
import type { Contract, ContractOperation } from './contract.ts';
import { compression } from './compression.ts';
import { problemOf, sendProblem } from './problem.ts';
import { createResponseCache } from './response-cache.ts';
import { registerContract, type AnyHandler, type ResponseCheck } from './router.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export type ApiOptions = {
  db: Db;
  contract: Contract;
  handlers: Record<string, AnyHandler>;
  /** Registers sign-in, sessions and `request.auth`; its own routes are the contract's `/auth/*`. */
  registerIdentity: (app: FastifyInstance) => Promise<void>;
  checkResponse?: ResponseCheck;
  /** Bytes of answers the response cache may hold (`response-cache.ts`); 0 turns it off. Default 64 MiB. */
  responseCacheBytes?: number;
};

export type AppOptions = {
  /** Answers when the database does; `/api/health` reports its failure as 503. */
  ping: () => Promise<void>;
  /** The built dashboard (apps/dashboard/dist); absent in API-only tests. */
  staticDir?: string;
  logger?: boolean;
  /** The origin users reach (PUBLIC_ORIGIN); https turns on HSTS. */
  publicOrigin?: string;
  api?: ApiOptions;
};

/** The identity layer registers these itself. */
export const isIdentityOperation = (operation: ContractOperation): boolean => operation.path.startsWith('/auth/');

// CSV uploads travel inside JSON: 5 MiB of text plus its escaping.
const bodyLimit = 12 * 1024 * 1024;

const qsOptions = { depth: 2, arrayLimit: 200, parameterLimit: 500 } as const;
// `name[operator]`: the one bracketed shape the contract's filters use. An all-digit operator is a list index to qs.
const filterKey = /^([^[\]]+)\[([^[\]]*[^\d[\]][^[\]]*)\]$/;
const isPrototypeName = (name: string): boolean => name in Object.prototype;

// The dashboard asks for the same URLs again and again (every refetch of a screen): each query string is read once
// and each request gets its own copy (validation coerces values in place), in a third of the reading's time.
const parsedQueryMaxLength = 2048;
const parsedQueries = new LRUCache<string, Record<string, unknown>>({ max: 500 });

function copyOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(value)) copy[name] = copyOf((value as Record<string, unknown>)[name]);
  return copy;
}

/**
 * `companyId[eq]=…` filters become nested objects, as qs reads them (two levels; deeper nesting stays a plain key).
 * Fastify's own parser reads the pairs in a fifth of qs's time, which was a fifth of a cached answer's cost; the
 * plain names and `name[operator]` filters are then placed here, and any other bracketed name (a list index, `[]`,
 * deeper nesting, a name both plain and filtered) is left to qs whole.
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (text.length > parsedQueryMaxLength) return readQuery(text);
  let parsed = parsedQueries.get(text);
  if (!parsed) {
    parsed = readQuery(text);
    parsedQueries.set(text, parsed);
  }
  return copyOf(parsed) as Record<string, unknown>;
}

function readQuery(text: string): Record<string, unknown> {
  // qs reads only the first 500 pairs; such a query is rare enough to leave whole to it.
  if (text.length >= 2 * qsOptions.parameterLimit - 1 && text.split('&').length > qsOptions.parameterLimit) return qs.parse(text, qsOptions);
  const parsed = fastQueryString.parse(text) as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  let filters: Map<string, Record<string, unknown>> | undefined;
  for (const name of Object.keys(parsed)) {
    // qs turns a list longer than its limit into an object indexed by position.
    const value = parsed[name];
    if (Array.isArray(value) && value.length > qsOptions.arrayLimit) return qs.parse(text, qsOptions);
    if (!name.includes('[') && !name.includes(']')) {
      // As qs does: an empty name, or one Object.prototype has (`__proto__`, `constructor`), is dropped, never set.
      if (name !== '' && !isPrototypeName(name)) query[name] = value;
      continue;
    }
    const match = filterKey.exec(name);
    if (!match || isPrototypeName(match[1]!) || isPrototypeName(match[2]!)) return qs.parse(text, qsOptions);
    filters ??= new Map();
    let operators = filters.get(match[1]!);
    if (!operators) filters.set(match[1]!, (operators = {}));
    operators[match[2]!] = value;
  }
  if (filters) {
    for (const [name, operators] of filters) {
      if (Object.hasOwn(query, name)) return qs.parse(text, qsOptions);
      query[name] = operators;
    }
  }
  return query;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit,
    // Errors the router raises before any route runs (an over-long path segment, a malformed URL).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      request.log.info({ err: error }, 'request refused by the router');
      reply.header('x-request-id', request.id);
      void sendProblem(reply, problemOf(status, error.message, `urn:request:${request.id}`));
    },
    routerOptions: {
      querystringParser: parseQuery,
    },
  });

  registerSecurityHeaders(app, { publicOrigin: options.publicOrigin });

  // Set as the request arrives, like the security headers: every answer carries it, the identity provider's too,
  // without an asynchronous onSend step on every call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    const detail = status === 500 ? 'Something went wrong on our side.' : clearDetail(error, request.headers['content-type']);
    const errors = status === 400 && error.code?.startsWith('FST_ERR_CTP') ? [{ pointer: '/body', message: error.message }] : undefined;
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
    registerContract(app, {
      contract: api.contract,
      handlers: api.handlers,
      db: api.db,
      skip: isIdentityOperation,
      ...(api.responseCacheBytes !== 0 ? { responseCache: createResponseCache(api.db, { maxBytes: api.responseCacheBytes ?? 64 * 1024 * 1024 }) } : {}),
      ...(api.checkResponse ? { checkResponse: api.checkResponse } : {}),
    });
  }

  if (options.staticDir && existsSync(options.staticDir)) {
    await registerDashboard(app, options.staticDir);
  } else {
    app.setNotFoundHandler((request, reply) => sendProblem(reply, notFoundProblem(request.method, request.url)));
  }

  return app;
}

// Fastify's own wording names neither the limit nor the media type it refused.
function clearDetail(error: FastifyError, contentType: string | undefined): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return `The request body is larger than the limit of ${bodyLimit / 1024 / 1024} MiB.`;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return `The media type ${contentType ?? '(none)'} is not accepted here; send application/json.`;
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A missing hashed asset is a 404, not the entry page served as JavaScript or CSS.
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/oidc/') || url.startsWith('/assets/')) {
      return sendProblem(reply, notFoundProblem(request.method, url));
    }
    // Client-side routes: every other GET receives the dashboard's entry page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
