import { randomBytes } from 'node:crypto';
import { recordSignInEvent } from './sign-in-events.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/index.ts';
import { identityAccounts } from '../db/schema/index.ts';
import { defaultLockout, signIn, type LockoutPolicy } from './accounts.ts';
import { errorPage, pageLocale, pageSecurityPolicy, signInPage, signOutPage, type PageLocale } from './pages.ts';
import { databaseAdapter } from './provider-adapter.ts';
import type { ProviderSecrets } from './provider-secrets.ts';
import type { RateLimiter } from '../server/rate-limit.ts';

export type EmbeddedProviderOptions = {
  db: Db;
  /** `${publicOrigin}/oidc` */
  issuer: string;
  publicOrigin: string;
  clientId: string;
  secrets: ProviderSecrets;
  redirectUri: string;
  postLogoutRedirectUris: string[];
  /** How long the provider's own session and refresh tokens live. */
  sessionTtlSeconds: number;
  lockout?: LockoutPolicy;
};

/** The scopes the dashboard's client is granted without a consent page: it is the provider's own client. */
export const firstPartyScopes = 'openid email profile offline_access';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db, secrets } = options;
  const issuerPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const homeUrl = `${options.publicOrigin}/`;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: options.clientId,
        client_secret: secrets.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: secrets.signingKeys },
    // The provider's own cookies never travel with API calls.
    cookies: { keys: secrets.cookieKeys, long: { path: issuerPath } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // The backend-for-frontend reads the e-mail from the ID token it has just verified.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only the tokens issued to it.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const nonce = randomBytes(16).toString('base64');
          ctx.type = 'html';
          ctx.set('content-security-policy', pageSecurityPolicy(nonce));
          ctx.body = signOutPage({ locale: localeOf(ctx), form, nonce });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      if (!uuidPattern.test(sub)) return undefined;
      const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, sub));
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    // The dashboard is the provider's only, first-party client: its grant needs no consent page.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing && existing.accountId === accountId) return existing;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(firstPartyScopes);
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Grant: options.sessionTtlSeconds,
      Session: options.sessionTtlSeconds,
      RefreshToken: options.sessionTtlSeconds,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', pageSecurityPolicy());
      ctx.body = errorPage({ locale: localeOf(ctx), message: out.error_description ?? out.error, homeUrl });
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to build https URLs.
  provider.proxy = new URL(options.issuer).protocol === 'https:';
  return provider;
}

function localeOf(ctx: KoaContextWithOIDC): PageLocale {
  return pageLocale(ctx.get('accept-language') || undefined);
}

/** Serves the provider under its issuer path and the sign-in page beside it, on the app's own port. */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  options: Pick<EmbeddedProviderOptions, 'db' | 'issuer' | 'publicOrigin' | 'lockout'> & { rateLimiter?: RateLimiter | undefined },
): Promise<void> {
  const issuerPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const interactionPrefix = `${issuerPath}/interaction/`;
  const handle = provider.callback();
  // The middleware runs only in this scope, for its routes: the issuer's paths. Registered on the app, it would run
  // (and copy request fields for Express-style code) on every API call. It answers every request these routes match
  // in the onRequest stage but the sign-in pages' paths that no page route took, which are the app's 404.
  await app.register(async (scope) => {
    await scope.register(middie, { hook: 'onRequest' });
    scope.use(issuerPath, (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
      const original = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
      if (original.startsWith(interactionPrefix)) next();
      else void handle(req, res);
    });
    for (const url of [issuerPath, `${issuerPath}/*`]) scope.all(url, (_request, reply) => reply.callNotFound());
  });
  // The sign-in pages: more specific routes than the issuer's wildcard.
  await app.register(async (scope) => registerInteractions(scope, provider, options, interactionPrefix));
}

type InteractionOptions = Pick<EmbeddedProviderOptions, 'db' | 'publicOrigin' | 'lockout'> & { rateLimiter?: RateLimiter | undefined };

async function registerInteractions(
  scope: FastifyInstance,
  provider: Provider,
  options: InteractionOptions,
  prefix: string,
): Promise<void> {
  const homeUrl = `${options.publicOrigin}/`;
  const lockout = options.lockout ?? defaultLockout;

  // Only the sign-in form posts here; its fields are two short strings.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string): FastifyReply =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageSecurityPolicy())
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(body);

  const fail = (request: FastifyRequest, reply: FastifyReply, locale: PageLocale): FastifyReply => {
    const message =
      locale === 'es-PR'
        ? 'Este inicio de sesión expiró o no es válido. Vuelva a Cuadre e inténtelo de nuevo.'
        : 'This sign-in has expired or is not valid. Return to Cuadre and try again.';
    return html(request, reply, 400, errorPage({ locale, message, homeUrl }));
  };

  scope.get<{ Params: { uid: string } }>(`${prefix}:uid`, async (request, reply) => {
    const locale = pageLocale(request.headers['accept-language']);
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction) return fail(request, reply, locale);
    if (interaction.prompt.name === 'login') {
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
      return html(request, reply, 200, signInPage({ locale, action: `${prefix}${interaction.uid}/login`, ...(hint ? { email: hint } : {}) }));
    }
    // A consent prompt can only be for missing first-party scopes: grant them and continue.
    const accountId = interaction.session?.accountId;
    if (!accountId) return fail(request, reply, locale);
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ clientId: String(interaction.params.client_id), accountId });
    if (!grant) return fail(request, reply, locale);
    grant.addOIDCScope(firstPartyScopes);
    const grantId = await grant.save();
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return reply.redirect(redirectTo, 303);
  });

  scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(`${prefix}:uid/login`, async (request, reply) => {
    const locale = pageLocale(request.headers['accept-language']);
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().slice(0, 320) : '';
    // Every submission counts, before anything is looked up: per address, and per e-mail typed, so guessing one
    // account's password from many addresses meets a limit too (beside the account's own lockout).
    if (options.rateLimiter) {
      const verdict = await options.rateLimiter.take(request.log, [
        ['signInPerIp', request.ip],
        ...(email ? [['signInPerAccount', email.toLowerCase()] as const] : []),
      ]);
      if (verdict.limited) {
        request.log.warn({ rule: verdict.rule }, 'sign-in refused: rate limit');
        const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return html(request, reply, 429, signInPage({ locale, action: request.url, email, error: { kind: 'too-many', minutes } }));
      }
    }
    const interaction = await interactionOf(provider, request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return fail(request, reply, locale);
    const password = typeof request.body?.password === 'string' ? request.body.password.slice(0, 1024) : '';
    const action = `${prefix}${interaction.uid}/login`;
    if (!email || !password) {
      return html(request, reply, 400, signInPage({ locale, action, email, error: { kind: 'missing' } }));
    }
    const now = new Date();
    const result = await signIn(options.db, email, password, now, lockout);
    if (result.outcome === 'locked') {
      request.log.warn({ interaction: interaction.uid }, 'sign-in refused: account locked');
      await recordSignInEvent(options.db, request, 'accountLocked', { email }, { until: result.until.toISOString() });
      const minutes = Math.max(1, Math.ceil((result.until.getTime() - now.getTime()) / 60_000));
      return html(request, reply, 429, signInPage({ locale, action, email, error: { kind: 'locked', minutes } }));
    }
    if (result.outcome === 'invalid') {
      request.log.info({ interaction: interaction.uid }, 'sign-in refused: wrong e-mail or password');
      await recordSignInEvent(options.db, request, 'signInFailed', { email }, { reason: 'wrong e-mail or password' });
      return html(request, reply, 401, signInPage({ locale, action, email, error: { kind: 'invalid' } }));
    }
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: result.accountId, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });
}

async function interactionOf(provider: Provider, request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : null;
  } catch {
    return null;
  }
}
