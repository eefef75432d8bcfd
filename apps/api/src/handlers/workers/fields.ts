import type { components } from '@cuadre/api-client';
import type { PayPeriod } from '@cuadre/domain';
import type { companySettings, tipRules, workerStatusLog } from '../../db/schema/index.ts';
import { requiredInstant } from '../common.ts';
import {
  compensationTypeOut,
  hoursOf,
  payRateUnitOf,
  phoneOut,
  percent,
  workerStatusOut,
  workerTypeOut,
} from '../mappers.ts';
import type { WorkerRow } from './find-worker.ts';
import { payPeriodColumns } from './pay-periods.ts';

type Worker = components['schemas']['Worker'];
export type WorkerColumn = keyof WorkerRow;

/** What a worker's fields are made of besides its own row: read once per page, grouped by worker. */
export type Related = {
  setting: typeof companySettings.$inferSelect | undefined;
  position: { titleId: string; title: string; rank: number; department: string; brand: string } | undefined;
  logs: (typeof workerStatusLog.$inferSelect)[];
  rules: (typeof tipRules.$inferSelect)[];
  hours: { date: string; hours: number }[];
  /** The worker's current pay period, the one holding today (`currentPayPeriodsOf`). */
  period: PayPeriod | null;
};

/** A contract field: the columns of the worker's row it is made of, and how. */
type Field<K extends keyof Worker> = {
  columns: readonly WorkerColumn[];
  value: (row: WorkerRow, related: Related) => Worker[K];
};

// A field that is its column as stored; a column whose type differs from the field's does not compile here.
const column = <K extends keyof Worker & WorkerColumn>(
  name: K & (WorkerRow[K] extends Worker[K] ? unknown : never),
): Field<K> => ({
  columns: [name],
  value: (row) => row[name] as unknown as Worker[K],
});

/** A field made of related rows only, each one copied into the contract's shape. */
const relatedList = <Row, Out>(rowsOf: (related: Related) => Row[], out: (row: Row) => Out) => ({
  columns: [] as readonly WorkerColumn[],
  value: (_row: WorkerRow, related: Related): Out[] => rowsOf(related).map(out),
});

/**
 * Every field of the contract's Worker, each with the columns it reads: a `_select` reads only the columns and
 * related rows its fields need, and computes nothing else.
 */
export const workerFields: { [K in keyof Worker]: Field<K> } = {
  id: column('id'),
  companyId: column('companyId'),
  workerGroupCode: column('workerGroupCode'),
  workerId: column('workerId'),
  payrollFileNumber: column('payrollFileNumber'),
  firstName: column('firstName'),
  lastName: column('lastName'),
  email: column('email'),
  phone: { columns: ['phone'], value: (row) => phoneOut(row.phone) },
  hireDate: column('hireDate'),
  workerStatus: { columns: ['workerStatus'], value: (row) => workerStatusOut[row.workerStatus] },
  workerStatusLog: {
    columns: ['workerStatus', 'updatedAt'],
    value: (row) => [{ status: workerStatusOut[row.workerStatus], changedAt: requiredInstant(row.updatedAt) }],
  },
  workerType: { columns: ['workerType'], value: (row) => workerTypeOut[row.workerType] },
  compensationType: { columns: ['compensationType'], value: (row) => compensationTypeOut[row.compensationType] },
  payRate: column('payRate'),
  payRateUnit: { columns: ['compensationType'], value: (row) => payRateUnitOf[row.compensationType] },
  averageWeeklyHours: { columns: ['hoursPerWeek'], value: (row) => hoursOf(row.hoursPerWeek) },
  hoursThisPeriod: {
    columns: payPeriodColumns,
    value: (_row, { hours, period }) => {
      if (period === null) return 0;
      const { startDate, endDate } = period;
      const total = hours
        .filter((h) => h.date >= startDate && h.date <= endDate)
        .reduce((sum, h) => sum + Number(h.hours), 0);
      return Math.min(1000, hoursOf(total));
    },
  },
  payFrequency: column('payFrequency'),
  currentPeriodStartDate: { columns: payPeriodColumns, value: (_row, { period }) => period?.startDate ?? null },
  currentPeriodEndDate: { columns: payPeriodColumns, value: (_row, { period }) => period?.endDate ?? null },
  limitForUser: { columns: ['limitForUser'], value: (row) => row.limitForUser ?? 0 },
  transactionLimitPerPP: {
    columns: ['transactionLimitPerPp'],
    value: (row, { setting }) => row.transactionLimitPerPp ?? setting?.transactionLimitPerPayPeriod ?? 0,
  },
  amountLimitPerPP: {
    columns: ['amountLimitPerPp'],
    value: (row, { setting }) => row.amountLimitPerPp ?? setting?.amountLimitPerPayPeriod ?? 0,
  },
  employeeFeePercent: {
    columns: ['employeeFeePercent'],
    value: (row) => (row.employeeFeePercent === null ? null : percent(row.employeeFeePercent)),
  },
  savingEmployeeFeePercent: {
    columns: [],
    value: (_row, { setting }) => (setting ? percent(setting.savingEmployeeFeePercent) : null),
  },
  cashoutFeePercent: {
    columns: [],
    value: (_row, { setting }) => (setting ? percent(setting.cashoutFeePercent) : null),
  },
  maxOffer: { columns: ['maxOffer'], value: (row) => row.maxOffer ?? 0 },
  eligibilityHours: { columns: ['eligibilityHours'], value: (row) => hoursOf(row.eligibilityHours) },
  terminationDate: column('terminationDate'),
  terminationReason: column('terminationReason'),
  hasBankAccount: column('hasBankAccount'),
  bankAccountVerified: column('bankAccountVerified'),
  savingsEnabled: column('savingsEnabled'),
  hasSavingsAccount: column('hasSavingsAccount'),
  statusAdminEnabled: column('statusAdminEnabled'),
  statusSystemEnabled: column('statusSystemEnabled'),
  statusCreciEnabled: column('statusCreciEnabled'),
  statusLog: relatedList(
    (related) => related.logs,
    (log) => ({
      type: log.type,
      changedTo: log.changedTo,
      changedBy: log.changedBy,
      changeMotives: log.changeMotives,
      changedAt: requiredInstant(log.changedAt),
    }),
  ),
  activeProducts: {
    columns: ['activeProducts'],
    value: (row) => ({
      goals: row.activeProducts.includes('goals'),
      ewa: row.activeProducts.includes('ewa'),
      tips: row.activeProducts.includes('tips'),
    }),
  },
  grossTip: column('grossTip'),
  eligibleTip: column('eligibleTip'),
  tipsEnabled: column('tipsEnabled'),
  posId: column('posId'),
  ignoreRoleForTips: column('ignoreRoleForTips'),
  defaultRole: column('defaultRole'),
  tipRules: relatedList(
    (related) => related.rules,
    (rule) => ({
      role: rule.role,
      automaticDisbursement: rule.automaticDisbursement,
      accumulateTips: rule.accumulateTips,
      allowsFullSplit: rule.allowsFullSplit,
    }),
  ),
  commissionsActive: column('commissionsActive'),
  brands: {
    columns: ['titleId'],
    value: (_row, { position }) =>
      position
        ? [{ brand: position.brand, department: position.department, title: position.title, rank: position.rank }]
        : [],
  },
};

export const allWorkerFields = Object.keys(workerFields) as (keyof Worker)[];
