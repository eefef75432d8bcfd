import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createContext, use, useMemo } from 'react';
import { AppDepsContext } from '../../../app/app-deps-context.ts';

export type TipsApi = { client: ApiClient; query: ApiQueryHelpers };

export const TipsApiContext = createContext<TipsApi | null>(null);

// The API the tips screens call: the provided one (tests), else the shell's one client with its sign-out policy.
export function useTipsApi(): TipsApi {
  const provided = use(TipsApiContext);
  const deps = use(AppDepsContext);
  const api = useMemo(
    () => provided ?? (deps === null ? null : { client: deps.client, query: deps.query }),
    [provided, deps],
  );
  if (api === null) throw new Error('The tips screens need an AppDeps or a TipsApi provider.');
  return api;
}
