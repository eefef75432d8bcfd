import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { workerGroupRestriction } from '@cuadre/domain';
import { commissionBatches, workerCommissions, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { requireFeaturePage } from '../companies/features.ts';
import { EXCLUDED_STATUSES } from './worker-commissions.ts';

type Schemas = components['schemas'];

// A literal rather than a parameter, so that the grouped expression is the same in SELECT and GROUP BY.
const UNASSIGNED = sql.raw(`'Unassigned'`);
const TOP_EARNERS = 10;

// A worker's commission as a batch's total counts it: the manual total where one is set.
const paid = sql<string>`sum(coalesce(${workerCommissions.manualTotal}, ${workerCommissions.total}))::bigint`;

// Commissions Insights (Parts & Services, §2): every approved batch of the area added up on the server, for the
// companies with the `insights` feature only.
export const insightHandlers = {
  async getCommissionInsights({ auth, db, companyId }) {
    await requireFeaturePage(db, auth, companyId, 'insights');
    const restriction = workerGroupRestriction(auth.user);
    const counted = and(
      eq(commissionBatches.companyId, companyId),
      eq(commissionBatches.generation, 1),
      eq(commissionBatches.status, 'approved'),
      eq(commissionBatches.invisible, false),
      notInArray(workerCommissions.status, [...EXCLUDED_STATUSES]),
      restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
    );
    const byName = (column: typeof workerCommissions.department | typeof workerCommissions.title) => {
      const name = sql<string>`coalesce(nullif(${column}, ''), ${UNASSIGNED})`;
      return db
        .select({ startDate: commissionBatches.startDate, endDate: commissionBatches.endDate, name, total: paid })
        .from(workerCommissions)
        .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
        .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
        .where(counted)
        .groupBy(commissionBatches.startDate, commissionBatches.endDate, name)
        .orderBy(commissionBatches.startDate, commissionBatches.endDate, name);
    };
    const latestTitle = sql<string>`(array_agg(coalesce(nullif(${workerCommissions.title}, ''), ${UNASSIGNED}) order by ${commissionBatches.startDate} desc, ${commissionBatches.endDate} desc))[1]`;
    const [departmentRows, titleRows, earnerRows, [overall]] = await Promise.all([
      byName(workerCommissions.department),
      byName(workerCommissions.title),
      db
        .select({
          workerId: workerCommissions.workerId,
          firstName: workers.firstName,
          lastName: workers.lastName,
          title: latestTitle,
          total: paid,
          periods: sql<number>`count(distinct (${commissionBatches.startDate}, ${commissionBatches.endDate}))::int`,
        })
        .from(workerCommissions)
        .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
        .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
        .where(counted)
        .groupBy(workerCommissions.workerId, workers.firstName, workers.lastName)
        .orderBy(desc(paid), workers.lastName, workers.firstName, workerCommissions.workerId)
        .limit(TOP_EARNERS),
      db
        .select({
          total: sql<string>`coalesce(${paid}, 0)::bigint`,
          workers: sql<number>`count(distinct ${workerCommissions.workerId})::int`,
        })
        .from(workerCommissions)
        .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
        .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
        .where(counted),
    ]);

    const periods = new Map<string, Schemas['CommissionInsightPeriod']>();
    const periodOf = (row: { startDate: string; endDate: string }) => {
      const key = `${row.startDate}/${row.endDate}`;
      const found = periods.get(key) ?? {
        startDate: row.startDate,
        endDate: row.endDate,
        byDepartment: [],
        byTitle: [],
      };
      periods.set(key, found);
      return found;
    };
    for (const row of departmentRows) periodOf(row).byDepartment.push({ name: row.name, total: Number(row.total) });
    for (const row of titleRows) periodOf(row).byTitle.push({ name: row.name, total: Number(row.total) });
    return {
      status: 200,
      body: {
        approvedTotal: Number(overall?.total ?? 0),
        workerCount: Number(overall?.workers ?? 0),
        periods: [...periods.values()].sort(
          (a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate),
        ),
        topEarners: earnerRows.map((row) => ({
          workerId: row.workerId,
          firstName: row.firstName,
          lastName: row.lastName,
          title: row.title,
          total: Number(row.total),
          periods: row.periods,
        })),
      },
    };
  },
} satisfies Partial<Handlers>;
