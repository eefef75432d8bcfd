import { describe, expect, it } from 'vitest';
import { identityOptionsFromEnv } from './environment.ts';
import { defaultSecondFactorClaims } from './second-factor.ts';

describe('identity settings from the environment', () => {
  it('defaults to the embedded provider on localhost with 30 minutes idle and 12 hours absolute', () => {
    expect(identityOptionsFromEnv({}, 3000)).toEqual({
      publicOrigin: 'http://localhost:3000',
      secondFactorClaims: defaultSecondFactorClaims,
    });
  });

  it('reads which ID-token methods and classes count as a second factor', () => {
    expect(
      identityOptionsFromEnv(
        {
          OIDC_SECOND_FACTOR_AMR: 'mfa, hwk',
          OIDC_SECOND_FACTOR_ACR: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
        },
        3000,
      ).secondFactorClaims,
    ).toEqual({
      amr: ['mfa', 'hwk'],
      acr: ['http://schemas.openid.net/pape/policies/2007/06/multi-factor'],
    });
  });

  it('reads a hosted provider and the timeouts', () => {
    const options = identityOptionsFromEnv(
      {
        PUBLIC_ORIGIN: 'https://dashboard.example',
        OIDC_ISSUER: 'https://login.example',
        OIDC_CLIENT_ID: 'cuadre',
        OIDC_CLIENT_SECRET: 'secret',
        SESSION_IDLE_TIMEOUT_MINUTES: '15',
        SESSION_ABSOLUTE_TIMEOUT_HOURS: '8',
        OIDC_TOKEN_ENDPOINT_AUTH_METHOD: 'client_secret_post',
        OIDC_ID_TOKEN_SIGNING_ALG: 'ES256',
      },
      3000,
    );
    expect(options).toMatchObject({
      publicOrigin: 'https://dashboard.example',
      issuer: 'https://login.example',
      clientId: 'cuadre',
      clientSecret: 'secret',
      idleTimeoutMs: 15 * 60_000,
      absoluteTimeoutMs: 8 * 60 * 60_000,
      tokenEndpointAuthMethod: 'client_secret_post',
      idTokenSigningAlg: 'ES256',
    });
  });

  it('refuses a hosted provider without its client credentials', () => {
    expect(() => identityOptionsFromEnv({ OIDC_ISSUER: 'https://login.example' }, 3000)).toThrow(/OIDC_CLIENT_ID/);
  });

  it('refuses an unknown client authentication method', () => {
    expect(() => identityOptionsFromEnv({ OIDC_TOKEN_ENDPOINT_AUTH_METHOD: 'private_key_jwt' }, 3000)).toThrow(
      /client_secret_basic/,
    );
  });

  it('refuses a timeout that is not a positive number', () => {
    expect(() => identityOptionsFromEnv({ SESSION_IDLE_TIMEOUT_MINUTES: 'soon' }, 3000)).toThrow(
      /SESSION_IDLE_TIMEOUT_MINUTES/,
    );
  });
});
