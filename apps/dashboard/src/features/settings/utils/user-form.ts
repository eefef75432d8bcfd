import type { components } from '@cuadre/api-client';
import type { Permission, Role } from '@cuadre/domain';

export type DashboardUser = components['schemas']['DashboardUser'];
export type UserBrandList = components['schemas']['UserBrandList'];
type BrandStructure = components['schemas']['BrandStructure'];
export type UserDraft = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permission[];
  workerGroupCodes: string[];
  brandsView: boolean;
  /** The titles whose commissions the user sees, as `titleKey`s. */
  titles: string[];
};
export type UserField = 'email' | 'firstName' | 'lastName' | 'role' | 'permissions' | 'groups' | 'brands';

export const emptyUserDraft: UserDraft = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'member',
  permissions: [],
  workerGroupCodes: [],
  brandsView: false,
  titles: [],
};

// One title of one department of one brand, as a single key (names may hold any character).
export const titleKey = (brand: string, department: string, title: string): string =>
  JSON.stringify([brand, department, title]);

const titlePlace = (key: string): [string, string, string] => JSON.parse(key) as [string, string, string];

// The titles of a user's brands, departments and titles as keys, in their order.
export function titleKeysOf(brands: UserBrandList): string[] {
  return brands.flatMap((brand) =>
    brand.departments.flatMap((department) =>
      department.titles.map((title) => titleKey(brand.name, department.name, title.name)),
    ),
  );
}

export type ReachDepartment = { brand: string; name: string; titles: string[] };

// What the drawer offers: the company's brands, departments and titles as the admin sees them, with any title the user
// already has beside them (so that a title outside the admin's view is shown, and kept unless cleared), sorted by name.
export function reachDepartments(available: readonly BrandStructure[], held: UserBrandList): ReachDepartment[] {
  const departments = new Map<string, ReachDepartment>();
  const add = (brand: string, department: string, title: string) => {
    const key = JSON.stringify([brand, department]);
    const entry = departments.get(key) ?? { brand, name: department, titles: [] };
    if (!entry.titles.includes(title)) entry.titles.push(title);
    departments.set(key, entry);
  };
  for (const brand of available)
    for (const department of brand.departments)
      for (const title of department.titles) add(brand.name, department.name, title.name);
  for (const key of titleKeysOf(held)) add(...titlePlace(key));
  return [...departments.values()].sort((a, b) => a.brand.localeCompare(b.brand) || a.name.localeCompare(b.name));
}

// The chosen titles as the contract's brands, departments and titles; a title keeps the rank the user's record gave it,
// else its place in its department (the API looks titles up by name and ignores the rank sent).
export function brandListOf(titles: readonly string[], held: UserBrandList): UserBrandList {
  const ranks = new Map(
    held.flatMap((brand) =>
      brand.departments.flatMap((department) =>
        department.titles.map((title) => [titleKey(brand.name, department.name, title.name), title.rank] as const),
      ),
    ),
  );
  const list: UserBrandList = [];
  for (const key of titles) {
    const [brandName, departmentName, titleName] = titlePlace(key);
    let brand = list.find((candidate) => candidate.name === brandName);
    if (!brand) list.push((brand = { name: brandName, departments: [] }));
    let department = brand.departments.find((candidate) => candidate.name === departmentName);
    if (!department) brand.departments.push((department = { name: departmentName, titles: [] }));
    department.titles.push({ name: titleName, rank: ranks.get(key) ?? department.titles.length });
  }
  return list;
}

// Whether two choices of titles hold the same titles, in any order.
export const sameTitles = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key) => b.includes(key));

export function userDraftOf(user: DashboardUser): UserDraft {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    permissions: [...user.permissions],
    workerGroupCodes:
      user.workerGroupCodes.length > 0
        ? [...user.workerGroupCodes]
        : user.workerGroupCode
          ? [user.workerGroupCode]
          : [],
    brandsView: user.brandsView,
    titles: titleKeysOf(user.brands),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// An invitation or change: names and a valid e-mail, and some access (a permission or the super-admin role).
export function validateUserDraft(
  draft: UserDraft,
): Partial<Record<'email' | 'firstName' | 'lastName' | 'permissions', 'required' | 'email' | 'permissions'>> {
  const errors: Partial<
    Record<'email' | 'firstName' | 'lastName' | 'permissions', 'required' | 'email' | 'permissions'>
  > = {};
  if (!EMAIL.test(draft.email.trim())) errors.email = 'email';
  if (draft.firstName.trim() === '') errors.firstName = 'required';
  if (draft.lastName.trim() === '') errors.lastName = 'required';
  if (draft.role !== 'super-admin' && draft.role !== 'tips-admin' && draft.permissions.length === 0)
    errors.permissions = 'permissions';
  return errors;
}

// One group is kept as the user's worker group too, as the signed-in user record has both.
export function groupFieldsOf(draft: UserDraft): { workerGroupCode: string | null; workerGroupCodes: string[] } {
  return {
    workerGroupCode: draft.workerGroupCodes.length === 1 ? (draft.workerGroupCodes[0] ?? null) : null,
    workerGroupCodes: draft.workerGroupCodes,
  };
}

// The user's full name as a list shows it.
export const userName = (user: Pick<DashboardUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

type FieldError = { pointer: string; message: string } & Record<string, unknown>;
type Refusal = { status: number; detail?: string; errors?: readonly FieldError[] };

// A refusal of the users API placed on the field it is about: a contract rule broken by a field (worded by
// `fieldErrorSentence`), or one of the handler's own rules, told apart by its pointer and its sentence.
export type UserProblem =
  | { field: 'email' | 'firstName' | 'lastName' | 'permissions'; kind: 'field'; error: FieldError }
  | { field: 'brands'; kind: 'unknown-title'; title: string }
  | { field: 'groups'; kind: 'unknown-group'; code: string }
  | { field: 'permissions'; kind: 'not-held'; permissions: string[] }
  | { field: 'role'; kind: 'super-admin-only' | 'own-super-admin' }
  | { field: 'email'; kind: 'taken' };

const UNKNOWN_TITLE = /^No title (.+)\.$/s;
const UNKNOWN_GROUP = /^No worker group (.+) in this company\.$/s;
const NOT_HELD = /^You cannot grant permissions you do not hold: (.+)\.$/s;

export function userProblemsOf(refusal: Refusal): UserProblem[] {
  const problems: UserProblem[] = [];
  for (const error of refusal.errors ?? []) {
    const field = /^\/body\/([A-Za-z]+)/.exec(error.pointer)?.[1];
    const title = UNKNOWN_TITLE.exec(error.message)?.[1];
    const group = UNKNOWN_GROUP.exec(error.message)?.[1];
    if (field === 'brands' && title !== undefined) problems.push({ field: 'brands', kind: 'unknown-title', title });
    else if ((field === 'workerGroupCode' || field === 'workerGroupCodes') && group !== undefined)
      problems.push({ field: 'groups', kind: 'unknown-group', code: group });
    else if (field === 'email' || field === 'firstName' || field === 'lastName' || field === 'permissions')
      problems.push({ field, kind: 'field', error });
  }
  const detail = refusal.detail ?? '';
  const notHeld = NOT_HELD.exec(detail)?.[1];
  if (refusal.status === 403 && notHeld !== undefined)
    problems.push({ field: 'permissions', kind: 'not-held', permissions: notHeld.split(', ') });
  if (refusal.status === 403 && detail.startsWith('Only a super-admin makes another super-admin'))
    problems.push({ field: 'role', kind: 'super-admin-only' });
  if (refusal.status === 409 && detail.startsWith('You cannot remove your own super-admin role'))
    problems.push({ field: 'role', kind: 'own-super-admin' });
  if (refusal.status === 409 && detail.startsWith('This e-mail already has an account'))
    problems.push({ field: 'email', kind: 'taken' });
  return problems;
}
