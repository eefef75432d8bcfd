import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as client from 'openid-client';

export type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * How the client authenticates at the token endpoint. Unset: chosen from the provider's discovery document
   * (`chooseTokenEndpointAuthMethod`).
   */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
  /** The algorithm the provider signs ID tokens with (default: RS256); any other is refused. */
  idTokenSigningAlg?: string;
  /** The embedded provider answers in-process: no network hop, no TLS to a server that is ourselves. */
  inProcess?: FastifyInstance;
  /** The origin browsers use for the embedded provider (its Host and scheme). */
  publicOrigin: string;
  /**
   * Where the method chosen and any mismatch with the provider are written. With it, a hosted provider's discovery
   * document is read at once (at start) rather than at the first sign-in.
   */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

export const tokenEndpointAuthMethods = ['client_secret_basic', 'client_secret_post'] as const;
export type TokenEndpointAuthMethod = (typeof tokenEndpointAuthMethods)[number];

export type RelyingParty = {
  configuration: () => Promise<client.Configuration>;
};

export type TokenEndpointAuthChoice = {
  method: TokenEndpointAuthMethod;
  /** Why this method, in a sentence for the log. */
  reason: string;
  /** Set when the provider may refuse it: the method is used all the same. */
  warning?: string;
};

/**
 * How to authenticate at the token endpoint. Set (OIDC_TOKEN_ENDPOINT_AUTH_METHOD): that one, with a warning when the
 * provider's `token_endpoint_auth_methods_supported` does not list it. Unset: `client_secret_basic` when the provider
 * lists it or lists nothing (OpenID Connect Discovery 1.0 §3 makes it the default), else `client_secret_post` when
 * listed.
 */
export function chooseTokenEndpointAuthMethod(
  configured: TokenEndpointAuthMethod | undefined,
  supported: unknown,
): TokenEndpointAuthChoice {
  const listed = Array.isArray(supported)
    ? supported.filter((value): value is string => typeof value === 'string')
    : null;
  const advertised = listed ?? ['client_secret_basic'];
  const described = listed
    ? `it lists ${listed.length > 0 ? listed.join(', ') : 'none'}`
    : 'it lists none, so client_secret_basic by default';
  if (configured) {
    const reason = `OIDC_TOKEN_ENDPOINT_AUTH_METHOD is ${configured}`;
    return advertised.includes(configured)
      ? { method: configured, reason }
      : {
          method: configured,
          reason,
          warning: `OIDC_TOKEN_ENDPOINT_AUTH_METHOD is ${configured}, which the provider's discovery document does not advertise in token_endpoint_auth_methods_supported (${described}); using ${configured} all the same.`,
        };
  }
  if (!listed) {
    return {
      method: 'client_secret_basic',
      reason:
        'the provider\u2019s discovery document has no token_endpoint_auth_methods_supported: client_secret_basic is the OpenID Connect default',
    };
  }
  if (listed.includes('client_secret_basic'))
    return { method: 'client_secret_basic', reason: `the provider advertises it (${listed.join(', ')})` };
  if (listed.includes('client_secret_post')) {
    return {
      method: 'client_secret_post',
      reason: `the provider does not advertise client_secret_basic but advertises client_secret_post (${listed.join(', ')})`,
    };
  }
  return {
    method: 'client_secret_basic',
    reason: 'the OpenID Connect default',
    warning: `the provider advertises neither client_secret_basic nor client_secret_post in token_endpoint_auth_methods_supported (${described}); trying client_secret_basic. Set OIDC_TOKEN_ENDPOINT_AUTH_METHOD to choose.`,
  };
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The OpenID Connect client, configured by discovery on first use and again after a failed attempt. */
export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let pending: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(options.issuer);
  const insecureAllowed =
    issuerUrl.protocol === 'http:' && (options.inProcess !== undefined || loopbackHosts.has(issuerUrl.hostname));
  const execute = [client.enableNonRepudiationChecks, ...(insecureAllowed ? [client.allowInsecureRequests] : [])];

  const authentications = {
    client_secret_basic: client.ClientSecretBasic(options.clientSecret),
    client_secret_post: client.ClientSecretPost(options.clientSecret),
  } satisfies Record<TokenEndpointAuthMethod, client.ClientAuth>;
  // Decided once the discovery document is read; every token request authenticates the way chosen then.
  let method: TokenEndpointAuthMethod = options.tokenEndpointAuthMethod ?? 'client_secret_basic';
  const authenticate: client.ClientAuth = (...parts) => authentications[method](...parts);

  const discover = async (): Promise<client.Configuration> => {
    const configuration = await client.discovery(
      issuerUrl,
      options.clientId,
      { client_secret: options.clientSecret, id_token_signed_response_alg: options.idTokenSigningAlg ?? 'RS256' },
      authenticate,
      {
        execute,
        timeout: 10,
        ...(options.inProcess ? { [client.customFetch]: injectFetch(options.inProcess, options.publicOrigin) } : {}),
      },
    );
    const choice = chooseTokenEndpointAuthMethod(
      options.tokenEndpointAuthMethod,
      configuration.serverMetadata().token_endpoint_auth_methods_supported,
    );
    method = choice.method;
    if (choice.warning)
      options.log?.warn(
        { issuer: options.issuer, tokenEndpointAuthMethod: choice.method },
        `identity: ${choice.warning}`,
      );
    options.log?.info(
      { issuer: options.issuer, tokenEndpointAuthMethod: choice.method },
      `identity: the token endpoint is called with ${choice.method}: ${choice.reason}`,
    );
    return configuration;
  };

  const relyingParty: RelyingParty = {
    configuration: () => {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
  if (options.log && !options.inProcess) {
    relyingParty.configuration().catch((error: unknown) => {
      options.log?.warn(
        { err: error, issuer: options.issuer },
        'identity: the provider\u2019s discovery document could not be read at start; it is tried again at the first sign-in',
      );
    });
  }
  return relyingParty;
}

function injectFetch(app: FastifyInstance, publicOrigin: string): client.CustomFetch {
  const origin = new URL(publicOrigin);
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : body instanceof URLSearchParams
          ? body.toString()
          : typeof body === 'string'
            ? body
            : Buffer.from(body as ArrayBuffer);
    const answer = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: origin.host,
        'x-forwarded-proto': origin.protocol.slice(0, -1),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
