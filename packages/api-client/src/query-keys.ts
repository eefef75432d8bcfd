import type { Query, QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import type { ClientPathsWithMethod } from 'openapi-fetch';
import { isApiProblem } from './api-problem.ts';
import type { ApiClient } from './create-api-client.ts';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

const HTTP_METHODS: ReadonlySet<string> = new Set<HttpMethod>([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/** Whether a query key is one the API client's query helpers made (`[method, path, init?]`). */
export function isApiQueryKey(queryKey: QueryKey): boolean {
  const [method, path] = queryKey;
  return typeof method === 'string' && HTTP_METHODS.has(method) && typeof path === 'string' && path.startsWith('/');
}

export const queryKeys = {
  /** Matches every query of the API: `queryClient.removeQueries(queryKeys.all)`. */
  all: { predicate: (query: Query) => isApiQueryKey(query.queryKey) } satisfies QueryFilters,
  /** Prefix of every query of one contract path, whatever its parameters: for `invalidateQueries`. */
  path: <Method extends HttpMethod, Path extends ClientPathsWithMethod<ApiClient, Method>>(
    method: Method,
    path: Path,
  ) => [method, path] as const,
};

/** Sign-out: forget every API answer and pending mutation; other cached state stays. */
export function clearApiCache(queryClient: QueryClient): void {
  void queryClient.cancelQueries(queryKeys.all);
  queryClient.removeQueries(queryKeys.all);
  queryClient.getMutationCache().clear();
}

/** Query retry policy: a client error (4xx) will not change on retry; a network or server failure may. */
export function retryTransientFailures(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && (!isApiProblem(error) || error.status >= 500);
}
