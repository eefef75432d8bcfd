import { describe, expect, it } from 'vitest';
import { alreadySplitBy } from './split-sources.ts';

const split = (fromWorkerId: string | null, dateTip: string, amounts: number[]) =>
  ({ fromWorkerId, dateTip, splits: amounts.map((amount, index) => ({ workerId: `w${index}`, amount })) }) as never;

describe('what a giver already split on a day', () => {
  it('adds every share of every split the giver gave that day, and nothing of other givers, jobs or days', () => {
    const splits = [
      split('ana', '2026-11-20', [1_000, 2_550]),
      split('ana', '2026-11-20', [499]),
      split('luis', '2026-11-20', [9_999]),
      split(null, '2026-11-20', [5_000]),
      split('ana', '2026-11-19', [7_000]),
    ];
    expect(alreadySplitBy(splits, 'ana', '2026-11-20')).toBe(4_049);
    expect(alreadySplitBy(splits, 'rosa', '2026-11-20')).toBe(0);
  });
});
