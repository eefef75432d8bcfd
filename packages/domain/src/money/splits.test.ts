import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_OVER_TOTAL_MESSAGE,
  CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE,
  DUPLICATE_RECIPIENT_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
  NO_RECIPIENTS_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_CENTS_MESSAGE,
  PERCENT_RANGE_MESSAGE,
  PERCENTAGES_NOT_100_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_DECIMALS_MESSAGE,
  ZERO_HOURS_MESSAGE,
} from '../messages.ts';
import type { SplitAllocation, SplitRequest } from './splits.ts';
import { allocateSplit, SPLIT_TYPES } from './splits.ts';

const value = (request: SplitRequest): SplitAllocation => {
  const result = allocateSplit(request);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

const errors = (request: SplitRequest): { path: string; message: string }[] => {
  const result = allocateSplit(request);
  return result.ok ? [] : result.errors;
};

describe('allocateSplit (§3)', () => {
  it('covers the six split types of the spec', () => {
    expect(SPLIT_TYPES).toEqual(['money', 'percentage', 'equal', 'hours-based', 'custom-amount', 'custom-percentage']);
  });

  it.each([
    [
      'money: $10.00 of a $50.00 tip shared by three, the odd cent to the first worker id',
      { splitType: 'money', initialAmount: 5000, amount: 1000, toWorkerIds: ['w3', 'w1', 'w2'] },
      {
        splitAmount: 1000,
        kept: 4000,
        shares: [
          { workerId: 'w3', amount: 333 },
          { workerId: 'w1', amount: 334 },
          { workerId: 'w2', amount: 333 },
        ],
      },
    ],
    [
      'percentage: 12.5 % of $80.05 rounds half up to $10.01 and is shared by two',
      { splitType: 'percentage', initialAmount: 8005, percent: 12.5, toWorkerIds: ['a', 'b'] },
      {
        splitAmount: 1001,
        kept: 7004,
        shares: [
          { workerId: 'a', amount: 501 },
          { workerId: 'b', amount: 500 },
        ],
      },
    ],
    [
      'equal: the whole tip shared equally',
      { splitType: 'equal', initialAmount: 1000, toWorkerIds: ['a', 'b', 'c'] },
      {
        splitAmount: 1000,
        kept: 0,
        shares: [
          { workerId: 'a', amount: 334 },
          { workerId: 'b', amount: 333 },
          { workerId: 'c', amount: 333 },
        ],
      },
    ],
    [
      'hours-based: shares follow hours worked',
      {
        splitType: 'hours-based',
        initialAmount: 10_000,
        recipients: [
          { workerId: 'a', hours: 4 },
          { workerId: 'b', hours: 2.5 },
          { workerId: 'c', hours: 0 },
          { workerId: 'd', hours: 1.5 },
        ],
      },
      {
        splitAmount: 10_000,
        kept: 0,
        shares: [
          { workerId: 'a', amount: 5000 },
          { workerId: 'b', amount: 3125 },
          { workerId: 'c', amount: 0 },
          { workerId: 'd', amount: 1875 },
        ],
      },
    ],
    [
      'custom-amount: each worker gets the amount typed, the rest stays',
      {
        splitType: 'custom-amount',
        initialAmount: 5000,
        recipients: [
          { workerId: 'a', amount: 1200 },
          { workerId: 'b', amount: 0 },
        ],
      },
      {
        splitAmount: 1200,
        kept: 3800,
        shares: [
          { workerId: 'a', amount: 1200 },
          { workerId: 'b', amount: 0 },
        ],
      },
    ],
    [
      'custom-percentage: thirds of a dollar',
      {
        splitType: 'custom-percentage',
        initialAmount: 100,
        recipients: [
          { workerId: 'b', percent: 33.3333 },
          { workerId: 'a', percent: 33.3333 },
          { workerId: 'c', percent: 33.3334 },
        ],
      },
      {
        splitAmount: 100,
        kept: 0,
        shares: [
          { workerId: 'b', amount: 33 },
          { workerId: 'a', amount: 33 },
          { workerId: 'c', amount: 34 },
        ],
      },
    ],
  ] as [string, SplitRequest, SplitAllocation][])('%s', (_name, request, expected) => {
    expect(value(request)).toEqual(expected);
  });

  it.each([
    [
      'a fractional tip',
      { splitType: 'equal', initialAmount: 10.5, toWorkerIds: ['a'] },
      [{ path: '/initialAmount', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'a negative tip and no recipients',
      { splitType: 'equal', initialAmount: -1, toWorkerIds: [] },
      [
        { path: '/initialAmount', message: NEGATIVE_AMOUNT_MESSAGE },
        { path: '/toWorkerIds', message: NO_RECIPIENTS_MESSAGE },
      ],
    ],
    [
      'a money amount over the tip',
      { splitType: 'money', initialAmount: 500, amount: 501, toWorkerIds: ['a'] },
      [{ path: '/amount', message: AMOUNT_OVER_TOTAL_MESSAGE }],
    ],
    [
      'a fractional money amount',
      { splitType: 'money', initialAmount: 500, amount: 1.25, toWorkerIds: ['a'] },
      [{ path: '/amount', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'a money amount against a broken tip',
      { splitType: 'money', initialAmount: 0.5, amount: 1, toWorkerIds: ['a'] },
      [{ path: '/initialAmount', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'a percentage over 100',
      { splitType: 'percentage', initialAmount: 500, percent: 100.5, toWorkerIds: ['a'] },
      [{ path: '/percent', message: PERCENT_RANGE_MESSAGE }],
    ],
    [
      'a negative percentage',
      { splitType: 'percentage', initialAmount: 500, percent: -1, toWorkerIds: ['a'] },
      [{ path: '/percent', message: PERCENT_RANGE_MESSAGE }],
    ],
    [
      'a percentage with five decimals',
      { splitType: 'percentage', initialAmount: 500, percent: 1.00001, toWorkerIds: ['a'] },
      [{ path: '/percent', message: TOO_MANY_DECIMALS_MESSAGE }],
    ],
    [
      'blank and repeated workers',
      { splitType: 'equal', initialAmount: 500, toWorkerIds: ['a', ' ', 'a'] },
      [
        { path: '/toWorkerIds/1', message: REQUIRED_MESSAGE },
        { path: '/toWorkerIds/2', message: DUPLICATE_RECIPIENT_MESSAGE },
      ],
    ],
    [
      'zero hours in total',
      {
        splitType: 'hours-based',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', hours: 0 },
          { workerId: 'b', hours: 0 },
        ],
      },
      [{ path: '/recipients', message: ZERO_HOURS_MESSAGE }],
    ],
    [
      'hours that are not numbers or negative',
      {
        splitType: 'hours-based',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', hours: Number.NaN },
          { workerId: 'b', hours: -2 },
        ],
      },
      [
        { path: '/recipients/0/hours', message: NOT_A_NUMBER_MESSAGE },
        { path: '/recipients/1/hours', message: NEGATIVE_AMOUNT_MESSAGE },
      ],
    ],
    [
      'no hours-based recipients',
      { splitType: 'hours-based', initialAmount: 500, recipients: [] },
      [{ path: '/recipients', message: NO_RECIPIENTS_MESSAGE }],
    ],
    [
      'custom amounts over the total',
      {
        splitType: 'custom-amount',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', amount: 300 },
          { workerId: 'b', amount: 201 },
        ],
      },
      [{ path: '/recipients', message: CUSTOM_AMOUNTS_OVER_TOTAL_MESSAGE }],
    ],
    [
      'a negative custom amount',
      {
        splitType: 'custom-amount',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', amount: -300 },
          { workerId: 'a', amount: 900 },
        ],
      },
      [
        { path: '/recipients/0/amount', message: NEGATIVE_AMOUNT_MESSAGE },
        { path: '/recipients/1/workerId', message: DUPLICATE_RECIPIENT_MESSAGE },
      ],
    ],
    [
      'custom amounts against a broken tip',
      { splitType: 'custom-amount', initialAmount: Number.NaN, recipients: [{ workerId: 'a', amount: 300 }] },
      [{ path: '/initialAmount', message: NOT_CENTS_MESSAGE }],
    ],
    [
      'percentages not summing to 100',
      {
        splitType: 'custom-percentage',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', percent: 50 },
          { workerId: 'b', percent: 49.99 },
        ],
      },
      [{ path: '/recipients', message: PERCENTAGES_NOT_100_MESSAGE }],
    ],
    [
      'a custom percentage that is not a number',
      {
        splitType: 'custom-percentage',
        initialAmount: 500,
        recipients: [
          { workerId: 'a', percent: Number.NaN },
          { workerId: 'b', percent: 100 },
        ],
      },
      [{ path: '/recipients/0/percent', message: NOT_A_NUMBER_MESSAGE }],
    ],
    [
      'no custom-percentage recipients',
      { splitType: 'custom-percentage', initialAmount: 500, recipients: [] },
      [{ path: '/recipients', message: NO_RECIPIENTS_MESSAGE }],
    ],
  ] as [string, SplitRequest, { path: string; message: string }[]][])(
    'refuses %s, naming the field',
    (_name, request, expected) => {
      expect(errors(request)).toEqual(expected);
    },
  );
});

const workerIds = fc.uniqueArray(
  fc.string({ minLength: 1, maxLength: 4 }).filter((id) => id.trim() !== ''),
  {
    minLength: 1,
    maxLength: 8,
  },
);
const cents = fc.integer({ min: 0, max: 100_000_000 });
const fourDecimals = (max: number): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: max * 10_000 }).map((n) => n / 10_000);

const splitRequests: fc.Arbitrary<SplitRequest> = fc.oneof(
  fc
    .tuple(cents, fc.double({ min: 0, max: 1, noNaN: true }), workerIds)
    .map(([initialAmount, fraction, ids]): SplitRequest => ({
      splitType: 'money',
      initialAmount,
      amount: Math.floor(initialAmount * fraction),
      toWorkerIds: ids,
    })),
  fc.tuple(cents, fourDecimals(100), workerIds).map(([initialAmount, percent, ids]): SplitRequest => ({
    splitType: 'percentage',
    initialAmount,
    percent,
    toWorkerIds: ids,
  })),
  fc
    .tuple(cents, workerIds)
    .map(([initialAmount, ids]): SplitRequest => ({ splitType: 'equal', initialAmount, toWorkerIds: ids })),
  fc
    .tuple(cents, workerIds, fc.array(fourDecimals(24), { minLength: 8, maxLength: 8 }))
    .filter(([, ids, hours]) => hours.slice(0, ids.length).some((h) => h > 0))
    .map(([initialAmount, ids, hours]): SplitRequest => ({
      splitType: 'hours-based',
      initialAmount,
      recipients: ids.map((workerId, index) => ({ workerId, hours: hours[index] ?? 0 })),
    })),
  fc
    .tuple(cents, workerIds, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }))
    .map(([initialAmount, ids, fractions]): SplitRequest => {
      let left = initialAmount;
      return {
        splitType: 'custom-amount',
        initialAmount,
        recipients: ids.map((workerId, index) => {
          const amount = Math.floor(left * (fractions[index] ?? 0));
          left -= amount;
          return { workerId, amount };
        }),
      };
    }),
  fc
    .tuple(cents, workerIds, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 8, maxLength: 8 }))
    .map(([initialAmount, ids, cuts]): SplitRequest => {
      const points = [...cuts.slice(0, ids.length - 1)].sort((a, b) => a - b);
      const bounds = [0, ...points, 1_000_000];
      return {
        splitType: 'custom-percentage',
        initialAmount,
        recipients: ids.map((workerId, index) => ({
          workerId,
          percent: ((bounds[index + 1] as number) - (bounds[index] as number)) / 10_000,
        })),
      };
    }),
);

describe('allocateSplit properties (§3)', () => {
  it('every valid split sums exactly to the amount split, never negative, never more than the tip', () => {
    fc.assert(
      fc.property(splitRequests, (request) => {
        const result = allocateSplit(request);
        if (!result.ok) return false;
        const { splitAmount, kept, shares } = result.value;
        const sum = shares.reduce((total, share) => total + share.amount, 0);
        return (
          sum === splitAmount &&
          splitAmount + kept === request.initialAmount &&
          kept >= 0 &&
          shares.every((share) => Number.isSafeInteger(share.amount) && share.amount >= 0)
        );
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('equal shares differ by at most one cent and do not depend on the order of workers', () => {
    fc.assert(
      fc.property(cents, workerIds, (initialAmount, ids) => {
        const forward = value({ splitType: 'equal', initialAmount, toWorkerIds: ids });
        const backward = value({ splitType: 'equal', initialAmount, toWorkerIds: [...ids].reverse() });
        const amounts = forward.shares.map((share) => share.amount);
        const byWorker = (allocation: SplitAllocation): Record<string, number> =>
          Object.fromEntries(allocation.shares.map((share) => [share.workerId, share.amount]));
        return (
          Math.max(...amounts) - Math.min(...amounts) <= 1 &&
          JSON.stringify(Object.entries(byWorker(forward)).sort()) ===
            JSON.stringify(Object.entries(byWorker(backward)).sort())
        );
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('custom percentages that do not add up to 100 are always refused', () => {
    fc.assert(
      fc.property(cents, fc.array(fourDecimals(60), { minLength: 1, maxLength: 6 }), (initialAmount, percents) => {
        const total = percents.reduce((sum, percent) => sum + Math.round(percent * 10_000), 0);
        fc.pre(total !== 1_000_000);
        const result = allocateSplit({
          splitType: 'custom-percentage',
          initialAmount,
          recipients: percents.map((percent, index) => ({ workerId: `w${index}`, percent })),
        });
        return !result.ok && result.errors.some((error) => error.path === '/recipients');
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
