import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';

export type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the client authenticates at the token endpoint (default: HTTP Basic, the OpenID Connect default). */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
  /** The algorithm the provider signs ID tokens with (default: RS256); any other is refused. */
  idTokenSigningAlg?: string;
  /** The embedded provider answers in-process: no network hop, no TLS to a server that is ourselves. */
  inProcess?: FastifyInstance;
  /** The origin browsers use for the embedded provider (its Host and scheme). */
  publicOrigin: string;
};

export const tokenEndpointAuthMethods = ['client_secret_basic', 'client_secret_post'] as const;
export type TokenEndpointAuthMethod = (typeof tokenEndpointAuthMethods)[number];

export type RelyingParty = {
  configuration: () => Promise<client.Configuration>;
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The OpenID Connect client, configured by discovery on first use and again after a failed attempt. */
export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let pending: Promise<client.Configuration> | undefined;
  const issuerUrl = new URL(options.issuer);
  const insecureAllowed = issuerUrl.protocol === 'http:' && (options.inProcess !== undefined || loopbackHosts.has(issuerUrl.hostname));
  const execute = [client.enableNonRepudiationChecks, ...(insecureAllowed ? [client.allowInsecureRequests] : [])];

  const discover = async (): Promise<client.Configuration> => {
    const configuration = await client.discovery(
      issuerUrl,
      options.clientId,
      { client_secret: options.clientSecret, id_token_signed_response_alg: options.idTokenSigningAlg ?? 'RS256' },
      options.tokenEndpointAuthMethod === 'client_secret_post'
        ? client.ClientSecretPost(options.clientSecret)
        : client.ClientSecretBasic(options.clientSecret),
      {
        execute,
        timeout: 10,
        ...(options.inProcess ? { [client.customFetch]: injectFetch(options.inProcess, options.publicOrigin) } : {}),
      },
    );
    return configuration;
  };

  return {
    configuration: () => {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}

function injectFetch(app: FastifyInstance, publicOrigin: string): client.CustomFetch {
  const origin = new URL(publicOrigin);
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const payload = body === undefined || body === null ? undefined : body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer);
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
