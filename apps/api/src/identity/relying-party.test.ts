import type { IncomingMessage } from 'node:http';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { chooseTokenEndpointAuthMethod, createRelyingParty } from './relying-party.ts';
import { browser, insertFixture, openTestDatabase, startServer, type Fixture } from './test-support.ts';

const clientId = 'cuadre-dashboard.prod_eu-1';
const clientSecret = 'a-secret/with+characters=that-need:encoding';

type TokenRequest = IncomingMessage & { body: Record<string, unknown> };

describe('the token endpoint authentication method', () => {
  it('is client_secret_basic when the provider lists it, or lists nothing (the OpenID Connect default)', () => {
    expect(chooseTokenEndpointAuthMethod(undefined, ['client_secret_post', 'client_secret_basic'])).toMatchObject({
      method: 'client_secret_basic',
    });
    const unlisted = chooseTokenEndpointAuthMethod(undefined, undefined);
    expect(unlisted).toMatchObject({ method: 'client_secret_basic' });
    expect(unlisted.reason).toMatch(/default/);
    expect(unlisted.warning).toBeUndefined();
  });

  it('is client_secret_post when the provider lists it and not client_secret_basic', () => {
    const choice = chooseTokenEndpointAuthMethod(undefined, ['private_key_jwt', 'client_secret_post']);
    expect(choice.method).toBe('client_secret_post');
    expect(choice.reason).toMatch(/does not advertise client_secret_basic/);
    expect(choice.warning).toBeUndefined();
  });

  it('is the one OIDC_TOKEN_ENDPOINT_AUTH_METHOD names, with a warning naming both when the provider does not advertise it', () => {
    expect(chooseTokenEndpointAuthMethod('client_secret_post', ['client_secret_basic', 'client_secret_post'])).toEqual({
      method: 'client_secret_post',
      reason: 'OIDC_TOKEN_ENDPOINT_AUTH_METHOD is client_secret_post',
    });
    const unadvertised = chooseTokenEndpointAuthMethod('client_secret_post', ['client_secret_basic']);
    expect(unadvertised.method).toBe('client_secret_post');
    expect(unadvertised.warning).toMatch(
      /OIDC_TOKEN_ENDPOINT_AUTH_METHOD is client_secret_post.*does not advertise.*client_secret_basic/,
    );
    expect(chooseTokenEndpointAuthMethod('client_secret_post', undefined).warning).toMatch(
      /client_secret_post.*client_secret_basic by default/,
    );
    expect(chooseTokenEndpointAuthMethod('client_secret_basic', ['client_secret_post']).warning).toMatch(
      /client_secret_basic.*lists client_secret_post/,
    );
  });

  it('falls back to client_secret_basic with a warning when the provider lists neither secret method', () => {
    const choice = chooseTokenEndpointAuthMethod(undefined, ['private_key_jwt']);
    expect(choice.method).toBe('client_secret_basic');
    expect(choice.warning).toMatch(/neither client_secret_basic nor client_secret_post.*private_key_jwt/);
  });
});

// A hosted provider that advertises and accepts only client_secret_post: HTTP Basic credentials are refused.
describe('a hosted provider that takes only client_secret_post', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let fixture: Fixture;
  let provider: OAuth2Server;
  let issuer: string;
  const methods: string[] = [];

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    fixture = await insertFixture(database);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await startInPortRange(provider);
    issuer = provider.issuer.url!;
    provider.service.on(Events.BeforeWellKnownOpenIdConfiguration, (response: { body: Record<string, unknown> }) => {
      response.body.token_endpoint_auth_methods_supported = ['client_secret_post'];
    });
    provider.service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { email: fixture.users.admin, email_verified: true });
    });
    provider.service.on(
      Events.BeforeResponse,
      (response: { body: unknown; statusCode: number }, request: TokenRequest) => {
        const basic = request.headers.authorization !== undefined;
        methods.push(basic ? 'client_secret_basic' : 'client_secret_post');
        if (basic || request.body.client_id !== clientId || request.body.client_secret !== clientSecret) {
          response.statusCode = 401;
          response.body = { error: 'invalid_client', error_description: 'this provider takes client_secret_post only' };
        }
      },
    );
  });

  afterAll(async () => {
    await provider?.stop();
    await dispose?.();
  });

  it('completes the sign-in with client_secret_post, chosen from its discovery document', async () => {
    const server = await startServer(database, { issuer, clientId, clientSecret });
    try {
      const { url } = await browser().follow(`${server.origin}/api/auth/login?returnTo=/reports`);
      expect(url).toBe(`${server.origin}/reports`);
      expect(methods).toEqual(['client_secret_post']);
    } finally {
      await server.close();
    }
  });

  it('says at start which method it uses and why', async () => {
    const lines: { level: string; message: string }[] = [];
    const log = {
      info: (_fields: object, message: string) => lines.push({ level: 'info', message }),
      warn: (_fields: object, message: string) => lines.push({ level: 'warn', message }),
    };
    const relyingParty = createRelyingParty({
      issuer,
      clientId,
      clientSecret,
      publicOrigin: 'http://127.0.0.1:4399',
      log: log as never,
    });
    await relyingParty.configuration();
    expect(lines).toEqual([
      {
        level: 'info',
        message: expect.stringMatching(
          /called with client_secret_post: the provider does not advertise client_secret_basic/,
        ) as string,
      },
    ]);
  });

  it('uses a configured method the provider does not advertise, warning with both named', async () => {
    const lines: { level: string; message: string }[] = [];
    const log = {
      info: (_fields: object, message: string) => lines.push({ level: 'info', message }),
      warn: (_fields: object, message: string) => lines.push({ level: 'warn', message }),
    };
    const relyingParty = createRelyingParty({
      issuer,
      clientId,
      clientSecret,
      publicOrigin: 'http://127.0.0.1:4399',
      tokenEndpointAuthMethod: 'client_secret_basic',
      log: log as never,
    });
    await relyingParty.configuration();
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[0]?.message).toMatch(
      /OIDC_TOKEN_ENDPOINT_AUTH_METHOD is client_secret_basic, which the provider.*does not advertise.*lists client_secret_post/,
    );
  });
});

async function startInPortRange(server: OAuth2Server): Promise<void> {
  const first = 4300 + Math.floor(Math.random() * 100);
  for (let offset = 0; offset < 100; offset += 1) {
    try {
      await server.start(4300 + ((first - 4300 + offset) % 100), '127.0.0.1');
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no free port in 4300–4399');
}
