import type { FastifyInstance } from 'fastify';

/**
 * The dashboard's policy: its scripts, fonts and images come from this origin only (the Vite build has no inline
 * script). Styles are vanilla-extract CSS files, but Radix's modal scroll lock (react-remove-scroll) adds a <style>
 * element when a dialog opens, so inline styles are allowed; scripts never are. Pages that set their own policy
 * (the identity pages, with a nonce for their one script) keep it.
 */
export const dashboardSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Two years, the preload list's minimum; only sent when users reach the product over https. */
const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export type SecurityHeaderOptions = {
  /** The origin users reach (PUBLIC_ORIGIN); HSTS is sent only when it is https. */
  publicOrigin?: string | undefined;
};

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const https = options.publicOrigin?.startsWith('https://') ?? false;
  return {
    'content-security-policy': dashboardSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}

/**
 * Sets the headers on the raw response as the request arrives, so every answer carries them: API answers and
 * errors, 404s, static files, and the identity provider's pages (served by a mounted middleware that bypasses
 * Fastify's reply). A header a route sets itself (an identity page's own CSP) takes precedence.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
