import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_LINE_MESSAGE,
  LINE_CYCLE_MESSAGE,
  LINE_UNITS_MISMATCH_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  PERCENTAGE_NEEDS_DOLLARS_MESSAGE,
  REQUIRED_MESSAGE,
  STEP_OVERLAP_MESSAGE,
  STEP_RANGE_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  UNKNOWN_LINE_MESSAGE,
} from '../messages.ts';
import type { CommissionInput, CommissionPlanLine, CommissionStep, PlanInputs } from './commissions.ts';
import { commissionInputTotal, evaluateCommissionPlan, validateSteps, workerCommissionTotal } from './commissions.ts';

const step = (min: number, max: number | null, perUnit: number, flat = 0): CommissionStep => ({
  min,
  max,
  perUnit,
  flat,
});

const input = (overrides: Partial<CommissionInput>): CommissionInput => ({
  name: 'Gross Profit',
  inputType: 'dollars',
  value: 0,
  stepType: 'tiered',
  steps: [],
  ...overrides,
});

const total = (commissionInput: CommissionInput): number => {
  const result = commissionInputTotal(commissionInput);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

// Gross profit plan: 20 % up to $5,000, 25 % above.
const grossProfitSteps = [step(0, 500_000, 20), step(500_000, null, 25)];
// Units plan: $100 a car for 1–9 cars, $150 a car from 10.
const unitSteps = [step(1, 10, 10_000), step(10, null, 15_000)];

describe('commissionInputTotal (§3): worked examples', () => {
  it.each([
    [
      'tiered dollars: $9,500 gross pays 20 % of the first $5,000 and 25 % of the next $4,500',
      input({ value: 950_000, steps: grossProfitSteps }),
      212_500,
    ],
    [
      'volume dollars: $9,500 gross pays 25 % on the whole value',
      input({ value: 950_000, stepType: 'volume', steps: grossProfitSteps }),
      237_500,
    ],
    ['tiered below the first step pays nothing', input({ value: -5_000, steps: grossProfitSteps }), 0],
    [
      'volume below the first step pays nothing',
      input({ value: 0, inputType: 'quantity', stepType: 'volume', steps: unitSteps }),
      0,
    ],
    [
      'volume quantity: 12 cars reach the $150 step for every car',
      input({ inputType: 'quantity', value: 12, stepType: 'volume', steps: unitSteps }),
      180_000,
    ],
    [
      'tiered quantity: 12 cars pay 9 × $100 + 3 × $150',
      input({ inputType: 'quantity', value: 12, steps: [step(0, 9, 10_000), step(9, null, 15_000)] }),
      135_000,
    ],
    [
      'volume beyond the last max still pays the last step reached',
      input({ inputType: 'quantity', value: 40, stepType: 'volume', steps: [step(0, 10, 100), step(10, 20, 200)] }),
      8_000,
    ],
    [
      'a percentage score reaching 90 earns a $250 flat bonus',
      input({
        inputType: 'percentage',
        value: 92.5,
        stepType: 'volume',
        steps: [step(0, 90, 0), step(90, null, 0, 25_000)],
      }),
      25_000,
    ],
    [
      'tiered flats are paid for every step the value reaches',
      input({ inputType: 'quantity', value: 10, steps: [step(0, 10, 0, 500), step(10, null, 0, 700)] }),
      1_200,
    ],
    ['half a cent rounds away from zero', input({ value: 1, steps: [step(0, null, 50)] }), 1],
    [
      'negative commission rounds away from zero too',
      input({ value: -3, stepType: 'volume', steps: [step(-100, null, 50)] }),
      -2,
    ],
    [
      'a fractional quantity at a fractional rate is exact',
      input({ inputType: 'quantity', value: 2.5, steps: [step(0, null, 0.1)] }),
      0,
    ],
    ['no steps pay nothing', input({ value: 123_456 }), 0],
    [
      'a manual total replaces the computed one',
      input({ value: 950_000, steps: grossProfitSteps, manualTotal: 100 }),
      100,
    ],
    ['a null manual total is ignored', input({ value: 950_000, steps: grossProfitSteps, manualTotal: null }), 212_500],
  ])('%s', (_name, commissionInput, expected) => {
    expect(total(commissionInput)).toBe(expected);
  });

  it.each([
    [
      'a dollars value that is not whole cents',
      input({ value: 10.5 }),
      [{ path: '/value', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'a value that is not a number',
      input({ inputType: 'quantity', value: Number.NaN }),
      [{ path: '/value', message: NOT_A_NUMBER_MESSAGE }],
    ],
    [
      'a quantity with five decimals',
      input({ inputType: 'quantity', value: 1.00001 }),
      [{ path: '/value', message: TOO_MANY_DECIMALS_MESSAGE }],
    ],
    [
      'a manual total in fractions of a cent',
      input({ manualTotal: 0.5 }),
      [{ path: '/manualTotal', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'a step whose max is not above its min',
      input({ steps: [step(100, 100, 5)] }),
      [{ path: '/steps/0/max', message: STEP_RANGE_MESSAGE }],
    ],
    [
      'badly formed step fields, all reported',
      input({ steps: [{ min: 0.5, max: Number.NaN, perUnit: 0.00001, flat: 1.5 }] }),
      [
        { path: '/steps/0/min', message: NOT_CENTS_MESSAGE },
        { path: '/steps/0/max', message: NOT_A_NUMBER_MESSAGE },
        { path: '/steps/0/perUnit', message: TOO_MANY_DECIMALS_MESSAGE },
        { path: '/steps/0/flat', message: NOT_CENTS_MESSAGE },
      ],
    ],
    [
      'overlapping tiered steps',
      input({ steps: [step(1_000, null, 5), step(0, 2_000, 3), step(5_000, 6_000, 1)] }),
      [
        { path: '/steps/0/min', message: STEP_OVERLAP_MESSAGE },
        { path: '/steps/2/min', message: STEP_OVERLAP_MESSAGE },
      ],
    ],
  ])('refuses %s', (_name, commissionInput, errors) => {
    expect(commissionInputTotal(commissionInput)).toEqual({ ok: false, errors });
  });

  it('allows overlapping volume steps (the highest reached step pays)', () => {
    expect(validateSteps([step(0, null, 1), step(10, 20, 2)], 'quantity', 'volume', '/steps')).toEqual([]);
    expect(
      total(
        input({ inputType: 'quantity', value: 15, stepType: 'volume', steps: [step(0, null, 1), step(10, 20, 2)] }),
      ),
    ).toBe(30);
  });
});

describe('workerCommissionTotal (§3)', () => {
  it.each([
    [[100, 250, -50], undefined, 300],
    [[100, 250], null, 350],
    [[100, 250], 999, 999],
    [[], undefined, 0],
  ])('inputs %j with manual total %j give %i', (totals, manual, expected) => {
    expect(workerCommissionTotal(totals, manual)).toBe(expected);
  });
});

const line = (overrides: Partial<CommissionPlanLine> & { name: string }): CommissionPlanLine => ({
  type: 'tiered',
  inputType: 'dollars',
  commissionType: 'percentage',
  origin: 'Other',
  manual: false,
  rank: 0,
  applyTo: null,
  addTo: [],
  subtractTo: [],
  visible: true,
  steps: [],
  ...overrides,
});

// The README's worked example: a sales consultant's month.
const salesPlan: CommissionPlanLine[] = [
  line({ name: 'Gross Profit', rank: 1, steps: grossProfitSteps }),
  line({ name: 'Chargebacks', rank: 2, subtractTo: ['Gross Profit'], visible: false }),
  line({ name: 'Warranty Gross', rank: 2, addTo: ['Gross Profit'], visible: false }),
  line({ name: 'Units', rank: 3, type: 'volume', inputType: 'quantity', commissionType: 'dollars', steps: unitSteps }),
  line({
    name: 'CSI Bonus',
    rank: 4,
    type: 'volume',
    inputType: 'percentage',
    commissionType: 'dollars',
    steps: [step(90, null, 0, 25_000)],
  }),
  line({ name: 'Manager Override', rank: 5, applyTo: 'Gross Profit', steps: [step(0, null, 2)] }),
];

const salesInputs: PlanInputs = {
  values: {
    'Gross Profit': 1_000_000,
    Chargebacks: 80_000,
    'Warranty Gross': 30_000,
    Units: 12,
    'CSI Bonus': 92,
    'Manager Override': 777,
  },
};

describe('evaluateCommissionPlan (§3): worked example', () => {
  it('applies addTo, subtractTo and applyTo before paying each line', () => {
    expect(evaluateCommissionPlan(salesPlan, salesInputs)).toEqual({
      ok: true,
      value: {
        lines: [
          { name: 'Gross Profit', value: 950_000, total: 212_500, visible: true, manual: false },
          { name: 'Chargebacks', value: 80_000, total: 0, visible: false, manual: false },
          { name: 'Warranty Gross', value: 30_000, total: 0, visible: false, manual: false },
          { name: 'Units', value: 12, total: 180_000, visible: true, manual: false },
          { name: 'CSI Bonus', value: 92, total: 25_000, visible: true, manual: false },
          { name: 'Manager Override', value: 950_000, total: 19_000, visible: true, manual: false },
        ],
        total: 436_500,
      },
    });
  });

  it('lets a manual line total replace the computed one', () => {
    const result = evaluateCommissionPlan(salesPlan, { ...salesInputs, manualTotals: { Units: 100_000 } });
    expect(result.ok && result.value.total).toBe(356_500);
    expect(result.ok && result.value.lines.find((entry) => entry.name === 'Units')).toMatchObject({
      total: 100_000,
      manual: true,
    });
  });

  it('counts a missing value as zero', () => {
    const result = evaluateCommissionPlan([line({ name: 'A', steps: [step(0, null, 10)] })], { values: {} });
    expect(result).toEqual({
      ok: true,
      value: { lines: [{ name: 'A', value: 0, total: 0, visible: true, manual: false }], total: 0 },
    });
  });

  it('orders lines by rank, then name', () => {
    const result = evaluateCommissionPlan(
      [line({ name: 'b', rank: 1 }), line({ name: 'a', rank: 1 }), line({ name: 'c', rank: 0 })],
      { values: {} },
    );
    expect(result.ok && result.value.lines.map((entry) => entry.name)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    ['a blank name', [line({ name: ' ' })], {}, [{ path: '/lines/0/name', message: REQUIRED_MESSAGE }]],
    [
      'a repeated name',
      [line({ name: 'A' }), line({ name: 'A' })],
      {},
      [{ path: '/lines/1/name', message: DUPLICATE_LINE_MESSAGE }],
    ],
    [
      'a percentage commission on a count',
      [line({ name: 'A', inputType: 'quantity', commissionType: 'percentage' })],
      {},
      [{ path: '/lines/0/commissionType', message: PERCENTAGE_NEEDS_DOLLARS_MESSAGE }],
    ],
    [
      'references to unknown lines and to itself',
      [line({ name: 'A', applyTo: 'Nope', addTo: ['A'], subtractTo: ['Ghost'] })],
      {},
      [
        { path: '/lines/0/applyTo', message: UNKNOWN_LINE_MESSAGE },
        { path: '/lines/0/addTo/0', message: UNKNOWN_LINE_MESSAGE },
        { path: '/lines/0/subtractTo/0', message: UNKNOWN_LINE_MESSAGE },
      ],
    ],
    [
      'adding a count to money',
      [line({ name: 'A' }), line({ name: 'B', inputType: 'quantity', commissionType: 'dollars', addTo: ['A'] })],
      {},
      [{ path: '/lines/1/addTo/0', message: LINE_UNITS_MISMATCH_MESSAGE }],
    ],
    [
      'bad values, manual totals and steps',
      [line({ name: 'A', steps: [step(10, 5, 1)] })],
      { values: { A: 0.5 }, manualTotals: { A: 1.5 } },
      [
        { path: '/lines/0/steps/0/max', message: STEP_RANGE_MESSAGE },
        { path: '/values/A', message: NOT_CENTS_MESSAGE },
        { path: '/manualTotals/A', message: NOT_CENTS_MESSAGE },
      ],
    ],
    [
      'lines that feed each other in a loop',
      [
        line({ name: 'A', addTo: ['B'] }),
        line({ name: 'B', applyTo: 'A', subtractTo: ['C'] }),
        line({ name: 'C', addTo: ['A'] }),
        line({ name: 'D' }),
      ],
      {},
      [
        { path: '/lines/0', message: LINE_CYCLE_MESSAGE },
        { path: '/lines/1', message: LINE_CYCLE_MESSAGE },
        { path: '/lines/2', message: LINE_CYCLE_MESSAGE },
      ],
    ],
  ] as [string, CommissionPlanLine[], Partial<PlanInputs>, { path: string; message: string }[]][])(
    'refuses %s, naming the field',
    (_name, lines, inputs, errors) => {
      expect(evaluateCommissionPlan(lines, { values: {}, ...inputs })).toEqual({ ok: false, errors });
    },
  );
});

describe('commission properties (§3)', () => {
  const rate = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000);
  const bounds = fc
    .uniqueArray(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 })
    .map((values) => [...values].sort((a, b) => a - b));

  it('a single open tiered step from zero equals the volume rate, and tiered never exceeds volume on rising rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        bounds,
        fc.array(rate, { minLength: 6, maxLength: 6 }),
        (value, mins, rates) => {
          const sortedRates = [...rates].sort((a, b) => a - b);
          const steps = mins.map((min, index) => step(min, mins[index + 1] ?? null, sortedRates[index] ?? 0));
          const tiered = total(input({ value, steps }));
          const volume = total(input({ value, stepType: 'volume', steps }));
          const single = total(input({ value, steps: [step(0, null, sortedRates[0] ?? 0)] }));
          const singleVolume = total(input({ value, stepType: 'volume', steps: [step(0, null, sortedRates[0] ?? 0)] }));
          return Number.isSafeInteger(tiered) && tiered <= volume + 1 && single === singleVolume;
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('tiered totals never decrease as the value grows when rates and flats are non-negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        bounds,
        fc.array(rate, { minLength: 6, maxLength: 6 }),
        (a, b, mins, rates) => {
          const steps = mins.map((min, index) => step(min, mins[index + 1] ?? null, rates[index] ?? 0, 100));
          const [low, high] = a <= b ? [a, b] : [b, a];
          return total(input({ value: low, steps })) <= total(input({ value: high, steps }));
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
