import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { periodWorkers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { instant } from '../common.ts';
import { findPeriod, findPeriods } from '../ewa/periods.ts';

/** The tips of pay periods: how many workers have tips, how much, and whether the tips were uploaded. */
export const tipPeriodHandlers = {
  async getPeriodTipWorkerCount({ query, scope, auth, db }) {
    const period = await findPeriod(db, scope, auth, query.periodId);
    const withTips = and(eq(periodWorkers.periodId, period.id), gt(periodWorkers.tipAmount, 0));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(periodWorkers)
      .where(withTips);
    return { status: 200, body: { count: Number(row?.n ?? 0) } };
  },

  async getTipAmountByPeriods({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    const ids = found.map((p) => p.id);
    const rows = await db
      .select({ periodId: periodWorkers.periodId, total: sql<number>`sum(${periodWorkers.tipAmount})::bigint` })
      .from(periodWorkers)
      .where(inArray(periodWorkers.periodId, ids))
      .groupBy(periodWorkers.periodId);
    const amountOf = (id: string) => Number(rows.find((r) => r.periodId === id)?.total ?? 0);
    return { status: 200, body: { amounts: Object.fromEntries(found.map((p) => [p.id, amountOf(p.id)])) } };
  },

  async getTipPeriodsUploadStatus({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    const statusOf = (p: (typeof found)[number]) => ({
      uploaded: p.tipsUploadedAt !== null,
      uploadedAt: instant(p.tipsUploadedAt),
    });
    return { status: 200, body: { statuses: Object.fromEntries(found.map((p) => [p.id, statusOf(p)])) } };
  },
} satisfies Partial<Handlers>;
