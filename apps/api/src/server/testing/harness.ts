import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/index.ts';
import { handlers } from '../../handlers/index.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { jobWork } from '../../jobs/work.ts';
import { buildApp } from '../app.ts';
import { loadContract, type Contract } from '../contract.ts';
import type { AnyHandler } from '../router.ts';
import { createValidators } from '../validation.ts';
import { createTestSession, registerIdentity } from '../../identity/index.ts';
import { describeCompany } from '../../handlers/companies/company.ts';
import { openTemplateCopy } from '../../db/testing.ts';
import { adminClient, createTestDatabase, databaseUrl } from './postgres.ts';
import { unknownFields } from './unknown-fields.ts';

let loaded: { contract: Contract; validators: ReturnType<typeof createValidators> } | undefined;

/** The contract, read once per test file. */
export function testContract(): { contract: Contract; validators: ReturnType<typeof createValidators> } {
  if (!loaded) {
    const contract = loadContract();
    loaded = { contract, validators: createValidators(contract) };
  }
  return loaded;
}

export type TestApi = {
  app: FastifyInstance;
  db: Db;
  /** Answers that broke the contract's response schemas; each test file asserts it stays empty. */
  violations: string[];
  /** A request as the given dashboard user (null: signed out). */
  call: (email: string | null, request: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A write to `/api` + `path` as the given user, with a fresh Idempotency-Key. */
  once: (
    email: string,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /**
   * The database again, as another instance of the server opens it: a pool of its own on PostgreSQL; on PGlite, which
   * one process holds, the same one. Closed with this API.
   */
  reopen: () => Promise<Database>;
  close: () => Promise<void>;
};

type Copy = { database: Database; reopen: () => Promise<Database>; dispose: () => Promise<void> };

async function openCopy(): Promise<Copy> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    // In memory: nothing to copy on disk, and no file written by the test file's requests.
    const { database } = await openTemplateCopy();
    const shared = { ...database, close: async () => undefined };
    return { database, reopen: async () => shared, dispose: async () => undefined };
  }
  const name = `${template.template.replace('cuadre_tpl_', 'cuadre_t_')}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await adminClient(template.url);
  await createTestDatabase(admin, name, template.template);
  const database = await openDatabase({ url: databaseUrl(template.url, name), poolSize: 4 });
  const others: Database[] = [];
  return {
    database,
    reopen: async () => {
      const other = await openDatabase({ url: databaseUrl(template.url, name), poolSize: 4 });
      others.push(other);
      return other;
    },
    dispose: async () => {
      await Promise.all(others.map((other) => other.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function startTestApi(
  options: {
    handlers?: Record<string, AnyHandler>;
    contract?: Contract;
    responseCacheBytes?: number;
    /** Another instance on this database (`TestApi.reopen`), which the first API closes. */
    on?: Database;
  } = {},
): Promise<TestApi> {
  const copy: Copy = options.on
    ? { database: options.on, reopen: async () => options.on!, dispose: async () => undefined }
    : await openCopy();
  const { database, dispose } = copy;
  const violations: string[] = [];
  const used = options.contract ?? testContract().contract;
  const usedValidators = options.contract ? createValidators(options.contract) : testContract().validators;
  const app = await buildApp({
    ping: database.ping,
    api: {
      db: database.db,
      contract: used,
      handlers: options.handlers ?? handlers,
      ...(options.responseCacheBytes !== undefined ? { responseCacheBytes: options.responseCacheBytes } : {}),
      validators: usedValidators,
      registerIdentity: (app) =>
        registerIdentity(app, { database, publicOrigin: 'http://localhost:3000', describeCompany }),
      checkResponse: (operation, status, body, request) => {
        // Compiled once per operation (createValidators keeps them).
        for (const error of usedValidators.response(operation)(status, body)) {
          violations.push(
            `${operation.operationId} ${request.method} ${request.url} → ${status}: ${error.pointer} ${error.message}`,
          );
        }
        // Answers carry no field the contract does not name, even where its schemas leave objects open.
        for (const pointer of unknownFields(used.schemas, operation.responses[String(status)]?.schema, body)) {
          violations.push(
            `${operation.operationId} ${request.method} ${request.url} → ${status}: ${pointer} is not in the contract`,
          );
        }
      },
    },
  });
  await app.ready();
  // Background jobs (reports) run as on a server, looked for twice a second; another instance on PostgreSQL takes
  // its share of them, as another server does (on PGlite it is the same database, whose queue already runs).
  const jobs = await startJobQueue(database, {
    work: jobWork,
    log: {
      error: (details, message) => violations.push(`${message}: ${String((details as { err?: unknown }).err)}`),
    },
    pollingIntervalSeconds: 0.5,
    supervise: false,
  });
  const cookies = new Map<string, string>();
  const cookieFor = async (email: string): Promise<string> => {
    let cookie = cookies.get(email);
    if (!cookie) {
      cookie = await createTestSession(database, email);
      cookies.set(email, cookie);
    }
    return cookie;
  };
  const call: TestApi['call'] = async (email, request) =>
    app.inject({
      ...request,
      headers: {
        'x-requested-by': 'cuadre',
        ...(email ? { cookie: await cookieFor(email) } : {}),
        ...(request.headers ?? {}),
      },
    });
  return {
    app,
    db: database.db,
    violations,
    call,
    once: (email, method, path, payload) =>
      call(email, {
        method,
        url: `/api${path}`,
        headers: { 'idempotency-key': randomUUID() },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    reopen: copy.reopen,
    close: async () => {
      await app.close();
      await jobs.close(1_000);
      if (options.on) return;
      await database.close();
      await dispose();
    },
  };
}
