import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/index.ts';
import { problemOf, sendProblem } from './problem.ts';

/** At most `limit` requests in each fixed window of `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number };

/**
 * The limits, each per client IP address (as `trustProxy` reads it) or per account (the signed-in user; on the
 * sign-in form, the e-mail typed). A rule left out is off.
 */
export type RateLimitRules = {
  /** `GET /api/auth/login` and the embedded provider's password form. */
  signInPerIp?: RateLimitRule | undefined;
  /** The embedded provider's password form, per e-mail typed. */
  signInPerAccount?: RateLimitRule | undefined;
  /** Operations whose body carries a CSV file. */
  uploadsPerIp?: RateLimitRule | undefined;
  uploadsPerAccount?: RateLimitRule | undefined;
  /** POST, PUT, PATCH and DELETE under `/api` (but the reads sent by POST). */
  writesPerIp?: RateLimitRule | undefined;
  writesPerAccount?: RateLimitRule | undefined;
};

export type RateLimitRuleName = keyof RateLimitRules;

/** One counter to move: its key and the length of its window. */
export type RateLimitHit = { key: string; windowMs: number };
/** A counter after the move: the requests counted in its window so far, and when the window ends. */
export type RateLimitCount = { hits: number; resetsInMs: number };

/** Where counters live, shared by every server that uses the same store. */
export type RateLimitStore = {
  /** Adds one to each counter atomically (a counter whose window ended starts a new one) and answers them in order. */
  count: (hits: RateLimitHit[]) => Promise<RateLimitCount[]>;
  close: () => Promise<void>;
};

export type RateLimitVerdict =
  { limited: false } | { limited: true; rule: RateLimitRuleName; retryAfterSeconds: number };

export type RateLimiter = {
  /**
   * Counts one request against each named rule for its subject (an address or an account); rules that are off are
   * skipped. A store that fails lets the request through: an outage of the counters must not become an outage of
   * the product, and the embedded provider's own lockout still guards passwords.
   */
  take: (
    log: FastifyBaseLogger,
    checks: readonly (readonly [RateLimitRuleName, string])[],
  ) => Promise<RateLimitVerdict>;
  close: () => Promise<void>;
};

export function createRateLimiter(options: { rules: RateLimitRules; store: RateLimitStore }): RateLimiter {
  const { rules, store } = options;
  return {
    take: async (log, checks) => {
      const active = checks.flatMap(([name, subject]) => {
        const rule = rules[name];
        return rule ? [{ name, rule, key: `${name}:${subject}` }] : [];
      });
      if (active.length === 0) return { limited: false };
      let counts: RateLimitCount[];
      try {
        counts = await store.count(active.map(({ key, rule }) => ({ key, windowMs: rule.windowMs })));
      } catch (error) {
        log.warn({ err: error }, 'rate limit: the counters could not be read; the request is let through');
        return { limited: false };
      }
      let verdict: RateLimitVerdict = { limited: false };
      active.forEach(({ name, rule }, index) => {
        const count = counts[index];
        if (!count || count.hits <= rule.limit) return;
        const retryAfterSeconds = Math.max(1, Math.ceil(count.resetsInMs / 1000));
        if (!verdict.limited || retryAfterSeconds > verdict.retryAfterSeconds)
          verdict = { limited: true, rule: name, retryAfterSeconds };
      });
      return verdict;
    },
    close: () => store.close(),
  };
}

const ruleWording: Record<RateLimitRuleName, string> = {
  signInPerIp: 'sign-in attempts from this address',
  signInPerAccount: 'sign-in attempts for this account',
  uploadsPerIp: 'uploads from this address',
  uploadsPerAccount: 'uploads by this account',
  writesPerIp: 'changes from this address',
  writesPerAccount: 'changes by this account',
};

/** 429 as an RFC 9457 problem, with `Retry-After` in seconds. */
export function sendTooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  verdict: Extract<RateLimitVerdict, { limited: true }>,
): FastifyReply {
  request.log.info(
    { rule: verdict.rule, retryAfterSeconds: verdict.retryAfterSeconds },
    'request refused by a rate limit',
  );
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  const detail = `Too many ${ruleWording[verdict.rule]}; try again in ${describeWait(verdict.retryAfterSeconds)}.`;
  return sendProblem(reply, problemOf(429, detail, `urn:request:${request.id}`));
}

export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Counters in the database's `rate_limit_counters` table: one upsert per request for all its counters, so every
 * server on the database counts together; row locks make each increment atomic. Windows follow the database's
 * clock, not each server's. Keys go in one order, so two requests sharing keys never wait on each other crosswise.
 */
export function databaseRateLimitStore(db: Db, options: { cleanupIntervalMs?: number } = {}): RateLimitStore {
  const cleanup = setInterval(
    () => {
      db.execute(sql`delete from rate_limit_counters where resets_at < now() - interval '1 minute'`).catch(
        () => undefined,
      );
    },
    options.cleanupIntervalMs ?? 5 * 60_000,
  );
  cleanup.unref();
  return {
    count: async (hits) => {
      const ordered = [...new Set(hits.map((hit) => hit.key))].sort();
      const windowOf = new Map(hits.map((hit) => [hit.key, hit.windowMs]));
      const rows = sql.join(
        ordered.map((key) => sql`(${key}, 1, now() + ${windowOf.get(key)! / 1000}::float8 * interval '1 second')`),
        sql`, `,
      );
      const result = await db.execute<{ key: string; hits: number; resetsInMs: number }>(sql`
        insert into rate_limit_counters as c (key, hits, resets_at) values ${rows}
        on conflict (key) do update set
          hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
        returning c.key as key, c.hits as hits, (extract(epoch from (c.resets_at - now())) * 1000)::float8 as "resetsInMs"`);
      // `now()` is when the request's statement began. One that waited for another's lock on the key is counted at
      // its arrival, in the window another request may have opened a moment later: the time left is then read from
      // that earlier instant, and is capped at the window, which no wait makes longer.
      const byKey = new Map(
        result.rows.map((row) => [
          row.key,
          { hits: Number(row.hits), resetsInMs: Math.min(Number(row.resetsInMs), windowOf.get(row.key)!) },
        ]),
      );
      return hits.map((hit) => byKey.get(hit.key)!);
    },
    close: async () => {
      clearInterval(cleanup);
    },
  };
}

// INCR, and start the window on the first hit; atomic per key, one key per call so the keys may sit on any node of
// a cluster. Answers the count and the milliseconds left.
const countScript = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }`;

/**
 * Counters in Redis (REDIS_URL), under `keyPrefix`; they expire with their window. Connects before answering, so a
 * wrong URL stops the start instead of turning every limit off.
 */
export async function redisRateLimitStore(url: string, options: { keyPrefix?: string } = {}): Promise<RateLimitStore> {
  const client = new Redis(url, {
    keyPrefix: options.keyPrefix ?? 'cuadre:rate-limit:',
    lazyConnect: true,
    // A request must not wait long on an absent Redis: it fails fast and the limiter lets it through.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // Connection errors surface on the commands that meet them; the client reconnects on its own.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Cannot connect to Redis at ${describeRedisUrl(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  client.defineCommand('cuadreCountHit', { numberOfKeys: 1, lua: countScript });
  const countHit = (key: string, windowMs: number): Promise<[number, number]> =>
    (
      client as unknown as { cuadreCountHit: (key: string, windowMs: number) => Promise<[number, number]> }
    ).cuadreCountHit(key, windowMs);
  return {
    count: async (hits) =>
      Promise.all(
        hits.map(async (hit) => {
          const [count, ttl] = await countHit(hit.key, Math.round(hit.windowMs));
          return { hits: Number(count), resetsInMs: Number(ttl) };
        }),
      ),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

// Host and port only: the URL may carry a password.
function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return '(an unreadable REDIS_URL)';
  }
}
