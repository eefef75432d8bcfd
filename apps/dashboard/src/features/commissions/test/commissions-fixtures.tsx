import type { Schemas } from '@cuadre/api-client';
import { createApiClient } from '@cuadre/api-client';
import type { SessionUser } from '@cuadre/domain';
import { DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { Toaster } from '@cuadre/ui';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { syncLanguage } from '../../../shared/i18n/sync-language.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { dynamicCommissionCountState } from '../../../shared/states/dynamic-commission-count-state.ts';
import { internalStaffState } from '../../../shared/states/internal-staff-state.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';
import { CommissionsApiContext } from '../api/commissions-api.ts';
import '../messages.ts';

export const COMPANY_ID = 'costa';

const person = (email: string, permissions: SessionUser['permissions']): SessionUser => ({
  id: email.split('@')[0] ?? email,
  companyId: COMPANY_ID,
  email,
  firstName: 'Ana',
  lastName: 'Rivera',
  role: 'member',
  permissions,
  workerGroupCode: null,
  workerGroupCodes: [],
  brands: [],
  brandsView: false,
  internalStaff: false,
});

export const creator = person('creator@costa.example', ['commissions-create', 'commissions-v2-create']);
export const approver = person('approver@costa.example', ['commissions-approve', 'commissions-v2-approve']);
export const viewer = person('viewer@costa.example', ['commissions-view']);

const setOfWorkers: Schemas['SetOfWorkers'] = [
  { brand: 'Costa Toyota', departments: [{ name: 'Sales', titles: ['Sales Manager'] }] },
];

export function batch(
  id: string,
  status: Schemas['CommissionBatchStatus'],
  overrides: Partial<Schemas['CommissionBatch']> = {},
): Schemas['CommissionBatch'] {
  return {
    id,
    area: 'commissions-v2',
    type: 'normal',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    uploaded: false,
    status,
    companyId: COMPANY_ID,
    creatorEmail: creator.email,
    notes: null,
    events: [{ type: 'created', actorEmail: creator.email, at: '2026-10-31T10:00:00-04:00', reason: null }],
    manualInputs: [],
    setOfWorkers,
    total: 150_000,
    workerCount: 1,
    version: 1,
    createdAt: '2026-10-31T10:00:00-04:00',
    updatedAt: '2026-10-31T10:00:00-04:00',
    commissions: [
      {
        workerId: 'w-luis',
        payrollFileNumber: '1001',
        firstName: 'Luis',
        lastName: 'Ortiz',
        total: 150_000,
        manualTotal: null,
        status: 'included',
        compensationPlanId: 'plan-sales',
        brand: 'Costa Toyota',
        department: 'Sales',
        title: 'Sales Manager',
        rank: 1,
        inputs: [],
      },
    ],
    ...overrides,
  };
}

export const salesPlan: Schemas['CommissionPlan'] = {
  id: 'plan-sales',
  companyId: COMPANY_ID,
  active: true,
  workerIds: [],
  brand: 'Costa Toyota',
  department: 'Sales',
  title: 'Sales Manager',
  version: 1,
  lines: [
    {
      name: 'Front gross',
      type: 'tiered',
      inputType: 'dollars',
      commissionType: 'percentage',
      origin: 'dealer-system',
      manual: false,
      rank: 1,
      applyTo: [],
      subtractTo: [],
      addTo: [],
      visible: true,
      steps: [{ min: 0, max: null, perUnit: 20, flat: 0 }],
    },
  ],
  createdAt: '2026-01-01T10:00:00-04:00',
  updatedAt: '2026-01-01T10:00:00-04:00',
};

export const coveredWorkers: Schemas['BatchWorker'][] = [
  {
    workerId: 'w-luis',
    payrollFileNumber: '1001',
    firstName: 'Luis',
    lastName: 'Ortiz',
    brand: 'Costa Toyota',
    department: 'Sales',
    title: 'Sales Manager',
    rank: 1,
    compensationPlanId: 'plan-sales',
    commissionsActive: true,
  },
  {
    workerId: 'w-marta',
    payrollFileNumber: '1002',
    firstName: 'Marta',
    lastName: 'Vega',
    brand: 'Costa Toyota',
    department: 'Sales',
    title: 'Sales Manager',
    rank: 2,
    compensationPlanId: null,
    commissionsActive: false,
  },
];

export const commissionEmployee = (
  number: number,
  overrides: Partial<Schemas['CommissionEmployee']> = {},
): Schemas['CommissionEmployee'] => ({
  workerId: `w-${number}`,
  payrollFileNumber: String(number),
  firstName: 'Luis',
  lastName: 'Ortiz',
  workerGroupCode: '601',
  brand: 'Costa Toyota',
  department: 'Sales',
  title: 'Sales Manager',
  rank: 1,
  ...overrides,
});

const brandTitle = (name: string): Schemas['BrandTitle'] => ({
  name,
  commissionBatchCreationLimitDate: null,
  commissionBatchApprovalLimitDate: null,
  commissionFrequency: 'monthly',
  daysBeforeCreationNotification: 0,
  daysBeforeApprovalNotification: 0,
});

export type SentRequest = { method: string; path: string; search: string; headers: Headers; body: unknown };

type Handler = (request: SentRequest) => Response | undefined;

export type FakeCommissionsApi = {
  batches: Schemas['CommissionBatch'][];
  plans: Schemas['CommissionPlan'][];
  workers: Schemas['BatchWorker'][] | 'fail';
  /** The company's commission-active workers, searched, narrowed and paged as the server does. */
  employees: Schemas['CommissionEmployee'][];
  sent: SentRequest[];
  /** Answers a request before the fake does, e.g. to fail one call. */
  override: Handler | null;
  answer: (request: Request) => Promise<Response>;
};

const problem = (status: number, title: string, detail?: string, errors?: Schemas['ProblemFieldError'][]) =>
  Response.json(
    { type: `/problems/${status}`, title, status, ...(detail ? { detail } : {}), ...(errors ? { errors } : {}) },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

// The compensation calls of the contract, answered from memory as the API does: only a draft deletes (409
// otherwise), a new plan must name a brand of the company (422 at /body/brand), one plan reads by id.
export function fakeCommissionsApi(
  initial: {
    batches?: Schemas['CommissionBatch'][];
    plans?: Schemas['CommissionPlan'][];
    employees?: Schemas['CommissionEmployee'][];
  } = {},
): FakeCommissionsApi {
  const api: FakeCommissionsApi = {
    batches: initial.batches ?? [],
    plans: initial.plans ?? [salesPlan],
    workers: coveredWorkers,
    employees: initial.employees ?? [commissionEmployee(1001, { workerId: 'w-luis' })],
    sent: [],
    override: null,
    answer: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const body: unknown =
        request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
      const sent: SentRequest = { method: request.method, path, search: url.search, headers: request.headers, body };
      api.sent.push(sent);
      const overridden = api.override?.(sent);
      if (overridden) return overridden;
      const byId = /^\/compensation\/commission-batch\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && path === '/compensation/commission-batches') {
        // Each area lists its own batches, as the server does.
        const items = api.batches
          .filter((candidate) => candidate.area === url.searchParams.get('area'))
          .map(({ commissions: _omit, ...rest }) => rest);
        return Response.json({ items, page: 1, limit: 25, total: items.length });
      }
      if (byId && request.method === 'GET') {
        const found = api.batches.find((candidate) => candidate.id === byId[1]);
        return found ? Response.json(found) : problem(404, 'Not found', 'The batch does not exist.');
      }
      if (byId && request.method === 'DELETE') {
        const found = api.batches.find((candidate) => candidate.id === byId[1]);
        if (!found) return problem(404, 'Not found', 'The batch does not exist.');
        if (found.status !== 'draft') return problem(409, 'Conflict', 'Only a draft batch can be deleted.');
        api.batches = api.batches.filter((candidate) => candidate !== found);
        return new Response(null, { status: 204 });
      }
      if (path === '/compensation/batch-workers-data') {
        return api.workers === 'fail' ? problem(500, 'Server error') : Response.json({ workers: api.workers });
      }
      if (path === '/compensation/compensation-plans' && request.method === 'GET')
        return Response.json({ plans: api.plans });
      if (path === '/dynamic-commission/get-plans') return Response.json({ plans: api.plans });
      if (path === '/compensation/compensation-plan') {
        const found = api.plans.find((plan) => plan.id === url.searchParams.get('planId'));
        return found ? Response.json(found) : problem(404, 'Not found', 'The plan does not exist.');
      }
      if (path === '/compensation/compensation-plans' && request.method === 'POST') {
        const input = body as Schemas['CommissionPlanInput'];
        if (input.brand !== null && input.brand !== 'Costa Toyota')
          return problem(422, 'Unprocessable', 'The plan breaks a rule.', [
            { pointer: '/body/brand', message: `No brand ${input.brand} in this company.` },
          ]);
        const created: Schemas['CommissionPlan'] = {
          ...input,
          id: `plan-${api.plans.length + 1}`,
          version: 1,
          createdAt: '2026-11-22T10:00:00-04:00',
          updatedAt: '2026-11-22T10:00:00-04:00',
        };
        api.plans = [...api.plans, created];
        return Response.json(created, { status: 201 });
      }
      if (path === '/compensation/brands') {
        return Response.json({
          brands: [
            {
              name: 'Costa Toyota',
              logoUrl: null,
              departments: [{ name: 'Sales', titles: [brandTitle('Sales Manager'), brandTitle('Sales Consultant')] }],
            },
          ],
        });
      }
      if (path === '/compensation/commission-employees') {
        const search = (url.searchParams.get('search') ?? '').toLocaleLowerCase();
        const brand = url.searchParams.get('brand');
        const department = url.searchParams.get('department');
        const titles = url.searchParams.getAll('title');
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 50);
        const matching = api.employees.filter(
          (worker) =>
            (search === '' ||
              `${worker.firstName} ${worker.lastName}`.toLocaleLowerCase().includes(search) ||
              worker.payrollFileNumber.includes(search)) &&
            (brand === null || worker.brand === brand) &&
            (department === null || worker.department === department) &&
            (titles.length === 0 || titles.includes(worker.title)),
        );
        return Response.json({
          items: matching.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: matching.length,
        });
      }
      return problem(404, 'Not found');
    },
  };
  return api;
}

// Commission screens at `path` inside the frame's providers, as `user` of Costa with Sales Commissions.
export function renderCommissions(
  routes: { path: string; element: ReactNode }[],
  options: { user: SessionUser; path: string; api: FakeCommissionsApi },
) {
  const store = createStore();
  void syncLanguage(store);
  store.set(sessionUserState, options.user);
  store.set(companyState, {
    id: COMPANY_ID,
    name: 'Costa Motors',
    dashboardTitle: 'Costa',
    logoUrl: null,
    companyGroups: [],
    features: DEFAULT_COMPANY_FEATURES,
  });
  store.set(internalStaffState, false);
  store.set(dynamicCommissionCountState, 1);
  const { client, query } = createApiClient({
    baseUrl: 'http://cuadre.test/api',
    fetch: options.api.answer,
    onSignOut: () => undefined,
    onError: () => undefined,
    log: () => undefined,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <Toaster>
            <CommissionsApiContext value={{ client, query }}>
              <RouterProvider router={router} />
            </CommissionsApiContext>
          </Toaster>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { router, queryClient };
}
