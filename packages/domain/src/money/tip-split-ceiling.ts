import type { Cents } from './cents.ts';

export type GiverDay = {
  // What the giving worker earned in tips that day, every tip record of theirs together.
  tipsOfDay: Cents;
  // What their splits of that day already give away.
  alreadySplit: Cents;
};

export type GiverSplitCheck =
  { ok: true; left: Cents } | { ok: false; reason: 'tip-over-earned' | 'split-over-left'; left: Cents };

// Plausibility: what a worker can still split on a day: their tips less what their splits already give away.
export function tipsLeftToSplit(day: GiverDay): Cents {
  return Math.max(0, day.tipsOfDay - day.alreadySplit);
}

// Plausibility: a worker never gives away more than they earned that day. The tip being split cannot be more than
// the day's tips, and the new split together with the day's earlier ones cannot pass them either.
export function checkGiverSplit(day: GiverDay, split: { initialAmount: Cents; splitAmount: Cents }): GiverSplitCheck {
  const left = tipsLeftToSplit(day);
  if (split.initialAmount > day.tipsOfDay) return { ok: false, reason: 'tip-over-earned', left };
  if (split.splitAmount > left) return { ok: false, reason: 'split-over-left', left };
  return { ok: true, left: left - split.splitAmount };
}
