import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryHelpers, { type OpenapiQueryClient } from 'openapi-react-query';
import { ApiProblem } from './api-problem.ts';
import type { ClientPaths } from './contract.ts';
import { type ApiFailure, csrfMiddleware, errorPolicyMiddleware } from './middleware.ts';

export type ApiClient = Client<ClientPaths>;
export type ApiQueryHelpers = OpenapiQueryClient<ClientPaths>;

export type ApiClientOptions = {
  /** Where the API is served: `/api` on the dashboard's origin, or an absolute URL. */
  baseUrl: string;
  /** Defaults to the global `fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sign the user out; `alert` is shown first when given. */
  onSignOut: (alert?: string) => void;
  /** A failure the user should hear about; the caller gets no data. */
  onError: (failure: ApiFailure) => void;
  /** Defaults to `console.error`. */
  log?: (failure: ApiFailure) => void;
  /** Whether the page is being left; defaults to what the window says (`windowLeaving`). */
  isLeaving?: () => boolean;
  /** Rewords every problem before callers see it (e.g. in the reader's language); problems stay as answered without it. */
  presentProblem?: (problem: ApiProblem) => ApiProblem;
};

// How long after `beforeunload` a failed request counts as cut short by the navigation that followed it. The browser
// may fail the page's requests before `pagehide`; a navigation that never happens (a download) leaves the page as it
// was once this has passed.
const LEAVING_GRACE_MS = 5_000;

// The page is on its way out from `beforeunload` (for a while) and from `pagehide` on; a page the browser keeps and
// shows again (back, forward) is not.
// (The package is also compiled without the DOM's types, for the server's tests: the window is looked up, not named.)
type PageWindow = { addEventListener: (type: 'beforeunload' | 'pagehide' | 'pageshow', listener: () => void) => void };
function windowLeaving(): () => boolean {
  const page = (globalThis as { window?: PageWindow }).window;
  if (page === undefined) return () => false;
  let hidden = false;
  let unloadingSince = Number.NEGATIVE_INFINITY;
  page.addEventListener('beforeunload', () => (unloadingSince = performance.now()));
  page.addEventListener('pagehide', () => (hidden = true));
  page.addEventListener('pageshow', () => {
    hidden = false;
    unloadingSince = Number.NEGATIVE_INFINITY;
  });
  return () => hidden || performance.now() - unloadingSince < LEAVING_GRACE_MS;
}

/**
 * The one API client of the dashboard. `client` calls the API (`{ data }` or `{ error: ApiProblem }`,
 * never a rejection except when the caller aborts or the page is being left); `query` gives TanStack Query
 * options and hooks keyed `[method, path, init]` (see `queryKeys`).
 */
export function createApiClient(options: ApiClientOptions): { client: ApiClient; query: ApiQueryHelpers } {
  const problems = new WeakMap<Response, ApiProblem>();
  const fetchClient = createFetchClient<ClientPaths>({
    baseUrl: options.baseUrl,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  fetchClient.use(
    csrfMiddleware,
    errorPolicyMiddleware(
      {
        onSignOut: options.onSignOut,
        onError: options.onError,
        log: options.log ?? logFailure,
        isLeaving: options.isLeaving ?? windowLeaving(),
        ...(options.presentProblem ? { present: options.presentProblem } : {}),
      },
      problems,
    ),
  );
  const client = withApiProblems(fetchClient, problems);
  return { client, query: createQueryHelpers<ClientPaths>(client) };
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };

// openapi-fetch hands back the parsed body; callers get the ApiProblem the middleware made from it.
function withApiProblems(client: ApiClient, problems: WeakMap<Response, ApiProblem>): ApiClient {
  const wrap = <Call>(call: Call): Call => {
    const invoke = call as (...args: unknown[]) => Promise<FetchResult>;
    const wrapped = async (...args: unknown[]): Promise<FetchResult> => {
      const result = await invoke(...args);
      if (result.response.ok) return result;
      const problem =
        problems.get(result.response) ??
        ApiProblem.fromBody(result.error, result.response.status, result.response.statusText);
      return { error: problem, response: result.response };
    };
    return wrapped as Call;
  };
  return {
    ...client,
    request: wrap(client.request),
    GET: wrap(client.GET),
    PUT: wrap(client.PUT),
    POST: wrap(client.POST),
    DELETE: wrap(client.DELETE),
    OPTIONS: wrap(client.OPTIONS),
    HEAD: wrap(client.HEAD),
    PATCH: wrap(client.PATCH),
    TRACE: wrap(client.TRACE),
  };
}

function logFailure({ problem, method, schemaPath }: ApiFailure): void {
  console.error(`${method} ${schemaPath} failed: ${problem.status} ${problem.title}`, problem);
}
