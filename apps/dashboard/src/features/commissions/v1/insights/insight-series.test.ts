import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { earnersOf, seriesOf } from './insight-series.ts';

const periods: Schemas['CommissionInsightPeriod'][] = [
  {
    startDate: '2026-09-07',
    endDate: '2026-09-20',
    byDepartment: [{ name: 'Sales', total: 100 }],
    byTitle: [{ name: 'Account Executive', total: 100 }],
  },
  {
    startDate: '2026-09-21',
    endDate: '2026-10-04',
    byDepartment: [
      { name: 'Operations', total: 50 },
      { name: 'Sales', total: 300 },
    ],
    byTitle: [
      { name: 'Account Executive', total: 300 },
      { name: 'Route Driver', total: 50 },
    ],
  },
];

describe('insights', () => {
  it('charts each department per period, in the server’s order of periods, zero where none was paid', () => {
    expect(seriesOf(periods, 'byDepartment')).toEqual({
      keys: ['Operations', 'Sales'],
      points: [
        { period: '2026-09-07/2026-09-20', startDate: '2026-09-07', endDate: '2026-09-20', Operations: 0, Sales: 100 },
        { period: '2026-09-21/2026-10-04', startDate: '2026-09-21', endDate: '2026-10-04', Operations: 50, Sales: 300 },
      ],
    });
  });

  it('charts each title the same way', () => {
    expect(seriesOf(periods, 'byTitle').keys).toEqual(['Account Executive', 'Route Driver']);
    expect(seriesOf(periods, 'byTitle').points[0]).toMatchObject({ 'Account Executive': 100, 'Route Driver': 0 });
  });

  it('has no series before any batch is approved', () => {
    expect(seriesOf([], 'byDepartment')).toEqual({ keys: [], points: [] });
  });

  it('names each top earner as first and last name', () => {
    expect(
      earnersOf([
        { workerId: 'a', firstName: 'Ana', lastName: 'Ruiz', title: 'Account Executive', total: 400, periods: 2 },
      ]),
    ).toEqual([{ workerId: 'a', name: 'Ana Ruiz', title: 'Account Executive', total: 400, periods: 2 }]);
  });
});
