import { isApiProblem } from '@cuadre/api-client';
import type { RouteDefinition } from '@cuadre/domain';
import { SIGN_OUT_PATH, canAccessPath, findRoute, resolveLandingPage } from '@cuadre/domain';
import { companyState } from '../states/company-state.ts';
import { dynamicCommissionCountState } from '../states/dynamic-commission-count-state.ts';
import { internalStaffState } from '../states/internal-staff-state.ts';
import { selectedCompanyIdState } from '../states/selected-company-id-state.ts';
import { selectedDashboardState } from '../states/selected-dashboard-state.ts';
import { sessionUserState } from '../states/session-user-state.ts';
import { navigationContextSelector } from '../states/selectors/navigation-context-selector.ts';
import type { ShellSession } from './shell-api.ts';
import type { ShellDeps } from './shell-deps.ts';
import { companyInfoQuery, dynamicCommissionCountQuery, sessionQuery } from './shell-queries.ts';

// The company the frame shows: the one chosen earlier in this tab, else the user's own.
function shellCompanyQuery({ api, store }: Pick<ShellDeps, 'api' | 'store'>, session: ShellSession) {
  return companyInfoQuery(api, session.user.email, store.get(selectedCompanyIdState) ?? session.company.id);
}

/**
 * Asks the calls every visit to the signed-in area waits for (session, then company and dynamic commission
 * count) before the first render, so they travel while the app's code starts. `resolveShell` asks the same
 * queries and finds them answered or on their way; what goes wrong here is its to decide on, not this one's.
 * `prefetchPage` starts the opened page's own first request beside the company's, for the company the frame shows.
 * Settles when all are in.
 */
export async function startShellCalls(
  { api, queryClient, store }: ShellDeps,
  prefetchPage?: (companyId: string) => Promise<void>,
): Promise<void> {
  const session = await queryClient.fetchQuery(sessionQuery(api)).catch(() => null);
  if (session === null) return;
  await Promise.all([
    prefetchPage?.(store.get(selectedCompanyIdState) ?? session.company.id),
    queryClient.prefetchQuery(shellCompanyQuery({ api, store }, session)),
    queryClient.prefetchQuery(dynamicCommissionCountQuery(api, session.user.id)),
  ]);
}

export type ShellDecision =
  | { kind: 'sign-in' }
  | { kind: 'sign-out'; notice: 'not-authorized' }
  | { kind: 'redirect'; to: string; refused: RouteDefinition | null }
  | { kind: 'render' };

// §8: a company lookup that failed, with an answer or for want of a network, signs the user out with the alert (the
// API client hands back an ApiProblem for both). A lookup the browser abandoned because the page is being left (a
// reload, another address opened meanwhile) did not fail: the visit rejects with it, as the leaving page's loads do.
function companyLookupFailure(error: unknown): null {
  if (isApiProblem(error)) return null;
  throw error;
}

// §2, §4, §8: what a signed-in area visit does: sign in, sign out with the alert, go to the landing page, or show.
export async function resolveShell({ api, queryClient, store }: ShellDeps, path: string): Promise<ShellDecision> {
  const session = await queryClient.fetchQuery(sessionQuery(api));
  if (session === null) return { kind: 'sign-in' };
  store.set(sessionUserState, session.user);
  store.set(internalStaffState, session.internalStaff);

  // Both need only the session: asked side by side, the page waits for one round trip instead of two.
  const [company, dynamicCommissionCount] = await Promise.all([
    queryClient.fetchQuery(shellCompanyQuery({ api, store }, session)).catch(companyLookupFailure),
    queryClient.fetchQuery(dynamicCommissionCountQuery(api, session.user.id)),
  ]);
  if (company === null) return { kind: 'sign-out', notice: 'not-authorized' };
  store.set(companyState, company);
  store.set(dynamicCommissionCountState, dynamicCommissionCount);

  const context = store.get(navigationContextSelector);
  if (context === null) return { kind: 'sign-out', notice: 'not-authorized' };
  const landing = resolveLandingPage(context);
  if (landing.kind === 'sign-out') return { kind: 'sign-out', notice: 'not-authorized' };

  const route = findRoute(path);
  if (route === undefined) return { kind: 'render' };
  if (route.path === SIGN_OUT_PATH) return { kind: 'redirect', to: landing.path, refused: null };
  if (!canAccessPath(route.path, context)) return { kind: 'redirect', to: landing.path, refused: route };
  if (route.dashboard !== null) store.set(selectedDashboardState, route.dashboard);
  return { kind: 'render' };
}
