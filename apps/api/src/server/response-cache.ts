import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { freshSnapshot } from '../db/snapshots.ts';
import { compression, keptCompression } from './compression.ts';

/**
 * Answers of read operations, kept per database snapshot.
 *
 * The key starts with `pg_current_snapshot()` as read together with the caller's session, so an answer is
 * reused only while no transaction anywhere has finished since it was computed: any write, by this process
 * or another, by a handler or by hand in psql, changes the snapshot of every later request. No invalidation
 * rule can be forgotten because there is none. An answer is kept only when the snapshot after the handler is
 * still the one before it, so it is exactly the data of that snapshot, and a handler that writes (a read
 * that raises a notice, say) is never answered from here. The rest of the key is everything a handler can
 * see: the operation, the URL, the body, the caller's session (within one snapshot its user, titles and
 * companies are fixed, since they are read from the database in it), the caller's language and today's date
 * in Puerto Rico (the only way handlers use the clock when they read).
 *
 * The session is resolved on every request before the cache is consulted. A GET is looked up before
 * authorization, validation and the company scope: an entry exists only once they passed for the same session,
 * URL and body in the same snapshot, so they would pass again (`router.ts`). Reads sent as POST, whose
 * cross-site header is a contract parameter outside the key, are looked up after them.
 *
 * Requests that miss while another request is computing the same key wait for it instead of running the handler
 * too: when the snapshot moves, every caller's next request misses at once, and fifty requests for one page would
 * otherwise run its handler fifty times side by side (bench/RESULTS.md). A waiter waits once: when the run it
 * waited for kept nothing, it computes the answer itself, so a database that keeps changing never queues it
 * behind run after run.
 */
export type ResponseCache = {
  keyOf: (
    request: FastifyRequest,
    parts: { operationId: string; body: unknown; caller: string; today: string },
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
  /** Keeps a 200 answer when the snapshot has not moved while the handler ran, and sends it (true). */
  keep: (request: FastifyRequest, reply: FastifyReply, key: string, body: unknown) => Promise<boolean>;
  readonly size: number;
};

type Encoding = 'br' | 'gzip';
type Entry = { json: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

const encodings: Encoding[] = ['br', 'gzip'];

/** The request field that holds the snapshot read with the session; declared with the session's own fields. */
export const snapshotField = 'dataSnapshot';
type WithSnapshot = { [snapshotField]?: string | null };

/** The snapshot read with the session (see `resolveSession`); absent on requests without one. */
export const snapshotOf = (request: FastifyRequest): string | undefined =>
  (request as FastifyRequest & WithSnapshot)[snapshotField] ?? undefined;

export const setSnapshot = (request: FastifyRequest, snapshot: string): void => {
  (request as FastifyRequest & WithSnapshot)[snapshotField] = snapshot;
};

export function createResponseCache(db: Db, options: { maxBytes: number; ttlMs?: number }): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      entry.json.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + 256,
    // Old snapshots are never asked for again; the size bound and this age clear them.
    ttl: options.ttlMs ?? 10 * 60_000,
  });

  // The answers being computed, by key: the request computing it, and what the waiting ones get, settled by `done`.
  type Run = { owner: FastifyRequest; answer: Promise<Entry | undefined>; settle: (entry: Entry | undefined) => void };
  const running = new Map<string, Run>();
  const claim = (owner: FastifyRequest): Run => {
    let settle: Run['settle'] = () => undefined;
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    return { owner, answer, settle };
  };

  const deliver = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
    reply.code(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
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
      const snapshot = snapshotOf(request);
      if (!snapshot) return undefined;
      return JSON.stringify([
        snapshot,
        parts.operationId,
        request.url,
        parts.body ?? null,
        parts.caller,
        request.headers['accept-language'] ?? '',
        parts.today,
      ]);
    },
    send: (request, reply, key) => {
      const entry = entries.get(key);
      return entry ? deliver(request, reply, entry) : undefined;
    },
    wait: async (request, reply, key) => {
      const run = running.get(key);
      const entry = run && (await run.answer);
      if (entry) {
        deliver(request, reply, entry);
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
      if ((await freshSnapshot(db)) !== snapshotOf(request)) return false;
      const entry: Entry = { json: Buffer.from(JSON.stringify(body)), encoded: {} };
      entries.set(key, entry);
      deliver(request, reply, entry);
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
