import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { brands, commissionBatches, commissionBatchTitles, departments, titles, workerCommissions, workers } from '../db/schema/index.ts';
import type { Handlers } from '../server/handler-types.ts';
import { pageAndTotal, pageOf, paging, rowsOf, where } from './common.ts';
import { areaGeneration, EXCLUDED_STATUSES, requireArea } from './compensation.ts';

type TotalsRow = {
  batches: number;
  periods: number;
  workers: number;
  total: string | number;
  approved: string | number;
  groups: number;
  startDate: string | null;
  endDate: string | null;
  brand: string | null;
  department: string | null;
  groupBatches: number | null;
  groupWorkers: number | null;
  groupTotal: string | number | null;
  groupApproved: string | number | null;
};

/** `%`, `_` and `\` typed in a search are themselves, not ILIKE's wildcards. */
const containing = (text: string): string => `%${text.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;

// Lists of the commission areas that a page of 25 or 200 used to cut short: whatever they add up or list, they do so
// over everything that matches, on the server.
export const commissionListHandlers = {
  async listCommissionPeriodTotals({ query, auth, db, companyId }) {
    await requireArea(db, auth, query.area, 'view');
    const page = paging(query);
    const excluded = sql.join(EXCLUDED_STATUSES.map((status) => sql`${status}`), sql`, `);
    // Each batch once, summed as listCommissionBatches sums it; then the totals of them all and one page of groups.
    const result = await db.execute(sql`
      with batch as (
        select b.start_date::text as start_date, b.end_date::text as end_date, b.status,
          coalesce((select string_agg(distinct br.name, ', ' order by br.name) from ${commissionBatchTitles} bt
            join ${titles} t on t.id = bt.title_id join ${departments} d on d.id = t.department_id join ${brands} br on br.id = d.brand_id
            where bt.batch_id = b.id), '') as brand,
          coalesce((select string_agg(distinct d.name, ', ' order by d.name) from ${commissionBatchTitles} bt
            join ${titles} t on t.id = bt.title_id join ${departments} d on d.id = t.department_id
            where bt.batch_id = b.id), '') as department,
          (select count(*) from ${workerCommissions} wc where wc.batch_id = b.id)::int as workers,
          coalesce((select sum(coalesce(wc.manual_total, wc.total)) from ${workerCommissions} wc where wc.batch_id = b.id and wc.status not in (${excluded})), 0)::bigint as total
        from ${commissionBatches} b
        where b.company_id = ${companyId} and b.generation = ${areaGeneration[query.area]} and b.invisible = false
      ),
      grouped as (
        select start_date, end_date, brand, department, count(*)::int as batches, sum(workers)::int as workers, sum(total)::bigint as total,
          coalesce(sum(total) filter (where status = 'approved'), 0)::bigint as approved
        from batch group by start_date, end_date, brand, department
      ),
      overall as (
        select count(*)::int as batches, count(distinct (start_date, end_date))::int as periods, coalesce(sum(workers), 0)::int as workers,
          coalesce(sum(total), 0)::bigint as total, coalesce(sum(total) filter (where status = 'approved'), 0)::bigint as approved,
          (select count(*) from grouped)::int as groups
        from batch
      )
      select o.batches, o.periods, o.workers, o.total, o.approved, o.groups,
        g.start_date as "startDate", g.end_date as "endDate", g.brand, g.department,
        g.batches as "groupBatches", g.workers as "groupWorkers", g.total as "groupTotal", g.approved as "groupApproved"
      from overall o
      left join lateral (
        select * from grouped order by start_date desc, end_date desc, brand, department limit ${page.limit} offset ${page.offset}
      ) g on true`);
    const rows = rowsOf<TotalsRow>(result);
    const first = rows[0];
    const items = rows.flatMap((row) =>
      row.startDate === null || row.endDate === null
        ? []
        : [{ startDate: row.startDate, endDate: row.endDate, brand: row.brand ?? '', department: row.department ?? '', batches: Number(row.groupBatches), workers: Number(row.groupWorkers), total: Number(row.groupTotal), approved: Number(row.groupApproved) }],
    );
    const overall = { batches: Number(first?.batches ?? 0), periods: Number(first?.periods ?? 0), workers: Number(first?.workers ?? 0), total: Number(first?.total ?? 0), approved: Number(first?.approved ?? 0) };
    return { status: 200, body: { ...pageOf(items, Number(first?.groups ?? 0), page), overall } };
  },

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
        : or(ilike(workers.firstName, pattern), ilike(workers.lastName, pattern), ilike(sql`${workers.firstName} || ' ' || ${workers.lastName}`, pattern), ilike(workers.payrollFileNumber, pattern)),
    );
    const { rows, total } = await pageAndTotal(
      db
        .select({
          workerId: workers.id,
          payrollFileNumber: workers.payrollFileNumber,
          firstName: workers.firstName,
          lastName: workers.lastName,
          workerGroupCode: workers.workerGroupCode,
          brand: brands.name,
          department: departments.name,
          title: titles.name,
          rank: titles.rank,
        })
        .from(workers)
        .innerJoin(titles, eq(titles.id, workers.titleId))
        .innerJoin(departments, eq(departments.id, titles.departmentId))
        .innerJoin(brands, eq(brands.id, departments.brandId))
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(workers)
        .innerJoin(titles, eq(titles.id, workers.titleId))
        .innerJoin(departments, eq(departments.id, titles.departmentId))
        .innerJoin(brands, eq(brands.id, departments.brandId))
        .where(condition),
    );
    return { status: 200, body: pageOf(rows, total, page) };
  },
} satisfies Partial<Handlers>;
