import { sidebarItems, visibleTabs } from '@cuadre/domain';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { fakeShellApi, sessionOf, testCompany, testUser } from '../../test/fake-shell-api.ts';
import { companyState } from '../states/company-state.ts';
import { navigationContextSelector } from '../states/selectors/navigation-context-selector.ts';
import { applyCompanyFeatures } from './apply-company-features.ts';
import { resolveShell } from './resolve-shell.ts';
import { companyInfoQuery, shellQueryKeys } from './shell-queries.ts';

const staff = testUser('staff@provider.example', 'super-admin', [], { internalStaff: true });

async function signedInOn(path: string) {
  const api = fakeShellApi({
    session: sessionOf(staff, 'isla', true),
    companies: {
      isla: testCompany('isla', { commissionsTabLabel: 'payroll', insights: true }),
      costa: testCompany('costa'),
    },
  });
  const deps = { api, store: createStore(), queryClient: new QueryClient() };
  await resolveShell(deps, path);
  await deps.queryClient.fetchQuery(companyInfoQuery(api, staff.email, 'costa'));
  return deps;
}

const tabs = (deps: Awaited<ReturnType<typeof signedInOn>>) =>
  visibleTabs(deps.store.get(navigationContextSelector)!).map((tab) => tab.label);
const commissionsSidebar = (deps: Awaited<ReturnType<typeof signedInOn>>) =>
  sidebarItems('commissions', deps.store.get(navigationContextSelector)!).map((item) => item.label);

describe('a company’s features changed in Settings', () => {
  it('change the frame’s tabs and sidebar at once', async () => {
    const deps = await signedInOn('/settings');
    expect(tabs(deps)).toContain('Payroll');
    expect(commissionsSidebar(deps)).toContain('Insights');

    applyCompanyFeatures(deps, 'isla', {
      ...deps.store.get(companyState)!.features,
      commissionsTabLabel: 'parts-and-services',
      insights: false,
    });

    expect(tabs(deps)).toContain('Parts & Services Commissions');
    expect(tabs(deps)).not.toContain('Payroll');
    expect(commissionsSidebar(deps)).not.toContain('Insights');
  });

  it('hold for the next page, whose guard reads the company from the cache', async () => {
    const deps = await signedInOn('/settings');
    applyCompanyFeatures(deps, 'isla', { ...deps.store.get(companyState)!.features, insights: false });
    const decision = await resolveShell(deps, '/commissions/insights');
    expect(decision).toMatchObject({ kind: 'redirect', refused: { path: '/commissions/insights' } });
    expect(deps.api.calls.filter((call) => call === 'company-info isla')).toHaveLength(1);
  });

  it('leave every other company as it was', async () => {
    const deps = await signedInOn('/settings');
    applyCompanyFeatures(deps, 'costa', { ...testCompany('costa').features, payrollActivity: true });
    expect(deps.store.get(companyState)?.features).toMatchObject({
      commissionsTabLabel: 'payroll',
      insights: true,
      payrollActivity: false,
    });
    expect(
      deps.queryClient.getQueryData<{ features: { payrollActivity: boolean } }>(
        shellQueryKeys.companyInfo(staff.email, 'costa'),
      )?.features.payrollActivity,
    ).toBe(true);
    expect(
      deps.queryClient.getQueryData<{ features: { insights: boolean } }>(
        shellQueryKeys.companyInfo(staff.email, 'isla'),
      )?.features.insights,
    ).toBe(true);
  });
});
