import type { Schemas } from '@cuadre/api-client';
import type { Cents, SplitShare } from '@cuadre/domain';
import { compareNames } from '@cuadre/domain';
import type { DayRow } from './day-rows.ts';
import { workerName } from './day-rows.ts';

export type SplitSource = { workerId: string; name: string; total: Cents; hours: number; tipIds: string[] };

// The workers who have tips on the day: what each could give away and the hours each really worked.
export function sourceCandidates(rows: readonly DayRow[]): SplitSource[] {
  const byWorker = new Map<string, SplitSource>();
  for (const row of rows) {
    const current = byWorker.get(row.tip.workerId) ?? {
      workerId: row.tip.workerId,
      name: workerName(row.worker, row.tip.payrollFileNumber),
      total: 0,
      hours: 0,
      tipIds: [],
    };
    current.total += row.tip.total;
    current.hours = Math.round((current.hours + (row.hours?.hours ?? 0)) * 100) / 100;
    current.tipIds.push(row.tip.id);
    byWorker.set(row.tip.workerId, current);
  }
  return [...byWorker.values()].sort((a, b) => compareNames(a.name, b.name));
}

// Whether the server stored exactly the previewed shares (same workers, same cents).
export function sameShares(
  preview: readonly SplitShare[],
  stored: readonly Pick<Schemas['TipSplitItem'], 'workerId' | 'amount'>[],
): boolean {
  if (preview.length !== stored.length) return false;
  const amounts = new Map(stored.map((item) => [item.workerId, item.amount]));
  return preview.every((share) => amounts.get(share.workerId) === share.amount);
}

// What a giver's splits of the day already give away: every share of every split they gave that day, as the API
// counts it before a new split (`checkGiverSplit`).
export function alreadySplitBy(
  daySplits: readonly Pick<Schemas['TipSplit'], 'fromWorkerId' | 'dateTip' | 'splits'>[],
  giverId: string,
  date: string,
): Cents {
  return daySplits
    .filter((split) => split.fromWorkerId === giverId && split.dateTip === date)
    .reduce((sum, split) => sum + split.splits.reduce((shares, share) => shares + share.amount, 0), 0);
}
