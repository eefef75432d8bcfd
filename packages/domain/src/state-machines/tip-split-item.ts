// §3, §4: the status of one share of a tip split.
export const TIP_SPLIT_ITEM_STATUSES = ['ready', 'approved', 'fail'] as const;

export type TipSplitItemStatus = (typeof TIP_SPLIT_ITEM_STATUSES)[number];

export type TipSplitItemTransition = {
  from: TipSplitItemStatus;
  to: TipSplitItemStatus;
  // Who takes the step: a tips admin in the app, or the payment system reporting a failed payout.
  by: 'tips-admin' | 'system';
};

// §4: ready → approved | fail; fail → ready (retried). Approved is final.
export const tipSplitItemTransitions: readonly TipSplitItemTransition[] = [
  { from: 'ready', to: 'approved', by: 'tips-admin' },
  { from: 'ready', to: 'fail', by: 'system' },
  { from: 'fail', to: 'ready', by: 'tips-admin' },
];

// §4: whether a split item may move between two statuses, and by whom.
export function canTransitionSplitItem(
  from: TipSplitItemStatus,
  to: TipSplitItemStatus,
  by: TipSplitItemTransition['by'],
): boolean {
  return tipSplitItemTransitions.some(
    (transition) => transition.from === from && transition.to === to && transition.by === by,
  );
}
