import type { ComponentType } from 'react';

// Each dashboard's pages load as one chunk of their own, the first time one of them opens.
const ewa = () => import('../features/ewa/ewa-pages.ts');
const commissions = () => import('../features/commissions/v1/commissions-pages.ts');
const commissionsV2 = () => import('../features/commissions/v2/commissions-v2-pages.ts');
const commissionsV3 = () => import('../features/commissions/v3/commissions-v3-pages.ts');
const insurance = () => import('../features/insurance/insurance-pages.ts');
const insuranceUploads = () => import('../features/insurance/insurance-uploads-pages.ts');
const tips = () => import('../features/tips/tips-pages.ts');
const settings = () => import('../features/settings/settings-pages.ts');

// The frame of the signed-in area (side bar, top bar), the parent route of every page.

export type PageRoute = { path: string; load: () => Promise<ComponentType> };

// §2: every page of the signed-in area (the sign-in page and '/' are routed apart).
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/ewa/employees', load: () => ewa().then((pages) => pages.EwaEmployeesPage) },
  { path: '/ewa/deductions', load: () => ewa().then((pages) => pages.EwaDeductionsPage) },
  { path: '/ewa/billing', load: () => ewa().then((pages) => pages.EwaBillingPage) },
  { path: '/ewa/reports', load: () => ewa().then((pages) => pages.EwaReportsPage) },
  { path: '/commissions/home', load: () => commissions().then((pages) => pages.CommissionsHomePage) },
  { path: '/commissions/reports', load: () => commissions().then((pages) => pages.CommissionsReportsPage) },
  { path: '/commissions/employees', load: () => commissions().then((pages) => pages.CommissionsEmployeesPage) },
  { path: '/commissions/insights', load: () => commissions().then((pages) => pages.CommissionsInsightsPage) },
  { path: '/commissions-v2/home', load: () => commissionsV2().then((pages) => pages.CommissionsV2HomePage) },
  { path: '/commissions-v2/employees', load: () => commissionsV2().then((pages) => pages.CommissionsV2EmployeesPage) },
  {
    path: '/commissions-v2/create-batch',
    load: () => commissionsV2().then((pages) => pages.CommissionsV2CreateBatchPage),
  },
  {
    path: '/commissions-v2/batch-details',
    load: () => commissionsV2().then((pages) => pages.CommissionsV2BatchDetailsPage),
  },
  {
    path: '/commissions-v2/batch-verification',
    load: () => commissionsV2().then((pages) => pages.CommissionsV2BatchVerificationPage),
  },
  { path: '/commissions-v3/home', load: () => commissionsV3().then((pages) => pages.CommissionsV3HomePage) },
  { path: '/commissions-v3/uploads', load: () => commissionsV3().then((pages) => pages.CommissionsV3UploadsPage) },
  { path: '/commissions-v3/deals', load: () => commissionsV3().then((pages) => pages.CommissionsV3DealsPage) },
  { path: '/commissions-v3/employees', load: () => commissionsV3().then((pages) => pages.CommissionsV3EmployeesPage) },
  {
    path: '/commissions-v3/create-batch',
    load: () => commissionsV3().then((pages) => pages.CommissionsV3CreateBatchPage),
  },
  {
    path: '/commissions-v3/batch-details',
    load: () => commissionsV3().then((pages) => pages.CommissionsV3BatchDetailsPage),
  },
  {
    path: '/commissions-v3/batch-verification',
    load: () => commissionsV3().then((pages) => pages.CommissionsV3BatchVerificationPage),
  },
  { path: '/insurance/home', load: () => insurance().then((pages) => pages.InsuranceHomePage) },
  { path: '/insurance/uploads', load: () => insuranceUploads().then((pages) => pages.InsuranceUploadsPage) },
  { path: '/tips/home', load: () => tips().then((pages) => pages.TipsHomePage) },
  { path: '/tips/batch-selector', load: () => tips().then((pages) => pages.TipsBatchSelectorPage) },
  { path: '/tips/irsi/home', load: () => tips().then((pages) => pages.TipsIrsiHomePage) },
  { path: '/tips/employees', load: () => tips().then((pages) => pages.TipsEmployeesPage) },
  { path: '/tips/payment-history', load: () => tips().then((pages) => pages.TipsPaymentHistoryPage) },
  { path: '/tips/irsi/payment-history', load: () => tips().then((pages) => pages.TipsIrsiPaymentHistoryPage) },
  { path: '/tips/payout-history-dashboard', load: () => tips().then((pages) => pages.TipsPayoutHistoryPage) },
  { path: '/tips/reports', load: () => tips().then((pages) => pages.TipsReportsPage) },
  { path: '/tips/payroll-activity', load: () => tips().then((pages) => pages.TipsPayrollActivityPage) },
  { path: '/settings', load: () => settings().then((pages) => pages.SettingsPage) },
];

/**
 * Starts downloading the chunks of the page the browser opened on in the signed-in area (the frame is in the
 * entry), while the session and language are still being settled, so its code is not fetched only after them.
 * The router later gets the same modules.
 */
export function preloadPage(pathname: string): void {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === pathname.replace(/\/+$/, ''));
  // A failure here is the router's to report, when it loads the page itself.
  void route?.load().catch(() => undefined);
}
