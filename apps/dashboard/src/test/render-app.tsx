import { createApiClient } from '@cuadre/api-client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/app.tsx';
import type { AppDeps } from '../app/app-deps.ts';
import { createRoutes } from '../app/routes.tsx';
import { PAGE_ROUTES } from '../app/page-routes.ts';
import { PagePlaceholder } from '../shared/components/page-placeholder.tsx';
import { createSessionExit } from '../app/session-exit.ts';
import { syncLanguage } from '../shared/i18n/sync-language.ts';
import type { FakeShellApiOptions } from './fake-shell-api.ts';
import { fakeShellApi } from './fake-shell-api.ts';

// Every page as its placeholder: the shell is under test here, not the screens inside it.
const placeholderPages = PAGE_ROUTES.map((page) => ({
  path: page.path,
  load: () => Promise.resolve(() => <PagePlaceholder path={page.path} />),
}));

// The frame's own calls on the one client: the bell finds no notifications; the pages are placeholders and call nothing.
function answerShellCalls(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const body = pathname.startsWith('/api/employer-notifications/')
    ? { items: [], page: 1, limit: 20, total: 0, unreadCount: 0 }
    : { type: 'about:blank', title: 'Not found', status: 404 };
  return Promise.resolve(Response.json(body, { status: 'items' in body ? 200 : 404 }));
}

// The whole app on an in-memory router and API, starting at `path`.
export function renderApp(path: string, options: FakeShellApiOptions) {
  const api = fakeShellApi(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  void syncLanguage(store);
  const navigateAway = vi.fn<(url: string) => void>();
  const exit = createSessionExit({ api, queryClient, store }, navigateAway);
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: answerShellCalls,
    onSignOut: (alert) => exit.onApiSignOut(alert),
    onError: () => undefined,
  });
  const deps: AppDeps = { api, queryClient, store, exit, client, query };
  const router = createMemoryRouter(createRoutes(deps, placeholderPages), { initialEntries: [path] });
  const view = render(
    <AppProviders deps={deps}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, store, router, navigateAway };
}
