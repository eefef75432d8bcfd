import { describe, expect, it } from 'vitest';
import { readsStored } from '../../../test/stored-atom.ts';
import { DEFAULT_EMPLOYEE_COLUMNS } from '../employees/employee-columns.ts';

const storedColumns = (stored: string) =>
  readsStored(
    localStorage,
    'cuadre.ewa.employees.columns',
    stored,
    async () => (await import('./employee-columns-state.ts')).employeeColumnsState,
  );

describe('the employees table’s remembered columns', () => {
  it('drop a column this version no longer has and keep the others', async () => {
    expect(await storedColumns('["name","retiredColumn","email"]')).toEqual(['name', 'email']);
  });

  it('read as the default columns when the stored value is not a list (the page once failed to load)', async () => {
    expect(await storedColumns('"name"')).toEqual(DEFAULT_EMPLOYEE_COLUMNS);
    expect(await storedColumns('{"name":true}')).toEqual(DEFAULT_EMPLOYEE_COLUMNS);
  });
});
