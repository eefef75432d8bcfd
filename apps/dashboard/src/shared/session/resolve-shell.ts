import type { RouteDefinition } from '@cuadre/domain';
import { SIGN_OUT_PATH, canAccessPath, findRoute, resolveLandingPage } from '@cuadre/domain';
import { companyState } from '../states/company-state.ts';
import { dynamicCommissionCountState } from '../states/dynamic-commission-count-state.ts';
import { internalStaffState } from '../states/internal-staff-state.ts';
import { selectedCompanyIdState } from '../states/selected-company-id-state.ts';
import { selectedDashboardState } from '../states/selected-dashboard-state.ts';
import { sessionUserState } from '../states/session-user-state.ts';
import { navigationContextSelector } from '../states/selectors/navigation-context-selector.ts';
import type { ShellDeps } from './shell-deps.ts';
import { companyInfoQuery, dynamicCommissionCountQuery, sessionQuery } from './shell-queries.ts';

export type ShellDecision =
  | { kind: 'sign-in' }
  | { kind: 'sign-out'; notice: 'not-authorized' }
  | { kind: 'redirect'; to: string; refused: RouteDefinition | null }
  | { kind: 'render' };

// §2, §4, §8: what a signed-in area visit does: sign in, sign out with the alert, go to the landing page, or show.
export async function resolveShell({ api, queryClient, store }: ShellDeps, path: string): Promise<ShellDecision> {
  const session = await queryClient.fetchQuery(sessionQuery(api));
  if (session === null) return { kind: 'sign-in' };
  store.set(sessionUserState, session.user);
  store.set(internalStaffState, session.internalStaff);

  const companyId = store.get(selectedCompanyIdState) ?? session.company.id;
  // Both need only the session: asked side by side, the page waits for one round trip instead of two.
  const [company, dynamicCommissionCount] = await Promise.all([
    queryClient.fetchQuery(companyInfoQuery(api, session.user.email, companyId)).catch(() => null),
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
