import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { fakeShellApi, sessionOf, testCompany, testUser } from '../../test/fake-shell-api.ts';
import type { FakeShellApiOptions } from '../../test/fake-shell-api.ts';
import { selectedDashboardState } from '../states/selected-dashboard-state.ts';
import { selectedWorkerGroupState } from '../states/selected-worker-group-state.ts';
import { selectedCompanyIdState } from '../states/selected-company-id-state.ts';
import { resolveShell, startShellCalls } from './resolve-shell.ts';

const isla = testCompany('isla', {
  tipsMode: 'irsi-by-group',
  payrollActivity: true,
  irsiWorkerGroupCodes: ['103', '204'],
});
const caribe = testCompany('caribe', { tipsMode: 'batch-selector', payrollActivity: true });
const costa = testCompany('costa');

function setup(options: FakeShellApiOptions) {
  const api = fakeShellApi({ companies: { isla, caribe, costa }, ...options });
  const store = createStore();
  return { api, store, deps: { api, store, queryClient: new QueryClient() } };
}

describe('resolving a visit to the signed-in area', () => {
  it('a visitor without a session is sent to sign in', async () => {
    const { deps } = setup({ session: null });
    expect(await resolveShell(deps, '/ewa/billing')).toEqual({ kind: 'sign-in' });
  });

  it.each([
    ['a super-admin lands on employees', testUser('owner@isla.example', 'super-admin', []), 0, '/ewa/employees'],
    [
      'an EWA admin lands on employees',
      testUser('ewa@isla.example', 'member', ['employees', 'deductions', 'billing', 'reports']),
      0,
      '/ewa/employees',
    ],
    [
      'a commissions viewer lands on commissions home',
      testUser('viewer@costa.example', 'member', ['commissions-view'], { companyId: 'costa' }),
      0,
      '/commissions/home',
    ],
    [
      'a billing-only user lands on billing',
      testUser('billing@isla.example', 'member', ['billing']),
      0,
      '/ewa/billing',
    ],
    [
      'a tips manager lands on payout history',
      testUser('tips.manager@isla.example', 'member', ['tips-manager'], { workerGroupCode: '500' }),
      0,
      '/tips/payout-history-dashboard',
    ],
    [
      'a tips admin of a batch-selector company lands on the batch selector',
      testUser('payroll@caribe.example', 'member', ['tips-admin', 'payroll-activity'], { companyId: 'caribe' }),
      0,
      '/tips/batch-selector',
    ],
    [
      'an insurance user lands on insurance home',
      testUser('insurance@isla.example', 'member', ['insurance', 'insurance-edit']),
      0,
      '/insurance/home',
    ],
    // §2 and §6 open Sales Commissions on the count alone, and the API's reads there honour it (x-dynamic-commission).
    [
      'a user whose only access is the dynamic commission count lands on Sales Commissions home',
      testUser('sales@costa.example', 'member', [], { companyId: 'costa' }),
      1,
      '/commissions-v2/home',
    ],
  ])('%s', async (_title, user, count, landing) => {
    const { deps } = setup({ session: sessionOf(user), dynamicCommissionCount: count });
    expect(await resolveShell(deps, '/')).toEqual({ kind: 'redirect', to: landing, refused: null });
  });

  it('a tips admin of an irsi company lands on the irsi home when their group is irsi', async () => {
    const { deps, store } = setup({
      session: sessionOf(testUser('tips.admin@isla.example', 'member', ['tips-admin'])),
    });
    store.set(selectedWorkerGroupState, '204');
    expect(await resolveShell(deps, '/')).toEqual({ kind: 'redirect', to: '/tips/irsi/home', refused: null });
    store.set(selectedWorkerGroupState, '500');
    expect(await resolveShell(deps, '/')).toEqual({ kind: 'redirect', to: '/tips/home', refused: null });
  });

  it('a user with no permitted page is signed out with the alert', async () => {
    const { deps } = setup({ session: sessionOf(testUser('nobody@isla.example', 'member', [])) });
    expect(await resolveShell(deps, '/ewa/employees')).toEqual({ kind: 'sign-out', notice: 'not-authorized' });
  });

  it('a failing company-info call signs the user out with the alert', async () => {
    const { deps } = setup({ session: sessionOf(testUser('owner@gone.example', 'super-admin', []), 'gone') });
    expect(await resolveShell(deps, '/ewa/employees')).toEqual({ kind: 'sign-out', notice: 'not-authorized' });
  });

  it('a company lookup abandoned as the page is left signs nobody out: the visit rejects with it', async () => {
    const { deps, api } = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    const abandoned = new TypeError('Failed to fetch');
    api.getCompanyInfo = () => Promise.reject(abandoned);
    await expect(resolveShell(deps, '/ewa/employees')).rejects.toBe(abandoned);
  });

  it('a page the user may not open sends them to their landing page, naming the page', async () => {
    const { deps } = setup({ session: sessionOf(testUser('ewa@isla.example', 'member', ['employees'])) });
    const decision = await resolveShell(deps, '/insurance/home');
    expect(decision).toMatchObject({ kind: 'redirect', to: '/ewa/employees', refused: { path: '/insurance/home' } });
  });

  it('sales commissions open only with a non-zero dynamic commission count', async () => {
    const creator = testUser('creator@costa.example', 'member', ['commissions-create', 'commissions-v2-create'], {
      companyId: 'costa',
    });
    const withPlans = setup({ session: sessionOf(creator), dynamicCommissionCount: 2 });
    expect(await resolveShell(withPlans.deps, '/commissions-v2/create-batch')).toEqual({ kind: 'render' });
    const withoutPlans = setup({ session: sessionOf(creator), dynamicCommissionCount: 0 });
    expect(await resolveShell(withoutPlans.deps, '/commissions-v2/home')).toMatchObject({
      kind: 'redirect',
      to: '/commissions/home',
    });
  });

  it('commission batches (v3) open only for internal staff', async () => {
    const staff = setup({ session: sessionOf(testUser('staff@provider.example', 'super-admin', []), 'isla', true) });
    expect(await resolveShell(staff.deps, '/commissions-v3/home')).toEqual({ kind: 'render' });
    const owner = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    expect(await resolveShell(owner.deps, '/commissions-v3/home')).toMatchObject({
      kind: 'redirect',
      to: '/ewa/employees',
    });
  });

  it('an unknown address inside the app renders the not-found page', async () => {
    const { deps } = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    expect(await resolveShell(deps, '/no/such/page')).toEqual({ kind: 'render' });
  });

  it('opening a page remembers its dashboard as the selected one', async () => {
    const { deps, store } = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    await resolveShell(deps, '/insurance/uploads');
    expect(store.get(selectedDashboardState)).toBe('insurance');
    await resolveShell(deps, '/settings');
    expect(store.get(selectedDashboardState)).toBe('insurance');
  });

  it('company-info runs once per company while the session lasts', async () => {
    const { deps, api } = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    await resolveShell(deps, '/ewa/employees');
    await resolveShell(deps, '/ewa/billing');
    expect(api.calls.filter((call) => call.startsWith('company-info'))).toEqual(['company-info isla']);
  });
});

describe("starting the frame's calls before the first render", () => {
  it('asks the session, then company-info and the dynamic commission count, which the guard then finds answered', async () => {
    const { deps, api } = setup({ session: sessionOf(testUser('owner@isla.example', 'super-admin', [])) });
    await startShellCalls(deps);
    expect(api.calls).toEqual(['session', 'company-info isla', 'dynamic-commission-count']);
    expect(await resolveShell(deps, '/ewa/employees')).toEqual({ kind: 'render' });
    expect(api.calls).toEqual(['session', 'company-info isla', 'dynamic-commission-count']);
  });

  it("asks for the company chosen earlier in the tab, not the user's own", async () => {
    const { deps, api, store } = setup({
      session: sessionOf(testUser('staff@provider.example', 'super-admin', []), 'isla', true),
    });
    store.set(selectedCompanyIdState, 'costa');
    const prefetched: string[] = [];
    await startShellCalls(deps, async (companyId) => {
      prefetched.push(companyId);
    });
    expect(api.calls).toContain('company-info costa');
    expect(api.calls).not.toContain('company-info isla');
    // The opened page's first request is for the company the frame will show, asked with the company's own.
    expect(prefetched).toEqual(['costa']);
  });

  it('asks nothing more of a visitor without a session', async () => {
    const { deps, api } = setup({ session: null });
    const prefetch = vi.fn();
    await startShellCalls(deps, prefetch);
    expect(api.calls).toEqual(['session']);
    expect(prefetch).not.toHaveBeenCalled();
    expect(await resolveShell(deps, '/ewa/billing')).toEqual({ kind: 'sign-in' });
  });

  it('leaves a failing company-info to the guard, which signs the user out with the alert', async () => {
    const { deps } = setup({ session: sessionOf(testUser('owner@gone.example', 'super-admin', []), 'gone') });
    await expect(startShellCalls(deps)).resolves.toBeUndefined();
    expect(await resolveShell(deps, '/ewa/employees')).toEqual({ kind: 'sign-out', notice: 'not-authorized' });
  });
});
