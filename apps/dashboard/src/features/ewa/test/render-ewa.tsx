import { createApiClient } from '@cuadre/api-client';
import type { SessionUser } from '@cuadre/domain';
import { DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { Toaster } from '@cuadre/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { syncLanguage } from '../../../shared/i18n/sync-language.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';
import { EwaClientContext } from '../api/ewa-client.ts';

export const ewaAdmin: SessionUser = {
  id: 'u-ewa',
  companyId: 'c1',
  email: 'ewa@isla.example',
  firstName: 'Héctor',
  lastName: 'Santiago',
  role: 'member',
  permissions: ['employees', 'deductions', 'billing', 'reports', 'bank-details'],
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
  internalStaff: false,
};

export type EwaCall = { method: string; path: string; body: unknown };

// An EWA component inside the signed-in frame's state, on a fake API that answers by "METHOD /path" (404 otherwise).
export function renderEwa(
  ui: ReactNode,
  answers: Record<string, (call: EwaCall) => unknown>,
  user: SessionUser = ewaAdmin,
) {
  const calls: EwaCall[] = [];
  const store = createStore();
  void syncLanguage(store);
  store.set(sessionUserState, user);
  store.set(companyState, {
    id: 'c1',
    name: 'Isla Restaurant Group',
    dashboardTitle: 'Isla',
    logoUrl: null,
    companyGroups: [],
    features: DEFAULT_COMPANY_FEATURES,
  });
  const { client } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, path, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
      calls.push(call);
      const answer = answers[`${call.method} ${path}`];
      if (answer === undefined)
        return Response.json(
          { type: '/problems/not-found', title: 'Not found', status: 404 },
          { status: 404, headers: { 'content-type': 'application/problem+json' } },
        );
      return Response.json(answer(call));
    },
    onSignOut: () => undefined,
    onError: () => undefined,
    log: () => undefined,
  });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <Toaster>
            <EwaClientContext value={client}>{ui}</EwaClientContext>
          </Toaster>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, calls };
}
