import { parseDollars } from '@cuadre/domain';
import type { CompanySettings } from '../api/ewa-types.ts';

export type WorkerLimitsDraft = { limitForUser: string; amountLimitPerPP: string; transactionLimitPerPP: string };

export type WorkerLimitsValues = { limitForUser: number; amountLimitPerPP: number; transactionLimitPerPP: number };

export type LimitsCaps = Pick<CompanySettings, 'amountLimitPerPayPeriod' | 'transactionLimitPerPayPeriod'>;

export type LimitField = keyof WorkerLimitsDraft;

export type LimitError =
  | { path: `/${LimitField}`; code: 'money' | 'count' }
  | { path: `/${LimitField}`; code: 'over-cap'; cap: number };

export type LimitsResult = { ok: true; values: WorkerLimitsValues } | { ok: false; errors: LimitError[] };

export const draftFromLimits = (values: WorkerLimitsValues): WorkerLimitsDraft => ({
  limitForUser: (values.limitForUser / 100).toFixed(2),
  amountLimitPerPP: (values.amountLimitPerPP / 100).toFixed(2),
  transactionLimitPerPP: String(values.transactionLimitPerPP),
});

// A worker's limits may not exceed what the company allows per pay period (its settings are the caps).
export function validateWorkerLimits(draft: WorkerLimitsDraft, caps: LimitsCaps): LimitsResult {
  const errors: LimitError[] = [];
  const money = (field: 'limitForUser' | 'amountLimitPerPP'): number | null => {
    const cents = parseDollars(draft[field]);
    if (cents === null || cents < 0) {
      errors.push({ path: `/${field}`, code: 'money' });
      return null;
    }
    if (cents > caps.amountLimitPerPayPeriod) {
      errors.push({ path: `/${field}`, code: 'over-cap', cap: caps.amountLimitPerPayPeriod });
      return null;
    }
    return cents;
  };
  const limitForUser = money('limitForUser');
  const amountLimitPerPP = money('amountLimitPerPP');
  const countText = draft.transactionLimitPerPP.trim();
  let transactionLimitPerPP: number | null = null;
  if (!/^\d{1,4}$/.test(countText)) errors.push({ path: '/transactionLimitPerPP', code: 'count' });
  else if (Number(countText) > caps.transactionLimitPerPayPeriod) {
    errors.push({ path: '/transactionLimitPerPP', code: 'over-cap', cap: caps.transactionLimitPerPayPeriod });
  } else transactionLimitPerPP = Number(countText);
  if (limitForUser === null || amountLimitPerPP === null || transactionLimitPerPP === null) return { ok: false, errors };
  return { ok: true, values: { limitForUser, amountLimitPerPP, transactionLimitPerPP } };
}

// Only the fields that changed travel (the contract keeps the others).
export function changedLimits(before: WorkerLimitsValues, after: WorkerLimitsValues): Partial<WorkerLimitsValues> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof WorkerLimitsValues)[]).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
  );
}
