import { describe, expect, it } from 'vitest';
import { DASHBOARDS, dashboardFromPath, findRoute, isDashboardId, isSidebarHidden, ROUTES } from './dashboards.ts';
import { POLICIES } from './policies.ts';

const SPEC_ROUTES = [
  '/login',
  '/',
  '/ewa/employees',
  '/ewa/deductions',
  '/ewa/billing',
  '/ewa/reports',
  '/commissions/home',
  '/commissions/reports',
  '/commissions/employees',
  '/commissions/insights',
  '/commissions-v2/home',
  '/commissions-v2/employees',
  '/commissions-v2/create-batch',
  '/commissions-v2/batch-details',
  '/commissions-v2/batch-verification',
  '/commissions-v3/home',
  '/commissions-v3/uploads',
  '/commissions-v3/deals',
  '/commissions-v3/employees',
  '/commissions-v3/create-batch',
  '/commissions-v3/batch-details',
  '/commissions-v3/batch-verification',
  '/insurance/home',
  '/insurance/uploads',
  '/tips/home',
  '/tips/batch-selector',
  '/tips/irsi/home',
  '/tips/employees',
  '/tips/payment-history',
  '/tips/irsi/payment-history',
  '/tips/payout-history-dashboard',
  '/tips/reports',
  '/tips/payroll-activity',
  '/settings',
];

describe('ROUTES (§2)', () => {
  it('holds every route of the spec once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every route a dashboard matching its first segment, a label key and a known guard', () => {
    for (const route of ROUTES) {
      expect(route.dashboard).toBe(DASHBOARDS.find((dashboard) => route.path.startsWith(`/${dashboard}/`)) ?? null);
      expect(route.labelKey).toMatch(/^routes\./);
      expect(route.guard === 'public' || route.guard in POLICIES).toBe(true);
    }
  });

  it('leaves only the login and sign-out pages public', () => {
    expect(ROUTES.filter((route) => route.guard === 'public').map((route) => route.path)).toEqual(['/login', '/']);
  });

  it.each([
    ['/ewa/billing/', '/ewa/billing'],
    ['/tips/home?group=103#top', '/tips/home'],
    ['//settings', '/settings'],
  ])('finds %s as %s', (path, expected) => {
    expect(findRoute(path)?.path).toBe(expected);
  });

  it('finds nothing for an unknown path', () => {
    expect(findRoute('/tips/unknown')).toBeUndefined();
  });
});

describe('dashboardFromPath (§2)', () => {
  it.each([
    ['/ewa/employees', 'ewa'],
    ['/commissions/home', 'commissions'],
    ['/commissions-v2/create-batch', 'commissions-v2'],
    ['/commissions-v3/deals?x=1', 'commissions-v3'],
    ['/insurance/uploads', 'insurance'],
    ['/tips/irsi/home', 'tips'],
    ['/settings', 'ewa'],
    ['/', 'ewa'],
    ['', 'ewa'],
    ['/commissions-v4/home', 'ewa'],
  ])('the dashboard of %s is %s', (path, dashboard) => {
    expect(dashboardFromPath(path)).toBe(dashboard);
  });
});

describe('isDashboardId (§2)', () => {
  it('knows the six dashboards and nothing else', () => {
    expect(DASHBOARDS.every(isDashboardId)).toBe(true);
    for (const other of ['payroll', 'EWA', 'commissions-v4', '', 42, null]) expect(isDashboardId(other)).toBe(false);
  });
});

describe('isSidebarHidden (§2)', () => {
  it.each([
    ['/commissions-v2/create-batch', true],
    ['/commissions-v2/batch-details', true],
    ['/commissions-v2/batch-verification?id=4', true],
    ['/commissions-v3/create-batch', true],
    ['/commissions-v3/batch-details', true],
    ['/commissions-v3/batch-verification', true],
    ['/commissions-v3/home', false],
    ['/commissions/batch-details', false],
    ['/commissions-v2', false],
    ['/', false],
    ['/tips/home', false],
  ])('on %s the sidebar is hidden: %s', (path, hidden) => {
    expect(isSidebarHidden(path)).toBe(hidden);
  });
});
