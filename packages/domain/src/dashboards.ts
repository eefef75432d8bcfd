import type { PolicyAction } from './policies.ts';

// §1, §2: the six dashboards, named by the first path segment.
export const DASHBOARDS = ['ewa', 'commissions', 'commissions-v2', 'commissions-v3', 'insurance', 'tips'] as const;

export type DashboardId = (typeof DASHBOARDS)[number];

export const DEFAULT_DASHBOARD: DashboardId = 'ewa';

export function isDashboardId(value: unknown): value is DashboardId {
  return typeof value === 'string' && (DASHBOARDS as readonly string[]).includes(value);
}

export const LOGIN_PATH = '/login';
export const SIGN_OUT_PATH = '/';

export type RouteGuard = 'public' | PolicyAction;

export type RouteDefinition = {
  path: string;
  dashboard: DashboardId | null;
  labelKey: string;
  label: string;
  guard: RouteGuard;
};

const route = (
  path: string,
  dashboard: DashboardId | null,
  labelKey: string,
  label: string,
  guard: RouteGuard,
): RouteDefinition => ({ path, dashboard, labelKey, label, guard });

// §2: every route of the product with its dashboard, label and the rule that guards it.
export const ROUTES: readonly RouteDefinition[] = [
  route(LOGIN_PATH, null, 'routes.login', 'Sign in', 'public'),
  route(SIGN_OUT_PATH, null, 'routes.signedOut', 'Signed out', 'public'),
  route('/ewa/employees', 'ewa', 'routes.ewa.employees', 'Employees', 'ewa.employees.view'),
  route('/ewa/deductions', 'ewa', 'routes.ewa.deductions', 'Deductions', 'ewa.deductions.view'),
  route('/ewa/billing', 'ewa', 'routes.ewa.billing', 'Billing', 'ewa.billing.view'),
  route('/ewa/reports', 'ewa', 'routes.ewa.reports', 'Reports', 'ewa.reports.view'),
  route('/commissions/home', 'commissions', 'routes.commissions.home', 'Home', 'commissions.view'),
  route('/commissions/reports', 'commissions', 'routes.commissions.reports', 'Reports', 'commissions.view'),
  route('/commissions/employees', 'commissions', 'routes.commissions.employees', 'Employees', 'commissions.view'),
  route('/commissions/insights', 'commissions', 'routes.commissions.insights', 'Insights', 'commissions.insights.view'),
  route('/commissions-v2/home', 'commissions-v2', 'routes.commissionsV2.home', 'Home', 'commissions-v2.view'),
  route(
    '/commissions-v2/employees',
    'commissions-v2',
    'routes.commissionsV2.employees',
    'Employees',
    'commissions-v2.view',
  ),
  route(
    '/commissions-v2/create-batch',
    'commissions-v2',
    'routes.commissionsV2.createBatch',
    'Create batch',
    'commissions-v2.create-batch',
  ),
  route(
    '/commissions-v2/batch-details',
    'commissions-v2',
    'routes.commissionsV2.batchDetails',
    'Batch details',
    'commissions-v2.view',
  ),
  route(
    '/commissions-v2/batch-verification',
    'commissions-v2',
    'routes.commissionsV2.batchVerification',
    'Batch verification',
    'commissions-v2.view',
  ),
  route(
    '/commissions-v3/home',
    'commissions-v3',
    'routes.commissionsV3.home',
    'Commission Batches',
    'commissions-v3.view',
  ),
  route('/commissions-v3/uploads', 'commissions-v3', 'routes.commissionsV3.uploads', 'Uploads', 'commissions-v3.view'),
  route('/commissions-v3/deals', 'commissions-v3', 'routes.commissionsV3.deals', 'Deals', 'commissions-v3.view'),
  route(
    '/commissions-v3/employees',
    'commissions-v3',
    'routes.commissionsV3.employees',
    'Employees',
    'commissions-v3.view',
  ),
  route(
    '/commissions-v3/create-batch',
    'commissions-v3',
    'routes.commissionsV3.createBatch',
    'Create batch',
    'commissions-v3.create-batch',
  ),
  route(
    '/commissions-v3/batch-details',
    'commissions-v3',
    'routes.commissionsV3.batchDetails',
    'Batch details',
    'commissions-v3.view',
  ),
  route(
    '/commissions-v3/batch-verification',
    'commissions-v3',
    'routes.commissionsV3.batchVerification',
    'Batch verification',
    'commissions-v3.view',
  ),
  route('/insurance/home', 'insurance', 'routes.insurance.home', 'Home', 'insurance.view'),
  route('/insurance/uploads', 'insurance', 'routes.insurance.uploads', 'Uploads', 'insurance.view'),
  route('/tips/home', 'tips', 'routes.tips.home', 'Home', 'tips.view'),
  route('/tips/batch-selector', 'tips', 'routes.tips.batchSelector', 'Batch selector', 'tips.view'),
  route('/tips/irsi/home', 'tips', 'routes.tips.irsiHome', 'Home', 'tips.view'),
  route('/tips/employees', 'tips', 'routes.tips.employees', 'Employees', 'tips.admin.view'),
  route('/tips/payment-history', 'tips', 'routes.tips.paymentHistory', 'Payment history', 'tips.view'),
  route('/tips/irsi/payment-history', 'tips', 'routes.tips.irsiPaymentHistory', 'Payment history', 'tips.view'),
  route('/tips/payout-history-dashboard', 'tips', 'routes.tips.payoutHistory', 'Payout History', 'tips.view'),
  route('/tips/reports', 'tips', 'routes.tips.reports', 'Reports', 'tips.admin.view'),
  route(
    '/tips/payroll-activity',
    'tips',
    'routes.tips.payrollActivity',
    'Payroll Activity',
    'tips.payroll-activity.view',
  ),
  route('/settings', null, 'routes.settings', 'Settings', 'settings.view'),
];

function pathSegments(path: string): string[] {
  return path
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter((segment) => segment !== '');
}

function normalisePath(path: string): string {
  return `/${pathSegments(path).join('/')}`;
}

// §2: the route definition for a path (query, hash and trailing slash ignored).
export function findRoute(path: string): RouteDefinition | undefined {
  const normalised = normalisePath(path);
  return ROUTES.find((candidate) => candidate.path === normalised);
}

// §2: the dashboard is the first path segment; anything else means ewa.
export function dashboardFromPath(path: string): DashboardId {
  const first = pathSegments(path)[0];
  return DASHBOARDS.find((dashboard) => dashboard === first) ?? DEFAULT_DASHBOARD;
}

const FULL_WIDTH_PAGES = ['create-batch', 'batch-details', 'batch-verification'];
const FULL_WIDTH_DASHBOARDS: readonly string[] = ['commissions-v2', 'commissions-v3'];

// §2: the sidebar is hidden on the batch pages of commissions v2 and v3.
export function isSidebarHidden(path: string): boolean {
  const [dashboard, page] = pathSegments(path);
  return (
    dashboard !== undefined &&
    page !== undefined &&
    FULL_WIDTH_DASHBOARDS.includes(dashboard) &&
    FULL_WIDTH_PAGES.includes(page)
  );
}
