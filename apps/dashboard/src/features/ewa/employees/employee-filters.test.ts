import { describe, expect, it } from 'vitest';
import { workerSelection } from '../test/ewa-fixtures.ts';
import { NO_FILTERS, activeFilterCount, filterWorkers, prepareSearchKeys } from './employee-filters.ts';

const roster = [
  workerSelection({
    id: 'w1',
    firstName: 'José',
    lastName: 'Rivera',
    workerId: 'E-100',
    payrollFileNumber: 'PF-7',
    workerStatus: 'Active',
  }),
  workerSelection({
    id: 'w2',
    firstName: 'Ana',
    lastName: 'Ortiz',
    workerId: 'E-200',
    payrollFileNumber: 'PF-8',
    workerStatus: 'Inactive',
    workerGroupCode: '203',
  }),
  workerSelection({
    id: 'w3',
    firstName: 'Luis',
    lastName: 'Cruz',
    workerId: 'E-300',
    payrollFileNumber: 'PF-100',
    workerType: 'seasonal',
    compensationType: 'tipped',
    activeProducts: { ewa: false, tips: true, goals: false },
  }),
];
const ids = (filters: Partial<typeof NO_FILTERS>) =>
  filterWorkers(roster, { ...NO_FILTERS, ...filters }).map((worker) => worker.id);

describe('employee filters', () => {
  it('keeps every worker when nothing is filtered', () => {
    expect(ids({})).toEqual(['w1', 'w2', 'w3']);
  });

  it.each([
    ['a first name without its accent', 'jose', ['w1']],
    ['a full name in either order', 'rivera jose', ['w1']],
    ['a worker id', 'e-200', ['w2']],
    ['a payroll file number', 'PF-100', ['w3']],
    ['extra spaces', '  ana   ortiz ', ['w2']],
    ['the name as the table shows it, last name first with a comma', 'Rivera, José', ['w1']],
  ])('finds a worker by %s', (_case, search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });

  it('combines the search with the status, group, type, compensation and product filters', () => {
    expect(ids({ status: 'Inactive' })).toEqual(['w2']);
    expect(ids({ workerGroupCode: '203' })).toEqual(['w2']);
    expect(ids({ workerType: 'seasonal' })).toEqual(['w3']);
    expect(ids({ compensationType: 'tipped', product: 'tips' })).toEqual(['w3']);
    expect(ids({ product: 'ewa', search: 'cruz' })).toEqual([]);
  });

  it('answers the list itself when nothing narrows it', () => {
    expect(filterWorkers(roster, NO_FILTERS)).toBe(roster);
  });

  it('makes search keys ahead in slices: it stops when the idle moment has no time left and resumes where it stopped', () => {
    let slots = 2;
    expect(prepareSearchKeys(roster, 0, () => slots-- > 0)).toBe(2);
    expect(prepareSearchKeys(roster, 2, () => true)).toBe(3);
    expect(prepareSearchKeys(roster, 3, () => true)).toBe(3);
    expect(ids({ search: 'cruz' })).toEqual(['w3']);
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, search: 'x', product: 'tips' })).toBe(2);
  });
});
