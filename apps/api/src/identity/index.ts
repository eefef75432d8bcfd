import fastifyCookie from '@fastify/cookie';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Database, Db } from '../db/index.ts';
import { companies, dashboardUsers, type SessionData } from '../db/schema/index.ts';
import type { LockoutPolicy } from './accounts.ts';
import {
  clearCookie,
  cookiePolicy,
  readCookie,
  setLoginCookie,
  setSessionCookie,
  type CookiePolicy,
} from './cookies.ts';
import { csrfRefusal } from './csrf.ts';
import { defaultAbsoluteTimeoutMs, defaultIdleTimeoutMs } from './defaults.ts';
import { sendProblem } from './problem.ts';
import { setRequestState, stateField } from '../server/response-cache.ts';
import { sendTooManyRequests, type RateLimiter } from '../server/rate-limit.ts';
import { registerFirstSignIn } from './first-sign-in.ts';
import { createEmbeddedProvider, firstPartyScopes, mountEmbeddedProvider } from './provider.ts';
import { deleteExpiredProviderRecords } from './provider-adapter.ts';
import { loadProviderSecrets } from './provider-secrets.ts';
import { acceptProviderIdentity } from './provider-identity.ts';
import { createRelyingParty, type RelyingParty, type TokenEndpointAuthMethod } from './relying-party.ts';
import { safeReturnTo } from './return-to.ts';
import {
  awaitTokenRefresh,
  claimTokenRefresh,
  createPendingLogin,
  createSession,
  deleteExpiredSessions,
  flushSessionTouches,
  deleteSession,
  isUserEnabled,
  resolveSession,
  takePendingLogin,
  updateSessionTokens,
  type RequestAuth,
  type ResolvedSession,
  type Timeouts,
} from './session-store.ts';
import { openToken } from './sealing.ts';
import { recordSignInEvent } from './sign-in-events.ts';
import {
  defaultSecondFactorClaims,
  secondFactorRequiredFor,
  showsSecondFactor,
  type SecondFactorClaims,
} from './second-factor.ts';
import { hashToken } from './tokens.ts';

export type { RequestAuth } from './session-store.ts';
export { endSessionsOf } from './session-store.ts';
export { inviteToFirstSignIn } from './first-sign-in.ts';
export { createTestSession } from './test-session.ts';
export { identityOptionsFromEnv } from './environment.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in dashboard user, resolved on the server from the session cookie; null when signed out. */
    auth: RequestAuth | null;
  }
}

// The session behind `request.auth`, kept on the request itself. Every field set on a request is declared with
// `decorateRequest` before the first request, so all requests share one shape: a field added as a request
// passes (or a WeakMap keyed by requests) costs Fastify's hot paths and the collector on every call.
const sessionField = 'identitySession';
type WithSession = { [sessionField]: ResolvedSession | null };
const sessionOf = (request: FastifyRequest): ResolvedSession | null =>
  (request as FastifyRequest & WithSession)[sessionField];

export type IdentityOptions = {
  database: Database;
  /** The origin users reach, e.g. `https://dashboard.example.com`; redirect URIs and cookies derive from it. */
  publicOrigin: string;
  /** A hosted OpenID Connect provider; without it the embedded provider serves `${publicOrigin}/oidc`. */
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
  idleTimeoutMs?: number;
  absoluteTimeoutMs?: number;
  /** How the server authenticates at a hosted provider's token endpoint. */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
  /** The algorithm a hosted provider signs ID tokens with; RS256 unless set. */
  idTokenSigningAlg?: string;
  /** Scopes asked of a hosted provider; `offline_access` lets the server refresh its tokens. */
  scope?: string;
  /** Failed sign-ins that lock an embedded-provider account, and for how long. */
  lockout?: LockoutPolicy;
  /** The company as `GET /auth/session` reports it; defaults to the company's own record. */
  describeCompany?: (db: Db, companyId: string) => Promise<unknown>;
  /** Limits sign-in starts and the embedded provider's password form (`server/rate-limit.ts`); none without it. */
  rateLimiter?: RateLimiter;
  /** The ID-token `amr`/`acr` values that show a second factor (identity/second-factor.ts). */
  secondFactorClaims?: SecondFactorClaims;
};

export { defaultAbsoluteTimeoutMs, defaultIdleTimeoutMs };
const loginTtlMs = 10 * 60_000;
const defaultClientId = 'cuadre-dashboard';
const cleanupIntervalMs = 15 * 60_000;
const touchFlushIntervalMs = 30_000;
// Refresh a little before the provider's expiry so a request never carries a token that lapses mid-flight.
const refreshMarginMs = 30_000;

type IdentityContext = {
  db: Db;
  publicOrigin: string;
  cookies: CookiePolicy;
  timeouts: Timeouts;
  relyingParty: RelyingParty;
  redirectUri: string;
  scope: string;
  /** Ask the provider to re-authenticate when its own sign-in is older than the idle timeout. */
  maxAgeSeconds: number | undefined;
  describeCompany: (db: Db, companyId: string) => Promise<unknown>;
  /** Token refreshes running in this instance, one per session; other instances are held off by a lease in the row. */
  refreshing: Map<string, Promise<boolean>>;
  rateLimiter: RateLimiter | undefined;
  secondFactorClaims: SecondFactorClaims;
};

/** Sign-in (OpenID Connect, backend-for-frontend), server sessions, `request.auth` and the CSRF guard. */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions): Promise<void> {
  const db = options.database.db;
  const publicOrigin = new URL(options.publicOrigin).origin;
  const timeouts: Timeouts = {
    idleMs: options.idleTimeoutMs ?? defaultIdleTimeoutMs,
    absoluteMs: options.absoluteTimeoutMs ?? defaultAbsoluteTimeoutMs,
  };
  const redirectUri = `${publicOrigin}/api/auth/callback`;
  const clientId = options.clientId ?? defaultClientId;
  const embedded = !options.issuer;

  let relyingParty: RelyingParty;
  if (embedded) {
    const issuer = `${publicOrigin}/oidc`;
    const secrets = await loadProviderSecrets(db);
    const provider = createEmbeddedProvider({
      db,
      issuer,
      publicOrigin,
      clientId,
      secrets,
      redirectUri,
      postLogoutRedirectUris: [`${publicOrigin}/`],
      sessionTtlSeconds: Math.ceil(timeouts.absoluteMs / 1000),
      ...(options.lockout ? { lockout: options.lockout } : {}),
    });
    await mountEmbeddedProvider(app, provider, {
      db,
      issuer,
      publicOrigin,
      rateLimiter: options.rateLimiter,
      ...(options.lockout ? { lockout: options.lockout } : {}),
    });
    registerFirstSignIn(app, { db, publicOrigin });
    relyingParty = createRelyingParty({
      issuer,
      clientId,
      clientSecret: secrets.clientSecret,
      inProcess: app,
      publicOrigin,
    });
  } else {
    if (!options.clientId || !options.clientSecret) {
      throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too.');
    }
    relyingParty = createRelyingParty({
      issuer: options.issuer!,
      clientId,
      clientSecret: options.clientSecret,
      publicOrigin,
      log: app.log,
      ...(options.tokenEndpointAuthMethod ? { tokenEndpointAuthMethod: options.tokenEndpointAuthMethod } : {}),
      ...(options.idTokenSigningAlg ? { idTokenSigningAlg: options.idTokenSigningAlg } : {}),
    });
  }

  const context: IdentityContext = {
    db,
    publicOrigin,
    cookies: cookiePolicy(publicOrigin),
    timeouts,
    relyingParty,
    redirectUri,
    scope: options.scope ?? (embedded ? firstPartyScopes : 'openid email profile offline_access'),
    maxAgeSeconds: embedded ? Math.floor(timeouts.idleMs / 1000) : undefined,
    describeCompany: options.describeCompany ?? describeCompanyRecord,
    refreshing: new Map(),
    rateLimiter: options.rateLimiter,
    secondFactorClaims: options.secondFactorClaims ?? defaultSecondFactorClaims,
  };

  await app.register(fastifyCookie);
  app.decorateRequest('auth', null);
  app.decorateRequest(sessionField, null);
  app.decorateRequest(stateField, null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const refusal = csrfRefusal(request, publicOrigin);
    if (refusal) return sendProblem(request, reply, 403, refusal);
    await authenticate(context, request, reply);
  });

  registerRoutes(app, context);

  const cleanup = setInterval(() => {
    const now = new Date();
    // Touches first: a session seen a moment ago must not be cleared as idle.
    const sessionsCleared = flushSessionTouches(db).then(() => deleteExpiredSessions(db, timeouts, now));
    Promise.all([sessionsCleared, embedded ? deleteExpiredProviderRecords(db, now) : undefined]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'identity: clearing expired sessions failed'),
    );
  }, cleanupIntervalMs);
  cleanup.unref();
  const touches = setInterval(() => {
    flushSessionTouches(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity: writing when sessions were last seen failed'),
    );
  }, touchFlushIntervalMs);
  touches.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    clearInterval(touches);
    await flushSessionTouches(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity: writing when sessions were last seen failed'),
    );
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

async function authenticate(context: IdentityContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readCookie(request, context.cookies.names.session);
  if (!token) {
    if (request.cookies[context.cookies.names.session] !== undefined)
      clearCookie(reply, context.cookies, context.cookies.names.session);
    return;
  }
  const now = new Date();
  const resolved = await resolveSession(context.db, token, { timeouts: context.timeouts, now });
  if (!resolved || !(await refreshIfDue(context, request, resolved, now))) {
    clearCookie(reply, context.cookies, context.cookies.names.session);
    return;
  }
  request.auth = resolved.auth;
  setRequestState(request, resolved.state);
  (request as FastifyRequest & WithSession)[sessionField] = resolved;
}

// How long one instance may take to rotate a session's tokens before another may try (the provider's round trip).
const refreshLeaseMs = 10_000;

// When each session's access token lapses, read once per session row rather than parsed on every call.
const expiries = new WeakMap<SessionData, number>();
function expiryOf(data: SessionData): number {
  let expiry = expiries.get(data);
  if (expiry === undefined) {
    expiry = new Date(data.accessTokenExpiresAt!).getTime();
    expiries.set(data, expiry);
  }
  return expiry;
}

/**
 * Rotates the provider's tokens once the access token lapses. False ends the session: the provider
 * refused the refresh token (revoked, expired or reused). A provider that cannot be reached keeps the session.
 */
async function refreshIfDue(
  context: IdentityContext,
  request: FastifyRequest,
  session: ResolvedSession,
  now: Date,
): Promise<boolean> {
  const { refreshToken, accessTokenExpiresAt } = session.data;
  if (!refreshToken || !accessTokenExpiresAt) return true;
  if (expiryOf(session.data) - refreshMarginMs > now.getTime()) return true;
  const { refreshing } = context;
  let running = refreshing.get(session.idHash);
  if (!running) {
    running = (async () => {
      try {
        if (!(await claimTokenRefresh(context.db, session.idHash, refreshToken, now, refreshLeaseMs))) {
          // Another instance is rotating this session's tokens: take its result rather than spend the token twice.
          const settled = await awaitTokenRefresh(context.db, session.idHash, refreshToken, refreshLeaseMs);
          if (settled === 'gone') return false;
          if (settled) session.data = settled;
          return true;
        }
        const configuration = await context.relyingParty.configuration();
        const tokens = await client.refreshTokenGrant(configuration, openToken(refreshToken)!);
        const expiresIn = tokens.expiresIn();
        const { refreshLeaseUntil: _lease, ...kept } = session.data;
        const data: SessionData = {
          ...kept,
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? openToken(refreshToken),
          ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
          accessTokenExpiresAt: new Date(Date.now() + (expiresIn ?? 300) * 1000).toISOString(),
        };
        session.data = await updateSessionTokens(context.db, session.idHash, data);
        return true;
      } catch (error) {
        if (error instanceof client.ResponseBodyError) {
          request.log.info({ error: error.error }, 'identity: the provider refused the refresh token; session ended');
          await deleteSession(context.db, session.idHash);
          return false;
        }
        request.log.warn({ err: error }, 'identity: token refresh failed; keeping the session');
        // The lease is left to run out: a provider that cannot be reached is not asked again by every instance at once.
        return true;
      } finally {
        refreshing.delete(session.idHash);
      }
    })();
    refreshing.set(session.idHash, running);
  }
  return running;
}

function registerRoutes(app: FastifyInstance, context: IdentityContext): void {
  const { db, cookies, publicOrigin } = context;
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

  app.get<{ Querystring: { returnTo?: unknown; prompt?: unknown } }>('/api/auth/login', async (request, reply) => {
    // Each start writes a pending sign-in and sends the browser to the password form: counted per address.
    if (context.rateLimiter) {
      const verdict = await context.rateLimiter.take(request.log, [['signInPerIp', request.ip]]);
      if (verdict.limited) return sendTooManyRequests(request, reply, verdict);
    }
    const returnTo = safeReturnTo(request.query.returnTo, publicOrigin);
    if (returnTo === null) {
      return sendProblem(request, reply, 400, 'returnTo must be a path of the dashboard.', [
        { pointer: '/query/returnTo', message: 'Give a path that starts with a single "/".' },
      ]);
    }
    let configuration: client.Configuration;
    try {
      configuration = await context.relyingParty.configuration();
    } catch (error) {
      request.log.error({ err: error }, 'identity: the provider\u2019s discovery document could not be read');
      return sendProblem(request, reply, 503, 'The identity provider does not answer. Try again in a moment.');
    }
    const now = new Date();
    const previous = readCookie(request, cookies.names.login);
    if (previous) await takePendingLogin(db, previous, now);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const loginToken = await createPendingLogin(db, { state, nonce, codeVerifier, returnTo }, loginTtlMs, now);
    setLoginCookie(reply, cookies, loginToken, loginTtlMs / 1000);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: context.redirectUri,
      scope: context.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(context.maxAgeSeconds !== undefined ? { max_age: String(context.maxAgeSeconds) } : {}),
      // A sign-in again before a dangerous change (step-up.ts): the provider asks for the password even while its
      // own session lasts.
      ...(request.query.prompt === 'login' ? { prompt: 'login', max_age: '0' } : {}),
    });
    return noStore(reply).redirect(url.href, 302);
  });

  app.get('/api/auth/callback', async (request, reply) => {
    noStore(reply);
    const failed = (): FastifyReply => reply.redirect('/login?error=sign-in-failed', 302);
    const now = new Date();
    const loginToken = readCookie(request, cookies.names.login);
    if (request.cookies[cookies.names.login] !== undefined) clearCookie(reply, cookies, cookies.names.login);
    const pending = loginToken ? await takePendingLogin(db, loginToken, now) : null;
    if (!pending) {
      request.log.info('identity: callback without a matching sign-in in progress');
      return failed();
    }

    let configuration: client.Configuration;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      configuration = await context.relyingParty.configuration();
      tokens = await client.authorizationCodeGrant(configuration, new URL(request.url, publicOrigin), {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
        ...(context.maxAgeSeconds !== undefined ? { maxAge: context.maxAgeSeconds } : {}),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'identity: the sign-in response was refused');
      return failed();
    }

    const found = await verifiedEmail(configuration, tokens).catch((error: unknown) => {
      request.log.warn({ err: error }, 'identity: the provider\u2019s user info could not be read');
      return { email: null, unverified: null };
    });
    if (found.unverified !== null) {
      request.log.info({ email: found.unverified }, 'identity: refused an e-mail the provider has not verified');
      await recordSignInEvent(
        db,
        request,
        'signInRefused',
        { email: found.unverified },
        { reason: 'e-mail not verified by the provider' },
      );
      await revokeQuietly(configuration, tokens.refresh_token ?? tokens.access_token);
      return reply.redirect('/login?error=email-not-verified', 302);
    }
    const { email } = found;
    const [user] = email ? await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email)) : [];
    if (!user || !isUserEnabled(user)) {
      request.log.info({ email }, 'identity: no enabled dashboard user for this verified e-mail');
      await recordSignInEvent(
        db,
        request,
        'signInRefused',
        { email: email ?? '', ...(user ? { userId: user.id, companyId: user.companyId } : {}) },
        { reason: user ? 'user disabled' : 'no dashboard user' },
      );
      await revokeQuietly(configuration, tokens.refresh_token ?? tokens.access_token);
      return reply.redirect('/login?error=not-authorized', 302);
    }
    // The ID token was verified above, so its issuer and subject are the provider's word for who signed in.
    const claims = tokens.claims()!;
    if ((await secondFactorRequiredFor(db, user.email)) && !showsSecondFactor(claims, context.secondFactorClaims)) {
      request.log.warn(
        { email, amr: claims.amr, acr: claims.acr },
        'identity: this user must sign in with a second factor and the ID token shows none',
      );
      await recordSignInEvent(
        db,
        request,
        'signInRefused',
        { email: user.email, userId: user.id, companyId: user.companyId },
        { reason: 'no second factor', amr: claims.amr ?? null, acr: claims.acr ?? null },
      );
      await revokeQuietly(configuration, tokens.refresh_token ?? tokens.access_token);
      return reply.redirect('/login?error=second-factor-required', 302);
    }
    if (!(await acceptProviderIdentity(db, user, { issuer: claims.iss, subject: claims.sub }, request.id))) {
      request.log.warn(
        { email, issuer: claims.iss, subject: claims.sub },
        'identity: the e-mail belongs to a user bound to another identity at the provider',
      );
      await recordSignInEvent(
        db,
        request,
        'signInRefused',
        { email: user.email, userId: user.id, companyId: user.companyId },
        { reason: 'another identity at the provider' },
      );
      await revokeQuietly(configuration, tokens.refresh_token ?? tokens.access_token);
      return failed();
    }

    const previous = readCookie(request, cookies.names.session);
    if (previous) await deleteSession(db, hashToken(previous));
    const expiresIn = tokens.expiresIn();
    const sessionToken = await createSession(
      db,
      { id: user.id, email: user.email },
      {
        idToken: tokens.id_token,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        accessTokenExpiresAt:
          expiresIn === undefined ? undefined : new Date(now.getTime() + expiresIn * 1000).toISOString(),
      },
      context.timeouts,
      now,
    );
    await db.update(dashboardUsers).set({ lastSignInAt: now }).where(eq(dashboardUsers.id, user.id));
    await recordSignInEvent(
      db,
      request,
      'signIn',
      { email: user.email, userId: user.id, companyId: user.companyId },
      { issuer: claims.iss },
    );
    setSessionCookie(reply, cookies, sessionToken);
    return reply.redirect(pending.returnTo, 302);
  });

  app.get('/api/auth/session', async (request, reply) => {
    noStore(reply);
    const session = sessionOf(request);
    if (!request.auth || !session) return sendProblem(request, reply, 401, 'Sign in to continue.');
    return describeSession(context, request.auth, session);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    noStore(reply);
    const session = sessionOf(request);
    if (!request.auth || !session) return sendProblem(request, reply, 401, 'Sign in to continue.');
    await deleteSession(db, session.idHash);
    clearCookie(reply, cookies, cookies.names.session);
    // By e-mail, so the event lands under the user's own company (none for staff), not the company they were viewing.
    await recordSignInEvent(db, request, 'signOut', { email: request.auth.user.email });
    const home = `${publicOrigin}/`;
    let endSessionUrl = home;
    try {
      const configuration = await context.relyingParty.configuration();
      const [refreshToken, accessToken, idToken] = [
        session.data.refreshToken,
        session.data.accessToken,
        session.data.idToken,
      ].map(openToken);
      await revokeQuietly(configuration, refreshToken ?? accessToken);
      if (configuration.serverMetadata().end_session_endpoint) {
        endSessionUrl = client.buildEndSessionUrl(configuration, {
          post_logout_redirect_uri: home,
          ...(idToken ? { id_token_hint: idToken } : { client_id: configuration.clientMetadata().client_id }),
        }).href;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'identity: the provider could not be told about the sign-out');
    }
    return { endSessionUrl };
  });
}

/** The verified e-mail from the ID token, else from the user info endpoint; null when none is verified. */
async function verifiedEmail(
  configuration: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<{ email: string | null; unverified: string | null }> {
  const claims = tokens.claims();
  if (!claims) return { email: null, unverified: null };
  // An e-mail the provider has not verified matches nobody: whoever controls the provider account could have typed it.
  const read = (source: Record<string, unknown>) => {
    const verified = source.email_verified === true || source.email_verified === 'true';
    const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : null;
    return verified ? { email, unverified: null } : { email: null, unverified: email };
  };
  if (typeof claims.email === 'string') return read(claims);
  return read(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub));
}

async function revokeQuietly(configuration: client.Configuration, token: string | undefined): Promise<void> {
  if (!token || !configuration.serverMetadata().revocation_endpoint) return;
  await client.tokenRevocation(configuration, token).catch(() => undefined);
}

async function describeSession(context: IdentityContext, auth: RequestAuth, session: ResolvedSession) {
  const { db } = context;
  const [row] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, auth.user.id));
  const reachable = await db
    .select({
      id: companies.id,
      name: companies.name,
      dashboardTitle: companies.dashboardTitle,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .where(auth.companyIds === 'all' ? undefined : inArray(companies.id, auth.companyIds))
    .orderBy(asc(companies.name));
  const expiresAt = Math.min(session.expiresAt.getTime(), session.idleExpiresAt.getTime());
  return {
    user: {
      ...auth.user,
      status: row?.status ?? 'active',
      lastSignInAt: row?.lastSignInAt?.toISOString() ?? null,
    },
    company: auth.user.companyId ? await context.describeCompany(db, auth.user.companyId) : null,
    companies: reachable,
    // The account's stored flag, as every authorization decision reads it.
    internalStaff: auth.user.internalStaff,
    expiresAt: new Date(expiresAt).toISOString(),
    signedInAt: auth.signedInAt.toISOString(),
  };
}

async function describeCompanyRecord(db: Db, companyId: string): Promise<unknown> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const { createdAt: _createdAt, ...record } = company;
  return record;
}
