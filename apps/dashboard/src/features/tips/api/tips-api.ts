import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import { createApiClient } from '@cuadre/api-client';
import { createContext, use } from 'react';

export type TipsApi = { client: ApiClient; query: ApiQueryHelpers };

let defaultApi: TipsApi | null = null;

// The shell does not hand its client to features yet; this one keeps the same base URL, CSRF header and error policy.
function createDefaultApi(): TipsApi {
  return createApiClient({
    baseUrl: '/api',
    onSignOut: (alert) => {
      if (alert !== undefined) window.alert(alert);
      window.location.assign('/login');
    },
    onError: () => undefined,
  });
}

export const TipsApiContext = createContext<TipsApi | null>(null);

// The API the tips screens call: the provided one (tests), else the shared default.
export function useTipsApi(): TipsApi {
  const provided = use(TipsApiContext);
  if (provided !== null) return provided;
  defaultApi ??= createDefaultApi();
  return defaultApi;
}
