import { findRoute, SIGN_OUT_PATH } from './dashboards.ts';
import type { NavigationContext } from './navigation.ts';
import { canAccessPath, resolveLandingPage, visibleTabs } from './navigation.ts';
import {
  TIPS_BATCH_SELECTOR_PATH,
  TIPS_HOME_PATH,
  TIPS_IRSI_HOME_PATH,
  TIPS_IRSI_PAYMENT_HISTORY_PATH,
  TIPS_PAYMENT_HISTORY_PATH,
  tipsHomePath,
  tipsPaymentHistoryPath,
} from './tips-routing.ts';

// Pages that show one record named in the address (`?id=…`): without it, in another company, they show nothing.
const RECORD_PAGES: readonly string[] = [
  '/commissions-v2/batch-details',
  '/commissions-v2/batch-verification',
  '/commissions-v3/batch-details',
  '/commissions-v3/batch-verification',
];

const TIPS_HOME_PAGES: readonly string[] = [TIPS_HOME_PATH, TIPS_IRSI_HOME_PATH, TIPS_BATCH_SELECTOR_PATH];
const TIPS_PAYMENT_HISTORY_PAGES: readonly string[] = [TIPS_PAYMENT_HISTORY_PATH, TIPS_IRSI_PAYMENT_HISTORY_PATH];

/**
 * §2, §6: the page to open after switching to another company, `context` being the user in that company. The
 * page they were on when the new company can show it (its path only: record ids in the address belong to the old
 * company, and a page of one record goes to its area's start); the tips home and payment history follow the new
 * company's mode and worker group. Else the start page of the same area (its tab's target), else the landing page;
 * with no page at all, the sign-out path, where the guard signs the user out with the alert.
 */
export function pathAfterCompanySwitch(currentPath: string, context: NavigationContext): string {
  const route = findRoute(currentPath);
  let path = route?.path ?? null;
  if (path !== null && RECORD_PAGES.includes(path)) path = null;
  else if (path !== null && TIPS_HOME_PAGES.includes(path))
    path = tipsHomePath(context.features, context.selectedWorkerGroupCode);
  else if (path !== null && TIPS_PAYMENT_HISTORY_PAGES.includes(path))
    path = tipsPaymentHistoryPath(context.features, context.selectedWorkerGroupCode);
  if (path !== null && path !== SIGN_OUT_PATH && canAccessPath(path, context)) return path;
  const areaStart = visibleTabs(context).find((tab) => route?.dashboard != null && tab.dashboard === route.dashboard);
  if (areaStart !== undefined) return areaStart.path;
  const landing = resolveLandingPage(context);
  return landing.kind === 'page' ? landing.path : SIGN_OUT_PATH;
}
