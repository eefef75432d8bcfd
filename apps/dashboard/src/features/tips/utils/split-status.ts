import type { Schemas } from '@cuadre/api-client';
import { canTransitionSplitItem } from '@cuadre/domain';

export type SplitProgress = { ready: number; approved: number; fail: number; canApprove: boolean };

// §4: how a split's shares stand; it may be approved while some share is ready and none has failed unretried.
export function splitProgress(split: Pick<Schemas['TipSplit'], 'splits'>): SplitProgress {
  const count = (status: Schemas['TipSplitItemStatus']) => split.splits.filter((item) => item.status === status).length;
  const ready = count('ready');
  const fail = count('fail');
  return {
    ready,
    approved: count('approved'),
    fail,
    canApprove: ready > 0 && fail === 0 && canTransitionSplitItem('ready', 'approved', 'tips-admin'),
  };
}
