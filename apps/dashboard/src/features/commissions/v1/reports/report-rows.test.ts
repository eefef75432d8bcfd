import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportRows } from './report-rows.ts';

const commission = (
  workerId: string,
  firstName: string,
  manualTotal: number | null,
  status: 'included' | 'excluded' = 'included',
): Schemas['WorkerCommission'] => ({
  workerId,
  payrollFileNumber: `6010000${workerId}`,
  firstName,
  lastName: 'Rivera',
  total: 1_000,
  manualTotal,
  status,
  compensationPlanId: null,
  brand: 'Costa Honda',
  department: 'Sales',
  title: 'Sales Consultant',
  rank: 1,
  inputs: [
    {
      name: 'Units',
      origin: 'other',
      inputType: 'quantity',
      initialValue: 2,
      value: 2,
      total: 1_000,
      stepType: 'volume',
      steps: [{ min: 0, max: null, perUnit: 500, flat: 0 }],
    },
  ],
});

describe('the period report', () => {
  const rows = reportRows([
    {
      batch: { id: 'b1', status: 'approved' },
      commissions: [
        commission('2', 'Zoe', null),
        commission('1', '=Ana', 12_345),
        commission('3', 'Excluded', null, 'excluded'),
      ],
    },
  ]);

  it('lists the included workers with computed, manual and paid totals', () => {
    expect(rows.map((row) => [row.workerName, row.computed, row.manual, row.total])).toEqual([
      ['=Ana Rivera', 1_000, 12_345, 12_345],
      ['Zoe Rivera', 1_000, null, 1_000],
    ]);
  });

  it('exports dollars with cents and neutralises formula-like text', () => {
    const headers = {
      worker: 'Worker',
      number: 'Number',
      brand: 'Brand',
      department: 'Department',
      title: 'Title',
      computed: 'Computed',
      manual: 'Manual',
      total: 'Total',
      status: 'Status',
    };
    const csv = reportCsv(rows, headers);
    expect(csv.startsWith('\uFEFFWorker,Number,Brand')).toBe(true);
    expect(csv).toContain("'=Ana Rivera,60100001,Costa Honda,Sales,Sales Consultant,10.00,123.45,123.45,approved\r\n");
  });
});
