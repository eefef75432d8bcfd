import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/index.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';
import type { ContractOperation } from './contract.ts';
import { HttpError } from './problem.ts';
import type { HandlerResult } from './router.ts';

/** How long a key remembers its first answer. */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type IdempotentRequest = {
  userId: string;
  key: string;
  operation: ContractOperation;
  parts: { params: unknown; query: unknown; body: unknown };
  now: Date;
};

export type IdempotentResult = HandlerResult & { replayed?: boolean };

// Names the transaction lock each (user, key) takes while its request runs; any fixed number, apart from the data
// lock's (db/index.ts), which lives in PostgreSQL's one-number key space.
const idempotencyLockClass = 4_172_027;

/**
 * Runs a mutation once per (user, key): a replay with the same request answers the stored result and
 * changes nothing; the same key with another request answers 422 (the request cannot be processed under that
 * key, as payment APIs answer); a replay while the first still runs, 409.
 *
 * The claim of the key, every write of the mutation (`run` receives the transaction as its database; a handler's
 * own transactions nest in it as savepoints) and the stored answer commit together or not at all. A server killed
 * half-way leaves nothing behind: PostgreSQL rolls the transaction back with the connection, so a retry of the key on
 * another server runs the mutation as the first time (server/README.md, step 5).
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  run: (db: Db) => Promise<HandlerResult>,
): Promise<IdempotentResult> {
  const { userId, key, operation, parts, now } = request;
  const method = operation.method.toUpperCase();
  const requestHash = createHash('sha256')
    .update(canonical({ method, path: operation.path, params: parts.params, query: parts.query, body: parts.body }))
    .digest('hex');
  const byKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return inTransaction(db, async (tx): Promise<IdempotentResult> => {
    await tx.delete(idempotencyKeys).where(and(byKey, lt(idempotencyKeys.expiresAt, now)));
    // The stored answer, when the key has one: replays never wait for the key's lock, nor for each other.
    const stored = async (): Promise<IdempotentResult | 'running' | undefined> => {
      const [existing] = await tx.select().from(idempotencyKeys).where(byKey);
      if (!existing) return undefined;
      if (existing.requestHash !== requestHash) {
        throw new HttpError(422, 'This Idempotency-Key was already used with a different request.', [
          { pointer: '/header/Idempotency-Key', message: 'was already used with a different request' },
        ]);
      }
      // Only a server of an earlier version, which committed its claim apart, leaves a claim without its answer.
      if (!existing.response) return 'running';
      const { status, body } = existing.response;
      return body === undefined ? { status: 204, replayed: true } : { status, body, replayed: true };
    };
    const stillRunning = (): HttpError => new HttpError(409, 'A request with this Idempotency-Key is still running.');

    const before = await stored();
    if (before === 'running') throw stillRunning();
    if (before) return before;
    // One request per key at a time, and none waits on another: while the key's lock is held, the request is running.
    const lock = await tx.execute<{ free: boolean }>(
      sql`select pg_try_advisory_xact_lock(${idempotencyLockClass}, hashtext(${userId} || ':' || ${key})) as free`,
    );
    if (!lock.rows[0]?.free) throw stillRunning();
    // The request that held the lock may have finished between the first look and the lock.
    const after = await stored();
    if (after === 'running') throw stillRunning();
    if (after) return after;

    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        method,
        path: operation.path,
        requestHash,
        response: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + idempotencyTtlMs),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) throw stillRunning();

    // A failed mutation throws: everything rolls back, the claim too, so the key is free for a corrected retry.
    const result = await run(tx);
    if (result.status >= 500 || 'contentType' in result) {
      await tx.delete(idempotencyKeys).where(byKey);
      return result;
    }
    const body = 'body' in result ? result.body : undefined;
    await tx
      .update(idempotencyKeys)
      .set({ response: { status: result.status, headers: {}, body } })
      .where(byKey);
    return result;
  });
}
