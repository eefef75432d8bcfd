import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { batchTotal, editsToUpdate, totalsByTitle, workerResult } from './batch-math.ts';

const consultant = (overrides: Partial<Schemas['WorkerCommission']> = {}): Schemas['WorkerCommission'] => ({
  workerId: 'w1',
  payrollFileNumber: '60100001',
  firstName: 'Ana',
  lastName: 'Rivera',
  total: 337_500,
  manualTotal: null,
  status: 'included',
  compensationPlanId: 'p1',
  brand: 'Costa Honda',
  department: 'Sales',
  title: 'Sales Consultant',
  rank: 1,
  inputs: [
    {
      name: 'Front gross',
      origin: 'dealer-system',
      inputType: 'dollars',
      initialValue: 950_000,
      value: 950_000,
      total: 212_500,
      stepType: 'tiered',
      steps: [
        { min: 0, max: 500_000, perUnit: 20, flat: 0 },
        { min: 500_000, max: null, perUnit: 25, flat: 0 },
      ],
    },
    {
      name: 'Units sold',
      origin: 'dealer-system',
      inputType: 'quantity',
      initialValue: 12,
      value: 12,
      total: 125_000,
      stepType: 'volume',
      steps: [
        { min: 0, max: 10, perUnit: 10_000, flat: 0 },
        { min: 10, max: null, perUnit: 15_000, flat: -55_000 },
      ],
    },
  ],
  ...overrides,
});

describe('a worker’s commission in the browser', () => {
  it('sums the input totals the way the API does (tiered $9,500 → $2,125.00; 12 units → $1,250.00)', () => {
    const result = workerResult(consultant());
    expect(result.inputs.map((input) => input.total)).toEqual([212_500, 125_000]);
    expect(result.computedTotal).toBe(337_500);
    expect(result.effectiveTotal).toBe(337_500);
  });

  it('recomputes the total when a value is edited', () => {
    const result = workerResult(consultant(), { values: { 'Units sold': 9 } });
    expect(result.inputs[1]?.total).toBe(90_000);
    expect(result.effectiveTotal).toBe(302_500);
  });

  it('pays the manual total instead of the computed one, and the computed one again once cleared', () => {
    expect(workerResult(consultant(), { values: {}, manualTotal: 100_000 }).effectiveTotal).toBe(100_000);
    expect(workerResult(consultant({ manualTotal: 100_000 }), { values: {}, manualTotal: null }).effectiveTotal).toBe(
      337_500,
    );
  });

  it('has no total while an edited value breaks the input’s rules', () => {
    const result = workerResult(consultant(), { values: { 'Front gross': 10.5 } });
    expect(result.computedTotal).toBeNull();
    expect(result.inputs[0]?.errors[0]?.path).toBe('/value');
  });
});

describe('a batch in the browser', () => {
  it('adds the included workers only, manual totals where set', () => {
    const commissions = [
      consultant(),
      consultant({ workerId: 'w2', manualTotal: 50_000 }),
      consultant({ workerId: 'w3', status: 'excluded' }),
    ];
    expect(batchTotal(commissions)).toBe(387_500);
    expect(batchTotal(commissions, { w1: { values: { 'Units sold': 0 } } })).toBe(262_500);
  });

  it('summarises workers and totals by brand, department and title', () => {
    const commissions = [
      consultant(),
      consultant({ workerId: 'w2', title: 'Sales Manager', manualTotal: 1 }),
      consultant({ workerId: 'w3' }),
    ];
    expect(totalsByTitle(commissions)).toEqual([
      { brand: 'Costa Honda', department: 'Sales', title: 'Sales Consultant', workers: 2, total: 675_000 },
      { brand: 'Costa Honda', department: 'Sales', title: 'Sales Manager', workers: 1, total: 1 },
    ]);
  });

  it('sends only the values and manual totals that changed', () => {
    const commissions = [consultant(), consultant({ workerId: 'w2' })];
    expect(
      editsToUpdate(commissions, {
        w1: { values: { 'Units sold': 12, 'Front gross': 1 } },
        w2: { values: { 'Units sold': 12 } },
      }),
    ).toEqual([{ workerId: 'w1', inputs: [{ name: 'Front gross', value: 1 }] }]);
    expect(editsToUpdate(commissions, { w2: { values: {}, manualTotal: 5 } })).toEqual([
      { workerId: 'w2', manualTotal: 5 },
    ]);
  });
});
