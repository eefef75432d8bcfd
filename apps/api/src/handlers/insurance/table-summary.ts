import { sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { insuranceStatuses } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { countRows } from '../queries.ts';
import { balanceColumnOf, statusesWithWorkers, tableCondition } from './table.ts';

/**
 * Upper bounds (inclusive, cents) of the balance ranges of the distribution chart; above the last is the open top
 * range.
 */
export const BALANCE_RANGE_TOPS = [0, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/** The balance ranges with their counts, from counts keyed by range index (0: zero or credit; last: above the top). */
export function balanceRanges(counts: ReadonlyMap<number, number>): components['schemas']['InsuranceBalanceRange'][] {
  return [...BALANCE_RANGE_TOPS, null].map((top, index) => ({
    from: index === 0 ? null : BALANCE_RANGE_TOPS[index - 1]! + 1,
    to: top,
    count: counts.get(index) ?? 0,
  }));
}

export const insuranceTableSummaryHandlers = {
  async getInsuranceTableSummary({ body, auth, db, companyId }) {
    const condition = tableCondition({ ...body, companyId }, auth);
    const balance = balanceColumnOf(body.itemType);
    const range = sql<number>`case ${sql.join(
      BALANCE_RANGE_TOPS.map((top, index) => sql`when ${balance} <= ${top} then ${index}`),
      sql` `,
    )} else ${BALANCE_RANGE_TOPS.length} end`;
    const [totals] = await statusesWithWorkers(db, {
      workers: sql<number>`count(*)::int`,
      owing: sql<number>`count(*) filter (where ${insuranceStatuses.balance} > 0)::int`,
      mcs: sql<string>`coalesce(sum(greatest(${insuranceStatuses.mcsBalance}, 0)), 0)::bigint`,
      delta: sql<string>`coalesce(sum(greatest(${insuranceStatuses.deltaBalance}, 0)), 0)::bigint`,
      total: sql<string>`coalesce(sum(greatest(${insuranceStatuses.balance}, 0)), 0)::bigint`,
    }).where(condition);
    const ranges = await statusesWithWorkers(db, { range, n: countRows.n })
      .where(condition)
      .groupBy(sql`1`);
    return {
      status: 200,
      body: {
        workerCount: Number(totals?.workers ?? 0),
        owingCount: Number(totals?.owing ?? 0),
        mcsOutstanding: Number(totals?.mcs ?? 0),
        deltaOutstanding: Number(totals?.delta ?? 0),
        totalOutstanding: Number(totals?.total ?? 0),
        distribution: balanceRanges(new Map(ranges.map((r) => [Number(r.range), Number(r.n)]))),
      },
    };
  },
} satisfies Partial<Handlers>;
