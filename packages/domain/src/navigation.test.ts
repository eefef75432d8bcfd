import { describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED_MESSAGE } from './messages.ts';
import type { NavigationContext } from './navigation.ts';
import {
  canAccessPath,
  dashboardLabel,
  LANDING_STEPS,
  resolveLandingPage,
  showTabDivider,
  sidebarItems,
  visibleTabs,
} from './navigation.ts';
import { features, navigation, user, withPermissions } from './test-support/fixtures.ts';

const irsi = features({ tipsMode: 'irsi-by-group', irsiWorkerGroupCodes: ['103', '403'] });

describe('resolveLandingPage (§2)', () => {
  const cases: [string, Partial<NavigationContext>, string][] = [
    ['a user with employees lands on employees', { user: withPermissions('employees', 'reports') }, '/ewa/employees'],
    ['a super-admin lands on employees', { user: user({ role: 'super-admin' }) }, '/ewa/employees'],
    ['a deductions user lands on deductions', { user: withPermissions('deductions', 'billing') }, '/ewa/deductions'],
    ['a billing user lands on billing', { user: withPermissions('billing', 'insurance') }, '/ewa/billing'],
    ['a reports user lands on reports', { user: withPermissions('reports', 'tips-admin') }, '/ewa/reports'],
    [
      'a commissions viewer lands on commissions home',
      { user: withPermissions('commissions-view') },
      '/commissions/home',
    ],
    [
      'a commissions approver with dynamic plans still lands on commissions home first',
      { user: withPermissions('commissions-approve', 'commissions-v2-approve'), dynamicCommissionCount: 3 },
      '/commissions/home',
    ],
    [
      'a user with only dynamic commission plans lands on commissions v2',
      { dynamicCommissionCount: 2 },
      '/commissions-v2/home',
    ],
    [
      'a tips admin of a batch-selector company lands on the batch selector',
      { user: withPermissions('tips-admin'), features: features({ tipsMode: 'batch-selector' }) },
      '/tips/batch-selector',
    ],
    [
      'a tips admin of an irsi company with an irsi group lands on the irsi home',
      { user: withPermissions('tips-admin'), features: irsi, selectedWorkerGroupCode: '403' },
      '/tips/irsi/home',
    ],
    [
      'a tips admin of an irsi company with another group lands on tips home',
      { user: withPermissions('tips-admin'), features: irsi, selectedWorkerGroupCode: '900' },
      '/tips/home',
    ],
    ['a user with the tips-admin role lands on tips home', { user: user({ role: 'tips-admin' }) }, '/tips/home'],
    [
      'a tips manager lands on payout history',
      { user: withPermissions('tips-manager', 'insurance') },
      '/tips/payout-history-dashboard',
    ],
    [
      'a payroll-activity user of a company with payroll activity lands on payroll activity',
      { user: withPermissions('payroll-activity', 'insurance'), features: features({ payrollActivity: true }) },
      '/tips/payroll-activity',
    ],
    [
      'a payroll-activity user of a company without payroll activity falls through to insurance',
      { user: withPermissions('payroll-activity', 'insurance') },
      '/insurance/home',
    ],
    ['an insurance user lands on insurance home', { user: withPermissions('insurance') }, '/insurance/home'],
    ['an insurance editor lands on insurance home', { user: withPermissions('insurance-edit') }, '/insurance/home'],
  ];

  it.each(cases)('%s', (_name, overrides, path) => {
    const landing = resolveLandingPage(navigation(overrides));
    expect(landing).toMatchObject({ kind: 'page', path });
    if (landing.kind === 'page') expect(canAccessPath(landing.path, navigation(overrides))).toBe(true);
  });

  it('reports which of the eleven steps matched', () => {
    expect(LANDING_STEPS).toHaveLength(11);
    expect(resolveLandingPage(navigation({ user: withPermissions('tips-manager') }))).toEqual({
      kind: 'page',
      path: '/tips/payout-history-dashboard',
      step: 'tips-manager',
    });
  });

  it.each([
    ['a user with no permissions', {}],
    ['a user holding only employer-dashboard', { user: withPermissions('employer-dashboard') }],
    ['a user holding only bank-details', { user: withPermissions('bank-details') }],
  ] as [string, Partial<NavigationContext>][])('%s is signed out with the alert', (_name, overrides) => {
    expect(resolveLandingPage(navigation(overrides))).toEqual({ kind: 'sign-out', message: NOT_AUTHORIZED_MESSAGE });
    expect(NOT_AUTHORIZED_MESSAGE).toBe('You are not authorized to access this page.');
  });
});

describe('visibleTabs (§2, §6)', () => {
  const ids = (context: NavigationContext): string[] => visibleTabs(context).map((tab) => tab.id);

  it.each(['employees', 'deductions', 'billing', 'reports'] as const)(
    'the EWA tab shows for %s and leads to its first allowed page',
    (permission) => {
      const [tab] = visibleTabs(navigation({ user: withPermissions(permission) }));
      expect(tab).toMatchObject({ id: 'ewa', label: 'EWA', path: `/ewa/${permission}` });
    },
  );

  it('a super-admin who is not internal staff sees every tab but Sales Commissions and Commissions (v3)', () => {
    expect(ids(navigation({ user: user({ role: 'super-admin' }) }))).toEqual([
      'ewa',
      'commissions',
      'insurance',
      'tips',
    ]);
  });

  it('internal staff with dynamic plans see all six tabs in order', () => {
    const staff = user({ role: 'super-admin', email: 'staff@provider.example', internalStaff: true });
    expect(ids(navigation({ user: staff, dynamicCommissionCount: 1 }))).toEqual([
      'ewa',
      'commissions',
      'sales-commissions',
      'commissions-v3',
      'insurance',
      'tips',
    ]);
  });

  it.each([
    ['commissions-approve'],
    ['commissions-create'],
    ['commissions-view'],
    ['commissions-v2-approve'],
    ['commissions-v2-create'],
    ['commissions-v2-view'],
  ] as const)('any commissions permission (%s) shows the Commissions tab', (permission) => {
    expect(ids(navigation({ user: withPermissions(permission) }))).toEqual(['commissions']);
  });

  it.each([
    ['parts-and-services', 'Parts & Services Commissions', 'tabs.commissions.partsAndServices'],
    ['payroll', 'Payroll', 'tabs.commissions.payroll'],
  ] as const)('the Commissions tab is labelled by the company setting (%s)', (setting, label, labelKey) => {
    const [tab] = visibleTabs(
      navigation({ user: withPermissions('commissions-view'), features: features({ commissionsTabLabel: setting }) }),
    );
    expect(tab).toMatchObject({ label, labelKey });
  });

  it.each([
    [0, []],
    [1, ['sales-commissions']],
    [12, ['sales-commissions']],
  ] as const)('Sales Commissions needs a non-zero dynamic commission count (%i)', (count, expected) => {
    expect(ids(navigation({ dynamicCommissionCount: count }))).toEqual(expected);
  });

  it('Commissions (v3) shows only to internal staff: the stored flag, never the e-mail domain', () => {
    expect(ids(navigation({ user: user({ email: 'staff@provider.example', internalStaff: true }) }))).toEqual([
      'commissions-v3',
    ]);
    expect(ids(navigation({ user: user({ email: 'staff@provider.example' }) }))).toEqual([]);
    expect(ids(navigation({ user: user({ email: 'staff@provider.example.evil.com' }) }))).toEqual([]);
    const [tab] = visibleTabs(navigation({ user: user({ email: 'staff@provider.example', internalStaff: true }) }));
    expect(tab).toMatchObject({ label: 'Commissions', path: '/commissions-v3/home' });
  });

  it('an insurance permission shows the Insurance tab', () => {
    expect(ids(navigation({ user: withPermissions('insurance') }))).toEqual(['insurance']);
    expect(ids(navigation({ user: withPermissions('insurance-edit') }))).toEqual(['insurance']);
  });

  it.each([
    ['a tips admin goes to the tips home', withPermissions('tips-admin'), '/tips/home'],
    ['a tips manager goes to payout history', withPermissions('tips-manager'), '/tips/payout-history-dashboard'],
    ['a super-admin goes to the tips home', user({ role: 'super-admin' }), '/tips/home'],
  ])('the Tips tab: %s', (_name, actor, path) => {
    const tab = visibleTabs(navigation({ user: actor })).find((candidate) => candidate.id === 'tips');
    expect(tab?.path).toBe(path);
  });

  it('payroll-activity alone does not show the Tips tab', () => {
    expect(
      ids(navigation({ user: withPermissions('payroll-activity'), features: features({ payrollActivity: true }) })),
    ).toEqual([]);
  });
});

describe('showTabDivider (§2)', () => {
  it.each([
    ['no permissions', user(), false],
    ['one group only', withPermissions('employees', 'billing', 'reports'), false],
    ['two groups', withPermissions('employees', 'insurance'), true],
    ['commissions and tips', withPermissions('commissions-view', 'tips-manager'), true],
    ['a super-admin', user({ role: 'super-admin' }), true],
  ])('with %s the divider shows: %s', (_name, actor, shown) => {
    expect(showTabDivider(actor)).toBe(shown);
  });
});

describe('sidebarItems (§2, §6)', () => {
  const labels = (...args: Parameters<typeof sidebarItems>): string[] =>
    sidebarItems(...args).map((item) => item.label);

  it('EWA items follow their own permissions, then Sign Out', () => {
    expect(labels('ewa', navigation({ user: withPermissions('employees', 'reports') }))).toEqual([
      'Employees',
      'Reports',
      'Sign Out',
    ]);
  });

  it('a super-admin sees every EWA item and Settings', () => {
    expect(labels('ewa', navigation({ user: user({ role: 'super-admin' }) }))).toEqual([
      'Employees',
      'Deductions',
      'Billing',
      'Reports',
      'Settings',
      'Sign Out',
    ]);
  });

  it.each([
    ['bank-details', withPermissions('bank-details'), true],
    ['the tips-admin role', user({ role: 'tips-admin' }), true],
    ['the tips-admin permission only', withPermissions('tips-admin'), false],
    ['a plain member', user(), false],
  ])('Settings shows for %s: %s', (_name, actor, shown) => {
    const items = sidebarItems('ewa', navigation({ user: actor }));
    expect(items.some((item) => item.id === 'settings')).toBe(shown);
    expect(items.at(-1)).toEqual({
      id: 'signOut',
      section: 'bottom',
      kind: 'sign-out',
      labelKey: 'sidebar.signOut',
      label: 'Sign Out',
      path: '/',
    });
  });

  it('Settings and Sign Out sit below the dashboard items', () => {
    const items = sidebarItems('ewa', navigation({ user: withPermissions('employees', 'bank-details') }));
    expect(items.map((item) => item.section)).toEqual(['main', 'bottom', 'bottom']);
  });

  it('Commissions shows Home, Reports and Employees, and Insights only with the company setting', () => {
    const viewer = withPermissions('commissions-view');
    expect(labels('commissions', navigation({ user: viewer }))).toEqual(['Home', 'Reports', 'Employees', 'Sign Out']);
    expect(labels('commissions', navigation({ user: viewer, features: features({ insights: true }) }))).toEqual([
      'Home',
      'Reports',
      'Employees',
      'Insights',
      'Sign Out',
    ]);
  });

  it('Commissions v2 shows Home and Employees with dynamic plans', () => {
    expect(labels('commissions-v2', navigation({ dynamicCommissionCount: 1 }))).toEqual([
      'Home',
      'Employees',
      'Sign Out',
    ]);
    expect(labels('commissions-v2', navigation())).toEqual(['Sign Out']);
  });

  it('Commissions v3 shows its four items to internal staff', () => {
    expect(
      labels('commissions-v3', navigation({ user: user({ email: 'a@provider.example', internalStaff: true }) })),
    ).toEqual(['Commission Batches', 'Uploads', 'Deals', 'Employees', 'Sign Out']);
  });

  it('Insurance shows Home and Uploads', () => {
    expect(labels('insurance', navigation({ user: withPermissions('insurance') }))).toEqual([
      'Home',
      'Uploads',
      'Sign Out',
    ]);
  });

  it.each([
    [
      'a tips admin',
      withPermissions('tips-admin'),
      ['Home', 'Employees', 'Payout History', 'Payment History', 'Reports', 'Sign Out'],
    ],
    ['a tips manager', withPermissions('tips-manager'), ['Home', 'Payout History', 'Payment History', 'Sign Out']],
    [
      'a super-admin',
      user({ role: 'super-admin' }),
      ['Home', 'Employees', 'Payout History', 'Payment History', 'Reports', 'Settings', 'Sign Out'],
    ],
  ])('Tips items for %s', (_name, actor, expected) => {
    expect(labels('tips', navigation({ user: actor }))).toEqual(expected);
  });

  it.each([
    ['payroll-activity in a company with the setting', withPermissions('payroll-activity'), true, true],
    ['payroll-activity in a company without it', withPermissions('payroll-activity'), false, false],
    ['a super-admin in a company with the setting', user({ role: 'super-admin' }), true, true],
    ['a tips admin without the permission', withPermissions('tips-admin'), true, false],
  ])('Payroll Activity for %s', (_name, actor, payrollActivity, shown) => {
    const items = sidebarItems('tips', navigation({ user: actor, features: features({ payrollActivity }) }));
    expect(items.some((item) => item.path === '/tips/payroll-activity')).toBe(shown);
  });

  it('the Tips Home item follows the selected worker group', () => {
    const context = navigation({ user: withPermissions('tips-admin'), features: irsi, selectedWorkerGroupCode: '103' });
    expect(sidebarItems('tips', context)[0]?.path).toBe('/tips/irsi/home');
  });

  it.each([
    ['103', '/tips/irsi/payment-history'],
    ['900', '/tips/payment-history'],
  ])('the Payment History item follows the selected worker group (%s)', (group, path) => {
    const context = navigation({
      user: withPermissions('tips-manager'),
      features: irsi,
      selectedWorkerGroupCode: group,
    });
    expect(sidebarItems('tips', context).find((item) => item.id === 'tips.paymentHistory')?.path).toBe(path);
  });
});

describe('canAccessPath (§2)', () => {
  it.each([
    ['/login', user(), true],
    ['/', user(), true],
    ['/ewa/billing?page=2', withPermissions('billing'), true],
    ['/ewa/billing', withPermissions('employees'), false],
    ['/nowhere', user({ role: 'super-admin' }), false],
    ['/commissions/insights', withPermissions('commissions-view'), false],
    ['/tips/employees', withPermissions('tips-manager'), false],
    ['/tips/payment-history', withPermissions('tips-manager'), true],
    ['/settings', withPermissions('bank-details'), true],
  ])('%s for the given user: %s', (path, actor, allowed) => {
    expect(canAccessPath(path, navigation({ user: actor }))).toBe(allowed);
  });

  it('creating a v2 batch needs dynamic plans and a create permission', () => {
    const creator = withPermissions('commissions-v2-create');
    expect(
      canAccessPath('/commissions-v2/create-batch', navigation({ user: creator, dynamicCommissionCount: 1 })),
    ).toBe(true);
    expect(canAccessPath('/commissions-v2/create-batch', navigation({ user: creator }))).toBe(false);
    expect(canAccessPath('/commissions-v2/create-batch', navigation({ dynamicCommissionCount: 1 }))).toBe(false);
  });

  it('creating a v3 batch needs internal staff with a create permission', () => {
    const staff = user({ email: 'a@provider.example', internalStaff: true, permissions: ['commissions-create'] });
    expect(canAccessPath('/commissions-v3/create-batch', navigation({ user: staff }))).toBe(true);
    expect(
      canAccessPath('/commissions-v3/create-batch', navigation({ user: withPermissions('commissions-create') })),
    ).toBe(false);
  });
});

describe('dashboardLabel (§2)', () => {
  it('names each dashboard as its tab does', () => {
    expect(dashboardLabel('tips', features())).toEqual({ labelKey: 'tabs.tips', label: 'Tips' });
    expect(dashboardLabel('commissions', features({ commissionsTabLabel: 'payroll' })).label).toBe('Payroll');
    expect(dashboardLabel('commissions', features()).label).toBe('Parts & Services Commissions');
    expect(dashboardLabel('commissions-v3', features()).label).toBe('Commissions');
  });
});
