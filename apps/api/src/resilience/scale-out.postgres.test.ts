import { randomInt, randomUUID } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.ts';
import {
  auditEvents,
  companies,
  idempotencyKeys,
  insuranceLedgerEntries,
  insuranceStatuses,
  workers,
} from '../db/schema/index.ts';
import { createTestSession } from '../identity/test-session.ts';
import { adminClient, createTestDatabase, databaseUrl } from '../server/testing/postgres.ts';
import { killHard, startServer, stopGracefully, type ServerProcess } from './server-process.ts';

// Three servers on one PostgreSQL database behind a round-robin proxy; one is killed with SIGKILL in the middle of a
// mixed load of reads and money writes. The proxy is what a load balancer does: it sends a request to another server
// only when the connection was refused or reset before any answer came, and keeps away from a failed server a while.
const ports = { proxy: 4110, servers: [4111, 4112, 4113] };
const clients = 10;
const loadMs = 12_000;
const killAfterMs = 4_000;

type Answer = { status: number; body: unknown; upstream: number | null; replayed: boolean; at: number };

/** A ledger debt sent with one Idempotency-Key: its body, and every answer the key got (first, retries, replays). */
type KeyedWrite = { key: string; workerId: string; mcs: number; delta: number; answers: Answer[] };

type Proxy = {
  server: Server;
  retried: number;
  /** Requests carrying an Idempotency-Key that each server is working on now. */
  keyedInFlight: Map<number, number>;
  close: () => Promise<void>;
};

const retriable = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

function startProxy(port: number, upstreams: number[]): Promise<Proxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const downUntil = new Map<number, number>();
  let turn = 0;
  const proxy: Proxy = {
    server: undefined as unknown as Server,
    retried: 0,
    keyedInFlight: new Map(),
    close: async () => undefined,
  };

  // Round robin over the servers not marked down; `avoid` lets a client replay a key on a server other than the first.
  const pick = (tried: Set<number>, avoid: number | undefined): number | undefined => {
    for (let step = 0; step < upstreams.length; step += 1) {
      const candidate = upstreams[(turn + step) % upstreams.length]!;
      if (tried.has(candidate) || candidate === avoid || (downUntil.get(candidate) ?? 0) > Date.now()) continue;
      turn = (turn + step + 1) % upstreams.length;
      return candidate;
    }
    return undefined;
  };

  const forward = (
    upstream: number,
    method: string,
    url: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<IncomingMessage> =>
    new Promise((answered, failed) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port: upstream, method, path: url, headers, agent }, answered);
      outgoing.once('error', failed);
      outgoing.end(body);
    });

  proxy.server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const { 'x-upstream-not': avoidHeader, ...headers } = incoming.headers;
        headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '127.0.0.1';
        const avoid = typeof avoidHeader === 'string' ? Number(avoidHeader) : undefined;
        const tried = new Set<number>();
        for (let upstream = pick(tried, avoid); upstream !== undefined; upstream = pick(tried, avoid)) {
          tried.add(upstream);
          const keyed = headers['idempotency-key'] !== undefined;
          if (keyed) proxy.keyedInFlight.set(upstream, (proxy.keyedInFlight.get(upstream) ?? 0) + 1);
          try {
            const answer = await forward(upstream, incoming.method ?? 'GET', incoming.url ?? '/', headers, body);
            outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
            answer.pipe(outgoing);
            return;
          } catch (error) {
            if (!retriable.has((error as NodeJS.ErrnoException).code ?? '')) break;
            // Refused or reset before any answer: the request never reached a handler that answered; try another.
            downUntil.set(upstream, Date.now() + 3_000);
            proxy.retried += 1;
          } finally {
            if (keyed) proxy.keyedInFlight.set(upstream, proxy.keyedInFlight.get(upstream)! - 1);
          }
        }
        outgoing.writeHead(502, { 'content-type': 'application/problem+json' });
        outgoing.end(JSON.stringify({ type: 'about:blank', title: 'No server answered', status: 502 }));
      })();
    });
  });
  proxy.close = () =>
    new Promise((done) => {
      agent.destroy();
      proxy.server.closeAllConnections();
      proxy.server.close(() => done());
    });
  return new Promise((listening) => proxy.server.listen(port, '127.0.0.1', () => listening(proxy)));
}

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Three servers need a PostgreSQL server to share: registered on the PostgreSQL project only.
const template = inject('databaseTemplate');
if (template.kind === 'postgres')
  describe('three servers on one database behind a round-robin proxy, one killed mid-load', () => {
    let admin: pg.Client;
    let name: string;
    let url: string;
    let database: Database;
    let proxy: Proxy | undefined;
    const servers: ServerProcess[] = [];
    const origin = `http://127.0.0.1:${ports.proxy}`;

    let insurance: string;
    let ewa: string;
    let isla: string;
    let insured: string[];
    let readWorkers: string[];
    const balancesBefore = new Map<string, number>();
    let lastEntryBefore = 0;

    const writes: KeyedWrite[] = [];
    const answers: Answer[] = [];
    let killedAt = 0;
    let killedWhileWriting = 0;
    let startedAt = 0;
    let startMs = 0;
    let killed: ServerProcess | undefined;

    async function call(
      method: string,
      path: string,
      cookie: string,
      options: { body?: unknown; key?: string; avoid?: number | null } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = { cookie };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET') headers['x-requested-by'] = 'cuadre';
      if (options.key) headers['idempotency-key'] = options.key;
      if (options.avoid) headers['x-upstream-not'] = String(options.avoid);
      const response = await fetch(`${origin}${path}`, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const text = await response.text();
      const answer: Answer = {
        status: response.status,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        upstream: Number(response.headers.get('x-upstream')) || null,
        replayed: response.headers.get('idempotent-replayed') === 'true',
        at: Date.now(),
      };
      answers.push(answer);
      return answer;
    }

    const balanceOf = async (workerId: string): Promise<number> => {
      const answer = await call('GET', `/api/insurance/get-ledger?workerId=${workerId}&limit=1`, insurance);
      expect(answer.status).toBe(200);
      const newest = (answer.body as { items: { mcsRemainingBalance: number; deltaRemainingBalance: number }[] })
        .items[0];
      return newest ? newest.mcsRemainingBalance + newest.deltaRemainingBalance : 0;
    };

    /** One debt under a new key: sent, resent while the first is still running (409), then replayed on another server. */
    async function keyedWrite(): Promise<void> {
      const write: KeyedWrite = {
        key: randomUUID(),
        workerId: insured[randomInt(insured.length)]!,
        mcs: randomInt(1, 50_000),
        delta: randomInt(0, 20_000),
        answers: [],
      };
      writes.push(write);
      const body = {
        workerId: write.workerId,
        date: daysAgo(2),
        type: 'debt',
        mcsAmount: write.mcs,
        deltaAmount: write.delta,
        notes: `scale-out ${write.key.slice(0, 8)}`,
      };
      const send = async (avoid: number | null): Promise<Answer> => {
        for (let attempt = 0; ; attempt += 1) {
          const answer = await call('POST', '/api/insurance/ledger-entries', insurance, {
            body,
            key: write.key,
            avoid,
          });
          write.answers.push(answer);
          if (answer.status !== 409 || attempt >= 100) return answer;
          await sleep(100);
        }
      };
      const first = await send(null);
      if (first.status === 201) await send(first.upstream);
    }

    const reads: (() => Promise<Answer>)[] = [
      () =>
        call('GET', `/api/insurance/get-ledger?workerId=${insured[randomInt(insured.length)]!}&limit=10`, insurance),
      () => call('POST', '/api/insurance/get-table', insurance, { body: { companyId: isla } }),
      () => call('GET', `/api/users2?companyId[eq]=${isla}&limit=20`, ewa),
      () => call('GET', `/api/workers/${readWorkers[randomInt(readWorkers.length)]!}`, ewa),
      () => call('GET', '/api/auth/session', ewa),
    ];

    beforeAll(async () => {
      admin = await adminClient(template.url);
      name = `cuadre_scale_${process.pid}_${Date.now().toString(36)}`;
      await createTestDatabase(admin, name, template.template);
      url = databaseUrl(template.url, name);
      database = await openDatabase({ url, poolSize: 2 });
      insurance = await createTestSession(database, 'insurance@isla.example');
      ewa = await createTestSession(database, 'ewa@isla.example');
      isla = (
        await database.db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.name, 'Isla Restaurant Group'))
      )[0]!.id;
      insured = (
        await database.db
          .select({ id: insuranceStatuses.workerId })
          .from(insuranceStatuses)
          .where(eq(insuranceStatuses.companyId, isla))
          .orderBy(asc(insuranceStatuses.workerId))
          .limit(6)
      ).map((row) => row.id);
      readWorkers = (
        await database.db
          .select({ id: workers.id })
          .from(workers)
          .where(eq(workers.companyId, isla))
          .orderBy(asc(workers.id))
          .limit(30)
      ).map((row) => row.id);
      lastEntryBefore = (
        await database.db
          .select({ id: sql<number>`coalesce(max(${insuranceLedgerEntries.id}), 0)::bigint` })
          .from(insuranceLedgerEntries)
      )[0]!.id;

      const starting = Date.now();
      servers.push(
        ...(await Promise.all(
          ports.servers.map((port) => startServer({ port, env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' } })),
        )),
      );
      startMs = Date.now() - starting;
      proxy = await startProxy(ports.proxy, ports.servers);
      for (const workerId of insured) balancesBefore.set(workerId, await balanceOf(workerId));
      answers.length = 0;

      // The load: each client alternates money writes under a key and reads, until the time is up; one server is
      // killed part-way, without warning, at a moment it is working on keyed writes.
      const started = Date.now();
      startedAt = started;
      const killer = sleep(killAfterMs).then(async () => {
        const victim = servers[1]!;
        const deadline = Date.now() + 3_000;
        while ((proxy!.keyedInFlight.get(victim.port) ?? 0) < 2 && Date.now() < deadline) await sleep(2);
        killed = victim;
        killedAt = Date.now();
        killedWhileWriting = proxy!.keyedInFlight.get(victim.port) ?? 0;
        await killHard(victim);
      });
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (Date.now() - started < loadMs) {
            if (Math.random() < 0.6) await keyedWrite();
            else await reads[randomInt(reads.length)]!();
          }
        }),
      );
      await killer;
    }, 180_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(servers.map((server) => stopGracefully(server)));
      await database?.close();
      await admin?.query(`drop database if exists ${name} with (force)`);
      await admin?.end();
    });

    it('answers no request with a 5xx, and the killed server was really in the rotation', () => {
      const byStatus = new Map<number, number>();
      for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const summary = [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(
        `scale-out: 3 servers up in ${(startMs / 1000).toFixed(1)} s; ${answers.length} requests in ${loadMs / 1000} s (${summary}); ` +
          `${writes.length} keyed writes; server ${killed!.port} killed ${killedAt - startedAt} ms in, ` +
          `working on ${killedWhileWriting} of them; the proxy sent ${proxy!.retried} requests to another server after a refused or reset connection`,
      );
      expect(
        answers.filter((answer) => answer.status >= 500),
        summary,
      ).toEqual([]);
      expect(answers.some((answer) => answer.upstream === killed!.port && answer.at < killedAt)).toBe(true);
      expect(answers.filter((answer) => answer.at > killedAt + 500 && answer.status < 300).length).toBeGreaterThan(50);
    });

    it('applies every write sent with an Idempotency-Key exactly once, whichever server answered or replayed it', async () => {
      // Every key ends with its entry: first answer 201, and every replay (on another server) the very same entry.
      const unsettled = writes.filter((write) => write.answers.at(-1)?.status !== 201);
      expect(
        unsettled.map((write) => ({ key: write.key, answers: write.answers.map((answer) => answer.status) })),
      ).toEqual([]);
      const replayedElsewhere = writes.filter((write) => {
        const [first, ...rest] = write.answers.filter((answer) => answer.status === 201);
        return rest.some((answer) => answer.replayed && answer.upstream !== first!.upstream);
      });
      expect(replayedElsewhere.length).toBeGreaterThan(writes.length / 2);
      for (const write of writes) {
        const ids = new Set(
          write.answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as { id: string }).id),
        );
        expect(ids.size, `key ${write.key} answered with different entries: ${[...ids].join(', ')}`).toBe(1);
      }

      // Re-read: exactly the entries the keys were answered with, each with its own amounts and one audit record.
      const rows = await database.db
        .select({
          id: insuranceLedgerEntries.id,
          workerId: insuranceLedgerEntries.workerId,
          mcs: insuranceLedgerEntries.mcsDebt,
          delta: insuranceLedgerEntries.deltaDebt,
        })
        .from(insuranceLedgerEntries)
        .where(and(gt(insuranceLedgerEntries.id, lastEntryBefore), inArray(insuranceLedgerEntries.workerId, insured)));
      const answered = new Map(writes.map((write) => [(write.answers.at(-1)!.body as { id: string }).id, write]));
      expect(rows.length).toBe(writes.length);
      for (const row of rows) {
        const write = answered.get(String(row.id));
        expect(write, `entry ${row.id} belongs to no key`).toBeDefined();
        expect({ workerId: row.workerId, mcs: row.mcs, delta: row.delta }).toEqual({
          workerId: write!.workerId,
          mcs: write!.mcs,
          delta: write!.delta,
        });
      }
      const audits = await database.db
        .select({ entityId: auditEvents.entityId })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'addInsuranceLedgerEntry'), inArray(auditEvents.entityId, [...answered.keys()])),
        );
      expect(audits.length).toBe(writes.length);
      // No key is left claimed without its answer, which would turn every later replay into 409.
      const claims = await database.db
        .select({ key: idempotencyKeys.key, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          inArray(
            idempotencyKeys.key,
            writes.map((write) => write.key),
          ),
        );
      expect(claims.filter((claim) => claim.response === null).map((claim) => claim.key)).toEqual([]);
    });

    it('keeps every signed-in session working on the servers still running', async () => {
      for (const server of servers.filter((candidate) => candidate !== killed)) {
        for (const cookie of [insurance, ewa]) {
          const response = await fetch(`${server.origin}/api/auth/session`, { headers: { cookie } });
          expect(response.status, `session on ${server.origin}`).toBe(200);
        }
      }
      const afterKill = answers.filter((answer) => answer.at > killedAt);
      expect(afterKill.some((answer) => answer.status === 401)).toBe(false);
    });

    it('adds up to the cent: each worker\u2019s balance moved by exactly the debts posted', async () => {
      for (const workerId of insured) {
        const posted = writes
          .filter((write) => write.workerId === workerId)
          .reduce((sum, write) => sum + write.mcs + write.delta, 0);
        expect(await balanceOf(workerId), `balance of ${workerId}`).toBe(balancesBefore.get(workerId)! + posted);
        // And the stored entries hold exactly those debts.
        const [stored] = await database.db
          .select({
            debts: sql<number>`coalesce(sum(${insuranceLedgerEntries.mcsDebt} + ${insuranceLedgerEntries.deltaDebt}), 0)::bigint`,
          })
          .from(insuranceLedgerEntries)
          .where(and(eq(insuranceLedgerEntries.workerId, workerId), gt(insuranceLedgerEntries.id, lastEntryBefore)));
        expect(stored!.debts).toBe(posted);
      }
    });
  });
