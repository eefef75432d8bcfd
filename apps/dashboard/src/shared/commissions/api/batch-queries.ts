import type { Schemas } from '@cuadre/api-client';
import { queryKeys } from '@cuadre/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCommissionsApi } from './commissions-api.ts';

export type Batch = Schemas['CommissionBatch'];
export type BatchSummary = Schemas['CommissionBatchSummary'];

export function useBrands(companyId: string, email: string) {
  const { query } = useCommissionsApi();
  return query.useQuery('get', '/compensation/brands', { params: { query: { companyId, email } } }, { staleTime: 60_000 });
}

export function useBatch(id: string | null) {
  const { query } = useCommissionsApi();
  return query.useQuery('get', '/compensation/commission-batch/{id}', { params: { path: { id: id ?? '' } } }, { enabled: id !== null && id !== '' });
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

export function useCommissionWorkers(companyId: string) {
  const { query } = useCommissionsApi();
  return query.useQuery(
    'get',
    '/users2',
    {
      params: {
        query: {
          companyId: { eq: companyId },
          commissionsActive: { eq: true },
          _select: ['payrollFileNumber', 'commissionsActive', 'brands'],
          limit: 200,
        },
      },
    },
    { staleTime: 60_000 },
  );
}
