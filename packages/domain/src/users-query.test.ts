import { describe, expect, it } from 'vitest';
import { activeWorkersFilter, mergeUserResults, sortDynamicCommissionPlans, usersFilterQuery } from './users-query.ts';

describe('usersFilterQuery (§7)', () => {
  it('writes field[operator]=value pairs and an optional _select list', () => {
    expect(
      usersFilterQuery(
        [
          { field: 'companyId', operator: 'eq', value: 'isla' },
          { field: 'workerGroupCode', operator: 'in', value: ['103', '203'] },
          { field: 'email', operator: 'contains', value: 'a&b=c' },
          { field: 'tipsEnabled', operator: 'eq', value: true },
        ],
        ['firstName', 'lastName'],
      ),
    ).toBe(
      'companyId[eq]=isla&workerGroupCode[in]=103%2C203&email[contains]=a%26b%3Dc&tipsEnabled[eq]=true&_select=firstName,lastName',
    );
  });

  it('writes no _select without fields', () => {
    expect(usersFilterQuery([{ field: 'payRate', operator: 'gte', value: 15 }])).toBe('payRate[gte]=15');
  });

  it.each(['bad field', 'x]', ''])('refuses the field name %j', (field) => {
    expect(() => usersFilterQuery([{ field, operator: 'eq', value: 1 }])).toThrow(RangeError);
  });

  it('builds the active-workers filter with an optional worker group', () => {
    expect(usersFilterQuery(activeWorkersFilter('isla'))).toBe('companyId[eq]=isla&workerStatus[eq]=Active');
    expect(usersFilterQuery(activeWorkersFilter('isla', null))).toBe('companyId[eq]=isla&workerStatus[eq]=Active');
    expect(usersFilterQuery(activeWorkersFilter('isla', '103'))).toBe(
      'companyId[eq]=isla&workerStatus[eq]=Active&workerGroupCode[eq]=103',
    );
  });
});

describe('mergeUserResults (§7)', () => {
  it('merges several results, keeps the first copy of each id and sorts by name', () => {
    const ana = { id: '1', firstName: 'Ana', lastName: 'Rivera', source: 'first' };
    const angel = { id: '2', firstName: 'Ángel', lastName: 'Soto', source: 'first' };
    const zoe = { id: '3', firstName: 'Zoe', lastName: 'Cruz', source: 'second' };
    const twin = { id: '4', firstName: 'Ana', lastName: 'Rivera', source: 'second' };
    expect(
      mergeUserResults([
        [zoe, angel],
        [{ ...angel, source: 'second' }, twin, ana],
      ]),
    ).toEqual([ana, twin, angel, zoe]);
  });

  it('merges nothing into nothing', () => {
    expect(mergeUserResults([])).toEqual([]);
  });
});

describe('sortDynamicCommissionPlans (§7)', () => {
  it('puts plans without brand or department first, then sorts by brand, department, title', () => {
    const plans = [
      { id: 'a', brand: 'Toyota', department: 'Sales', title: 'Manager' },
      { id: 'b', brand: 'Honda', department: 'Service', title: 'Advisor' },
      { id: 'c', brand: null, department: 'Sales', title: 'Closer' },
      { id: 'd', brand: 'Toyota', department: 'Sales', title: 'Associate' },
      { id: 'e', brand: 'Honda', department: '  ', title: 'Porter' },
      { id: 'f', brand: 'Honda', department: 'Parts', title: null },
      { id: 'g' },
    ];
    expect(sortDynamicCommissionPlans(plans).map((plan) => plan.id)).toEqual(['g', 'c', 'e', 'f', 'b', 'd', 'a']);
  });
});
