import type { FieldProblemCode } from '@cuadre/domain';
import type { FastifyReply } from 'fastify';

export type ProblemFieldError = {
  /** JSON pointer into the request: `/body/rows/3/amount`, `/query/companyId`. */
  pointer: string;
  message: string;
  /** The contract rule broken, with its bound (`FieldProblem` in the domain); absent on a handler's own sentence. */
  code?: FieldProblemCode;
  limit?: number;
  allowed?: string[];
  unit?: 'cents';
  expected?: string;
};

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: ProblemFieldError[];
  conflictsWith?: ConflictingRecord;
};

/** The record a 409 is about (the batch that already covers the dates), for the page to link to. */
export type ConflictingRecord = { kind: 'commission-batch'; id: string; area?: string };

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An answer other than success; the router turns it into problem+json. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: ProblemFieldError[] | undefined;
  /** A problem type more precise than the status's own (`/problems/recent-sign-in-required`). */
  readonly type: string | undefined;
  readonly conflictsWith: ConflictingRecord | undefined;

  constructor(
    status: number,
    detail: string,
    errors?: ProblemFieldError[],
    type?: string,
    conflictsWith?: ConflictingRecord,
  ) {
    super(detail);
    this.status = status;
    this.errors = errors;
    this.type = type;
    this.conflictsWith = conflictsWith;
  }
}

export const badRequest = (detail: string, errors?: ProblemFieldError[]): HttpError =>
  new HttpError(400, detail, errors);
export const unauthorized = (): HttpError => new HttpError(401, 'Sign in to use this call.');
export const forbidden = (detail = 'You are not allowed to do this.'): HttpError => new HttpError(403, detail);
export const notFound = (what = 'The resource'): HttpError => new HttpError(404, `${what} does not exist.`);
export const conflict = (detail: string): HttpError => new HttpError(409, detail);
export const unprocessable = (detail: string, errors?: ProblemFieldError[]): HttpError =>
  new HttpError(422, detail, errors);

const types: Record<number, string> = {
  400: '/problems/validation',
  401: '/problems/unauthorized',
  403: '/problems/forbidden',
  404: '/problems/not-found',
  409: '/problems/conflict',
  422: '/problems/unprocessable',
  429: '/problems/too-many-requests',
};

export function problemOf(
  status: number,
  detail: string,
  instance?: string,
  errors?: ProblemFieldError[],
  type?: string,
  conflictsWith?: ConflictingRecord,
): Problem {
  return {
    type: type ?? types[status] ?? 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
    ...(instance ? { instance } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(conflictsWith ? { conflictsWith } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problem);
}

/** Escapes one segment of a JSON pointer (RFC 6901). */
export const pointerSegment = (segment: string | number): string =>
  String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
