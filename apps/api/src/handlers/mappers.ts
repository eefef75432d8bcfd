import type { components } from '@cuadre/api-client';
import type { CompanyScope } from '../server/authorization.ts';

type Schemas = components['schemas'];

// The database keeps its own vocabulary; these translate it to the contract's.
export const workerStatusOut = {
  active: 'Active',
  inactive: 'Inactive',
  'on-leave': 'Inactive',
  terminated: 'Terminated',
} as const satisfies Record<string, Schemas['WorkerStatus']>;

export const workerStatusIn: Record<Schemas['WorkerStatus'], ('active' | 'inactive' | 'on-leave' | 'terminated')[]> = {
  Active: ['active'],
  Inactive: ['inactive', 'on-leave'],
  Terminated: ['terminated'],
};

export const compensationTypeOut = {
  hourly: 'hourly',
  salary: 'salaried',
  commission: 'commissioned',
} as const satisfies Record<string, Schemas['CompensationType']>;

export const compensationTypeIn: Record<Schemas['CompensationType'], 'hourly' | 'salary' | 'commission' | null> = {
  hourly: 'hourly',
  salaried: 'salary',
  commissioned: 'commission',
  tipped: null,
};

export const workerTypeOut = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  seasonal: 'seasonal',
  contractor: 'temporary',
} as const satisfies Record<string, Schemas['Worker']['workerType']>;

export const payRateUnitOf = {
  hourly: 'hour',
  salary: 'year',
  commission: 'pay-period',
} as const satisfies Record<string, Schemas['Worker']['payRateUnit']>;

export const scopeIds = (scope: CompanyScope): readonly string[] | 'all' => scope.companyIds;

/** Rounds a stored percent to the contract's two decimals. */
export const percent = (value: number | null | undefined): number => Math.round(Number(value ?? 0) * 100) / 100;

export const hoursOf = (value: number | string | null | undefined): number =>
  Math.round(Number(value ?? 0) * 100) / 100;

/** Phone numbers as E.164; Puerto Rico numbers are stored as 787-555-0123. */
export function phoneOut(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replaceAll(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return /^\+[1-9][0-9]{6,14}$/.test(phone) ? phone : null;
}
