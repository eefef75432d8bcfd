import type { FastifyReply, FastifyRequest } from 'fastify';

export type CookieNames = { session: string; login: string };

export type CookiePolicy = {
  names: CookieNames;
  secure: boolean;
};

/** `__Host-` needs Secure, so plain http (local use) falls back to unprefixed names. */
export function cookiePolicy(publicOrigin: string): CookiePolicy {
  const secure = new URL(publicOrigin).protocol === 'https:';
  return {
    secure,
    names: secure
      ? { session: '__Host-cuadre-session', login: '__Host-cuadre-login' }
      : { session: 'cuadre-session', login: 'cuadre-login' },
  };
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, policy: CookiePolicy, value: string): void {
  reply.setCookie(policy.names.session, value, {
    path: '/',
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'strict',
  });
}

// Lax, because the identity provider's redirect back is a cross-site navigation that Strict cookies miss.
export function setLoginCookie(reply: FastifyReply, policy: CookiePolicy, value: string, maxAgeSeconds: number): void {
  reply.setCookie(policy.names.login, value, {
    path: '/',
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'lax',
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie(reply: FastifyReply, policy: CookiePolicy, name: string): void {
  reply.clearCookie(name, {
    path: '/',
    httpOnly: true,
    secure: policy.secure,
    sameSite: name === policy.names.login ? 'lax' : 'strict',
  });
}
