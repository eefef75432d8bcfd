import type { IdentityOptions } from './index.ts';
import { secondFactorClaimsFrom } from './second-factor.ts';
import { tokenEndpointAuthMethods, type TokenEndpointAuthMethod } from './relying-party.ts';

type Environment = Record<string, string | undefined>;

function positiveNumber(env: Environment, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

/**
 * The identity settings from the environment: PUBLIC_ORIGIN, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
 * OIDC_SCOPE, OIDC_TOKEN_ENDPOINT_AUTH_METHOD, OIDC_ID_TOKEN_SIGNING_ALG, SESSION_IDLE_TIMEOUT_MINUTES and
 * SESSION_ABSOLUTE_TIMEOUT_HOURS, OIDC_SECOND_FACTOR_AMR and OIDC_SECOND_FACTOR_ACR. INTERNAL_EMAIL_DOMAIN is not among them: sign-in never reads internal status from
 * an e-mail (it is the account's stored flag); the users API reads that domain to decide who may be granted it.
 */
export function identityOptionsFromEnv(env: Environment, port: number): Omit<IdentityOptions, 'database'> {
  const idleMinutes = positiveNumber(env, 'SESSION_IDLE_TIMEOUT_MINUTES');
  const absoluteHours = positiveNumber(env, 'SESSION_ABSOLUTE_TIMEOUT_HOURS');
  const issuer = env.OIDC_ISSUER?.trim() || undefined;
  if (issuer && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too.');
  }
  const authMethod = env.OIDC_TOKEN_ENDPOINT_AUTH_METHOD?.trim() || undefined;
  if (authMethod && !(tokenEndpointAuthMethods as readonly string[]).includes(authMethod)) {
    throw new Error(
      `OIDC_TOKEN_ENDPOINT_AUTH_METHOD must be one of ${tokenEndpointAuthMethods.join(', ')}, not "${authMethod}".`,
    );
  }
  return {
    publicOrigin: env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`,
    ...(issuer ? { issuer } : {}),
    ...(env.OIDC_CLIENT_ID ? { clientId: env.OIDC_CLIENT_ID } : {}),
    ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}),
    ...(env.OIDC_SCOPE ? { scope: env.OIDC_SCOPE } : {}),
    ...(authMethod ? { tokenEndpointAuthMethod: authMethod as TokenEndpointAuthMethod } : {}),
    ...(env.OIDC_ID_TOKEN_SIGNING_ALG ? { idTokenSigningAlg: env.OIDC_ID_TOKEN_SIGNING_ALG.trim() } : {}),
    ...(idleMinutes ? { idleTimeoutMs: idleMinutes * 60_000 } : {}),
    ...(absoluteHours ? { absoluteTimeoutMs: absoluteHours * 60 * 60_000 } : {}),
    secondFactorClaims: secondFactorClaimsFrom(env),
  };
}
