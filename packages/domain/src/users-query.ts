import { compareNames, compareStrings } from './compare.ts';

export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'contains'] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterValue = string | number | boolean;

export type UserFilter = { field: string; operator: FilterOperator; value: FilterValue | readonly FilterValue[] };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

// §7: the users filter query, field[operator]=value pairs plus an optional _select list.
export function usersFilterQuery(filters: readonly UserFilter[], select: readonly string[] = []): string {
  const pairs = filters.map((filter) => {
    if (!FIELD_NAME.test(filter.field)) throw new RangeError(`Not a field name: ${filter.field}`);
    const value = Array.isArray(filter.value) ? filter.value.map(String).join(',') : String(filter.value);
    return `${filter.field}[${filter.operator}]=${encodeURIComponent(value)}`;
  });
  if (select.length > 0) pairs.push(`_select=${select.map(encodeURIComponent).join(',')}`);
  return pairs.join('&');
}

// §7: the other users filter: one company's active workers, optionally one worker group.
export function activeWorkersFilter(companyId: string, workerGroupCode?: string | null): UserFilter[] {
  const filters: UserFilter[] = [
    { field: 'companyId', operator: 'eq', value: companyId },
    { field: 'workerStatus', operator: 'eq', value: 'Active' },
  ];
  if (workerGroupCode !== undefined && workerGroupCode !== null) {
    filters.push({ field: 'workerGroupCode', operator: 'eq', value: workerGroupCode });
  }
  return filters;
}

export type NamedUser = { id: string; firstName: string; lastName: string };

// §7: the name users are sorted by, "first last".
export function userDisplayName(user: NamedUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

// §7: several filter results merged, de-duplicated by id (first kept), sorted by name then id.
export function mergeUserResults<User extends NamedUser>(results: readonly (readonly User[])[]): User[] {
  const byId = new Map<string, User>();
  for (const user of results.flat()) if (!byId.has(user.id)) byId.set(user.id, user);
  return [...byId.values()].sort(
    (a, b) => compareNames(userDisplayName(a), userDisplayName(b)) || compareStrings(a.id, b.id),
  );
}

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
