import { describe, expect, it } from 'vitest';
import { coverageFilter, createBatchErrors, defaultPeriod, plansForTitle, setOfWorkersFor } from './create-batch.ts';

const title = (name: string) => ({
  name,
  commissionBatchCreationLimitDate: null,
  commissionBatchApprovalLimitDate: null,
  commissionFrequency: 'monthly' as const,
  daysBeforeCreationNotification: 0,
  daysBeforeApprovalNotification: 0,
});
const brands = [
  {
    name: 'Costa Honda',
    departments: [{ name: 'Sales', titles: [title('Sales Consultant'), title('Sales Manager')] }],
  },
];
const draft = {
  brand: 'Costa Honda',
  department: 'Sales',
  title: '',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  notes: '',
};

describe('creating a batch', () => {
  it('covers one title, or every title of the department when none is chosen', () => {
    expect(setOfWorkersFor(brands, draft)).toEqual([
      { brand: 'Costa Honda', departments: [{ name: 'Sales', titles: ['Sales Consultant', 'Sales Manager'] }] },
    ]);
    expect(setOfWorkersFor(brands, { ...draft, title: 'Sales Manager' })).toEqual([
      { brand: 'Costa Honda', departments: [{ name: 'Sales', titles: ['Sales Manager'] }] },
    ]);
    expect(setOfWorkersFor(brands, { ...draft, department: 'Parts' })).toEqual([]);
  });

  it('needs a brand, a department and a period that does not end before it starts', () => {
    expect(createBatchErrors(draft)).toEqual([]);
    expect(
      createBatchErrors({ ...draft, brand: '', department: '', endDate: '2026-10-01' }).map(
        (error) => `${error.path} ${error.message}`,
      ),
    ).toEqual(['/brand required', '/department required', '/endDate order']);
  });

  it('offers the plans of the title and the general ones, general first', () => {
    const plan = (
      id: string,
      brand: string | null,
      department: string | null,
      planTitle: string | null,
      active = true,
    ) => ({ id, brand, department, title: planTitle, active });
    const plans = [
      plan('a', 'Costa Honda', 'Sales', 'Sales Consultant'),
      plan('b', null, null, null),
      plan('c', 'Costa Toyota', 'Sales', null),
      plan('d', 'Costa Honda', 'Sales', 'Sales Manager', false),
    ];
    expect(plansForTitle(plans, { ...draft, title: 'Sales Consultant' }).map((found) => found.id)).toEqual(['b', 'a']);
  });

  it('asks the server for the workers of the batch’s titles, every title of the department when none is chosen', () => {
    expect(coverageFilter(setOfWorkersFor(brands, { ...draft, title: 'Sales Manager' }))).toEqual({
      brand: 'Costa Honda',
      department: 'Sales',
      title: ['Sales Manager'],
    });
    expect(coverageFilter(setOfWorkersFor(brands, draft))).toEqual({
      brand: 'Costa Honda',
      department: 'Sales',
      title: ['Sales Consultant', 'Sales Manager'],
    });
    expect(coverageFilter([])).toBeNull();
  });

  it('proposes the calendar month of today', () => {
    expect(defaultPeriod('2026-11-22')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(defaultPeriod('2028-02-10')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});
