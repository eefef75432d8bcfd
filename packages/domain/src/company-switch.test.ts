import { describe, expect, it } from 'vitest';
import { pathAfterCompanySwitch } from './company-switch.ts';
import type { NavigationContext } from './navigation.ts';
import { features, navigation, user, withPermissions } from './test-support/fixtures.ts';

const staff = user({ role: 'super-admin', internalStaff: true });
const isla = features({ tipsMode: 'irsi-by-group', irsiWorkerGroupCodes: ['103'], payrollActivity: true });
const costa = features({ tipsMode: 'home' });
const caribe = features({ tipsMode: 'batch-selector', payrollActivity: true });
const borinquen = features({ insights: true, commissionsTabLabel: 'payroll' });

describe('pathAfterCompanySwitch (§2, §6)', () => {
  const cases: [string, string, Partial<NavigationContext>, string][] = [
    ['keeps a page the new company shows', '/ewa/billing', { features: costa }, '/ewa/billing'],
    ['keeps settings, without its query', '/settings?section=users', { features: costa }, '/settings'],
    [
      'drops a record id and keeps the page',
      '/tips/payout-history-dashboard?split=abc',
      { features: costa },
      '/tips/payout-history-dashboard',
    ],
    [
      'goes to the area start from one record',
      '/commissions-v2/batch-details?id=abc',
      { features: costa, dynamicCommissionCount: 2 },
      '/commissions-v2/home',
    ],
    [
      'goes to the area start from a record in v3',
      '/commissions-v3/batch-verification?id=abc',
      { features: costa },
      '/commissions-v3/home',
    ],
    ['goes to the area start when a feature is off', '/commissions/insights', { features: costa }, '/commissions/home'],
    [
      'goes to the tips start when payroll activity is off',
      '/tips/payroll-activity',
      { features: costa },
      '/tips/home',
    ],
    [
      'keeps payroll activity where the company has it',
      '/tips/payroll-activity',
      { features: caribe },
      '/tips/payroll-activity',
    ],
    [
      'takes the new company’s tips home (batch selector)',
      '/tips/irsi/home',
      { features: caribe },
      '/tips/batch-selector',
    ],
    [
      'takes the new company’s tips home (irsi group)',
      '/tips/batch-selector',
      { features: isla, selectedWorkerGroupCode: '103' },
      '/tips/irsi/home',
    ],
    [
      'takes the normal payment history for a normal group',
      '/tips/irsi/payment-history',
      { features: isla, selectedWorkerGroupCode: '203' },
      '/tips/payment-history',
    ],
    [
      'takes the irsi payment history for an irsi group',
      '/tips/payment-history',
      { features: isla, selectedWorkerGroupCode: '103' },
      '/tips/irsi/payment-history',
    ],
    [
      'keeps insights where the company has them',
      '/commissions/insights',
      { features: borinquen },
      '/commissions/insights',
    ],
    ['lands from the signed-out path', '/', { features: costa }, '/ewa/employees'],
    ['lands from an unknown path', '/nowhere', { features: costa }, '/ewa/employees'],
  ];

  it.each(cases)('internal staff: %s (%s)', (_name, from, overrides, expected) => {
    expect(pathAfterCompanySwitch(from, navigation({ user: staff, ...overrides }))).toBe(expected);
  });

  it('lands on the first page the user may use when the area has none', () => {
    const context = navigation({ user: withPermissions('insurance', 'tips-admin'), features: costa });
    expect(
      pathAfterCompanySwitch('/tips/payroll-activity', navigation({ ...context, user: withPermissions('insurance') })),
    ).toBe('/insurance/home');
    expect(pathAfterCompanySwitch('/ewa/employees', context)).toBe('/tips/home');
  });

  it('answers the sign-out path when the user may use nothing there', () => {
    expect(pathAfterCompanySwitch('/ewa/employees', navigation({ user: user(), features: costa }))).toBe('/');
  });
});
