import type { Schemas } from '@cuadre/api-client';
import type { ValidationError } from '@cuadre/domain';
import { isCalendarDate, sortDynamicCommissionPlans } from '@cuadre/domain';

export type CreateBatchDraft = {
  brand: string;
  department: string;
  title: string;
  startDate: string;
  endDate: string;
  notes: string;
};

// The set of workers for one brand and department: one title, or every title of the department when none is chosen.
export function setOfWorkersFor(
  brands: readonly Schemas['BrandStructure'][],
  draft: CreateBatchDraft,
): Schemas['SetOfWorkers'] {
  const department = brands
    .find((brand) => brand.name === draft.brand)
    ?.departments.find((candidate) => candidate.name === draft.department);
  if (department === undefined) return [];
  const titles = draft.title === '' ? department.titles.map((title) => title.name) : [draft.title];
  return titles.length === 0 ? [] : [{ brand: draft.brand, departments: [{ name: draft.department, titles }] }];
}

// What the form needs before it may create a batch; the API checks the same and more.
export function createBatchErrors(draft: CreateBatchDraft): ValidationError[] {
  const errors: ValidationError[] = [];
  if (draft.brand === '') errors.push({ path: '/brand', message: 'required' });
  if (draft.department === '') errors.push({ path: '/department', message: 'required' });
  if (!isCalendarDate(draft.startDate)) errors.push({ path: '/startDate', message: 'required' });
  if (!isCalendarDate(draft.endDate)) errors.push({ path: '/endDate', message: 'required' });
  else if (isCalendarDate(draft.startDate) && draft.endDate < draft.startDate)
    errors.push({ path: '/endDate', message: 'order' });
  return errors;
}

// §7: the plans that can apply to the chosen title, in the call's order (general plans first).
export function plansForTitle<
  Plan extends Pick<Schemas['CommissionPlan'], 'brand' | 'department' | 'title' | 'active'>,
>(plans: readonly Plan[], draft: Pick<CreateBatchDraft, 'brand' | 'department' | 'title'>): Plan[] {
  const matches = (value: string | null, wanted: string) =>
    value === null || value.trim() === '' || wanted === '' || value === wanted;
  return sortDynamicCommissionPlans(
    plans.filter(
      (plan) =>
        plan.active &&
        matches(plan.brand, draft.brand) &&
        matches(plan.department, draft.department) &&
        matches(plan.title, draft.title),
    ),
  );
}

// What the server is asked for the workers a batch would cover: the commission-active workers of its titles.
export function coverageFilter(
  set: Schemas['SetOfWorkers'],
): { brand: string; department: string; title: string[] } | null {
  const [brand] = set;
  const [department] = brand?.departments ?? [];
  if (brand === undefined || department === undefined) return null;
  return { brand: brand.brand, department: department.name, title: department.titles };
}

// The month around today: a default period a payroll admin adjusts.
export function defaultPeriod(today: string): { startDate: string; endDate: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(last)}` };
}
