import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createApiClient, retryTransientFailures } from '@cuadre/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { fetchWithEarlyAnswers } from '../shared/api/early-answers.ts';
import { presentProblem } from '../shared/api/present-problem.ts';
import { shellApiFrom } from '../shared/api/shell-api-client.ts';
import { syncLanguage } from '../shared/i18n/sync-language.ts';
import type { ShellDeps } from '../shared/session/shell-deps.ts';
import type { SessionExit } from './session-exit.ts';
import { createSessionExit } from './session-exit.ts';

// `ready` settles when the chosen language's catalog is active, before the first render.
// `client` and `query` are the one API client every screen calls, with the app's sign-out policy.
export type AppDeps = ShellDeps & {
  exit: SessionExit;
  client: ApiClient;
  query: ApiQueryHelpers;
  ready?: Promise<void>;
};

// The app's single API client, query cache and atom store.
export function createAppDeps(): AppDeps {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryTransientFailures } } });
  const store = createStore();
  let exit: SessionExit | null = null;
  const earlyFetch = fetchWithEarlyAnswers();
  const { client, query } = createApiClient({
    baseUrl: '/api',
    // The first answers of a page, asked by its early script before this code ran (`early/early-requests.ts`).
    ...(earlyFetch ? { fetch: earlyFetch } : {}),
    onSignOut: (alert) => exit?.onApiSignOut(alert),
    // §7: failed reads yield no data and are only logged; each screen shows its own error state.
    onError: () => undefined,
    // A rate limit's 429 reads as how long to wait, in the user's language, wherever a screen shows the problem.
    presentProblem: (problem) => presentProblem(problem),
  });
  const shellDeps: ShellDeps = { api: shellApiFrom(client), queryClient, store };
  exit = createSessionExit(shellDeps);
  const ready = syncLanguage(store);
  return { ...shellDeps, exit, client, query, ready };
}
