import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeights } from './allocate.ts';

const amounts = (total: number, weights: [string, bigint][]): number[] =>
  allocateByWeights(
    total,
    weights.map(([key, weight]) => ({ key, weight })),
  ).map((share) => share.amount);

describe('allocateByWeights (largest remainder)', () => {
  const big = (weights: [string, number][]): [string, bigint][] =>
    weights.map(([key, weight]) => [key, BigInt(weight)]);

  it.each([
    [
      '100 cents three ways gives the extra cent to the smallest key',
      100,
      [
        ['b', 1],
        ['a', 1],
        ['c', 1],
      ],
      [33, 34, 33],
    ],
    [
      'the largest remainder wins before the key',
      10,
      [
        ['a', 1],
        ['b', 2],
      ],
      [3, 7],
    ],
    [
      'equal keys fall back to position',
      1,
      [
        ['x', 1],
        ['x', 1],
      ],
      [1, 0],
    ],
    [
      'a zero weight gets nothing',
      5,
      [
        ['a', 0],
        ['b', 3],
      ],
      [0, 5],
    ],
    [
      'nothing to share',
      0,
      [
        ['a', 1],
        ['b', 1],
      ],
      [0, 0],
    ],
  ] as [string, number, [string, number][], number[]][])('%s', (_name, total, weights, expected) => {
    expect(amounts(total, big(weights))).toEqual(expected);
  });

  it.each([
    ['a negative total', -1, [['a', 1]]],
    ['a fractional total', 1.5, [['a', 1]]],
    [
      'a negative weight',
      1,
      [
        ['a', -1],
        ['b', 2],
      ],
    ],
    ['weights summing to zero', 1, [['a', 0]]],
    ['no parts', 1, []],
  ] as [string, number, [string, number][]][])('refuses %s', (_name, total, weights) => {
    expect(() => amounts(total, big(weights))).toThrow(RangeError);
  });

  it('sums exactly to the total, never negative, each share within a cent of its exact value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.bigInt({ min: 0n, max: 10n ** 9n })), {
          minLength: 1,
          maxLength: 12,
        }),
        (total, weights) => {
          fc.pre(weights.some(([, weight]) => weight > 0n));
          const shares = amounts(total, weights);
          const weightSum = weights.reduce((sum, [, weight]) => sum + weight, 0n);
          const withinACent = shares.every((share, index) => {
            const weight = (weights[index] as [string, bigint])[1];
            const extra = BigInt(share) - (BigInt(total) * weight) / weightSum;
            return share >= 0 && extra >= 0n && extra <= 1n;
          });
          return withinACent && shares.reduce((sum, share) => sum + share, 0) === total;
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
