import { todayInPuertoRico } from '@cuadre/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db } from '../db/index.ts';
import { csrfHeader } from '../identity/csrf.ts';
import { auditEvents } from '../db/schema/platform.ts';
import { notifyFromAudit } from '../notifications/notify.ts';
import { workerGroupRestriction } from '@cuadre/domain';
import { authorizeOperation, companyScope, isInternal, type CompanyScope, type RequestAuth } from './authorization.ts';
import type { Contract, ContractOperation } from './contract.ts';
import { httpErrorOf, nestsDeeperThan, sqlStateOf, withRetry } from './database-errors.ts';
import { runIdempotent } from './idempotency.ts';
import { declaredCompanies, isUuid, referencesOf, resolveRequestScope, withoutCompany } from './request-scope.ts';
import { HttpError, notFound, problemOf, sendProblem } from './problem.ts';
import { cacheTiming, type ResponseCache } from './response-cache.ts';
import { jsonBytes } from './json-body.ts';
import { createValidators, type ContractValidators } from './validation.ts';

export type AuditEntry = {
  companyId: string | null;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
};

/** What every handler receives: the validated request, the caller and its company scope. */
export type HandlerContext<Params = Record<string, string>, Query = Record<string, unknown>, Body = unknown> = {
  params: Params;
  query: Query;
  body: Body;
  headers: Record<string, string | string[] | undefined>;
  auth: RequestAuth;
  scope: CompanyScope;
  /**
   * The one company the request is about, resolved from every company and record it names (`request-scope.ts`);
   * undefined when it names none. Handlers never see the raw `companyId` the request carried.
   */
  companyId: string | undefined;
  db: Db;
  operation: ContractOperation;
  requestId: string;
  log: FastifyBaseLogger;
  now: Date;
  /**
   * Records who changed what, in `tx`, the transaction of the change it records, so both commit or neither does. The
   * router's own connection commits each statement alone, so it is refused there.
   */
  audit: (entry: AuditEntry, tx: Db) => Promise<void>;
};

export type JsonResult = { status: number; body: unknown };
export type FileResult = { status: 200; body: string; contentType: string; filename: string };
export type HandlerResult = JsonResult | FileResult | { status: 204 };

// Handlers of every operation, whatever their context: the router hands each the context of its operation.
export type AnyHandler = (context: never) => Promise<HandlerResult>;

export type ResponseCheck = (
  operation: ContractOperation,
  status: number,
  body: unknown,
  request: FastifyRequest,
) => void;

export type RegisterContractOptions = {
  contract: Contract;
  handlers: Record<string, AnyHandler>;
  db: Db;
  /** Operations another module registers itself (the identity layer's `/auth/*`). */
  skip?: (operation: ContractOperation) => boolean;
  /** Called with every answer; tests validate it against the contract here. */
  checkResponse?: ResponseCheck;
  validators?: ContractValidators;
  /** Answers of read operations kept per version of the data they depend on (`response-cache.ts`). */
  responseCache?: ResponseCache;
};

// POST operations that only read (a body too large or too structured for a query string).
const readsByPost = new Set(['getCompanyInfo', 'getInsuranceTable', 'getInsuranceTableSummary']);
/** Whether an operation's answers may come from the response cache: the reads. */
export const isCacheable = (operation: ContractOperation): boolean =>
  operation.method === 'get' || readsByPost.has(operation.operationId);
// A read sent by POST (the contract says so) that the response cache does not keep.
const uncachedReadsByPost = new Set(['getWorkersHours']);
/**
 * The state-changing operations: every POST, PUT, PATCH and DELETE of the contract but its reads. The router runs
 * each in a transaction of its own; the write rate limits count them.
 */
export const isWrite = (operation: ContractOperation): boolean =>
  operation.method !== 'get' && !isCacheable(operation) && !uncachedReadsByPost.has(operation.operationId);

const readAuth = (request: FastifyRequest): RequestAuth | null =>
  (request as FastifyRequest & { auth?: RequestAuth | null }).auth ?? null;

const isFile = (result: HandlerResult): result is FileResult => 'contentType' in result;

/** A handler's JSON answer, serialised by `jsonBytes` (the same bytes as Fastify's JSON.stringify, faster when large). */
function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return reply.send(body);
  return reply.type('application/json; charset=utf-8').send(jsonBytes(body));
}

export type RegisteredRoutes = { operationIds: string[] };

/** How deep a request body may nest: the contract's deepest body is a handful of levels. */
const maxBodyDepth = 32;

export function registerContract(app: FastifyInstance, options: RegisterContractOptions): RegisteredRoutes {
  const { contract, handlers, db } = options;
  const validators = options.validators ?? createValidators(contract);
  const operationIds: string[] = [];

  for (const operation of contract.operations) {
    if (options.skip?.(operation)) continue;
    const handler = handlers[operation.operationId];
    if (!handler) continue;
    const validateRequest = validators.request(operation);
    const references = referencesOf(operation, contract.schemas);
    const writes = isWrite(operation);
    const cache = isCacheable(operation) ? options.responseCache : undefined;
    // A kept answer was made for the same grants, URL, body and language at the same data versions, after the
    // checks below had passed for them: the same checks would pass again, so it is sent before they run. Header
    // parameters are not part of the key, so operations with one are checked first, but for the CSRF header of
    // reads by POST: a request only has a session once the identity hook found that very header on it.
    const answersBeforeChecks = operation.parameters.every(
      (parameter) =>
        parameter.in !== 'header' || (operation.method === 'post' && parameter.name.toLowerCase() === csrfHeader.name),
    );
    operationIds.push(operation.operationId);

    const answer = (request: FastifyRequest, reply: FastifyReply, status: number, body: unknown): FastifyReply => {
      options.checkResponse?.(operation, status, body, request);
      return body === undefined ? reply.code(status).send() : sendJson(reply.code(status), body);
    };

    const fail = (request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply => {
      const problem = problemOf(
        error.status,
        error.message,
        `urn:request:${request.id}`,
        error.errors,
        error.type,
        error.conflictsWith,
      );
      options.checkResponse?.(operation, problem.status, problem, request);
      return sendProblem(reply, problem);
    };

    app.route({
      method: operation.method.toUpperCase(),
      url: operation.url,
      handler: async (request, reply) => {
        let cacheKey: string | undefined;
        try {
          // No contract body nests anywhere near this deep; a body that does is refused before anything copies,
          // hashes or walks it (a recursive walk of 5,000 levels overflows the stack).
          if (nestsDeeperThan(request.body, maxBodyDepth)) {
            return fail(
              request,
              reply,
              new HttpError(400, `The request body nests deeper than ${maxBodyDepth} levels.`, [
                { pointer: '/body', message: `must not nest deeper than ${maxBodyDepth} levels` },
              ]),
            );
          }
          const auth = readAuth(request);
          const now = new Date();
          cacheKey =
            cache && auth
              ? cache.keyOf(request, {
                  operationId: operation.operationId,
                  body: request.body,
                  auth,
                  today: todayInPuertoRico(now),
                })
              : undefined;
          if (cacheKey && answersBeforeChecks) {
            const cached = cache!.send(request, reply, cacheKey);
            if (cached) return cached;
            if (await cache!.wait(request, reply, cacheKey)) return reply;
          }
          const denied = authorizeOperation(operation, auth);
          if (denied) return fail(request, reply, denied);
          if (!auth) throw new HttpError(401, 'Sign in to use this call.');

          const parts = {
            params: { ...(request.params as Record<string, unknown>) },
            query: { ...(request.query as Record<string, unknown>) },
            headers: { ...request.headers } as Record<string, unknown>,
            body: structuredClone(request.body),
          };
          const errors = validateRequest(parts);
          const scope = companyScope(auth);
          if (errors.length > 0) {
            // A malformed id names nobody's company and stays a shape error; a well-formed one out of reach is 404.
            if (declaredCompanies(references, parts).some((id) => isUuid(id) && !scope.allows(id.toLowerCase())))
              throw notFound('The company');
            return fail(request, reply, new HttpError(400, 'The request does not match the contract.', errors));
          }

          const internalCaller = isInternal(auth);
          const { companyId } = await resolveRequestScope(
            db,
            references,
            parts,
            scope,
            internalCaller ? null : workerGroupRestriction(auth.user),
            internalCaller,
          );

          if (cacheKey && !answersBeforeChecks) {
            const cached = cache!.send(request, reply, cacheKey);
            if (cached) return cached;
            if (await cache!.wait(request, reply, cacheKey)) return reply;
          }
          // The handler's database: the router's own for a read, the transaction of the call for a write.
          const contextWith = (database: Db): HandlerContext => ({
            params: withoutCompany(parts.params) as Record<string, string>,
            query: withoutCompany(parts.query),
            body: withoutCompany(parts.body),
            companyId,
            headers: request.headers,
            auth,
            scope,
            db: database,
            operation,
            requestId: request.id,
            log: request.log,
            now,
            audit: async (entry, tx) => {
              if (tx === db)
                throw new Error(
                  `${operation.operationId} recorded ${entry.action} outside the transaction of its change.`,
                );
              await tx.insert(auditEvents).values({
                actorUserId: auth.user.id,
                actorEmail: auth.user.email,
                companyId: entry.companyId,
                entity: entry.entity,
                entityId: entry.entityId,
                action: entry.action,
                before: entry.before ?? null,
                after: entry.after ?? null,
                correlationId: request.id,
              });
              await notifyFromAudit(tx, entry, now);
            },
          });
          const run = (database: Db): Promise<HandlerResult> =>
            (handler as (c: HandlerContext) => Promise<HandlerResult>)(contextWith(database));

          const key = request.headers['idempotency-key'];
          // Every state-changing operation runs in one transaction the router opens: its writes and their audit entries
          // commit together or not at all, whatever the handler does (its own transactions nest in it as savepoints).
          // A serialization failure or deadlock rolls it back; the whole call runs again.
          const result =
            operation.idempotent && typeof key === 'string'
              ? await withRetry(() => runIdempotent(db, { userId: auth.user.id, key, operation, parts, now }, run))
              : await withRetry(() => (writes ? inTransaction(db, run) : run(db)));

          if (isFile(result)) {
            return reply
              .code(result.status)
              .type(result.contentType)
              .header('content-disposition', `attachment; filename="${result.filename.replaceAll('"', '')}"`)
              .send(result.body);
          }
          if ('replayed' in result && result.replayed === true) reply.header('idempotent-replayed', 'true');
          if (cacheKey && result.status === 200 && 'body' in result) {
            options.checkResponse?.(operation, result.status, result.body, request);
            if (await cache!.keep(request, reply, cacheKey, result.body)) return reply;
            return sendJson(reply.code(200).header('server-timing', cacheTiming.miss), result.body);
          }
          return answer(request, reply, result.status, 'body' in result ? result.body : undefined);
        } catch (error) {
          if (error instanceof HttpError) return fail(request, reply, error);
          const mapped = httpErrorOf(error);
          if (mapped) {
            request.log.warn(
              { err: error, operationId: operation.operationId, sqlState: sqlStateOf(error) },
              'handler refused by the database',
            );
            return fail(request, reply, mapped);
          }
          request.log.error({ err: error, operationId: operation.operationId }, 'handler failed');
          return fail(request, reply, new HttpError(500, 'Something went wrong on our side.'));
        } finally {
          // Requests that waited for this one's answer get it now, or compute their own.
          if (cacheKey) cache!.done(request, cacheKey);
        }
      },
    });
  }
  return { operationIds };
}
