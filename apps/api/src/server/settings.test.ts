import { describe, expect, it } from 'vitest';
import {
  parseRateLimitRule,
  parseTrustProxy,
  productionRefusals,
  rateLimitSettings,
  readSettings,
} from './settings.ts';

// A production environment with every setting safe; each test below spoils one.
const safe = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://cuadre:secret@db.internal:5432/cuadre',
  PUBLIC_ORIGIN: 'https://dashboard.example.com',
  TRUST_PROXY: '1',
  APP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'cuadre-dashboard',
  OIDC_CLIENT_SECRET: 'a-secret',
};

describe('production settings', () => {
  it('accept a complete, safe production environment', () => {
    expect(productionRefusals(safe)).toEqual([]);
    expect(readSettings(safe).problems).toEqual([]);
  });

  it.each([
    [
      'no DATABASE_URL (the embedded database)',
      { DATABASE_URL: undefined },
      /^DATABASE_URL is not set: production keeps its data in PostgreSQL/,
    ],
    ['an empty DATABASE_URL', { DATABASE_URL: '  ' }, /^DATABASE_URL is not set/],
    ['no PUBLIC_ORIGIN', { PUBLIC_ORIGIN: undefined }, /^PUBLIC_ORIGIN is not set: set it to the https origin/],
    [
      'a plain-http PUBLIC_ORIGIN',
      { PUBLIC_ORIGIN: 'http://dashboard.example.com' },
      /^PUBLIC_ORIGIN must be an https origin in production, not "http:\/\/dashboard\.example\.com"/,
    ],
    [
      'an unreadable PUBLIC_ORIGIN',
      { PUBLIC_ORIGIN: 'dashboard.example.com' },
      /^PUBLIC_ORIGIN must be an https origin/,
    ],
    [
      'no APP_ENCRYPTION_KEY (the development key)',
      { APP_ENCRYPTION_KEY: undefined },
      /^APP_ENCRYPTION_KEY is not set, so the provider’s tokens and keys would be sealed with the published development key/,
    ],
    ['no TRUST_PROXY', { TRUST_PROXY: undefined }, /^TRUST_PROXY is not set: set the number of proxy hops/],
    ['TRUST_PROXY=true (every hop)', { TRUST_PROXY: 'true' }, /^TRUST_PROXY=true trusts every X-Forwarded-For hop/],
    ['TRUST_PROXY=0 (no proxy in front of plain HTTP)', { TRUST_PROXY: '0' }, /^TRUST_PROXY=0 names no proxy/],
    ['TRUST_PROXY=false', { TRUST_PROXY: 'false' }, /^TRUST_PROXY=false names no proxy/],
    [
      'the embedded identity provider, not consented to',
      { OIDC_ISSUER: undefined },
      /^OIDC_ISSUER is not set, so the embedded identity provider would sign users in: .*ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION=yes/,
    ],
    [
      'a consent other than yes',
      { OIDC_ISSUER: undefined, ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION: 'true' },
      /^ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION must be yes or unset, not "true"/,
    ],
    [
      'a plain-http identity provider',
      { OIDC_ISSUER: 'http://login.example.com/' },
      /^OIDC_ISSUER must be an https URL in production/,
    ],
  ])('refuse %s with one line naming the setting', (_case, change, message) => {
    const refusals = productionRefusals({ ...safe, ...change });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(message);
    expect(refusals[0]).not.toContain('\n');
  });

  it('allow the embedded identity provider when the loudly named setting says yes', () => {
    expect(
      productionRefusals({ ...safe, OIDC_ISSUER: undefined, ALLOW_EMBEDDED_IDENTITY_PROVIDER_IN_PRODUCTION: 'yes' }),
    ).toEqual([]);
  });

  it('list every unsafe setting at once, one line each', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production' });
    expect(refusals.map((line) => line.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'PUBLIC_ORIGIN',
      'APP_ENCRYPTION_KEY',
      'TRUST_PROXY',
      'OIDC_ISSUER',
    ]);
  });

  it('take proxy addresses and ranges as well as hop counts', () => {
    expect(productionRefusals({ ...safe, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' })).toEqual([]);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5, ::1, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'loopback',
    ]);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('proxy.internal')).toBeUndefined();
    expect(parseTrustProxy('10.0.0.0/33')).toBeUndefined();
  });
});

describe('server settings', () => {
  it('default to the development server on the embedded database, with every rate limit on', () => {
    const { settings, problems } = readSettings({}, { dataDir: '/tmp/db' });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      production: false,
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: '/tmp/db',
      poolSize: 10,
      statementTimeoutMs: 30_000,
      trustProxy: false,
      redisUrl: undefined,
      jobExpirySeconds: 600,
    });
    expect(Object.keys(settings.rateLimits).sort()).toEqual(Object.keys(rateLimitSettings).sort());
    expect(settings.rateLimits.writesPerAccount).toEqual({ limit: 300, windowMs: 60_000 });
    expect(settings.rateLimits.signInPerAccount).toEqual({ limit: 10, windowMs: 15 * 60_000 });
  });

  it('read the pool, the statement timeout, the job expiry, Redis and each limit, and turn a limit off', () => {
    const { settings, problems } = readSettings({
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      JOB_EXPIRY_SECONDS: '120',
      REDIS_URL: 'redis://redis.internal:6379/0',
      RATE_LIMIT_WRITES_PER_IP: '50/30s',
      RATE_LIMIT_UPLOADS_PER_ACCOUNT: 'off',
    });
    expect(problems).toEqual([]);
    expect(settings.poolSize).toBe(25);
    expect(settings.statementTimeoutMs).toBe(0);
    expect(settings.jobExpirySeconds).toBe(120);
    expect(settings.redisUrl).toBe('redis://redis.internal:6379/0');
    expect(settings.rateLimits.writesPerIp).toEqual({ limit: 50, windowMs: 30_000 });
    expect(settings.rateLimits.uploadsPerAccount).toBeUndefined();
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0', /^DATABASE_POOL_SIZE must be a number of connections from 1 to 1000, not "0"/],
    ['DATABASE_POOL_SIZE', 'ten', /^DATABASE_POOL_SIZE must be/],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-5', /^DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds/],
    ['JOB_EXPIRY_SECONDS', '0', /^JOB_EXPIRY_SECONDS must be a number of seconds from 1 to 86400, not "0"/],
    ['JOB_EXPIRY_SECONDS', '10m', /^JOB_EXPIRY_SECONDS must be/],
    ['TRUST_PROXY', 'my-proxy', /^TRUST_PROXY must be a number of proxy hops/],
    [
      'RATE_LIMIT_SIGN_IN_PER_IP',
      '100 per minute',
      /^RATE_LIMIT_SIGN_IN_PER_IP must be a number of requests per window such as 120\/1m/,
    ],
    ['RATE_LIMIT_WRITES_PER_ACCOUNT', '0/1m', /^RATE_LIMIT_WRITES_PER_ACCOUNT must be/],
    ['REDIS_URL', 'http://redis.internal', /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['RESPONSE_CACHE_MB', 'lots', /^RESPONSE_CACHE_MB must be a number of mebibytes/],
    ['PORT', '70000', /^PORT must be a port number from 1 to 65535/],
    ['APP_ENCRYPTION_KEY', 'c2hvcnQ=', /^APP_ENCRYPTION_KEY must be 32 bytes in base64/],
    [
      'APP_ENCRYPTION_KEY_PREVIOUS',
      `${Buffer.alloc(32).toString('base64')},short`,
      /^APP_ENCRYPTION_KEY_PREVIOUS must be 32 bytes in base64 \(openssl rand -base64 32\), comma-separated/,
    ],
  ])('refuse %s=%s with one line naming it', (name, raw, message) => {
    const { problems } = readSettings({ [name]: raw });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('read limits as requests per window', () => {
    expect(parseRateLimitRule('120/1m')).toEqual({ limit: 120, windowMs: 60_000 });
    expect(parseRateLimitRule('5/30s')).toEqual({ limit: 5, windowMs: 30_000 });
    expect(parseRateLimitRule('1000/1h')).toEqual({ limit: 1000, windowMs: 3_600_000 });
    expect(parseRateLimitRule('OFF')).toBeNull();
    expect(parseRateLimitRule('10/0s')).toBeUndefined();
    expect(parseRateLimitRule('10/2d')).toBeUndefined();
  });
});
