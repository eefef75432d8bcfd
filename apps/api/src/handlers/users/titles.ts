// A user's titles, each of a department of a brand of the company: read as the contract's brands, and given.
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { brands, dashboardUserTitles, departments, titles } from '../../db/schema/index.ts';
import { unprocessable } from '../../server/problem.ts';

type Schemas = components['schemas'];

/** Each title given to a user, with its department and brand. */
const userTitleColumns = {
  userId: dashboardUserTitles.userId,
  brand: brands.name,
  department: departments.name,
  title: titles.name,
  rank: titles.rank,
};

/** Each user's titles as the contract's brands, departments and titles, in order. */
export async function brandsOf(db: Db, userIds: string[]): Promise<Map<string, Schemas['UserBrandList']>> {
  const result = new Map<string, Schemas['UserBrandList']>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select(userTitleColumns)
    .from(dashboardUserTitles)
    .innerJoin(titles, eq(titles.id, dashboardUserTitles.titleId))
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(inArray(dashboardUserTitles.userId, userIds))
    .orderBy(asc(brands.name), asc(departments.name), asc(titles.rank));
  for (const row of rows) {
    const list = result.get(row.userId) ?? [];
    result.set(row.userId, list);
    let brand = list.find((b) => b.name === row.brand);
    if (!brand) list.push((brand = { name: row.brand, departments: [] }));
    let department = brand.departments.find((d) => d.name === row.department);
    if (!department) brand.departments.push((department = { name: row.department, titles: [] }));
    department.titles.push({ name: row.title, rank: row.rank });
  }
  return result;
}

/** The ids of the titles a user is given, each a title of the company: 422 naming any it does not have. */
export async function resolveTitles(db: Db, companyId: string, list: Schemas['UserBrandList']): Promise<string[]> {
  const wanted = list.flatMap((b) =>
    b.departments.flatMap((d) => d.titles.map((t) => ({ brand: b.name, department: d.name, title: t.name }))),
  );
  if (wanted.length === 0) return [];
  const tree = await db
    .select({ id: titles.id, title: titles.name, department: departments.name, brand: brands.name })
    .from(titles)
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(eq(brands.companyId, companyId));
  const missing: { pointer: string; message: string }[] = [];
  const ids = wanted.flatMap((w) => {
    const match = tree.find((t) => t.brand === w.brand && t.department === w.department && t.title === w.title);
    if (!match)
      missing.push({ pointer: '/body/brands', message: `No title ${w.brand} / ${w.department} / ${w.title}.` });
    return match ? [match.id] : [];
  });
  if (missing.length > 0) throw unprocessable('Some titles do not exist in this company.', missing);
  return ids;
}

/** Gives the user the titles `resolveTitles` found. */
export async function giveTitles(tx: Db, userId: string, titleIds: string[]): Promise<void> {
  if (titleIds.length > 0)
    await tx.insert(dashboardUserTitles).values(titleIds.map((titleId) => ({ userId, titleId })));
}
