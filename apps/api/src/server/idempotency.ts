import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
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

/**
 * Runs a mutation once per (user, key): a replay with the same request answers the stored result and
 * changes nothing; the same key with another request answers 422 (the request cannot be processed under that
 * key, as payment APIs answer); a replay while the first still runs, 409.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  run: () => Promise<HandlerResult>,
): Promise<IdempotentResult> {
  const { userId, key, operation, parts, now } = request;
  const method = operation.method.toUpperCase();
  const requestHash = createHash('sha256')
    .update(canonical({ method, path: operation.path, params: parts.params, query: parts.query, body: parts.body }))
    .digest('hex');
  const byKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  await db.delete(idempotencyKeys).where(and(byKey, lt(idempotencyKeys.expiresAt, now)));
  const claimed = await db
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

  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(byKey);
    if (!existing) throw new HttpError(409, 'This Idempotency-Key is being reused; try again.');
    if (existing.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used with a different request.', [
        { pointer: '/header/Idempotency-Key', message: 'was already used with a different request' },
      ]);
    }
    if (!existing.response) {
      throw new HttpError(409, 'A request with this Idempotency-Key is still running.');
    }
    const stored = existing.response;
    return stored.body === undefined
      ? { status: 204, replayed: true }
      : { status: stored.status, body: stored.body, replayed: true };
  }

  try {
    const result = await run();
    if (result.status >= 500 || 'contentType' in result) {
      await db.delete(idempotencyKeys).where(byKey);
      return result;
    }
    const body = 'body' in result ? result.body : undefined;
    await db
      .update(idempotencyKeys)
      .set({ response: { status: result.status, headers: {}, body } })
      .where(byKey);
    return result;
  } catch (error) {
    // A failed mutation wrote nothing, so the key is freed for a corrected retry.
    await db.delete(idempotencyKeys).where(byKey);
    throw error;
  }
}
