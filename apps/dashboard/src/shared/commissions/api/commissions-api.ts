import type { Schemas } from '@cuadre/api-client';
import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createApiClient } from '@cuadre/api-client';
import { createContext, use } from 'react';
import { AppDepsContext } from '../../../app/app-deps-context.ts';
import type { AppDeps } from '../../../app/app-deps.ts';

export type CommissionsApi = { client: ApiClient; query: ApiQueryHelpers };

// Tests hand their own API (a real client on a fake fetch); the app makes one per AppDeps with its sign-out policy.
export const CommissionsApiContext = createContext<CommissionsApi | null>(null);

const apis = new WeakMap<AppDeps, CommissionsApi>();

function apiFor(deps: AppDeps): CommissionsApi {
  let api = apis.get(deps);
  if (api === undefined) {
    api = createApiClient({ baseUrl: '/api', onSignOut: (alert) => deps.exit.onApiSignOut(alert), onError: () => undefined });
    apis.set(deps, api);
  }
  return api;
}

export function useCommissionsApi(): CommissionsApi {
  const provided = use(CommissionsApiContext);
  const deps = use(AppDepsContext);
  if (provided !== null) return provided;
  if (deps === null) throw new Error('The commission screens need an AppDeps or a CommissionsApi provider.');
  return apiFor(deps);
}

export type Problem = Schemas['Problem'];
