import { storedAtom } from '../../../shared/states/stored-atom.ts';
import type { EmployeeColumn } from '../employees/employee-columns.ts';
import { DEFAULT_EMPLOYEE_COLUMNS, isEmployeeColumn } from '../employees/employee-columns.ts';

// The columns a payroll admin chose for the employees table, remembered on this device: a column this version no
// longer has is dropped, and anything but a list reads as the default columns.
export const employeeColumnsState = storedAtom<readonly EmployeeColumn[]>(
  'cuadre.ewa.employees.columns',
  DEFAULT_EMPLOYEE_COLUMNS,
  (stored) => (Array.isArray(stored) ? stored.filter(isEmployeeColumn) : undefined),
);
