import { eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { brands, dashboardUserTitles, departments, titles } from '../../db/schema/index.ts';

type Schemas = components['schemas'];

// How a title joins its department, and a department its brand.
export const titleDepartment = eq(departments.id, titles.departmentId);
export const departmentBrand = eq(brands.id, departments.brandId);

/** A title with its department and brand, for a query that joins them. */
export const placeColumns = {
  titleId: titles.id,
  title: titles.name,
  rank: titles.rank,
  department: departments.name,
  brand: brands.name,
};

/** The titles that match, each with its department and brand. */
export const titlesWithPlace = (db: Db, condition: SQL) =>
  db
    .select(placeColumns)
    .from(titles)
    .innerJoin(departments, titleDepartment)
    .innerJoin(brands, departmentBrand)
    .where(condition);

export async function titleTree(db: Db, titleIds: string[]) {
  if (titleIds.length === 0) return [];
  return titlesWithPlace(db, inArray(titles.id, titleIds));
}

export function setOfWorkersOf(tree: { brand: string; department: string; title: string }[]): Schemas['SetOfWorkers'] {
  const byBrand = new Map<string, Map<string, string[]>>();
  for (const row of tree) {
    const departmentsOf = byBrand.get(row.brand) ?? new Map<string, string[]>();
    byBrand.set(row.brand, departmentsOf);
    const list = departmentsOf.get(row.department) ?? [];
    departmentsOf.set(row.department, list);
    if (!list.includes(row.title)) list.push(row.title);
  }
  return [...byBrand.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, departmentsOf]) => ({
      brand,
      departments: [...departmentsOf.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, list]) => ({ name, titles: [...list].sort() })),
    }));
}

/** The titles given to a dashboard user, or null when none is. */
export async function userTitleIds(db: Db, userId: string): Promise<string[] | null> {
  const rows = await db
    .select({ titleId: dashboardUserTitles.titleId })
    .from(dashboardUserTitles)
    .where(eq(dashboardUserTitles.userId, userId));
  return rows.length === 0 ? null : rows.map((r) => r.titleId);
}
