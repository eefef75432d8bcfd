import { createApiClient } from '@cuadre/api-client';
import type { SessionUser } from '@cuadre/domain';
import { Toaster } from '@cuadre/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { syncLanguage } from '../../../shared/i18n/sync-language.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { internalStaffState } from '../../../shared/states/internal-staff-state.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';
import { SettingsApiContext } from '../api/settings-api.ts';
import { visibleSections } from '../hooks/use-settings-session.ts';
import type { Company } from '../utils/settings-form.ts';
import { SettingsPage } from './settings-page.tsx';

const company: Company = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Isla Restaurant Group',
  dashboardTitle: 'Isla',
  logoUrl: null,
  payrollProvider: 'ADP',
  payFrequency: 'biweekly',
  periodStartDate: '2026-01-05',
  companyGroups: [],
  features: { commissionsTabLabel: 'parts-and-services', insights: false, tipsMode: 'home', payrollActivity: false, irsiWorkerGroupCodes: [] },
  settingsVersion: 3,
  settings: {
    periodsPerInvoiceEmail: 1,
    daysAfterEndDateForPayment: 3,
    status: 'active',
    grossDepositPercentAvailable: 50,
    transactionLimitPerPayPeriod: 3,
    amountLimitPerPayPeriod: 50000,
    employerCoveredTransactionsPerPayPeriod: 0,
    typeOfFunding: 'provider-funded',
    fundingFeePercent: 0,
    processingFeePercent: 1.5,
    employeeFeePercent: 2.5,
    savingEmployeeFeePercent: 0,
    cashoutFeePercent: 0,
    billingSavingEmployerFeePercent: 0,
    transactionFeePercent: 0,
    lowerTransactionFee: 150,
    lowerTransactionFeeThreshold: 2000,
    transactionFeeCap: 0,
    grossTipPercentAvailable: 0,
    hasNewPricing: false,
    hasAthMovil: true,
    timecardProvider: null,
    communication: { sms: true, emails: true, push: false },
    referralProgram: false,
    payrollAdminName: 'Marisol Figueroa',
    payrollAdminEmails: ['nomina@isla.example'],
    billingEmails: [],
    applyRetentions: false,
    feeRetentionAtGroupCodeLevel: false,
    disableTipsTransactions: false,
    numberStatusThreshold: 0,
  },
};

const owner: SessionUser = {
  id: 'u1',
  companyId: company.id,
  email: 'owner@isla.example',
  firstName: 'Marisol',
  lastName: 'Figueroa',
  role: 'super-admin',
  permissions: [],
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
};

function renderSettings(user: SessionUser, answer: (request: Request) => Response) {
  const calls: { method: string; path: string }[] = [];
  const store = createStore();
  void syncLanguage(store);
  store.set(sessionUserState, user);
  store.set(companyState, { ...company, companyGroups: [] });
  store.set(internalStaffState, false);
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname });
      return Promise.resolve(answer(request));
    },
    onSignOut: () => undefined,
    onError: () => undefined,
  });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <Toaster>
            <SettingsApiContext value={{ client, query }}>
              <MemoryRouter initialEntries={['/settings?section=company']}>
                <SettingsPage />
              </MemoryRouter>
            </SettingsApiContext>
          </Toaster>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return calls;
}

const companyInfo = (request: Request) =>
  request.method === 'POST' && request.url.endsWith('/employer-dashboard/company-info') ? Response.json({ companyData: company }) : null;

describe('the settings page', () => {
  it.each([
    ['a super-admin', { role: 'super-admin' as const, permissions: [] }, ['company', 'groups', 'tips-roles', 'bank', 'users', 'preferences', 'audit']],
    ['a bank-details holder', { role: 'member' as const, permissions: ['bank-details' as const] }, ['company', 'groups', 'bank', 'users', 'preferences']],
    ['a tips admin', { role: 'tips-admin' as const, permissions: ['tips-admin' as const] }, ['company', 'groups', 'tips-roles', 'preferences']],
  ])('shows %s the sections §6 allows', (_who, access, sections) => {
    expect(visibleSections({ ...owner, ...access }, false)).toEqual(sections);
  });

  it('names a bad fee percent under its field and sends nothing', async () => {
    const calls = renderSettings(owner, (request) => companyInfo(request) ?? Response.json({}, { status: 500 }));
    const funding = await screen.findByRole('form', { name: 'Funding and fees' });
    const fee = within(funding).getByLabelText('Employee fee (%)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '150');
    await userEvent.click(within(funding).getByRole('button', { name: 'Save' }));
    expect(await within(funding).findByText('Enter a percent from 0 to 100.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('keeps the provider’s pricing read-only for a company super-admin', async () => {
    renderSettings(owner, (request) => companyInfo(request) ?? Response.json({}, { status: 500 }));
    const funding = await screen.findByRole('form', { name: 'Funding and fees' });
    expect((within(funding).getByLabelText('Funding fee (%)') as HTMLInputElement).disabled).toBe(true);
    expect((within(funding).getByLabelText('Employee fee (%)') as HTMLInputElement).disabled).toBe(false);
  });

  it('says someone else saved first when the server answers 409', async () => {
    renderSettings(owner, (request) =>
      companyInfo(request) ??
      Response.json({ type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'Someone else saved these settings.' }, { status: 409, headers: { 'content-type': 'application/problem+json' } }),
    );
    const limits = await screen.findByRole('form', { name: 'Limits' });
    const count = within(limits).getByLabelText('Transactions per pay period');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(await within(limits).findByText('Someone else changed these settings')).toBeTruthy();
  });
});
