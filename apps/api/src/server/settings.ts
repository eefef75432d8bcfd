import { isIP } from 'node:net';
import type { RateLimitRule, RateLimitRules } from './rate-limit.ts';

export type Environment = Record<string, string | undefined>;

/** Fastify's `trustProxy`: false, true (every hop), a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** The server's own settings from the environment (the identity settings are read by identity/environment.ts). */
export type ServerSettings = {
  /** NODE_ENV=production: no seed, no demo accounts, no embedded database, and the checks of `productionRefusals`. */
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  poolSize: number;
  /** 0: the PostgreSQL server's own setting. */
  statementTimeoutMs: number;
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rateLimits: RateLimitRules;
  /** Undefined: the response cache's default size. */
  responseCacheBytes: number | undefined;
  /** How long a background job may run before it is taken as lost (its server stopped) and begun again. */
  jobExpirySeconds: number;
};

/**
 * Each limit as its setting names it, with its default: enough for a busy office behind one address and for the
 * journeys and test suites (which sign in and write a lot from one address), while a script hammering the API, or
 * guessing passwords, meets a 429 within minutes.
 */
export const rateLimitSettings: Record<keyof RateLimitRules, { name: string; fallback: string }> = {
  signInPerIp: { name: 'RATE_LIMIT_SIGN_IN_PER_IP', fallback: '100/5m' },
  signInPerAccount: { name: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT', fallback: '10/15m' },
  uploadsPerIp: { name: 'RATE_LIMIT_UPLOADS_PER_IP', fallback: '60/10m' },
  uploadsPerAccount: { name: 'RATE_LIMIT_UPLOADS_PER_ACCOUNT', fallback: '30/10m' },
  writesPerIp: { name: 'RATE_LIMIT_WRITES_PER_IP', fallback: '1200/1m' },
  writesPerAccount: { name: 'RATE_LIMIT_WRITES_PER_ACCOUNT', fallback: '300/1m' },
};

export const defaultPoolSize = 10;
export const defaultStatementTimeoutMs = 30_000;
export const defaultJobExpirySeconds = 10 * 60;
export const embeddedProviderConsent = 'ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION';

const value = (env: Environment, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const windowUnits: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000 };

/** `120/1m`, `10/15m`, `5/30s`, `1000/1h`, or `off`. */
export function parseRateLimitRule(text: string): RateLimitRule | null | undefined {
  if (text.toLowerCase() === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smh])$/.exec(text);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * windowUnits[match[3]!]!;
  if (!Number.isSafeInteger(limit) || limit < 1 || windowMs < 1_000 || windowMs > 24 * 3_600_000) return undefined;
  return { limit, windowMs };
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server (`1` for one load balancer), or the proxies' addresses
 * and CIDR ranges separated by commas (`10.0.0.0/8, 192.168.1.5`, also proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`); `true` trusts every hop, `false` or `0` none. Unset: none.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  if (text === undefined || text === '') return false;
  const lower = text.toLowerCase();
  if (lower === 'false' || lower === 'none') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops <= 32 ? hops : undefined;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const valid = (entry: string): boolean => {
    if (named.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address) return false;
    const version = isIP(address);
    if (version === 0) return false;
    if (bits === undefined) return true;
    if (!/^\d+$/.test(bits)) return false;
    return Number(bits) <= (version === 4 ? 32 : 128);
  };
  return entries.length > 0 && entries.every(valid) ? entries : undefined;
}

function integer(
  env: Environment,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
  meaning: string,
): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    problems.push(`${name} must be ${meaning} from ${min} to ${max}, not "${raw}".`);
    return fallback;
  }
  return parsed;
}

/** The settings, and one sentence for each setting that cannot be read; the caller refuses to start on any. */
export function readSettings(
  env: Environment,
  defaults: { dataDir?: string } = {},
): { settings: ServerSettings; problems: string[] } {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = integer(env, 'PORT', 3000, 1, 65_535, problems, 'a port number');
  const poolSize = integer(env, 'DATABASE_POOL_SIZE', defaultPoolSize, 1, 1_000, problems, 'a number of connections');
  const statementTimeoutMs = integer(
    env,
    'DATABASE_STATEMENT_TIMEOUT_MS',
    defaultStatementTimeoutMs,
    0,
    86_400_000,
    problems,
    'a number of milliseconds (0: the server’s own setting)',
  );
  // pg-boss's own bounds on a job's expiry: a second to a day.
  const jobExpirySeconds = integer(
    env,
    'JOB_EXPIRY_SECONDS',
    defaultJobExpirySeconds,
    1,
    86_400,
    problems,
    'a number of seconds',
  );

  const trustProxyText = value(env, 'TRUST_PROXY');
  let trustProxy = parseTrustProxy(trustProxyText);
  if (trustProxy === undefined) {
    problems.push(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or the proxies' addresses or CIDR ranges separated by commas, not "${trustProxyText}".`,
    );
    trustProxy = false;
  }

  const rateLimits: RateLimitRules = {};
  for (const [rule, { name, fallback }] of Object.entries(rateLimitSettings) as [
    keyof RateLimitRules,
    { name: string; fallback: string },
  ][]) {
    const raw = value(env, name) ?? fallback;
    const parsed = parseRateLimitRule(raw);
    if (parsed === undefined) {
      problems.push(
        `${name} must be a number of requests per window such as 120/1m (s, m or h; a window of 1 s to 24 h), or off, not "${raw}".`,
      );
      continue;
    }
    if (parsed) rateLimits[rule] = parsed;
  }

  const redisUrl = value(env, 'REDIS_URL');
  if (redisUrl !== undefined) {
    let protocol: string | undefined;
    try {
      protocol = new URL(redisUrl).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:')
      problems.push('REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://redis.internal:6379/0).');
  }

  // Read when the first secret is sealed (identity/sealing.ts): a malformed key is refused here, at start, instead.
  for (const name of ['APP_ENCRYPTION_KEY', 'APP_ENCRYPTION_KEY_PREVIOUS']) {
    const keys = (value(env, name) ?? '').split(',').filter((key) => key.trim() !== '');
    if (keys.some((key) => Buffer.from(key.trim(), 'base64').length !== 32)) {
      problems.push(
        `${name} must be 32 bytes in base64 (openssl rand -base64 32)${name.endsWith('PREVIOUS') ? ', comma-separated' : ''}.`,
      );
    }
  }

  let responseCacheBytes: number | undefined;
  const responseCacheMb = value(env, 'RESPONSE_CACHE_MB');
  if (responseCacheMb !== undefined) {
    const megabytes = Number(responseCacheMb);
    if (Number.isFinite(megabytes) && megabytes >= 0) responseCacheBytes = megabytes * 1024 * 1024;
    else
      problems.push(
        `RESPONSE_CACHE_MB must be a number of mebibytes, 0 to turn the response cache off (got "${responseCacheMb}").`,
      );
  }

  return {
    settings: {
      production,
      port,
      host: value(env, 'HOST') ?? 'localhost',
      databaseUrl: value(env, 'DATABASE_URL'),
      dataDir: value(env, 'DATA_DIR') ?? defaults.dataDir,
      poolSize,
      statementTimeoutMs,
      trustProxy,
      redisUrl,
      redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'cuadre:rate-limit:',
      rateLimits,
      responseCacheBytes,
      jobExpirySeconds,
    },
    problems,
  };
}

/**
 * Why a production server (NODE_ENV=production) must not start with these settings: one sentence per missing or
 * unsafe setting, each naming the setting and what to set; empty when none. Pure, so each refusal is tested alone;
 * the database checks (pending migrations, demo accounts) come after it, in main.ts.
 */
export function productionRefusals(env: Environment): string[] {
  const refusals: string[] = [];

  if (!value(env, 'DATABASE_URL')) {
    refusals.push(
      'DATABASE_URL is not set: production keeps its data in PostgreSQL, never in the embedded database; set DATABASE_URL=postgres://user:password@host:5432/database.',
    );
  }

  const origin = value(env, 'PUBLIC_ORIGIN');
  if (!origin) {
    refusals.push(
      'PUBLIC_ORIGIN is not set: set it to the https origin users reach (e.g. https://dashboard.example.com); cookies, redirects and HSTS derive from it.',
    );
  } else {
    let protocol: string | undefined;
    try {
      protocol = new URL(origin).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'https:') {
      refusals.push(
        `PUBLIC_ORIGIN must be an https origin in production, not "${origin}": session cookies and sign-in must never travel in clear.`,
      );
    }
  }

  if (!value(env, 'APP_ENCRYPTION_KEY')) {
    refusals.push(
      'APP_ENCRYPTION_KEY is not set, so the provider\u2019s tokens and keys would be sealed with the published development key: set 32 random bytes in base64 (openssl rand -base64 32).',
    );
  }

  const trustProxyText = value(env, 'TRUST_PROXY');
  const trustProxy = parseTrustProxy(trustProxyText);
  if (trustProxyText === undefined) {
    refusals.push(
      'TRUST_PROXY is not set: set the number of proxy hops in front of the server (e.g. 1 for one TLS-terminating load balancer) or their addresses, so client addresses (rate limits, logs) are read right.',
    );
  } else if (trustProxy === true) {
    refusals.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client could choose its own address and escape the per-address limits; set the number of proxy hops or the proxies\u2019 addresses.',
    );
  } else if (trustProxy === false) {
    refusals.push(
      `TRUST_PROXY=${trustProxyText} names no proxy, but the server speaks plain HTTP and an https PUBLIC_ORIGIN reaches it only through a TLS-terminating proxy; set the number of proxy hops or the proxies\u2019 addresses.`,
    );
  }
  // An unreadable TRUST_PROXY is reported by readSettings.

  const issuer = value(env, 'OIDC_ISSUER');
  const consent = value(env, embeddedProviderConsent);
  if (!issuer) {
    if (consent === undefined) {
      refusals.push(
        `OIDC_ISSUER is not set, so the embedded identity provider would sign users in: point OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET at your organisation's provider, or set ${embeddedProviderConsent}=yes to run the embedded one knowingly.`,
      );
    } else if (consent !== 'yes') {
      refusals.push(`${embeddedProviderConsent} must be yes or unset, not "${consent}".`);
    }
  } else {
    let protocol: string | undefined;
    try {
      protocol = new URL(issuer).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'https:')
      refusals.push(
        `OIDC_ISSUER must be an https URL in production, not "${issuer}": tokens must never travel in clear.`,
      );
  }

  return refusals;
}
