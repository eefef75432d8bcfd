import type { Schemas } from '@cuadre/api-client';
import type { WorkerSelection } from './ewa-types.ts';

export type WorkerRoster = Schemas['WorkerRoster'];

/** The workers of one chunk of `listWorkerRoster`, each as the table reads a worker of `/users2`. */
export function rosterWorkers(roster: WorkerRoster, companyId: string): WorkerSelection[] {
  const { columns } = roster;
  return columns.id.map((id, row): WorkerSelection => {
    const products = columns.activeProducts[row] ?? [];
    return {
      id,
      companyId,
      workerGroupCode: columns.workerGroupCode[row]!,
      workerId: columns.workerId[row]!,
      payrollFileNumber: columns.payrollFileNumber[row]!,
      firstName: columns.firstName[row]!,
      lastName: columns.lastName[row]!,
      workerStatus: columns.workerStatus[row]!,
      workerType: columns.workerType[row]!,
      compensationType: columns.compensationType[row]!,
      activeProducts: {
        ewa: products.includes('ewa'),
        tips: products.includes('tips'),
        goals: products.includes('goals'),
      },
      payRate: columns.payRate[row]!,
      payRateUnit: columns.payRateUnit[row]!,
      limitForUser: columns.limitForUser[row]!,
      amountLimitPerPP: columns.amountLimitPerPP[row]!,
      transactionLimitPerPP: columns.transactionLimitPerPP[row]!,
      hireDate: columns.hireDate[row] ?? null,
      email: columns.email[row] ?? null,
    };
  });
}
