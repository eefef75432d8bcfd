import type { Schemas } from './contract.ts';

type Problem = Schemas['Problem'];
type ProblemFieldError = Schemas['ProblemFieldError'];

export const NETWORK_PROBLEM_TYPE = '/problems/network';

/** An RFC 9457 problem the API answered, or one the client made up for a failure without one. */
export class ApiProblem extends Error implements Problem {
  override readonly name = 'ApiProblem';
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string | undefined;
  readonly instance: string | undefined;
  readonly errors: ProblemFieldError[];
  /** On a 409, the record the request conflicts with (the batch that already covers the same workers and dates). */
  readonly conflictsWith: Problem['conflictsWith'];
  /** How long the server asked the client to wait (its `Retry-After`, in seconds), when it said so: a 429 or a 503. */
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: Problem, options: { retryAfterSeconds?: number | undefined } = {}) {
    super(problem.detail ?? problem.title);
    this.type = problem.type;
    this.title = problem.title;
    this.status = problem.status;
    this.detail = problem.detail;
    this.instance = problem.instance;
    this.errors = problem.errors ?? [];
    this.conflictsWith = problem.conflictsWith;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The message of the field at `pointer` (`/body/amount`), if the server named it. */
  errorAt(pointer: string): string | undefined {
    return this.errors.find((error) => error.pointer === pointer)?.message;
  }

  toJSON(): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.instance === undefined ? {} : { instance: this.instance }),
      errors: this.errors,
      ...(this.conflictsWith === undefined ? {} : { conflictsWith: this.conflictsWith }),
    };
  }

  /** The same problem told in other words (`title`, `detail`), e.g. in the reader's language. */
  withText(text: { title: string; detail?: string | undefined }): ApiProblem {
    const { detail: _detail, ...rest } = this.toJSON();
    return new ApiProblem(
      { ...rest, title: text.title, ...(text.detail === undefined ? {} : { detail: text.detail }) },
      { retryAfterSeconds: this.retryAfterSeconds },
    );
  }

  /** Reads a problem from a parsed body; anything that is not one becomes a generic problem for `status`. */
  static fromBody(
    body: unknown,
    status: number,
    statusText = '',
    options: { retryAfterSeconds?: number | undefined } = {},
  ): ApiProblem {
    if (isProblemShape(body)) {
      return new ApiProblem(
        {
          ...body,
          status: body.status ?? status,
          errors: body.errors?.filter(isFieldError) ?? [],
        },
        options,
      );
    }
    return new ApiProblem({ type: 'about:blank', title: statusText || `HTTP ${status}`, status }, options);
  }

  static async fromResponse(response: Response, now: number = Date.now()): Promise<ApiProblem> {
    const text = await response.text().catch(() => '');
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), now);
    return ApiProblem.fromBody(parseJson(text), response.status, response.statusText, { retryAfterSeconds });
  }

  static network(error: unknown): ApiProblem {
    return new ApiProblem({
      type: NETWORK_PROBLEM_TYPE,
      title: 'The server could not be reached',
      status: 503,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

export function isApiProblem(value: unknown): value is ApiProblem {
  return value instanceof ApiProblem;
}

type ProblemShape = {
  type: string;
  title: string;
  status?: number;
  detail?: string;
  instance?: string;
  errors?: unknown[];
};

function isProblemShape(body: unknown): body is ProblemShape {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.type === 'string' &&
    typeof candidate.title === 'string' &&
    (candidate.status === undefined || typeof candidate.status === 'number') &&
    (candidate.detail === undefined || typeof candidate.detail === 'string') &&
    (candidate.instance === undefined || typeof candidate.instance === 'string') &&
    (candidate.errors === undefined || Array.isArray(candidate.errors))
  );
}

function isFieldError(value: unknown): value is ProblemFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.pointer === 'string' && typeof candidate.message === 'string';
}

/** RFC 9110 `Retry-After`: a number of seconds, or an HTTP date (counted from `now`, never below 0). */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
