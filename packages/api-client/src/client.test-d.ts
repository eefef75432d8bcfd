import { describe, expectTypeOf, test } from 'vitest';
import type { ApiProblem } from './api-problem.ts';
import type { Schemas } from './contract.ts';
import { createApiClient } from './create-api-client.ts';
import { queryKeys } from './query-keys.ts';

const { client, query } = createApiClient({ baseUrl: '/api', onSignOut: () => {}, onError: () => {} });
const idempotencyKey = '7d0f6c3e-2b7a-4d0e-9a51-2f5e8f6a1c11';

describe('the client follows the contract', () => {
  test('callers never pass the CSRF header, which the middleware adds', async () => {
    const { data } = await client.POST('/auth/logout');
    expectTypeOf(data).toEqualTypeOf<{ endSessionUrl: string } | undefined>();
  });

  test('a status change requires an idempotency key', async () => {
    await client.POST('/compensation/commission-batch/{id}/approve', {
      params: { path: { id: 'b1' }, header: { 'Idempotency-Key': idempotencyKey } },
    });
    // @ts-expect-error the approval has no Idempotency-Key
    await client.POST('/compensation/commission-batch/{id}/approve', { params: { path: { id: 'b1' } } });
  });

  test('users2 filters use the field[operator] shape', async () => {
    const { data } = await client.GET('/users2', {
      params: { query: { companyId: { eq: 'c1' }, workerStatus: { eq: 'Active' }, _select: ['payRate'] } },
    });
    expectTypeOf(data?.items[0]?.payRate).toEqualTypeOf<number | undefined>();
    // @ts-expect-error companyId must be filtered by equality
    await client.GET('/users2', { params: { query: { companyId: 'c1' } } });
  });

  test('invoices are a union discriminated by type', async () => {
    const { data } = await client.GET('/employer-dashboard/invoices', { params: { query: { companyId: 'c1' } } });
    const invoice = data?.items[0];
    if (invoice?.type === 'fees') expectTypeOf(invoice.employerRevenue).toEqualTypeOf<Schemas['Cents']>();
    if (invoice?.type === 'repayment')
      expectTypeOf(invoice.repaymentRevenueCorrelationId).toEqualTypeOf<string | null>();
  });

  test('request bodies are checked against their schemas', async () => {
    await client.POST('/tips/get-workers-hours', {
      body: { companyId: 'c1', date: '11/22/2026', workersIds: ['w1'] },
    });
    await client.POST('/tips/get-workers-hours', {
      // @ts-expect-error workersIds is required
      body: { companyId: 'c1', date: '11/22/2026' },
    });
  });

  test('errors are API problems', async () => {
    const { error } = await client.GET('/auth/session');
    expectTypeOf(error).toEqualTypeOf<Schemas['Problem'] | undefined>();
    expectTypeOf<ApiProblem>().toExtend<Schemas['Problem']>();
  });

  test('query helpers key by method, path and parameters', () => {
    const options = query.queryOptions('get', '/employer-dashboard/invoices', {
      params: { query: { companyId: 'c1' } },
    });
    expectTypeOf(options.queryKey[1]).toEqualTypeOf<'/employer-dashboard/invoices'>();
    expectTypeOf(queryKeys.path('get', '/employer-dashboard/invoices')).toEqualTypeOf<
      readonly ['get', '/employer-dashboard/invoices']
    >();
    // @ts-expect-error no such path
    queryKeys.path('get', '/no-such-path');
  });
});
