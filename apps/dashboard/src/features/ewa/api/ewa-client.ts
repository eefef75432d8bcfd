import type { ApiClient } from '@cuadre/api-client';
import { createApiClient } from '@cuadre/api-client';
import { createContext, use } from 'react';
import { useAppDeps } from '../../../app/app-deps-context.ts';
import type { AppDeps } from '../../../app/app-deps.ts';

// Tests hand their own client (a real one on a fake fetch); the app uses the one of its AppDeps.
export const EwaClientContext = createContext<ApiClient | null>(null);

const clients = new WeakMap<AppDeps, ApiClient>();

// The API client with the app's sign-out policy; one per AppDeps until the shell exposes its own.
function clientFor(deps: AppDeps): ApiClient {
  const shared = (deps as AppDeps & { client?: ApiClient }).client;
  if (shared !== undefined) return shared;
  let client = clients.get(deps);
  if (client === undefined) {
    client = createApiClient({
      baseUrl: '/api',
      onSignOut: (alert) => deps.exit.onApiSignOut(alert),
      onError: () => undefined,
    }).client;
    clients.set(deps, client);
  }
  return client;
}

export function useEwaClient(): ApiClient {
  const provided = use(EwaClientContext);
  const deps = useAppDeps();
  return provided ?? clientFor(deps);
}
