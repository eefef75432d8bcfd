import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, dashboardUsers } from '../db/schema/company.ts';
import { loadContract } from './contract.ts';
import type { AnyHandler } from './router.ts';
import { startTestApi, type TestApi } from './testing/harness.ts';

const contract = loadContract();
let api: TestApi;
let companyA = '';
let companyB = '';
const calls: string[] = [];

const handlers: Record<string, AnyHandler> = {
  getTotalDeposited: async () => {
    calls.push('getTotalDeposited');
    return { status: 200, body: { totalDeposited: 1234 } };
  },
  getWorker: async (context) => {
    calls.push('getWorker');
    const { scope } = context as unknown as { scope: { require: (id: string) => void } };
    scope.require(companyB);
    return { status: 200, body: {} };
  },
  listCommissionUploads: async () => {
    calls.push('listCommissionUploads');
    return { status: 200, body: {} };
  },
  updateCompanyBankDetails: async (context: { body: unknown }) => {
    calls.push('updateCompanyBankDetails');
    const body = context.body as { accountNumber?: string };
    return { status: 200, body: { calls: calls.length, last4: body.accountNumber?.slice(-4) } };
  },
};

const features = {
  commissionsTabLabel: 'parts-and-services' as const,
  insights: false,
  tipsMode: 'home' as const,
  payrollActivity: false,
  irsiWorkerGroupCodes: [],
};

beforeAll(async () => {
  api = await startTestApi({ handlers, contract });
  const inserted = await api.db
    .insert(companies)
    .values([
      {
        name: 'Alpha Foods',
        dashboardTitle: 'Alpha',
        payrollProvider: 'ADP',
        payFrequency: 'weekly' as const,
        periodStartDate: '2026-01-05',
        features,
      },
      {
        name: 'Beta Motors',
        dashboardTitle: 'Beta',
        payrollProvider: 'ADP',
        payFrequency: 'weekly' as const,
        periodStartDate: '2026-01-05',
        features,
      },
    ])
    .returning({ id: companies.id });
  companyA = inserted[0]!.id;
  companyB = inserted[1]!.id;
  await api.db.insert(dashboardUsers).values([
    {
      companyId: companyA,
      email: 'billing@alpha.example',
      firstName: 'Ana',
      lastName: 'Ríos',
      permissions: ['billing', 'bank-details'],
    },
    { companyId: companyA, email: 'none@alpha.example', firstName: 'Luis', lastName: 'Vega', permissions: [] },
    { companyId: companyA, email: 'owner@alpha.example', firstName: 'Marta', lastName: 'Cruz', role: 'super-admin' },
    {
      companyId: null,
      email: 'sam.lee@provider.example',
      firstName: 'Sam',
      lastName: 'Lee',
      role: 'super-admin',
      internalStaff: true,
    },
  ]);
});
afterAll(() => api.close());
afterEach(() => {
  calls.length = 0;
});

const deposited = (companyId: string, days = '7') =>
  ({ method: 'GET', url: `/api/employer-dashboard/total-deposited?days=${days}&companyId=${companyId}` }) as const;

describe('the contract-driven router', () => {
  it('answers 401 to a caller without a session and runs nothing', async () => {
    const response = await api.call(null, deposited(companyA));
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(calls).toEqual([]);
  });

  it('answers 403 when the caller lacks every permission the operation names', async () => {
    const response = await api.call('none@alpha.example', deposited(companyA));
    expect(response.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });

  it('names every bad field with a JSON pointer and runs nothing', async () => {
    const response = await api.call('billing@alpha.example', {
      method: 'GET',
      url: '/api/employer-dashboard/total-deposited?days=0&companyId=not%20an%20id',
    });
    expect(response.statusCode).toBe(400);
    const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((e) => e.pointer).sort();
    expect(pointers).toEqual(['/query/companyId', '/query/days']);
    expect(calls).toEqual([]);
  });

  it('coerces query values to the contract types and calls the handler', async () => {
    const response = await api.call('billing@alpha.example', deposited(companyA));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalDeposited: 1234 });
  });

  it('answers 404 for another company, exactly as for a missing one', async () => {
    const response = await api.call('billing@alpha.example', deposited(companyB));
    expect(response.statusCode).toBe(404);
    expect(calls).toEqual([]);
  });

  it('lets super-admin pass the permission check but not reach another company', async () => {
    expect((await api.call('owner@alpha.example', deposited(companyA))).statusCode).toBe(200);
    expect((await api.call('owner@alpha.example', deposited(companyB))).statusCode).toBe(404);
  });

  it('lets internal staff reach every company', async () => {
    expect((await api.call('sam.lee@provider.example', deposited(companyB))).statusCode).toBe(200);
  });

  it('keeps handler lookups scoped: a record of another company answers 404', async () => {
    const response = await api.call('owner@alpha.example', { method: 'GET', url: '/api/workers/w1' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 403 to a company user on an internal-only operation', async () => {
    const response = await api.call('owner@alpha.example', {
      method: 'GET',
      url: `/api/compensation/individual-adp-uploads?companyId=${companyA}`,
    });
    expect(response.statusCode).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe('idempotency', () => {
  const put = (key: string | undefined, accountNumber: string) =>
    api.call('billing@alpha.example', {
      method: 'PUT',
      url: '/api/employer-dashboard/company-bank-details',
      headers: key ? { 'idempotency-key': key } : {},
      payload: {
        companyId: companyA,
        bankName: 'Banco Popular',
        accountHolderName: 'Alpha Foods',
        accountType: 'checking',
        routingNumber: '021502011',
        accountNumber,
      },
    });

  it('requires the key on operations that move money or change a status', async () => {
    const response = await put(undefined, '123456789');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ pointer: '/header/Idempotency-Key' }));
  });

  it('answers a replay with the first answer and runs the change once', async () => {
    const first = await put('bank-details-key-0001', '123456789');
    const second = await put('bank-details-key-0001', '123456789');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(calls).toEqual(['updateCompanyBankDetails']);
  });

  it('refuses the same key with another body and changes nothing', async () => {
    await put('bank-details-key-0002', '123456789');
    const other = await put('bank-details-key-0002', '987654321');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errors: [{ pointer: '/header/Idempotency-Key' }] });
    expect(calls).toEqual(['updateCompanyBankDetails']);
  });
});

describe('the contract', () => {
  it('is the routing table: an unknown path under /api answers problem+json 404', async () => {
    const response = await api.call('billing@alpha.example', { method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('lists the identity layer operations under /auth', () => {
    expect(
      contract.operations
        .filter((o) => o.path.startsWith('/auth/'))
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(['completeLogin', 'getSession', 'logout', 'startLogin']);
  });
});
