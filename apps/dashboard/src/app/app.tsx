import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n.ts';
import type { AppDeps } from './app-deps.ts';
import { AppDepsContext } from './app-deps-context.ts';
import { createRoutes } from './routes.tsx';

/**
 * The app's router, on the browser's address. Created before the first render, so its first navigation (the shell's
 * checks, the page's code) runs while the language settles, and the first render can already be the page.
 */
export function createAppRouter(deps: AppDeps): DataRouter {
  return createBrowserRouter(createRoutes(deps));
}

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

export function App({ deps, router }: { deps: AppDeps; router: DataRouter }) {
  return (
    <AppProviders deps={deps}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
