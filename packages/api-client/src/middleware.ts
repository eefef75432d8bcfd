import type { Middleware } from 'openapi-fetch';
import { ApiProblem } from './api-problem.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './contract.ts';

/** §8: shown as an alert before signing out when the company lookup fails. */
export const NOT_AUTHORIZED_ALERT = 'You are not authorized to access this page.';

const COMPANY_INFO_PATH = '/employer-dashboard/company-info';
const SESSION_PATH = '/auth/session';
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A failed call, as the error policy reports it. */
export type ApiFailure = {
  problem: ApiProblem;
  method: string;
  /** The contract path, with its `{placeholders}`. */
  schemaPath: string;
};

export type ErrorPolicy = {
  /** Sign the user out; `alert` is shown first when given. */
  onSignOut: (alert?: string) => void;
  /** A failure the user should hear about (a toast); the caller gets no data. */
  onError: (failure: ApiFailure) => void;
  log: (failure: ApiFailure) => void;
  /**
   * Whether the page is being left (another address opened, a reload). The browser cuts the page's requests short
   * then, with the same error as a lost network: such a request was abandoned, not failed, and signs nobody out.
   */
  isLeaving?: () => boolean;
  /** Rewords a problem before anyone sees it (the dashboard says a 429 in the reader's language); as is without it. */
  present?: (problem: ApiProblem) => ApiProblem;
};

/** Adds the CSRF header the server requires on every state-changing request. */
export const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    if (STATE_CHANGING_METHODS.has(request.method)) {
      request.headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    }
    return request;
  },
};

/**
 * Turns every failed answer, and every network failure, into an `application/problem+json` response
 * carrying an `ApiProblem`, and applies §7's policy: a company-info failure signs the user out with
 * the alert, an expired session signs out, anything else is logged and reported to `onError`.
 */
export function errorPolicyMiddleware(policy: ErrorPolicy, problems: WeakMap<Response, ApiProblem>): Middleware {
  const fail = (answered: ApiProblem, request: Request, schemaPath: string): Response => {
    const problem = policy.present?.(answered) ?? answered;
    const response = new Response(JSON.stringify(problem), {
      status: problem.status,
      headers: { 'Content-Type': 'application/problem+json' },
    });
    problems.set(response, problem);
    // Signed-out visitors get 401 from the session call; that is an answer, not a failure.
    if (schemaPath === SESSION_PATH && problem.status === 401) return response;
    const failure: ApiFailure = { problem, method: request.method, schemaPath };
    policy.log(failure);
    if (schemaPath === COMPANY_INFO_PATH) {
      policy.onSignOut(NOT_AUTHORIZED_ALERT);
    } else if (problem.status === 401) {
      policy.onSignOut();
    } else {
      policy.onError(failure);
    }
    return response;
  };

  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status < 400 || problems.has(response)) return undefined;
      return fail(await ApiProblem.fromResponse(response), request, schemaPath);
    },
    onError({ error, request, schemaPath }) {
      if (isAbort(error) || policy.isLeaving?.()) return undefined;
      return fail(ApiProblem.network(error), request, schemaPath);
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
