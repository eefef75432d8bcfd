import { createContext, use } from 'react';
import type { AppDeps } from './app-deps.ts';

export const AppDepsContext = createContext<AppDeps | null>(null);

export function useAppDeps(): AppDeps {
  const deps = use(AppDepsContext);
  if (deps === null) throw new Error('useAppDeps needs an AppDepsContext provider.');
  return deps;
}
