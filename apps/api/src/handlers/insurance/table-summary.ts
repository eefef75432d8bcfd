import { sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { insuranceStatuses } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { balanceColumnOf, matchingTableStatuses } from './table.ts';

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
    const matching = matchingTableStatuses({ ...body, companyId }, auth);
    const balance = balanceColumnOf(body.itemType);
    const range = sql`case ${sql.join(
      BALANCE_RANGE_TOPS.map((top, index) => sql`when ${balance} <= ${top} then ${index}`),
      sql` `,
    )} else ${BALANCE_RANGE_TOPS.length} end`;
    const totals = (
      await db.execute<{ workers: number; owing: number; mcs: string; delta: string; total: string }>(sql`select
        count(*)::int as workers,
        (count(*) filter (where ${insuranceStatuses.balance} > 0))::int as owing,
        coalesce(sum(greatest(${insuranceStatuses.mcsBalance}, 0)), 0)::bigint as mcs,
        coalesce(sum(greatest(${insuranceStatuses.deltaBalance}, 0)), 0)::bigint as delta,
        coalesce(sum(greatest(${insuranceStatuses.balance}, 0)), 0)::bigint as total
      from ${matching}`)
    ).rows[0];
    const ranges = (
      await db.execute<{ range: number; n: number }>(
        sql`select ${range} as range, count(*)::int as n from ${matching} group by 1`,
      )
    ).rows;
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
