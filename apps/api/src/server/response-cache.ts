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
 */
export type ResponseCache = {
  keyOf: (request: FastifyRequest, parts: { operationId: string; body: unknown; caller: string; today: string }) => string | undefined;
  send: (request: FastifyRequest, reply: FastifyReply, key: string) => FastifyReply | undefined;
  /** Keeps a 200 answer when the snapshot has not moved while the handler ran; then sends it. */
  keep: (request: FastifyRequest, reply: FastifyReply, key: string, body: unknown) => Promise<FastifyReply | undefined>;
  readonly size: number;
};

type Encoding = 'br' | 'gzip';
type Entry = { json: Buffer; encoded: Partial<Record<Encoding, Buffer>> };

const encodings: Encoding[] = ['br', 'gzip'];

/** The snapshot read with the session (see `resolveSession`); absent on requests without one. */
export const snapshotOf = (request: FastifyRequest): string | undefined => (request as FastifyRequest & { dataSnapshot?: string }).dataSnapshot;

export const setSnapshot = (request: FastifyRequest, snapshot: string): void => {
  (request as FastifyRequest & { dataSnapshot?: string }).dataSnapshot = snapshot;
};

export function createResponseCache(db: Db, options: { maxBytes: number; ttlMs?: number }): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.json.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0) + 256,
    // Old snapshots are never asked for again; the size bound and this age clear them.
    ttl: options.ttlMs ?? 10 * 60_000,
  });

  const deliver = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
    reply.code(200).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = entry.json.length >= compression.threshold && typeof accepted === 'string' ? negotiate(accepted, encodings) : null;
    if (!encoding) return reply.send(entry.json);
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = encoding === 'br' ? brotliCompressSync(entry.json, keptCompression.brotliOptions) : gzipSync(entry.json, keptCompression.zlibOptions);
      entry.encoded[encoding] = encoded;
    }
    // An answer that names its encoding is left alone by the compression plugin.
    return reply.header('content-encoding', encoding).send(encoded);
  };

  return {
    keyOf: (request, parts) => {
      const snapshot = snapshotOf(request);
      if (!snapshot) return undefined;
      return JSON.stringify([snapshot, parts.operationId, request.url, parts.body ?? null, parts.caller, request.headers['accept-language'] ?? '', parts.today]);
    },
    send: (request, reply, key) => {
      const entry = entries.get(key);
      return entry ? deliver(request, reply, entry) : undefined;
    },
    keep: async (request, reply, key, body) => {
      if ((await freshSnapshot(db)) !== snapshotOf(request)) return undefined;
      const entry: Entry = { json: Buffer.from(JSON.stringify(body)), encoded: {} };
      entries.set(key, entry);
      return deliver(request, reply, entry);
    },
    get size() {
      return entries.size;
    },
  };
}
