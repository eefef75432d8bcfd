import { atomWithStorage } from 'jotai/utils';
import type { EmployeeColumn } from '../employees/employee-columns.ts';
import { DEFAULT_EMPLOYEE_COLUMNS } from '../employees/employee-columns.ts';

// The columns a payroll admin chose for the employees table, remembered on this device.
export const employeeColumnsState = atomWithStorage<readonly EmployeeColumn[]>(
  'cuadre.ewa.employees.columns',
  DEFAULT_EMPLOYEE_COLUMNS,
  undefined,
  {
    getOnInit: true,
  },
);
