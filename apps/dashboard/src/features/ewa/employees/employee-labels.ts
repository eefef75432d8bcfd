import type { EwaTranslate } from '../messages.ts';
import type { WorkerSelection } from '../api/ewa-types.ts';
import type { BadgeTone } from '@cuadre/ui';
import type { EmployeeColumn } from './employee-columns.ts';

export const columnLabel = (t: EwaTranslate, column: EmployeeColumn): string => {
  switch (column) {
    case 'name':
      return t('ewa.employees.column.name');
    case 'workerId':
      return t('ewa.employees.column.workerId');
    case 'payrollFileNumber':
      return t('ewa.employees.column.payrollFileNumber');
    case 'workerGroupCode':
      return t('ewa.employees.column.workerGroupCode');
    case 'workerStatus':
      return t('ewa.employees.column.workerStatus');
    case 'workerType':
      return t('ewa.employees.column.workerType');
    case 'compensationType':
      return t('ewa.employees.column.compensationType');
    case 'activeProducts':
      return t('ewa.employees.column.activeProducts');
    case 'payRate':
      return t('ewa.employees.column.payRate');
    case 'limitForUser':
      return t('ewa.employees.column.limitForUser');
    case 'amountLimitPerPP':
      return t('ewa.employees.column.amountLimitPerPP');
    case 'transactionLimitPerPP':
      return t('ewa.employees.column.transactionLimitPerPP');
    case 'hireDate':
      return t('ewa.employees.column.hireDate');
    case 'email':
      return t('ewa.employees.column.email');
    default:
      return column satisfies never;
  }
};

export const statusLabel = (t: EwaTranslate, status: WorkerSelection['workerStatus']): string =>
  status === 'Active'
    ? t('ewa.workerStatus.active')
    : status === 'Inactive'
      ? t('ewa.workerStatus.inactive')
      : t('ewa.workerStatus.terminated');

export const statusTone = (status: WorkerSelection['workerStatus']): BadgeTone =>
  status === 'Active' ? 'positive' : status === 'Inactive' ? 'caution' : 'neutral';

export const workerTypeLabel = (t: EwaTranslate, type: NonNullable<WorkerSelection['workerType']>): string => {
  switch (type) {
    case 'full-time':
      return t('ewa.workerType.fullTime');
    case 'part-time':
      return t('ewa.workerType.partTime');
    case 'seasonal':
      return t('ewa.workerType.seasonal');
    case 'temporary':
      return t('ewa.workerType.temporary');
    default:
      return type satisfies never;
  }
};

export const compensationLabel = (t: EwaTranslate, type: NonNullable<WorkerSelection['compensationType']>): string => {
  switch (type) {
    case 'hourly':
      return t('ewa.compensation.hourly');
    case 'salaried':
      return t('ewa.compensation.salaried');
    case 'commissioned':
      return t('ewa.compensation.commissioned');
    case 'tipped':
      return t('ewa.compensation.tipped');
    default:
      return type satisfies never;
  }
};

export const productLabel = (t: EwaTranslate, product: 'ewa' | 'tips' | 'goals'): string =>
  product === 'ewa' ? t('ewa.product.ewa') : product === 'tips' ? t('ewa.product.tips') : t('ewa.product.goals');

export const payRateUnitLabel = (t: EwaTranslate, unit: WorkerSelection['payRateUnit']): string =>
  unit === 'hour'
    ? t('ewa.payRateUnit.hour')
    : unit === 'year'
      ? t('ewa.payRateUnit.year')
      : t('ewa.payRateUnit.payPeriod');
