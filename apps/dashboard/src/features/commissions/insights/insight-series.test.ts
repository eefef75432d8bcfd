import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { seriesBy, topEarners } from './insight-series.ts';

const commission = (workerId: string, department: string, manualTotal: number): Schemas['WorkerCommission'] => ({
  workerId,
  payrollFileNumber: workerId,
  firstName: workerId.toUpperCase(),
  lastName: 'Ruiz',
  total: manualTotal,
  manualTotal,
  status: 'included',
  compensationPlanId: null,
  brand: 'Borinquen Logistics',
  department,
  title: department === 'Sales' ? 'Account Executive' : 'Route Driver',
  rank: 1,
  inputs: [],
});

const batches = [
  { batch: { id: 'b2', startDate: '2026-09-21', endDate: '2026-10-04' }, commissions: [commission('a', 'Sales', 300), commission('b', 'Operations', 50)] },
  { batch: { id: 'b1', startDate: '2026-09-07', endDate: '2026-09-20' }, commissions: [commission('a', 'Sales', 100)] },
];

describe('insights', () => {
  it('totals each department per period, oldest period first, zero where none was paid', () => {
    expect(seriesBy(batches, (item) => item.department)).toEqual({
      keys: ['Operations', 'Sales'],
      points: [
        { period: '2026-09-07/2026-09-20', startDate: '2026-09-07', endDate: '2026-09-20', Operations: 0, Sales: 100 },
        { period: '2026-09-21/2026-10-04', startDate: '2026-09-21', endDate: '2026-10-04', Operations: 50, Sales: 300 },
      ],
    });
  });

  it('ranks the top earners by what they were paid across periods', () => {
    expect(topEarners(batches)).toEqual([
      { workerId: 'a', name: 'A Ruiz', title: 'Account Executive', total: 400, periods: 2 },
      { workerId: 'b', name: 'B Ruiz', title: 'Route Driver', total: 50, periods: 1 },
    ]);
  });
});
