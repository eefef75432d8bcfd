// The money rules come from @cuadre/domain, so seeded totals are exactly what the API computes.
export {
  allocateSplit,
  commissionInputTotal,
  ledgerRunningBalances,
  workerCommissionTotal,
  type CommissionStep,
  type SplitRequest,
} from '@cuadre/domain';
