import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMPLOYEE_COLUMNS } from '../employees/employee-columns.ts';

const KEY = 'cuadre.ewa.employees.columns';

// The atom reads its storage when its module loads.
async function storedColumns(stored: string) {
  localStorage.setItem(KEY, stored);
  vi.resetModules();
  const { employeeColumnsState } = await import('./employee-columns-state.ts');
  return createStore().get(employeeColumnsState);
}

describe('the employees table’s remembered columns', () => {
  it('drop a column this version no longer has and keep the others', async () => {
    expect(await storedColumns('["name","retiredColumn","email"]')).toEqual(['name', 'email']);
  });

  it('read as the default columns when the stored value is not a list (the page once failed to load)', async () => {
    expect(await storedColumns('"name"')).toEqual(DEFAULT_EMPLOYEE_COLUMNS);
    expect(await storedColumns('{"name":true}')).toEqual(DEFAULT_EMPLOYEE_COLUMNS);
  });
});
