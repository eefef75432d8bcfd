import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGiverSplit, tipsLeftToSplit } from './tip-split-ceiling.ts';

describe('tipsLeftToSplit', () => {
  it('is the day’s tips less what is already split, never below zero', () => {
    expect(tipsLeftToSplit({ tipsOfDay: 25_930, alreadySplit: 10_000 })).toBe(15_930);
    expect(tipsLeftToSplit({ tipsOfDay: 25_930, alreadySplit: 30_000 })).toBe(0);
  });
});

describe('checkGiverSplit', () => {
  const day = { tipsOfDay: 25_930, alreadySplit: 0 };

  it('refuses a $999,999.00 money split from a worker who earned $259.30', () => {
    expect(checkGiverSplit(day, { initialAmount: 99_999_900, splitAmount: 99_999_900 })).toEqual({
      ok: false,
      reason: 'tip-over-earned',
      left: 25_930,
    });
  });

  it('refuses a split that passes what is left after the day’s earlier splits', () => {
    expect(
      checkGiverSplit({ tipsOfDay: 25_930, alreadySplit: 20_000 }, { initialAmount: 25_930, splitAmount: 6_000 }),
    ).toEqual({ ok: false, reason: 'split-over-left', left: 5_930 });
  });

  it('accepts a split up to exactly what is left, and says what remains', () => {
    expect(
      checkGiverSplit({ tipsOfDay: 25_930, alreadySplit: 20_000 }, { initialAmount: 25_930, splitAmount: 5_930 }),
    ).toEqual({ ok: true, left: 0 });
    expect(checkGiverSplit(day, { initialAmount: 10_000, splitAmount: 2_500 })).toEqual({ ok: true, left: 23_430 });
  });

  it('never lets the accepted splits of a day add up to more than the giver’s tips (property)', () => {
    const split = fc
      .tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }))
      .map(([a, b]) => ({ initialAmount: Math.max(a, b), splitAmount: Math.min(a, b) }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.array(split, { maxLength: 15 }), (tipsOfDay, requests) => {
        let alreadySplit = 0;
        for (const request of requests) {
          const check = checkGiverSplit({ tipsOfDay, alreadySplit }, request);
          if (check.ok) {
            alreadySplit += request.splitAmount;
            expect(check.left).toBe(tipsOfDay - alreadySplit);
          }
        }
        expect(alreadySplit).toBeLessThanOrEqual(tipsOfDay);
      }),
      { numRuns: 10_000 },
    );
  });
});
