import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { freshDataState, versionOf, type DataState } from '../db/snapshots.ts';
import type { RequestAuth } from './authorization.ts';
import { compression, keptCompression } from './compression.ts';
import { jsonBytes } from './json-body.ts';

/**
 * Answers of read operations, kept per version of the data they depend on.
 *
 * Every write moves, in its own transaction, the version of each scope of data it touches (`data_versions`, bumped by
 * the triggers of migration 0014 on every table, whoever writes: a handler, a script, psql): a company's id for its
 * records, `identity` for what sessions grant, `<company id>:people` for its users' sign-ins, `global` for a row of no
 * company. The key of an answer for a company's user starts with the versions of `global` and of that company (and
 * its people scope for the users list), as read with the caller's session after the request arrived, so an answer is
 * reused only while no write to that company, or of no company, has committed since: another company's payment, a
 * sign-in or a session's last-seen time leaves it standing, and every instance reads the same versions. Internal
 * staff, who reach every company, keep the whole snapshot (`pg_current_snapshot()`) instead: any commit ends their
 * answers. An answer is kept only when the versions after the handler are still the ones before it, so it is exactly
 * the data of that version, and a handler that writes what it reads (a read that raises a notice, say) is never
 * answered from here. The rest of the key is everything a handler can see: the operation, the URL, the body, what
 * the caller's session grants (user, titles, worker groups, companies: the grants themselves, so a session read
 * again with the same grants finds its answers), the caller's language and today's date in Puerto Rico (the only
 * way handlers use the clock when they read).
 *
 * The session is resolved on every request before the cache is consulted. A GET is looked up before
 * authorization, validation and the company scope: an entry exists only once they passed for the same grants,
 * URL and body at the same versions, so they would pass again (`router.ts`). Reads sent as POST, whose
 * cross-site header is a contract parameter outside the key, are looked up after them.
 *
 * Requests that miss while another request is computing the same key wait for it instead of running the handler
 * too: when a company's version moves, every one of its callers' next request misses at once, and fifty requests for
 * one page would otherwise run its handler fifty times side by side (bench/RESULTS.md). A waiter waits once: when the
 * run it waited for kept nothing, it computes the answer itself, so a company that keeps writing never queues it
 * behind run after run.
 */
export type ResponseCache = {
  keyOf: (
    request: FastifyRequest,
    parts: { operationId: string; body: unknown; auth: RequestAuth; today: string },
  ) => string | undefined;
  send: (request: FastifyRequest, reply: FastifyReply, key: string) => FastifyReply | undefined;
  /**
   * After `send` found nothing: waits for the request already computing this key's answer and sends what it kept
   * (true). False when none was running or it kept nothing (the snapshot moved, or it failed); then the caller
   * computes the answer, and, when no other request is by then, later requests for the key wait for it until `done`.
   * (A boolean, not the reply: a reply is a thenable, which an async function would wait for.)
   */
  wait: (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<boolean>;
  /** Ends the request's computation of the key's answer, if it was the one others wait for. Called for every request. */
  done: (request: FastifyRequest, key: string) => void;
  /** Keeps a 200 answer when the versions it depends on have not moved while the handler ran, and sends it (true). */
  keep: (request: FastifyRequest, reply: FastifyReply, key: string, body: unknown) => Promise<boolean>;
  readonly size: number;
};

type Encoding = 'br' | 'gzip';
/** An answer, and its key without the versions it was computed at: the same read at any version. */
type Entry = { json: Buffer; encoded: Partial<Record<Encoding, Buffer>>; read: string };

const encodings: Encoding[] = ['br', 'gzip'];

/** The request field that holds the state read with the session; declared with the session's own fields. */
export const stateField = 'dataState';
type WithState = { [stateField]?: DataState | null };

/** The state read with the session (see `resolveSession`); absent on requests without one. */
export const requestStateOf = (request: FastifyRequest): DataState | undefined =>
  (request as FastifyRequest & WithState)[stateField] ?? undefined;

export const setRequestState = (request: FastifyRequest, state: DataState): void => {
  (request as FastifyRequest & WithState)[stateField] = state;
};

/**
 * How a read was answered, in a `Server-Timing` header (its `desc`): `hit` from the cache, `wait` from the answer
 * another request was computing, `miss` computed (kept or not). Benchmarks count them for the cache's hit ratio.
 */
type CacheOutcome = 'hit' | 'wait' | 'miss';
export const cacheTiming: Record<CacheOutcome, string> = {
  hit: 'cache;desc="hit"',
  wait: 'cache;desc="wait"',
  miss: 'cache;desc="miss"',
};

/** Reads whose answers also show when the company's users last signed in and whether they use a second step. */
const peopleReads = new Set(['listExternalUsers']);

/**
 * The scopes an answer for `auth` depends on: `global` and each of the caller's companies (and their people scopes for
 * `peopleReads`); none for staff, who reach every company and keep the whole snapshot instead.
 */
export function scopesOf(auth: RequestAuth, operationId: string): string[] {
  if (auth.companyIds === 'all') return [];
  const scopes = ['global', ...auth.companyIds];
  if (peopleReads.has(operationId)) scopes.push(...auth.companyIds.map((companyId) => `${companyId}:people`));
  return scopes;
}

/** What an answer for `auth` depends on, at `state`: the versions of its scopes, or the whole snapshot for staff. */
export function validityOf(state: DataState, auth: RequestAuth, operationId: string): string {
  if (auth.companyIds === 'all') return `snapshot ${state.snapshot}`;
  return scopesOf(auth, operationId)
    .map((scope) => `${scope}=${versionOf(state, scope)}`)
    .join(' ');
}

// What a session grants, as text, once per grants object (they are frozen and shared by the session's requests).
const grantsText = new WeakMap<RequestAuth, string>();
const callerOf = (auth: RequestAuth): string => {
  let text = grantsText.get(auth);
  if (text === undefined) {
    text = JSON.stringify(auth);
    grantsText.set(auth, text);
  }
  return text;
};

export function createResponseCache(db: Db, options: { maxBytes: number; ttlMs?: number }): ResponseCache {
  // The validity each request's key was made with, and how to read it again from a later state (`keep`).
  const validities = new WeakMap<
    FastifyRequest,
    { at: string; of: (state: DataState) => string; scopes: readonly string[] }
  >();
  // The key of the one answer kept for each read: the answer of a newer version replaces it. An older version is never
  // asked for again (versions only move forward), and a company writing all day would otherwise fill the cache with
  // dead answers until the size bound evicts them, live ones of other companies among them (bench/RESULTS.md).
  const latest = new Map<string, string>();
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) =>
      entry.json.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + key.length + 256,
    // A read nobody asks for again: the size bound and this age clear it.
    ttl: options.ttlMs ?? 10 * 60_000,
    dispose: (entry, key) => {
      if (latest.get(entry.read) === key) latest.delete(entry.read);
    },
  });

  // The answers being computed, by key: the request computing it, and what the waiting ones get, settled by `done`.
  type Run = { owner: FastifyRequest; answer: Promise<Entry | undefined>; settle: (entry: Entry | undefined) => void };
  const running = new Map<string, Run>();
  const claim = (owner: FastifyRequest): Run => {
    let settle: Run['settle'] = () => undefined;
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    return { owner, answer, settle };
  };

  const deliver = (request: FastifyRequest, reply: FastifyReply, entry: Entry, how: CacheOutcome): FastifyReply => {
    reply
      .code(200)
      .type('application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('server-timing', cacheTiming[how]);
    const accepted = request.headers['accept-encoding'];
    const encoding =
      entry.json.length >= compression.threshold && typeof accepted === 'string'
        ? negotiate(accepted, encodings)
        : null;
    if (!encoding) return reply.send(entry.json);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliCompressSync(entry.json, keptCompression.brotliOptions)
          : gzipSync(entry.json, keptCompression.zlibOptions);
      entry.encoded[encoding] = encoded;
    }
    // An answer that names its encoding is left alone by the compression plugin.
    return reply.header('content-encoding', encoding).send(encoded);
  };

  return {
    keyOf: (request, parts) => {
      const state = requestStateOf(request);
      if (!state) return undefined;
      const of = (later: DataState) => validityOf(later, parts.auth, parts.operationId);
      const at = of(state);
      validities.set(request, { at, of, scopes: scopesOf(parts.auth, parts.operationId) });
      // One part a line: none holds a line break (Node refuses one in a URL or a header, and JSON text has none), so no
      // two different sets of parts make one key; the grants, already JSON text, are not escaped a second time.
      return [
        at,
        parts.operationId,
        request.url,
        request.headers['accept-language'] ?? '',
        parts.today,
        callerOf(parts.auth),
        JSON.stringify(parts.body ?? null),
      ].join('\n');
    },
    send: (request, reply, key) => {
      const entry = entries.get(key);
      return entry ? deliver(request, reply, entry, 'hit') : undefined;
    },
    wait: async (request, reply, key) => {
      const run = running.get(key);
      const entry = run && (await run.answer);
      if (entry) {
        deliver(request, reply, entry, 'wait');
        return true;
      }
      if (!running.has(key)) running.set(key, claim(request));
      return false;
    },
    done: (request, key) => {
      const run = running.get(key);
      if (run?.owner !== request) return;
      running.delete(key);
      run.settle(entries.peek(key));
    },
    keep: async (request, reply, key, body) => {
      const validity = validities.get(request);
      if (!validity || validity.of(await freshDataState(db, validity.scopes)) !== validity.at) return false;
      const entry: Entry = { json: jsonBytes(body), encoded: {}, read: key.slice(validity.at.length + 1) };
      const previous = latest.get(entry.read);
      if (previous !== undefined && previous !== key) entries.delete(previous);
      // Sent first, so the size kept counts the encoding it was sent in.
      deliver(request, reply, entry, 'miss');
      entries.set(key, entry);
      latest.set(entry.read, key);
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
