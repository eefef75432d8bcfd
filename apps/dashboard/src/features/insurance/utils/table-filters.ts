import type { Schemas } from '@cuadre/api-client';
import { isInsuranceTableQueryReady } from '@cuadre/domain';

export type BalanceComparison = NonNullable<Schemas['InsuranceTableFilter']['balance']>;
export type ItemType = NonNullable<Schemas['InsuranceTableFilter']['itemType']>;

// A Select option may not have an empty value (§5), so "no filter" is the value 'all'.
export type TableFilters = {
  planType: Schemas['InsurancePlanType'] | 'all';
  planOrigin: Schemas['InsuranceDataOrigin'] | 'all';
  balance: BalanceComparison;
  balanceValue: number | null;
  store: string;
  itemType: ItemType;
  workerStatus: Schemas['WorkerStatus'] | 'all';
};

export const PLAN_TYPES = ['individual', 'couple', 'family'] as const satisfies readonly Schemas['InsurancePlanType'][];
export const PLAN_ORIGINS = [
  'payroll-provider',
  'offline',
] as const satisfies readonly Schemas['InsuranceDataOrigin'][];
export const BALANCE_COMPARISONS = [
  'any',
  'zero',
  'greater-than',
  'less-than',
] as const satisfies readonly BalanceComparison[];
export const ITEM_TYPES = ['total', 'mcs', 'delta'] as const satisfies readonly ItemType[];
export const WORKER_STATUSES = [
  'Active',
  'Inactive',
  'Terminated',
] as const satisfies readonly Schemas['WorkerStatus'][];

export const DEFAULT_FILTERS: TableFilters = {
  planType: 'all',
  planOrigin: 'all',
  balance: 'any',
  balanceValue: null,
  store: 'all',
  itemType: 'total',
  workerStatus: 'all',
};

export const comparesBalance = (balance: BalanceComparison): boolean =>
  balance === 'greater-than' || balance === 'less-than';

// §5: a greater-than or less-than filter sends nothing until a balance value is entered.
export function isTableQueryReady(filters: TableFilters): boolean {
  return isInsuranceTableQueryReady({ balance: filters.balance, balanceValue: filters.balanceValue });
}

// The filters as the API's body: 'all' and an unused balance value are left out.
export function tableFilterBody(companyId: string, filters: TableFilters): Schemas['InsuranceTableFilter'] {
  return {
    companyId,
    ...(filters.planType === 'all' ? {} : { planType: filters.planType }),
    ...(filters.planOrigin === 'all' ? {} : { planOrigin: filters.planOrigin }),
    ...(filters.balance === 'any' ? {} : { balance: filters.balance }),
    ...(comparesBalance(filters.balance) && filters.balanceValue !== null
      ? { balanceValue: filters.balanceValue }
      : {}),
    ...(filters.store === 'all' ? {} : { store: filters.store }),
    ...(filters.itemType === 'total' ? {} : { itemType: filters.itemType }),
    ...(filters.workerStatus === 'all' ? {} : { workerStatus: filters.workerStatus }),
  };
}
