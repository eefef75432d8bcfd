import type { MiddlewareFunction, RouteObject } from 'react-router';
import { LOGIN_PATH } from '@cuadre/domain';
import { redirect } from 'react-router';
import { resolveShell } from '../shared/session/resolve-shell.ts';
import { loginPath, safeReturnTo } from '../shared/session/login-path.ts';
import { sessionQuery } from '../shared/session/shell-queries.ts';
import { readSignOutNotice } from '../shared/session/sign-out.ts';
import { guardNoticeState } from '../shared/states/guard-notice-state.ts';
import type { AppDeps } from './app-deps.ts';
import { AppLoading } from './layout/app-loading.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './layout/route-error-boundary.tsx';
import type { PageRoute } from './page-routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PAGE_ROUTES } from './page-routes.ts';

// §2, §4, §6: the guard of the signed-in area; the API enforces the same rules, the app only mirrors them.
function shellMiddleware(deps: AppDeps): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const decision = await resolveShell(deps, url.pathname);
    switch (decision.kind) {
      case 'sign-in':
        throw redirect(loginPath(`${url.pathname}${url.search}`));
      case 'sign-out':
        // The browser is on its way to the identity provider's end-session page; the sign-in page shows the alert meanwhile.
        await deps.exit.leaveAndGo(decision.notice);
        throw redirect(LOGIN_PATH);
      case 'redirect':
        if (decision.refused !== null) {
          const { labelKey, label, dashboard } = decision.refused;
          deps.store.set(guardNoticeState, { labelKey, label, dashboard });
        }
        throw redirect(decision.to);
      case 'render':
        return;
      default:
        return decision satisfies never;
    }
  };
}

// A signed-in visitor of the sign-in page goes straight on, unless a sign-out left a notice to show.
function loginLoader(deps: AppDeps) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (readSignOutNotice() !== null || url.searchParams.has('error')) return null;
    const session = await deps.queryClient.fetchQuery(sessionQuery(deps.api)).catch(() => null);
    if (session !== null) return redirect(safeReturnTo(url.searchParams.get('returnTo')) ?? '/');
    return null;
  };
}

export function createRoutes(deps: AppDeps, pages: readonly PageRoute[] = PAGE_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        {
          path: 'login',
          loader: loginLoader(deps),
          lazy: { Component: () => import('../features/auth/auth-pages.ts').then((pages) => pages.LoginPage) },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          id: 'app',
          path: '/',
          middleware: [shellMiddleware(deps)],
          Component: AppLayout,
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, Component: AppLoading },
            ...pages.map((page): RouteObject => ({
              path: page.path.slice(1),
              lazy: { Component: page.load },
              ErrorBoundary: RouteErrorBoundary,
            })),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
