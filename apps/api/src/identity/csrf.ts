import type { FastifyRequest } from 'fastify';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The header every state-changing call carries; a cross-site form or image cannot set it. */
export const csrfHeader = { name: 'x-requested-by', value: 'cuadre' } as const;

/**
 * Why a state-changing request is refused as cross-site, or null when it may proceed: it must carry the
 * custom header, and when the browser names its origin or fetch site, those must be ours.
 */
export function csrfRefusal(request: FastifyRequest, publicOrigin: string): string | null {
  if (!stateChanging.has(request.method)) return null;
  if (request.headers[csrfHeader.name] !== csrfHeader.value) {
    return `State-changing requests must carry the header X-Requested-By: ${csrfHeader.value}.`;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) {
    return 'Requests from another origin may not change anything.';
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'Cross-site requests may not change anything.';
  }
  return null;
}
