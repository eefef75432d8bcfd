import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createContext, use, useMemo } from 'react';
import { AppDepsContext } from '../../../app/app-deps-context.ts';

export type SettingsApi = { client: ApiClient; query: ApiQueryHelpers };

export const SettingsApiContext = createContext<SettingsApi | null>(null);

// The API the settings pages call: the provided one (tests), else the shell's one client with its sign-out policy.
export function useSettingsApi(): SettingsApi {
  const provided = use(SettingsApiContext);
  const deps = use(AppDepsContext);
  const api = useMemo(
    () => provided ?? (deps === null ? null : { client: deps.client, query: deps.query }),
    [provided, deps],
  );
  if (api === null) throw new Error('The settings pages need an AppDeps or a SettingsApi provider.');
  return api;
}
