import type { Invoice, Period, Worker, WorkerSelection } from '../api/ewa-types.ts';
import type { WorkerRoster } from '../api/roster-columns.ts';

export function worker(overrides: Partial<Worker> = {}): Worker {
  return {
    id: 'w1',
    companyId: 'c1',
    workerGroupCode: '103',
    workerId: 'E-100',
    payrollFileNumber: 'PF-1',
    firstName: 'Ana',
    lastName: 'Rivera',
    email: 'ana@example.com',
    phone: null,
    hireDate: '2024-03-01',
    workerStatus: 'Active',
    workerStatusLog: [],
    workerType: 'full-time',
    compensationType: 'hourly',
    payRate: 1500,
    payRateUnit: 'hour',
    averageWeeklyHours: 38.5,
    hoursThisPeriod: 20,
    payFrequency: 'biweekly',
    currentPeriodStartDate: '2026-11-16',
    currentPeriodEndDate: '2026-11-29',
    limitForUser: 50000,
    transactionLimitPerPP: 3,
    amountLimitPerPP: 30000,
    employeeFeePercent: null,
    savingEmployeeFeePercent: 1,
    cashoutFeePercent: 2.5,
    maxOffer: 25000,
    eligibilityHours: 20,
    terminationDate: null,
    terminationReason: null,
    hasBankAccount: true,
    bankAccountVerified: true,
    savingsEnabled: false,
    hasSavingsAccount: false,
    statusAdminEnabled: true,
    statusSystemEnabled: true,
    statusCreciEnabled: true,
    statusLog: [],
    activeProducts: { goals: false, ewa: true, tips: false },
    grossTip: 0,
    eligibleTip: 0,
    tipsEnabled: false,
    posId: null,
    ignoreRoleForTips: false,
    defaultRole: null,
    tipRules: [],
    commissionsActive: false,
    brands: [],
    ...overrides,
  };
}

export function workerSelection(overrides: Partial<Worker> = {}): WorkerSelection {
  return worker(overrides);
}

export function period(overrides: Partial<Period> = {}): Period {
  return {
    id: 'p1',
    startDate: '2026-11-02',
    endDate: '2026-11-15',
    cycle: 'biweekly',
    deductionDate: '2026-11-20',
    workerGroupCode: '103',
    companyId: 'c1',
    workerIds: [],
    compensationType: 'hourly',
    location: null,
    ...overrides,
  };
}

export function repaymentInvoice(overrides: Partial<Extract<Invoice, { type: 'repayment' }>> = {}): Invoice {
  return {
    type: 'repayment',
    id: 'i1',
    status: 'paid',
    companyId: 'c1',
    workerGroupCode: '103',
    dueDate: '2026-10-20',
    amount: 125000,
    startDate: '2026-10-01',
    endDate: '2026-10-14',
    code: 'ISLA-1',
    notified: true,
    userRevenue: 0,
    paymentStartedAt: null,
    paymentProcessedAt: null,
    repaymentRevenueCorrelationId: null,
    repaymentRevenueStatus: null,
    ...overrides,
  };
}

export function feesInvoice(overrides: Partial<Extract<Invoice, { type: 'fees' }>> = {}): Invoice {
  return {
    type: 'fees',
    id: 'i2',
    status: 'pending',
    companyId: 'c1',
    workerGroupCode: '103',
    dueDate: '2026-11-20',
    amount: 4500,
    startDate: '2026-11-01',
    endDate: '2026-11-14',
    code: 'ISLA-2',
    notified: false,
    userRevenue: 300,
    paymentStartedAt: null,
    paymentProcessedAt: null,
    employerProcessing: 2500,
    userProcessing: 1200,
    employerRevenue: 500,
    employerSponsoredRevenue: 300,
    ...overrides,
  };
}

/** The columns of a chunk holding `workers` (fixtures of the screens and tests). */
export function rosterOf(
  workers: readonly WorkerSelection[],
  next: string | null = null,
  total = workers.length,
): WorkerRoster {
  const column = <Value>(value: (worker: WorkerSelection) => Value): Value[] => workers.map(value);
  return {
    total,
    next,
    columns: {
      id: column((worker) => worker.id),
      workerGroupCode: column((worker) => worker.workerGroupCode),
      workerId: column((worker) => worker.workerId),
      payrollFileNumber: column((worker) => worker.payrollFileNumber ?? ''),
      firstName: column((worker) => worker.firstName),
      lastName: column((worker) => worker.lastName),
      workerStatus: column((worker) => worker.workerStatus),
      workerType: column((worker) => worker.workerType ?? 'full-time'),
      compensationType: column((worker) => worker.compensationType ?? 'hourly'),
      activeProducts: column((worker) =>
        (['ewa', 'tips', 'goals'] as const).filter((product) => worker.activeProducts?.[product] === true),
      ),
      payRate: column((worker) => worker.payRate ?? 0),
      payRateUnit: column((worker) => worker.payRateUnit ?? 'hour'),
      limitForUser: column((worker) => worker.limitForUser ?? 0),
      amountLimitPerPP: column((worker) => worker.amountLimitPerPP ?? 0),
      transactionLimitPerPP: column((worker) => worker.transactionLimitPerPP ?? 0),
      hireDate: column((worker) => worker.hireDate ?? null),
      email: column((worker) => worker.email ?? null),
    },
  };
}
