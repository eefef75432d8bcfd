import { parseDollars, workerLimitsOverCaps } from '@cuadre/domain';
import type { CompanySettings } from '../api/ewa-types.ts';

export type WorkerLimitsDraft = { limitForUser: string; amountLimitPerPP: string; transactionLimitPerPP: string };

export type WorkerLimitsValues = { limitForUser: number; amountLimitPerPP: number; transactionLimitPerPP: number };

export type LimitsCaps = Pick<CompanySettings, 'amountLimitPerPayPeriod' | 'transactionLimitPerPayPeriod'>;

export type LimitField = keyof WorkerLimitsDraft;

export type LimitError =
  { path: `/${LimitField}`; code: 'money' | 'count' } | { path: `/${LimitField}`; code: 'over-cap'; cap: number };

export type LimitsResult = { ok: true; values: WorkerLimitsValues } | { ok: false; errors: LimitError[] };

export const draftFromLimits = (values: WorkerLimitsValues): WorkerLimitsDraft => ({
  limitForUser: (values.limitForUser / 100).toFixed(2),
  amountLimitPerPP: (values.amountLimitPerPP / 100).toFixed(2),
  transactionLimitPerPP: String(values.transactionLimitPerPP),
});

// A worker's limits may not exceed what the company allows per pay period (its settings are the caps); the
// rule is the domain's, and the API enforces the same one.
export function validateWorkerLimits(draft: WorkerLimitsDraft, caps: LimitsCaps): LimitsResult {
  const errors: LimitError[] = [];
  const money = (field: 'limitForUser' | 'amountLimitPerPP'): number | null => {
    const cents = parseDollars(draft[field]);
    if (cents !== null && cents >= 0) return cents;
    errors.push({ path: `/${field}`, code: 'money' });
    return null;
  };
  const countText = draft.transactionLimitPerPP.trim();
  const count = /^\d{1,4}$/.test(countText) ? Number(countText) : null;
  if (count === null) errors.push({ path: '/transactionLimitPerPP', code: 'count' });
  const parsed = {
    limitForUser: money('limitForUser'),
    amountLimitPerPP: money('amountLimitPerPP'),
    transactionLimitPerPP: count,
  };
  const known = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== null));
  for (const { field, cap } of workerLimitsOverCaps(known, caps))
    errors.push({ path: `/${field}`, code: 'over-cap', cap });
  if (
    errors.length > 0 ||
    parsed.limitForUser === null ||
    parsed.amountLimitPerPP === null ||
    parsed.transactionLimitPerPP === null
  ) {
    return { ok: false, errors: sortByField(errors) };
  }
  return {
    ok: true,
    values: {
      limitForUser: parsed.limitForUser,
      amountLimitPerPP: parsed.amountLimitPerPP,
      transactionLimitPerPP: parsed.transactionLimitPerPP,
    },
  };
}

const FIELD_ORDER: readonly LimitField[] = ['limitForUser', 'amountLimitPerPP', 'transactionLimitPerPP'];
const sortByField = (errors: LimitError[]): LimitError[] =>
  [...errors].sort(
    (a, b) => FIELD_ORDER.indexOf(a.path.slice(1) as LimitField) - FIELD_ORDER.indexOf(b.path.slice(1) as LimitField),
  );

// Only the fields that changed travel (the contract keeps the others).
export function changedLimits(before: WorkerLimitsValues, after: WorkerLimitsValues): Partial<WorkerLimitsValues> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof WorkerLimitsValues)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  );
}
