import { describe, expect, it } from 'vitest';
import {
  CHARGEBACK_ONLY_NEGATIVE_MESSAGE,
  GROSS_OVER_SALE_MESSAGE,
  HOURS_HUNDREDTHS_MESSAGE,
  LOSS_OVER_SALE_MESSAGE,
  NEGATIVE_SALE_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  NOT_WHOLE_COUNT_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  VALUE_TOO_LARGE_MESSAGE,
  VEHICLE_SALE_NOT_POSITIVE_MESSAGE,
} from '../messages.ts';
import type { BatchCoverage } from './commission-guardrails.ts';
import {
  commissionValueErrors,
  coveringBatch,
  DEAL_TYPES,
  dealAmountErrors,
  isChargebackLine,
  MAX_COMMISSION_COUNT,
  MAX_MONEY_CENTS,
} from './commission-guardrails.ts';

describe('isChargebackLine', () => {
  it('is a line that subtracts from another line', () => {
    expect(isChargebackLine({ subtractTo: ['Gross Profit'] })).toBe(true);
    expect(isChargebackLine({ subtractTo: [] })).toBe(false);
  });
});

describe('commissionValueErrors of technician hours', () => {
  it.each([
    ['37.5 hours', 37.5, []],
    ['37.25 hours', 37.25, []],
    ['37.125 hours', 37.125, [HOURS_HUNDREDTHS_MESSAGE]],
    ['a value with more decimals than any scale', 1 / 3, [HOURS_HUNDREDTHS_MESSAGE]],
  ] as const)('%s', (_name, value, expected) => {
    expect(
      commissionValueErrors(value, { inputType: 'quantity', chargeback: false, origin: 'technician-hours' }, '/v').map(
        (e) => e.message,
      ),
    ).toEqual(expected);
  });

  it('counts whole units on a quantity of any other origin', () => {
    expect(
      commissionValueErrors(37.5, { inputType: 'quantity', chargeback: false, origin: 'dealer-system' }, '/v').map(
        (e) => e.message,
      ),
    ).toEqual([NOT_WHOLE_COUNT_MESSAGE]);
  });
});

describe('commissionValueErrors', () => {
  const errors = (value: number, inputType: 'dollars' | 'quantity' | 'percentage', chargeback = false) =>
    commissionValueErrors(value, { inputType, chargeback }, '/v').map((e) => e.message);

  it.each([
    ['units sold: 12', 12, 'quantity', false, []],
    ['units sold: -3', -3, 'quantity', false, [CHARGEBACK_ONLY_NEGATIVE_MESSAGE]],
    ['units sold: 2.5', 2.5, 'quantity', false, [NOT_WHOLE_COUNT_MESSAGE]],
    ['units sold: -2.5', -2.5, 'quantity', false, [NOT_WHOLE_COUNT_MESSAGE, CHARGEBACK_ONLY_NEGATIVE_MESSAGE]],
    ['an unwound deal on a chargeback line: -1', -1, 'quantity', true, []],
    ['gross: $9,500.00', 950_000, 'dollars', false, []],
    ['gross: a fraction of a cent', 12.5, 'dollars', false, [NOT_CENTS_MESSAGE]],
    ['gross: -$800.00 outside a chargeback line', -80_000, 'dollars', false, [CHARGEBACK_ONLY_NEGATIVE_MESSAGE]],
    ['chargebacks: -$800.00', -80_000, 'dollars', true, []],
    ['a score of 92.5', 92.5, 'percentage', false, []],
    ['a score of 100', 100, 'percentage', false, []],
    ['a score of 101', 101, 'percentage', false, [PERCENT_RANGE_MESSAGE]],
    ['a score of -1, even on a chargeback line', -1, 'percentage', true, [PERCENT_RANGE_MESSAGE]],
    ['not a number', Number.NaN, 'quantity', false, [NOT_A_NUMBER_MESSAGE]],
    ['$100,000,000.00', MAX_MONEY_CENTS, 'dollars', false, []],
    ['a cent above $100,000,000.00', MAX_MONEY_CENTS + 1, 'dollars', false, [VALUE_TOO_LARGE_MESSAGE]],
    ['100,000,001 units', MAX_COMMISSION_COUNT + 1, 'quantity', false, [VALUE_TOO_LARGE_MESSAGE]],
  ] as const)('%s', (_name, value, inputType, chargeback, expected) => {
    expect(errors(value, inputType, chargeback)).toEqual(expected);
  });

  it('points at the path it is given', () => {
    expect(
      commissionValueErrors(-1, { inputType: 'quantity', chargeback: false }, '/body/commissions/0/inputs/1/value'),
    ).toEqual([{ path: '/body/commissions/0/inputs/1/value', message: CHARGEBACK_ONLY_NEGATIVE_MESSAGE }]);
  });
});

describe('dealAmountErrors', () => {
  it('knows the four deal types of the dealer file', () => {
    expect(DEAL_TYPES).toEqual(['new-vehicle', 'used-vehicle', 'service', 'parts']);
  });

  it.each([
    ['a new car sold at a profit', 'new-vehicle', 3_150_000, 240_000, []],
    ['a used car sold at a loss', 'used-vehicle', 1_825_000, -150_000, []],
    ['a car sold at a loss of its whole price', 'used-vehicle', 1_825_000, -1_825_000, []],
    ['a negative sale', 'new-vehicle', -3_150_000, 0, [{ field: 'saleAmount', message: NEGATIVE_SALE_MESSAGE }]],
    ['a negative repair order', 'service', -100, 0, [{ field: 'saleAmount', message: NEGATIVE_SALE_MESSAGE }]],
    ['a car for nothing', 'new-vehicle', 0, 0, [{ field: 'saleAmount', message: VEHICLE_SALE_NOT_POSITIVE_MESSAGE }]],
    ['a $0 warranty repair order', 'service', 0, 0, []],
    ['a $0 parts ticket', 'parts', 0, 0, []],
    ['more profit than sale', 'parts', 10_000, 10_001, [{ field: 'grossProfit', message: GROSS_OVER_SALE_MESSAGE }]],
    [
      'a loss beyond the sale',
      'new-vehicle',
      10_000,
      -10_001,
      [{ field: 'grossProfit', message: LOSS_OVER_SALE_MESSAGE }],
    ],
    [
      'an absurd sale',
      'new-vehicle',
      MAX_MONEY_CENTS + 1,
      0,
      [{ field: 'saleAmount', message: VALUE_TOO_LARGE_MESSAGE }],
    ],
  ] as const)('%s', (_name, dealType, saleAmount, grossProfit, expected) => {
    expect(dealAmountErrors({ dealType, saleAmount, grossProfit })).toEqual(expected);
  });
});

describe('coveringBatch', () => {
  const batch = (overrides: Partial<BatchCoverage & { id: string }>): BatchCoverage & { id: string } => ({
    id: 'b1',
    generation: 1,
    type: 'normal',
    startDate: '2026-11-02',
    endDate: '2026-11-15',
    titleIds: ['sales-manager', 'sales-consultant'],
    ...overrides,
  });
  const candidate: BatchCoverage = {
    generation: 1,
    type: 'normal',
    startDate: '2026-11-02',
    endDate: '2026-11-15',
    titleIds: ['sales-consultant'],
  };

  it('finds a batch of the same area over the same dates sharing a title', () => {
    expect(coveringBatch(candidate, [batch({ id: 'other', titleIds: ['technician'] }), batch({})])?.id).toBe('b1');
  });

  it('ignores other dates, other titles, other areas and previews on either side', () => {
    const existing = [
      batch({ startDate: '2026-11-01' }),
      batch({ endDate: '2026-11-16' }),
      batch({ titleIds: ['technician'] }),
      batch({ generation: 2 }),
      batch({ type: 'preview' }),
    ];
    expect(coveringBatch(candidate, existing)).toBeUndefined();
    expect(coveringBatch({ ...candidate, type: 'preview' }, [batch({})])).toBeUndefined();
  });
});
