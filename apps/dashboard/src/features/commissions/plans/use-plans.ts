import type { Schemas } from '@cuadre/api-client';
import { sortDynamicCommissionPlans } from '@cuadre/domain';
import type { BatchArea } from '../area.ts';
import { useCommissionsApi } from '../api/commissions-api.ts';
import { useCommissionsSession } from '../session/use-commissions-session.ts';

export type Plan = Schemas['CommissionPlan'];

// Sales Commissions lists the user's dynamic plans (§7, already sorted); Commission Batches lists the company's.
export function usePlans(area: BatchArea): {
  data: Plan[] | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
} {
  const { query } = useCommissionsApi();
  const session = useCommissionsSession();
  const dynamic = query.useQuery(
    'get',
    '/dynamic-commission/get-plans',
    { params: { query: { userId: session.user.id, companyId: session.companyId } } },
    { enabled: area === 'commissions-v2' },
  );
  const company = query.useQuery(
    'get',
    '/compensation/compensation-plans',
    { params: { query: { companyId: session.companyId } } },
    { enabled: area === 'commissions-v3' },
  );
  const source = area === 'commissions-v2' ? dynamic : company;
  return {
    data: source.data
      ? area === 'commissions-v2'
        ? source.data.plans
        : sortDynamicCommissionPlans(source.data.plans)
      : undefined,
    isLoading: source.isLoading,
    isError: source.isError,
    refetch: () => source.refetch(),
  };
}
