import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { brands, dashboardUsers, departments, titles } from '../../db/schema/index.ts';
import { isInternal } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { notFound } from '../../server/problem.ts';
import { where } from '../common.ts';
import { departmentBrand, titleDepartment, userTitleIds } from './titles.ts';

type Schemas = components['schemas'];

// The brands, departments and titles a user sees, with each title's commission calendar.
export const brandHandlers = {
  async listBrands({ query, auth, db, companyId }) {
    if (!isInternal(auth) && query.email.toLowerCase() !== auth.user.email.toLowerCase()) throw notFound('The user');
    const [user] = await db
      .select({ id: dashboardUsers.id, brandsView: dashboardUsers.brandsView })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.email, query.email.toLowerCase()));
    const restricted = user && !user.brandsView ? await userTitleIds(db, user.id) : null;
    const rows = await db
      .select({ brand: brands.name, logoUrl: brands.logoUrl, department: departments.name, title: titles })
      .from(titles)
      .innerJoin(departments, titleDepartment)
      .innerJoin(brands, departmentBrand)
      .where(where(eq(brands.companyId, companyId), restricted ? inArray(titles.id, restricted) : undefined))
      .orderBy(asc(brands.name), asc(departments.name), asc(titles.rank), asc(titles.name));
    const result: Schemas['BrandStructure'][] = [];
    for (const row of rows) {
      let brand = result.find((b) => b.name === row.brand);
      if (!brand) result.push((brand = { name: row.brand, logoUrl: row.logoUrl, departments: [] }));
      let department = brand.departments.find((d) => d.name === row.department);
      if (!department) brand.departments.push((department = { name: row.department, titles: [] }));
      department.titles.push({
        name: row.title.name,
        commissionBatchCreationLimitDate: row.title.commissionBatchCreationLimitDate,
        commissionBatchApprovalLimitDate: row.title.commissionBatchApprovalLimitDate,
        commissionFrequency: row.title.commissionFrequency,
        daysBeforeCreationNotification: row.title.daysBeforeCreationNotification,
        daysBeforeApprovalNotification: row.title.daysBeforeApprovalNotification,
      });
    }
    return { status: 200, body: { brands: result } };
  },
} satisfies Partial<Handlers>;
