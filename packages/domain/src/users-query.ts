import { compareNames } from './compare.ts';

// §7 describes the original product's users calls: several filter combinations run one by one, merged, de-duplicated
// by id and sorted by name, and a filter of a company's active workers. Cuadre's screens ask /users2 for exactly the
// workers they show, with the contract's typed filters (the API client writes them as field[operator]=value), and the
// server sorts and pages them; no screen merges searches, so no rule for it lives here.

export type PlanPlacement = { brand?: string | null; department?: string | null; title?: string | null };

const blank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === '';

// §7: dynamic commission plans: those without brand or department first, then by brand, department, title.
export function sortDynamicCommissionPlans<Plan extends PlanPlacement>(plans: readonly Plan[]): Plan[] {
  const rank = (plan: Plan): number => (blank(plan.brand) || blank(plan.department) ? 0 : 1);
  const text = (value: string | null | undefined): string => value ?? '';
  return [...plans].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      compareNames(text(a.brand), text(b.brand)) ||
      compareNames(text(a.department), text(b.department)) ||
      compareNames(text(a.title), text(b.title)),
  );
}
