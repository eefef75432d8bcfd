import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCommissionsApi } from './commissions-api.ts';

export type Batch = Schemas['CommissionBatch'];
export type BatchSummary = Schemas['CommissionBatchSummary'];

export function useBrands(companyId: string, email: string) {
  const { query } = useCommissionsApi();
  return query.useQuery(
    'get',
    '/compensation/brands',
    { params: { query: { companyId, email } } },
    { staleTime: 60_000 },
  );
}

export function useBatch(id: string | null) {
  const { query } = useCommissionsApi();
  return query.useQuery(
    'get',
    '/compensation/commission-batch/{id}',
    { params: { path: { id: id ?? '' } } },
    { enabled: id !== null && id !== '' },
  );
}

// Every cached answer about batches is stale after a write.
export function useInvalidateBatches(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batches') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.path('get', '/compensation/commission-batch/{id}') }),
    ]);
  }, [queryClient]);
}

export type CommissionEmployee = Schemas['CommissionEmployee'];
export type CommissionEmployeesFilter = {
  search?: string;
  brand?: string;
  department?: string;
  title?: readonly string[];
  page: number;
  limit: number;
};

// One page of the company's commission-active workers, searched and narrowed on the server, however many there are.
export function useCommissionEmployees(
  companyId: string,
  filter: CommissionEmployeesFilter,
  options: { enabled?: boolean } = {},
) {
  const { query } = useCommissionsApi();
  const search = filter.search?.trim() ?? '';
  return query.useQuery(
    'get',
    '/compensation/commission-employees',
    {
      params: {
        query: {
          companyId,
          page: filter.page,
          limit: filter.limit,
          ...(search === '' ? {} : { search }),
          ...(filter.brand ? { brand: filter.brand } : {}),
          ...(filter.department ? { department: filter.department } : {}),
          ...(filter.title && filter.title.length > 0 ? { title: [...filter.title] } : {}),
        },
      },
    },
    { staleTime: 60_000, placeholderData: (previous) => previous, enabled: options.enabled ?? true },
  );
}
