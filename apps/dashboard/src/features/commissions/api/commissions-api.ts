import type { Schemas } from '@cuadre/api-client';
import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createContext, use, useMemo } from 'react';
import { AppDepsContext } from '../../../app/app-deps-context.ts';

export type CommissionsApi = { client: ApiClient; query: ApiQueryHelpers };

// Tests hand their own API (a real client on a fake fetch); the app uses the shell's one client.
export const CommissionsApiContext = createContext<CommissionsApi | null>(null);

export function useCommissionsApi(): CommissionsApi {
  const provided = use(CommissionsApiContext);
  const deps = use(AppDepsContext);
  const api = useMemo(
    () => provided ?? (deps === null ? null : { client: deps.client, query: deps.query }),
    [provided, deps],
  );
  if (api === null) throw new Error('The commission screens need an AppDeps or a CommissionsApi provider.');
  return api;
}

export type Problem = Schemas['Problem'];
