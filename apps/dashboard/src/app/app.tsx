import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import type { AppDeps } from './app-deps.ts';
import { AppDepsContext } from './app-deps-context.ts';
import { createRoutes } from './routes.tsx';

export function AppProviders({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return (
    <AppDepsContext value={deps}>
      <JotaiProvider store={deps.store}>
        <QueryClientProvider client={deps.queryClient}>
          <I18nProvider i18n={i18n}>{children}</I18nProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </AppDepsContext>
  );
}

export function App({ deps }: { deps: AppDeps }) {
  const router = useMemo(() => createBrowserRouter(createRoutes(deps)), [deps]);
  return (
    <AppProviders deps={deps}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
