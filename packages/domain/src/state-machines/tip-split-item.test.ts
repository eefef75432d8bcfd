import { describe, expect, it } from 'vitest';
import type { TipSplitItemStatus, TipSplitItemTransition } from './tip-split-item.ts';
import { canTransitionSplitItem, TIP_SPLIT_ITEM_STATUSES } from './tip-split-item.ts';

describe('tip split item status (§4)', () => {
  it('has the statuses ready, approved and fail', () => {
    expect(TIP_SPLIT_ITEM_STATUSES).toEqual(['ready', 'approved', 'fail']);
  });

  it.each([
    ['ready', 'approved', 'tips-admin', true],
    ['ready', 'fail', 'system', true],
    ['fail', 'ready', 'tips-admin', true],
    ['ready', 'fail', 'tips-admin', false],
    ['ready', 'approved', 'system', false],
    ['approved', 'ready', 'tips-admin', false],
    ['approved', 'fail', 'system', false],
    ['fail', 'approved', 'tips-admin', false],
  ] as [TipSplitItemStatus, TipSplitItemStatus, TipSplitItemTransition['by'], boolean][])(
    '%s → %s by %s: %s',
    (from, to, by, allowed) => {
      expect(canTransitionSplitItem(from, to, by)).toBe(allowed);
    },
  );
});
