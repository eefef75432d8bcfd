import type { ApiClient } from '@cuadre/api-client';
import { createContext, use } from 'react';
import { AppDepsContext } from '../../../app/app-deps-context.ts';

// Tests hand their own client (a real one on a fake fetch); the app uses the shell's one client.
export const EwaClientContext = createContext<ApiClient | null>(null);

export function useEwaClient(): ApiClient {
  const provided = use(EwaClientContext);
  const deps = use(AppDepsContext);
  const client = provided ?? deps?.client;
  if (client === undefined) throw new Error('The EWA screens need an AppDeps or an EwaClient provider.');
  return client;
}
