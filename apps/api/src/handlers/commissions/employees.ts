import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { brands, departments, titles, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, where } from '../common.ts';
import { countRows, pageOfRows } from '../queries.ts';
import { departmentBrand, titleDepartment } from './titles.ts';

/** `%`, `_` and `\` typed in a search are themselves, not ILIKE's wildcards. */
export const containing = (text: string): string => `%${text.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A worker as the lists of workers name them (the tips' payroll activity selects the same columns). */
export const workerColumns = {
  workerId: workers.id,
  payrollFileNumber: workers.payrollFileNumber,
  firstName: workers.firstName,
  lastName: workers.lastName,
  workerGroupCode: workers.workerGroupCode,
};

// The workers whose commissions the areas list, searched and filtered on the server over everything that matches.
export const employeeHandlers = {
  async listCommissionEmployees({ query, auth, db, companyId }) {
    const page = paging(query);
    const restriction = workerGroupRestriction(auth.user);
    const search = query.search?.trim() ?? '';
    const pattern = containing(search);
    const condition = where(
      eq(workers.companyId, companyId),
      eq(workers.commissionsActive, true),
      restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
      query.brand ? eq(brands.name, query.brand) : undefined,
      query.department ? eq(departments.name, query.department) : undefined,
      query.title && query.title.length > 0 ? inArray(titles.name, query.title) : undefined,
      search === ''
        ? undefined
        : or(
            ilike(workers.firstName, pattern),
            ilike(workers.lastName, pattern),
            ilike(sql`${workers.firstName} || ' ' || ${workers.lastName}`, pattern),
            ilike(workers.payrollFileNumber, pattern),
          ),
    );
    const { rows, total } = await pageOfRows(
      page,
      db
        .select({
          ...workerColumns,
          brand: brands.name,
          department: departments.name,
          title: titles.name,
          rank: titles.rank,
        })
        .from(workers)
        .innerJoin(titles, eq(titles.id, workers.titleId))
        .innerJoin(departments, titleDepartment)
        .innerJoin(brands, departmentBrand)
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id)),
      db
        .select(countRows)
        .from(workers)
        .innerJoin(titles, eq(titles.id, workers.titleId))
        .innerJoin(departments, titleDepartment)
        .innerJoin(brands, departmentBrand)
        .where(condition),
    );
    return { status: 200, body: pageOf(rows, total, page) };
  },
} satisfies Partial<Handlers>;
