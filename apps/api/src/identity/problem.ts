import type { FastifyReply, FastifyRequest } from 'fastify';

export type ProblemFieldError = { pointer: string; message: string };

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  503: 'Service Unavailable',
};

const types: Record<number, string> = {
  400: '/problems/validation',
  401: '/problems/unauthorized',
  403: '/problems/forbidden',
  503: 'about:blank',
};

/** Answers an RFC 9457 problem detail; `instance` is the request id so logs and answers meet. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 400 | 401 | 403 | 503,
  detail: string,
  errors?: ProblemFieldError[],
): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .header('cache-control', 'no-store')
    .send({
      type: types[status],
      title: titles[status],
      status,
      detail,
      instance: `urn:request:${request.id}`,
      ...(errors ? { errors } : {}),
    });
}
