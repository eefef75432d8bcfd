// Pay-access deposits paid out over the last days, for the dashboard's totals.
import { eq, sql } from 'drizzle-orm';
import { todayInPuertoRico } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { ewaTransfers } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { addDays, where } from '../common.ts';
import { inWorkerGroups } from './lists.ts';

/**
 * Completed pay-access deposits of each window of `days` days up to today (America/Puerto_Rico, UTC−4), in
 * cents, from one read: a window starts at midnight in Puerto Rico `days − 1` days ago.
 */
async function depositedInWindows(
  db: Db,
  auth: RequestAuth,
  query: { companyId: string; workerGroupCode?: string | undefined },
  windows: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const [inGroup, inCallerGroups] = inWorkerGroups(auth, ewaTransfers.workerGroupCode, query.workerGroupCode);
  const startOf = (days: number) => sql`(${addDays(todayInPuertoRico(now), -(days - 1))}::date + interval '4 hours')`;
  const widest = Math.max(...windows);
  const sums = windows.map(
    (days) =>
      sql`coalesce(sum(${ewaTransfers.amount}) filter (where ${ewaTransfers.depositedAt} >= ${startOf(days)}), 0)::text`,
  );
  const [row] = await db
    .select({ totals: sql<string[]>`array[${sql.join(sums, sql`, `)}]` })
    .from(ewaTransfers)
    .where(
      where(
        eq(ewaTransfers.companyId, query.companyId),
        eq(ewaTransfers.status, 'completed'),
        sql`${ewaTransfers.depositedAt} >= ${startOf(widest)}`,
        inGroup,
        inCallerGroups,
      ),
    );
  return new Map(windows.map((days, index) => [days, Number(row?.totals[index] ?? 0)]));
}

export const depositHandlers = {
  async getTotalDeposited({ query, auth, db, now, companyId }) {
    const totals = await depositedInWindows(db, auth, { ...query, companyId }, [query.days], now);
    return { status: 200, body: { totalDeposited: totals.get(query.days) ?? 0 } };
  },

  async getTotalsDeposited({ query, auth, db, now, companyId }) {
    const totals = await depositedInWindows(db, auth, { ...query, companyId }, query.days, now);
    return {
      status: 200,
      body: { totals: Object.fromEntries([...totals].map(([days, total]) => [String(days), total])) },
    };
  },
} satisfies Pick<Handlers, 'getTotalDeposited' | 'getTotalsDeposited'>;
