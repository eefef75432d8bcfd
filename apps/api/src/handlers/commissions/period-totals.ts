import { sql } from 'drizzle-orm';
// In the order the query below reads them.
import {
  commissionBatchTitles,
  titles,
  departments,
  brands,
  workerCommissions,
  commissionBatches,
} from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, rowsOf } from '../common.ts';
import { areaGeneration, requireArea } from './areas.ts';
import { EXCLUDED_STATUSES } from './worker-commissions.ts';

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

// The totals of a commission area's batches by period, brand and department, which a page of 25 or 200 batches used
// to cut short: they add up everything that matches, on the server.
export const periodTotalHandlers = {
  async listCommissionPeriodTotals({ query, auth, db, companyId }) {
    await requireArea(db, auth, query.area, 'view');
    const page = paging(query);
    const excluded = sql.join(
      EXCLUDED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
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
        : [
            {
              startDate: row.startDate,
              endDate: row.endDate,
              brand: row.brand ?? '',
              department: row.department ?? '',
              batches: Number(row.groupBatches),
              workers: Number(row.groupWorkers),
              total: Number(row.groupTotal),
              approved: Number(row.groupApproved),
            },
          ],
    );
    const overall = {
      batches: Number(first?.batches ?? 0),
      periods: Number(first?.periods ?? 0),
      workers: Number(first?.workers ?? 0),
      total: Number(first?.total ?? 0),
      approved: Number(first?.approved ?? 0),
    };
    return { status: 200, body: { ...pageOf(items, Number(first?.groups ?? 0), page), overall } };
  },
} satisfies Partial<Handlers>;
