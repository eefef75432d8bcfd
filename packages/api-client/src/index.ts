export { ApiProblem, isApiProblem, NETWORK_PROBLEM_TYPE } from './api-problem.ts';
export { CSRF_HEADER, CSRF_HEADER_VALUE } from './contract.ts';
export type { ClientPaths, components, operations, paths, Schemas } from './contract.ts';
export { createApiClient } from './create-api-client.ts';
export type { ApiClient, ApiClientOptions, ApiQueryHelpers } from './create-api-client.ts';
export { NOT_AUTHORIZED_ALERT } from './middleware.ts';
export type { ApiFailure } from './middleware.ts';
export { clearApiCache, isApiQueryKey, queryKeys, retryTransientFailures } from './query-keys.ts';
