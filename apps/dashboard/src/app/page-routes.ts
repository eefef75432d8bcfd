import type { ApiClient } from '@cuadre/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Starts a page's first data request into the query cache, for the company the frame will show; settles when in. */
export type PagePrefetch = (client: ApiClient, queryClient: QueryClient, companyId: string) => Promise<void>;
type PrefetchDeps = { client: ApiClient; queryClient: QueryClient };

/**
 * `prefetch` loads, beside the page, what starts the page's slowest first request (a chunk of its own, shared with
 * the page): the browser opened on that page asks it as soon as the session is known.
 */
export type PageRoute = { path: string; load: () => Promise<ComponentType>; prefetch?: () => Promise<PagePrefetch> };

// §2: every page of the signed-in area (the sign-in page and '/' are routed apart). Each page loads as a chunk of
// its own the first time it opens: landing on a page downloads that page's code, not its dashboard's other pages.
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/ewa/employees',
    load: () => import('../features/ewa/pages/ewa-employees-page.tsx').then((page) => page.EwaEmployeesPage),
    // A 10,000-worker roster's first rows (bench/big-table.ts).
    prefetch: () => import('../features/ewa/api/ewa-queries.ts').then((queries) => queries.prefetchRoster),
  },
  {
    path: '/ewa/deductions',
    load: () => import('../features/ewa/pages/ewa-deductions-page.tsx').then((page) => page.EwaDeductionsPage),
  },
  {
    path: '/ewa/billing',
    load: () => import('../features/ewa/pages/ewa-billing-page.tsx').then((page) => page.EwaBillingPage),
  },
  {
    path: '/ewa/reports',
    load: () => import('../features/ewa/pages/ewa-reports-page.tsx').then((page) => page.EwaReportsPage),
  },
  {
    path: '/commissions/home',
    load: () =>
      import('../features/commissions/v1/pages/commissions-home-page.tsx').then((page) => page.CommissionsHomePage),
  },
  {
    path: '/commissions/reports',
    load: () =>
      import('../features/commissions/v1/pages/commissions-reports-page.tsx').then(
        (page) => page.CommissionsReportsPage,
      ),
  },
  {
    path: '/commissions/employees',
    load: () =>
      import('../features/commissions/v1/pages/commissions-employees-page.tsx').then(
        (page) => page.CommissionsEmployeesPage,
      ),
  },
  {
    path: '/commissions/insights',
    load: () =>
      import('../features/commissions/v1/pages/commissions-insights-page.tsx').then(
        (page) => page.CommissionsInsightsPage,
      ),
  },
  {
    path: '/commissions-v2/home',
    load: () =>
      import('../features/commissions/v2/pages/commissions-v2-home-page.tsx').then(
        (page) => page.CommissionsV2HomePage,
      ),
  },
  {
    path: '/commissions-v2/employees',
    load: () =>
      import('../features/commissions/v2/pages/commissions-v2-employees-page.tsx').then(
        (page) => page.CommissionsV2EmployeesPage,
      ),
  },
  {
    path: '/commissions-v2/create-batch',
    load: () =>
      import('../features/commissions/v2/pages/commissions-v2-create-batch-page.tsx').then(
        (page) => page.CommissionsV2CreateBatchPage,
      ),
  },
  {
    path: '/commissions-v2/batch-details',
    load: () =>
      import('../features/commissions/v2/pages/commissions-v2-batch-details-page.tsx').then(
        (page) => page.CommissionsV2BatchDetailsPage,
      ),
  },
  {
    path: '/commissions-v2/batch-verification',
    load: () =>
      import('../features/commissions/v2/pages/commissions-v2-batch-verification-page.tsx').then(
        (page) => page.CommissionsV2BatchVerificationPage,
      ),
  },
  {
    path: '/commissions-v3/home',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-home-page.tsx').then(
        (page) => page.CommissionsV3HomePage,
      ),
  },
  {
    path: '/commissions-v3/uploads',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-uploads-page.tsx').then(
        (page) => page.CommissionsV3UploadsPage,
      ),
  },
  {
    path: '/commissions-v3/deals',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-deals-page.tsx').then(
        (page) => page.CommissionsV3DealsPage,
      ),
  },
  {
    path: '/commissions-v3/employees',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-employees-page.tsx').then(
        (page) => page.CommissionsV3EmployeesPage,
      ),
  },
  {
    path: '/commissions-v3/create-batch',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-create-batch-page.tsx').then(
        (page) => page.CommissionsV3CreateBatchPage,
      ),
  },
  {
    path: '/commissions-v3/batch-details',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-batch-details-page.tsx').then(
        (page) => page.CommissionsV3BatchDetailsPage,
      ),
  },
  {
    path: '/commissions-v3/batch-verification',
    load: () =>
      import('../features/commissions/v3/pages/commissions-v3-batch-verification-page.tsx').then(
        (page) => page.CommissionsV3BatchVerificationPage,
      ),
  },
  {
    path: '/insurance/home',
    load: () => import('../features/insurance/pages/insurance-home-page.tsx').then((page) => page.InsuranceHomePage),
  },
  {
    path: '/insurance/uploads',
    load: () =>
      import('../features/insurance/pages/insurance-uploads-page.tsx').then((page) => page.InsuranceUploadsPage),
  },
  {
    path: '/tips/home',
    load: () => import('../features/tips/pages/tips-home-page.tsx').then((page) => page.TipsHomePage),
  },
  {
    path: '/tips/batch-selector',
    load: () =>
      import('../features/tips/pages/tips-batch-selector-page.tsx').then((page) => page.TipsBatchSelectorPage),
  },
  {
    path: '/tips/irsi/home',
    load: () => import('../features/tips/pages/tips-irsi-home-page.tsx').then((page) => page.TipsIrsiHomePage),
  },
  {
    path: '/tips/employees',
    load: () => import('../features/tips/pages/tips-employees-page.tsx').then((page) => page.TipsEmployeesPage),
  },
  {
    path: '/tips/payment-history',
    load: () =>
      import('../features/tips/pages/tips-payment-history-page.tsx').then((page) => page.TipsPaymentHistoryPage),
  },
  {
    path: '/tips/irsi/payment-history',
    load: () =>
      import('../features/tips/pages/tips-irsi-payment-history-page.tsx').then(
        (page) => page.TipsIrsiPaymentHistoryPage,
      ),
  },
  {
    path: '/tips/payout-history-dashboard',
    load: () =>
      import('../features/tips/pages/tips-payout-history-page.tsx').then((page) => page.TipsPayoutHistoryPage),
  },
  {
    path: '/tips/reports',
    load: () => import('../features/tips/pages/tips-reports-page.tsx').then((page) => page.TipsReportsPage),
  },
  {
    path: '/tips/payroll-activity',
    load: () =>
      import('../features/tips/pages/tips-payroll-activity-page.tsx').then((page) => page.TipsPayrollActivityPage),
  },
  {
    path: '/settings',
    load: () => import('../features/settings/pages/settings-page.tsx').then((page) => page.SettingsPage),
  },
];

const routeOf = (pathname: string): PageRoute | undefined =>
  PAGE_ROUTES.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));

/**
 * Starts downloading the chunks of the page the browser opened on in the signed-in area (the frame is in the
 * entry), while the session and language are still being settled, so its code is not fetched only after them.
 * The router later gets the same modules. Returns what starts the page's first data request, once the company is
 * known (`startShellCalls`), or nothing when the page has none.
 */
export function preloadPage(pathname: string): ((deps: PrefetchDeps, companyId: string) => Promise<void>) | undefined {
  const route = routeOf(pathname);
  // A failure here is the router's to report, when it loads the page itself.
  void route?.load().catch(() => undefined);
  const prefetch = route?.prefetch?.();
  if (prefetch === undefined) return undefined;
  prefetch.catch(() => undefined);
  return ({ client, queryClient }, companyId) =>
    prefetch.then((start) => start(client, queryClient, companyId)).catch(() => undefined);
}
