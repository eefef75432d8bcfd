import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastQueryString from 'fast-querystring';
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

/**
 * `companyId[eq]=…` filters become nested objects (qs, two levels; deeper nesting stays a plain key). A query
 * without brackets has nothing to nest: Fastify's own parser reads it the same way (repeated names become a list)
 * in a quarter of the time, which is a few per cent of a cached answer's cost.
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (!text.includes('[') && !/%5b/i.test(text)) {
    const parsed = fastQueryString.parse(text) as Record<string, unknown>;
    const query: Record<string, unknown> = {};
    // As qs does: a name Object.prototype has (`__proto__`, `constructor`) is dropped, never set.
    for (const name of Object.keys(parsed)) if (!(name in Object.prototype)) query[name] = parsed[name];
    return query;
  }
  return qs.parse(text, { depth: 2, arrayLimit: 200, parameterLimit: 500 });
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
      void sendProblem(reply, problemOf(status, error.message, `urn:request:${request.id}`));
    },
    routerOptions: {
      querystringParser: parseQuery,
    },
  });

  registerSecurityHeaders(app, { publicOrigin: options.publicOrigin });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
