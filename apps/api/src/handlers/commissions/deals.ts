import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { brands, commissionUploads, deals, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, where } from '../common.ts';
import { containing } from './employees.ts';
import { countRows, pageOfRows } from '../queries.ts';
import { dealTypeIn, dealTypeOut } from './upload-kinds.ts';

// What the uploads left standing: the deals, and the latest biweek of technician hours.
export const dealHandlers = {
  async listDeals({ query, db, companyId }) {
    const page = paging(query);
    const search = query.search?.trim() ?? '';
    const pattern = containing(search);
    const condition = where(
      eq(deals.companyId, companyId),
      isNull(deals.supersededAt),
      query.dealType ? eq(deals.saleType, dealTypeIn[query.dealType]) : undefined,
      search === ''
        ? undefined
        : or(
            ilike(deals.dealNumber, pattern),
            ilike(workers.firstName, pattern),
            ilike(workers.lastName, pattern),
            ilike(sql`${workers.firstName} || ' ' || ${workers.lastName}`, pattern),
            ilike(workers.payrollFileNumber, pattern),
          ),
      query.brand ? eq(brands.name, query.brand) : undefined,
      query.workerId
        ? /^[0-9a-f-]{36}$/i.test(query.workerId)
          ? eq(deals.workerId, query.workerId)
          : sql`false`
        : undefined,
      query.from ? gte(deals.dealDate, query.from) : undefined,
      query.to ? lte(deals.dealDate, query.to) : undefined,
    );
    const { rows, total } = await pageOfRows(
      page,
      db
        .select({
          deal: deals,
          brand: brands.name,
          payrollFileNumber: workers.payrollFileNumber,
          workerName: sql<string>`${workers.firstName} || ' ' || ${workers.lastName}`,
        })
        .from(deals)
        .leftJoin(brands, eq(brands.id, deals.brandId))
        .innerJoin(workers, eq(workers.id, deals.workerId))
        .where(condition)
        .orderBy(desc(deals.dealDate), asc(deals.dealNumber)),
      // Counted over the same joins, so the total is the number of deals the search and filters leave.
      db
        .select(countRows)
        .from(deals)
        .leftJoin(brands, eq(brands.id, deals.brandId))
        .innerJoin(workers, eq(workers.id, deals.workerId))
        .where(condition),
    );
    const items = rows.map(({ deal, brand, payrollFileNumber, workerName }) => ({
      id: deal.id,
      companyId: deal.companyId,
      uploadId: deal.uploadId,
      dealNumber: deal.dealNumber,
      date: deal.dealDate,
      brand: brand ?? 'Unassigned',
      department: deal.department ?? 'Unassigned',
      workerId: deal.workerId,
      payrollFileNumber,
      workerName,
      dealType: dealTypeOut[deal.saleType],
      origin: 'dealer-system' as const,
      saleAmount: deal.salePrice,
      grossProfit: deal.frontGross + deal.backGross,
      units: deal.units,
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },

  async getLatestTechnicianBiweek({ db, companyId }) {
    const [latest] = await db
      .select({ startDate: commissionUploads.periodStart, endDate: commissionUploads.periodEnd })
      .from(commissionUploads)
      .where(
        and(
          eq(commissionUploads.companyId, companyId),
          eq(commissionUploads.kind, 'technician-hours'),
          isNull(commissionUploads.supersededAt),
        ),
      )
      .orderBy(desc(commissionUploads.periodEnd), desc(commissionUploads.uploadedAt))
      .limit(1);
    return { status: 200, body: { biweek: latest ?? null } };
  },
} satisfies Partial<Handlers>;
