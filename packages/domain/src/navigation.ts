import type { CompanyFeatures } from './company-features.ts';
import type { DashboardId } from './dashboards.ts';
import { findRoute, SIGN_OUT_PATH } from './dashboards.ts';
import { NOT_AUTHORIZED_MESSAGE } from './messages.ts';
import type { SessionUser } from './permissions.ts';
import { hasPermission, permissionGroupsOf } from './permissions.ts';
import type { PolicyAction, PolicyContext } from './policies.ts';
import { can } from './policies.ts';
import { TIPS_PAYOUT_HISTORY_PATH, tipsHomePath, tipsPaymentHistoryPath } from './tips-routing.ts';

// Everything the navigation rules need to know about the signed-in user and their company.
export type NavigationContext = {
  user: SessionUser;
  features: CompanyFeatures;
  // §2: the result of the dynamic commission permissions call.
  dynamicCommissionCount: number;
  selectedWorkerGroupCode: string | null;
};

function policyContext(context: NavigationContext): PolicyContext {
  return {
    features: context.features,
    dynamicCommissionCount: context.dynamicCommissionCount,
  };
}

function allowed(action: PolicyAction, context: NavigationContext): boolean {
  return can(action, context.user, policyContext(context));
}

// §2: whether the user may open a path; unknown paths are refused.
export function canAccessPath(path: string, context: NavigationContext): boolean {
  const route = findRoute(path);
  if (route === undefined) return false;
  return route.guard === 'public' || allowed(route.guard, context);
}

// §2: where the Tips tab and step 7/8 of the landing order lead.
function tipsTarget(context: NavigationContext): string {
  return hasPermission(context.user, 'tips-admin')
    ? tipsHomePath(context.features, context.selectedWorkerGroupCode)
    : TIPS_PAYOUT_HISTORY_PATH;
}

export const TAB_IDS = ['ewa', 'commissions', 'sales-commissions', 'commissions-v3', 'insurance', 'tips'] as const;

export type TabId = (typeof TAB_IDS)[number];

export type TopBarTab = { id: TabId; dashboard: DashboardId; labelKey: string; label: string; path: string };

const EWA_PAGES = ['/ewa/employees', '/ewa/deductions', '/ewa/billing', '/ewa/reports'] as const;

// §2: the name of each dashboard, as its top-bar tab reads (Parts & Services or Payroll by company).
export function dashboardLabel(
  dashboard: DashboardId,
  features: Pick<CompanyFeatures, 'commissionsTabLabel'>,
): { labelKey: string; label: string } {
  switch (dashboard) {
    case 'ewa':
      return { labelKey: 'tabs.ewa', label: 'EWA' };
    case 'commissions':
      return features.commissionsTabLabel === 'payroll'
        ? { labelKey: 'tabs.commissions.payroll', label: 'Payroll' }
        : { labelKey: 'tabs.commissions.partsAndServices', label: 'Parts & Services Commissions' };
    case 'commissions-v2':
      return { labelKey: 'tabs.salesCommissions', label: 'Sales Commissions' };
    case 'commissions-v3':
      return { labelKey: 'tabs.commissionsV3', label: 'Commissions' };
    case 'insurance':
      return { labelKey: 'tabs.insurance', label: 'Insurance' };
    case 'tips':
      return { labelKey: 'tabs.tips', label: 'Tips' };
  }
}

// §2, §6: the top-bar tabs a user sees, in order, with their labels and targets.
export function visibleTabs(context: NavigationContext): TopBarTab[] {
  const tabs: TopBarTab[] = [];
  const tab = (id: TabId, dashboard: DashboardId, path: string): TopBarTab => ({
    id,
    dashboard,
    ...dashboardLabel(dashboard, context.features),
    path,
  });
  const ewaPath = EWA_PAGES.find((path) => canAccessPath(path, context));
  if (ewaPath !== undefined) tabs.push(tab('ewa', 'ewa', ewaPath));
  if (allowed('commissions.view', context)) tabs.push(tab('commissions', 'commissions', '/commissions/home'));
  if (allowed('commissions-v2.view', context))
    tabs.push(tab('sales-commissions', 'commissions-v2', '/commissions-v2/home'));
  if (allowed('commissions-v3.view', context))
    tabs.push(tab('commissions-v3', 'commissions-v3', '/commissions-v3/home'));
  if (allowed('insurance.view', context)) tabs.push(tab('insurance', 'insurance', '/insurance/home'));
  if (allowed('tips.view', context)) tabs.push(tab('tips', 'tips', tipsTarget(context)));
  return tabs;
}

// §2: the divider between product tabs shows only with more than one product permission group.
export function showTabDivider(user: Pick<SessionUser, 'role' | 'permissions'>): boolean {
  return permissionGroupsOf(user).length > 1;
}

export type SidebarItem = {
  id: string;
  section: 'main' | 'bottom';
  kind: 'link' | 'sign-out';
  labelKey: string;
  label: string;
  path: string;
};

type SidebarEntry = {
  id: string;
  labelKey: string;
  label: string;
  action: PolicyAction;
  path: (context: NavigationContext) => string;
};

const entry = (
  id: string,
  label: string,
  action: PolicyAction,
  path: string | ((context: NavigationContext) => string),
): SidebarEntry => ({
  id,
  labelKey: `sidebar.${id}`,
  label,
  action,
  path: typeof path === 'string' ? () => path : path,
});

// §2, §6: the sidebar items of each dashboard with the rule that shows each.
export const SIDEBAR_ENTRIES: Record<DashboardId, readonly SidebarEntry[]> = {
  ewa: [
    entry('ewa.employees', 'Employees', 'ewa.employees.view', '/ewa/employees'),
    entry('ewa.deductions', 'Deductions', 'ewa.deductions.view', '/ewa/deductions'),
    entry('ewa.billing', 'Billing', 'ewa.billing.view', '/ewa/billing'),
    entry('ewa.reports', 'Reports', 'ewa.reports.view', '/ewa/reports'),
  ],
  commissions: [
    entry('commissions.home', 'Home', 'commissions.view', '/commissions/home'),
    entry('commissions.reports', 'Reports', 'commissions.view', '/commissions/reports'),
    entry('commissions.employees', 'Employees', 'commissions.view', '/commissions/employees'),
    entry('commissions.insights', 'Insights', 'commissions.insights.view', '/commissions/insights'),
  ],
  'commissions-v2': [
    entry('commissionsV2.home', 'Home', 'commissions-v2.view', '/commissions-v2/home'),
    entry('commissionsV2.employees', 'Employees', 'commissions-v2.view', '/commissions-v2/employees'),
  ],
  'commissions-v3': [
    entry('commissionsV3.home', 'Commission Batches', 'commissions-v3.view', '/commissions-v3/home'),
    entry('commissionsV3.uploads', 'Uploads', 'commissions-v3.view', '/commissions-v3/uploads'),
    entry('commissionsV3.deals', 'Deals', 'commissions-v3.view', '/commissions-v3/deals'),
    entry('commissionsV3.employees', 'Employees', 'commissions-v3.view', '/commissions-v3/employees'),
  ],
  insurance: [
    entry('insurance.home', 'Home', 'insurance.view', '/insurance/home'),
    entry('insurance.uploads', 'Uploads', 'insurance.view', '/insurance/uploads'),
  ],
  tips: [
    entry('tips.home', 'Home', 'tips.view', (context) =>
      tipsHomePath(context.features, context.selectedWorkerGroupCode),
    ),
    entry('tips.employees', 'Employees', 'tips.admin.view', '/tips/employees'),
    entry('tips.payoutHistory', 'Payout History', 'tips.view', TIPS_PAYOUT_HISTORY_PATH),
    // §2: the group's payment history, the irsi variant for an irsi group (the group swap moves between them).
    entry('tips.paymentHistory', 'Payment History', 'tips.view', (context) =>
      tipsPaymentHistoryPath(context.features, context.selectedWorkerGroupCode),
    ),
    entry('tips.reports', 'Reports', 'tips.admin.view', '/tips/reports'),
    entry('tips.payrollActivity', 'Payroll Activity', 'tips.payroll-activity.view', '/tips/payroll-activity'),
  ],
};

// §2, §6: the sidebar of a dashboard: its allowed items, then Settings (if allowed) and Sign Out below.
export function sidebarItems(dashboard: DashboardId, context: NavigationContext): SidebarItem[] {
  const main = SIDEBAR_ENTRIES[dashboard]
    .filter((item) => allowed(item.action, context))
    .map((item): SidebarItem => ({
      id: item.id,
      section: 'main',
      kind: 'link',
      labelKey: item.labelKey,
      label: item.label,
      path: item.path(context),
    }));
  const bottom: SidebarItem[] = [];
  if (allowed('settings.view', context)) {
    bottom.push({
      id: 'settings',
      section: 'bottom',
      kind: 'link',
      labelKey: 'sidebar.settings',
      label: 'Settings',
      path: '/settings',
    });
  }
  bottom.push({
    id: 'signOut',
    section: 'bottom',
    kind: 'sign-out',
    labelKey: 'sidebar.signOut',
    label: 'Sign Out',
    path: SIGN_OUT_PATH,
  });
  return [...main, ...bottom];
}

export const LANDING_STEPS = [
  'employees',
  'deductions',
  'billing',
  'reports',
  'commissions',
  'commissions-v2',
  'tips-admin',
  'tips-manager',
  'payroll-activity',
  'insurance',
  'insurance-edit',
] as const;

export type LandingStep = (typeof LANDING_STEPS)[number];

export type LandingPage =
  { kind: 'page'; path: string; step: LandingStep } | { kind: 'sign-out'; message: typeof NOT_AUTHORIZED_MESSAGE };

type LandingRule = { applies: (context: NavigationContext) => boolean; path: (context: NavigationContext) => string };

const LANDING_RULES: Record<LandingStep, LandingRule> = {
  employees: { applies: (context) => allowed('ewa.employees.view', context), path: () => '/ewa/employees' },
  deductions: { applies: (context) => allowed('ewa.deductions.view', context), path: () => '/ewa/deductions' },
  billing: { applies: (context) => allowed('ewa.billing.view', context), path: () => '/ewa/billing' },
  reports: { applies: (context) => allowed('ewa.reports.view', context), path: () => '/ewa/reports' },
  commissions: { applies: (context) => allowed('commissions.view', context), path: () => '/commissions/home' },
  'commissions-v2': {
    applies: (context) => allowed('commissions-v2.view', context),
    path: () => '/commissions-v2/home',
  },
  'tips-admin': { applies: (context) => hasPermission(context.user, 'tips-admin'), path: tipsTarget },
  'tips-manager': {
    applies: (context) => hasPermission(context.user, 'tips-manager'),
    path: () => TIPS_PAYOUT_HISTORY_PATH,
  },
  'payroll-activity': {
    applies: (context) => allowed('tips.payroll-activity.view', context),
    path: () => '/tips/payroll-activity',
  },
  insurance: { applies: (context) => hasPermission(context.user, 'insurance'), path: () => '/insurance/home' },
  'insurance-edit': {
    applies: (context) => hasPermission(context.user, 'insurance-edit'),
    path: () => '/insurance/home',
  },
};

// §2: the first page the user may open in the 11-step order; none → signed out with the alert.
export function resolveLandingPage(context: NavigationContext): LandingPage {
  const step = LANDING_STEPS.find((candidate) => LANDING_RULES[candidate].applies(context));
  if (step === undefined) return { kind: 'sign-out', message: NOT_AUTHORIZED_MESSAGE };
  return { kind: 'page', path: LANDING_RULES[step].path(context), step };
}
