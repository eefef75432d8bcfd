import type { components } from '@cuadre/api-client';
import { createApiClient } from '@cuadre/api-client';
import type { SessionUser } from '@cuadre/domain';
import { Toaster } from '@cuadre/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { syncLanguage } from '../../../shared/i18n/sync-language.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { internalStaffState } from '../../../shared/states/internal-staff-state.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';
import { SettingsApiContext } from '../api/settings-api.ts';
import type { Company } from '../utils/settings-form.ts';
import { SettingsPage } from '../pages/settings-page.tsx';

type CompanyGroup = components['schemas']['CompanyGroup'];

export const bayamon: CompanyGroup = {
  companyName: 'Isla Bayamón',
  workerGroupCode: '103',
  address: '1 Calle Luna',
  city: 'Bayamón',
  state: 'PR',
  zipCode: '00961',
  representativeEmails: ['gerencia@isla.example'],
  invoiceEmails: ['facturas@isla.example'],
  invoiceEmailsCC: [],
  deductionEmails: [],
  invoiceCodePrefix: 'ISLA-103',
  invoiceCount: 4,
  sendDeductionEmail: false,
  weeklyStartDate: null,
  biweeklyStartDate: '2026-01-05',
  workerStartDates: [],
  autoScheduleRepaymentInvoices: false,
  autoScheduleFeesInvoices: false,
  onboarded: true,
  disableDeposits: false,
  disableSavings: false,
  uploadWorkerGroupCode: null,
  version: 11,
};

export const company: Company = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Isla Restaurant Group',
  dashboardTitle: 'Isla',
  logoUrl: null,
  payrollProvider: 'ADP',
  payFrequency: 'biweekly',
  periodStartDate: '2026-01-05',
  companyGroups: [],
  features: {
    commissionsTabLabel: 'parts-and-services',
    insights: false,
    tipsMode: 'home',
    payrollActivity: false,
    irsiWorkerGroupCodes: [],
  },
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

export const owner: SessionUser = {
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
  internalStaff: false,
};

export const staff: SessionUser = {
  ...owner,
  id: 'u-staff',
  email: 'staff@provider.example',
  firstName: 'Staff',
  lastName: 'Provider',
  internalStaff: true,
};

export type SentRequest = { method: string; path: string; body: unknown };

const conflict = () =>
  Response.json(
    { type: '/problems/conflict', title: 'Conflict', status: 409, detail: 'Someone else saved these settings.' },
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

// The API of one company as the real one keeps it: reads answer the latest saves, a save made on another
// version than the current one answers 409 and writes nothing, and each save moves the version on.
export function fakeSettingsApi(initial: Company) {
  let current = structuredClone(initial);
  const sent: SentRequest[] = [];

  const saveSettings = (change: components['schemas']['CompanySettingsUpdate']): Response => {
    if (change.expectedVersion !== undefined && change.expectedVersion !== current.settingsVersion) return conflict();
    const { expectedVersion: _expected, settings, ...top } = change;
    current = {
      ...current,
      ...top,
      settings: { ...current.settings, ...settings },
      settingsVersion: (current.settingsVersion ?? 0) + 1,
    };
    return Response.json(current);
  };

  const saveGroup = (code: string, change: components['schemas']['CompanyGroupUpdate']): Response => {
    const group = current.companyGroups.find((candidate) => candidate.workerGroupCode === code);
    if (group === undefined)
      return Response.json({ type: 'about:blank', title: 'Not found', status: 404 }, { status: 404 });
    if (change.expectedVersion !== undefined && change.expectedVersion !== group.version) return conflict();
    const { expectedVersion: _expected, ...fields } = change;
    const saved = { ...group, ...fields, version: group.version + 1 };
    current = {
      ...current,
      companyGroups: current.companyGroups.map((candidate) => (candidate === group ? saved : candidate)),
    };
    return Response.json(saved);
  };

  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    sent.push({ method: request.method, path: pathname, body });
    if (request.method === 'POST' && pathname.endsWith('/employer-dashboard/company-info'))
      return Response.json({ companyData: current });
    if (request.method === 'PATCH' && pathname === `/api/companies/${current.id}/settings`)
      return saveSettings(body as components['schemas']['CompanySettingsUpdate']);
    const group = new RegExp(`^/api/companies/${current.id}/worker-groups/([^/]+)$`).exec(pathname);
    if (request.method === 'PATCH' && group !== null)
      return saveGroup(decodeURIComponent(group[1]!), body as components['schemas']['CompanyGroupUpdate']);
    return Response.json({ type: 'about:blank', title: 'Not found', status: 404 }, { status: 404 });
  };

  return {
    answer,
    sent,
    saves: () => sent.filter((request) => request.method === 'PATCH'),
    current: () => current,
    /** Another user's save, made straight on the API. */
    saveElsewhere: (change: (company: Company) => Company) => {
      current = change(current);
    },
  };
}

// The company read again, as a window focus or another save does; TanStack Query tells its observers on the next task.
export async function readCompanyAgain(queryClient: QueryClient): Promise<void> {
  await act(async () => {
    await queryClient.invalidateQueries();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// The settings page on an in-memory router, its calls answered by `answer`; `section` is the tab it opens on.
export function renderSettings(
  user: SessionUser,
  answer: (request: Request) => Response | Promise<Response>,
  section = 'company',
  { internalStaff = false } = {},
) {
  const calls: { method: string; path: string }[] = [];
  const store = createStore();
  void syncLanguage(store);
  store.set(sessionUserState, user);
  store.set(companyState, { ...company, companyGroups: [] });
  store.set(internalStaffState, internalStaff);
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: (request) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname });
      return Promise.resolve(answer(request));
    },
    onSignOut: () => undefined,
    onError: () => undefined,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <Toaster>
            <SettingsApiContext value={{ client, query }}>
              <MemoryRouter initialEntries={[`/settings?section=${section}`]}>
                <SettingsPage />
              </MemoryRouter>
            </SettingsApiContext>
          </Toaster>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { calls, queryClient, store };
}
