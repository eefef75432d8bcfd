import { randomBytes } from 'node:crypto';
import { recordSignInEvent } from './sign-in-events.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/index.ts';
import { identityAccounts } from '../db/schema/index.ts';
import { defaultLockout, lockedUntil, recordFailure, signIn, type LockoutPolicy } from './accounts.ts';
import { passwordAcr, secondFactorRequiredFor, twoStepAcr } from './second-factor.ts';
import { beginEnrolment, checkCode, enrolmentCode, twoStepEnabled } from './two-step.ts';
import { codePage, enrolPage, recoveryCodesPage, type CodeError } from './two-step-pages.ts';
import { sealer } from './sealing.ts';
import { errorPage, pageLocale, pageSecurityPolicy, signInPage, signOutPage, type PageLocale } from './pages.ts';
import { databaseAdapter } from './provider-adapter.ts';
import type { ProviderSecrets } from './provider-secrets.ts';
import type { RateLimiter } from '../server/rate-limit.ts';
import { isUuid } from '../server/request-scope.ts';

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
      // How the user signed in (the password alone, or with a second factor): in every ID token, for the relying party.
      openid: ['sub', 'acr', 'amr', 'auth_time'],
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
    acrValues: [passwordAcr, twoStepAcr],
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
      policy: signInPolicy(db),
    },
    findAccount: async (_ctx, sub) => {
      if (!isUuid(sub)) return undefined;
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

/** Whether an account must give a second factor: it has two-step sign-in, or its dashboard user must have it. */
async function needsSecondFactor(db: Db, account: typeof identityAccounts.$inferSelect): Promise<boolean> {
  return twoStepEnabled(account) || (await secondFactorRequiredFor(db, account.email));
}

// The provider's own session may date from a sign-in with the password only (before the account's company asked for
// a second factor, or before an enrolment): such a session does not satisfy an account that needs one now.
function signInPolicy(db: Db): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('two_step_required', 'two-step sign-in is required', async (ctx) => {
      const { session } = ctx.oidc;
      if (!session?.accountId || !isUuid(session.accountId) || session.amr?.includes('otp'))
        return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const [account] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, session.accountId));
      return account && (await needsSecondFactor(db, account))
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}

function localeOf(ctx: KoaContextWithOIDC): PageLocale {
  return pageLocale(ctx.get('accept-language') || undefined);
}

/** Serves the provider under its issuer path and the sign-in page beside it, on the app's own port. */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  options: Pick<EmbeddedProviderOptions, 'db' | 'issuer' | 'publicOrigin' | 'lockout'> & {
    rateLimiter?: RateLimiter | undefined;
  },
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

type InteractionOptions = Pick<EmbeddedProviderOptions, 'db' | 'publicOrigin' | 'lockout'> & {
  rateLimiter?: RateLimiter | undefined;
};

async function registerInteractions(
  scope: FastifyInstance,
  provider: Provider,
  options: InteractionOptions,
  prefix: string,
): Promise<void> {
  const homeUrl = `${options.publicOrigin}/`;
  const lockout = options.lockout ?? defaultLockout;

  // Only the sign-in form posts here; its fields are two short strings.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

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
      return html(
        request,
        reply,
        200,
        signInPage({ locale, action: `${prefix}${interaction.uid}/login`, ...(hint ? { email: hint } : {}) }),
      );
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
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(redirectTo, 303);
  });

  scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    `${prefix}:uid/login`,
    async (request, reply) => {
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
          return html(
            request,
            reply,
            429,
            signInPage({ locale, action: request.url, email, error: { kind: 'too-many', minutes } }),
          );
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
      const [account] = await options.db
        .select()
        .from(identityAccounts)
        .where(eq(identityAccounts.id, result.accountId));
      if (!account) return fail(request, reply, locale);
      const secondStep = `${prefix}${interaction.uid}/two-step`;
      if (twoStepEnabled(account)) {
        return html(
          request,
          reply,
          200,
          codePage({ locale, action: secondStep, token: stepToken(interaction.uid, account.id, 'code', now) }),
        );
      }
      if (await secondFactorRequiredFor(options.db, account.email)) {
        const secret = await beginEnrolment(options.db, account.id);
        return html(
          request,
          reply,
          200,
          await enrolment(
            locale,
            secondStep,
            stepToken(interaction.uid, account.id, 'enrol', now),
            secret,
            account.email,
          ),
        );
      }
      return complete(request, reply, account.id, false);
    },
  );

  const complete = async (
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    secondFactor: boolean,
  ): Promise<FastifyReply> => {
    const login = secondFactor
      ? { accountId, amr: ['pwd', 'otp'], acr: twoStepAcr }
      : { accountId, amr: ['pwd'], acr: passwordAcr };
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  };

  const enrolment = async (
    locale: PageLocale,
    action: string,
    token: string,
    secret: string,
    email: string,
    error?: CodeError,
  ): Promise<string> => {
    const { qrSvg } = await enrolmentCode(secret, email);
    return enrolPage({ locale, action, token, qrSvg, secret, ...(error ? { error } : {}) });
  };

  // The second step: a code (or a recovery code), an enrolment's first code, or leaving the recovery codes page. The
  // form carries which, sealed by the server with the interaction and the account that gave the right password.
  scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    `${prefix}:uid/two-step`,
    async (request, reply) => {
      const locale = pageLocale(request.headers['accept-language']);
      const interaction = await interactionOf(provider, request, reply);
      const now = new Date();
      const pending =
        interaction && interaction.prompt.name === 'login'
          ? openStepToken(request.body?.step, interaction.uid, now)
          : null;
      if (!interaction || !pending) return fail(request, reply, locale);
      const [account] = await options.db
        .select()
        .from(identityAccounts)
        .where(eq(identityAccounts.id, pending.accountId));
      if (!account) return fail(request, reply, locale);
      if (pending.stage === 'done') return complete(request, reply, account.id, true);

      const action = `${prefix}${interaction.uid}/two-step`;
      const token = String(request.body?.step);
      const page = async (status: number, error: CodeError): Promise<FastifyReply> =>
        html(
          request,
          reply,
          status,
          pending.stage === 'enrol' && account.totpSecret
            ? await enrolment(locale, action, token, sealer().open(account.totpSecret), account.email, error)
            : codePage({ locale, action, token, error }),
        );
      if (options.rateLimiter) {
        const verdict = await options.rateLimiter.take(request.log, [
          ['signInPerIp', request.ip],
          ['signInPerAccount', account.email],
        ]);
        if (verdict.limited) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          return page(429, { kind: 'locked', minutes: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) });
        }
      }
      const locked = lockedUntil(account, now);
      if (locked)
        return page(429, {
          kind: 'locked',
          minutes: Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 60_000)),
        });
      const code = typeof request.body?.code === 'string' ? request.body.code.trim().slice(0, 32) : '';
      if (!code) return page(400, { kind: 'missing' });

      const who = { email: account.email };
      const checked = await checkCode(options.db, account, code, now, { enrolling: pending.stage === 'enrol' });
      if (checked.outcome === 'replayed') {
        await recordSignInEvent(options.db, request, 'twoStepFailed', who, { reason: 'code already used' });
        return page(401, { kind: 'replayed' });
      }
      if (checked.outcome === 'wrong') {
        const counted = await recordFailure(options.db, account.id, now, lockout);
        await recordSignInEvent(options.db, request, 'twoStepFailed', who, { reason: 'wrong code' });
        if (counted.outcome === 'locked') {
          await recordSignInEvent(options.db, request, 'accountLocked', who, { until: counted.until.toISOString() });
          return page(429, {
            kind: 'locked',
            minutes: Math.max(1, Math.ceil((counted.until.getTime() - now.getTime()) / 60_000)),
          });
        }
        return page(401, { kind: 'wrong' });
      }
      if (checked.recoveryCodes) {
        await recordSignInEvent(options.db, request, 'twoStepEnrolled', who);
        const done = stepToken(interaction.uid, account.id, 'done', now);
        return html(
          request,
          reply,
          200,
          recoveryCodesPage({ locale, action, token: done, codes: checked.recoveryCodes }),
        );
      }
      await recordSignInEvent(
        options.db,
        request,
        checked.method === 'recovery-code' ? 'recoveryCodeUsed' : 'twoStepVerified',
        who,
      );
      return complete(request, reply, account.id, true);
    },
  );
}

type StepStage = 'code' | 'enrol' | 'done';
const stepTokenLifetimeMs = 10 * 60_000;

// What the second step's form carries: sealed (AES-GCM, identity/sealing.ts), so it can be neither read nor made up,
// and bound to one interaction and a few minutes.
function stepToken(uid: string, accountId: string, stage: StepStage, now: Date): string {
  return sealer().seal(JSON.stringify({ uid, accountId, stage, expires: now.getTime() + stepTokenLifetimeMs }));
}

function openStepToken(value: unknown, uid: string, now: Date): { accountId: string; stage: StepStage } | null {
  if (typeof value !== 'string' || value.length > 1024 || !sealer().isSealed(value)) return null;
  try {
    const token = JSON.parse(sealer().open(value)) as {
      uid?: unknown;
      accountId?: unknown;
      stage?: unknown;
      expires?: unknown;
    };
    if (token.uid !== uid || typeof token.accountId !== 'string' || !isUuid(token.accountId)) return null;
    if (typeof token.expires !== 'number' || token.expires < now.getTime()) return null;
    if (token.stage !== 'code' && token.stage !== 'enrol' && token.stage !== 'done') return null;
    return { accountId: token.accountId, stage: token.stage };
  } catch {
    return null;
  }
}

async function interactionOf(
  provider: Provider,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : null;
  } catch {
    return null;
  }
}
