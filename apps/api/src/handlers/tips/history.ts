import { asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { tipRecords } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { isUuid, pageAndTotal, pageOf, paging, where } from '../common.ts';
import { inGroup, readGroup, visibleGroups } from './group.ts';
import { tipOut } from './mappers.ts';

const tipStatusIn = { pending: 'pending', ready: 'ready', approved: 'approved', paid: 'paid', failed: 'fail' } as const;

/** The status of one day of tips: failed if any record failed, else by how much of it was paid. */
function dayStatus(total: number, paid: number, failed: number): 'failed' | 'paid' | 'partially-paid' | 'pending' {
  if (failed > 0) return 'failed';
  if (paid === total && total > 0) return 'paid';
  return paid > 0 ? 'partially-paid' : 'pending';
}

/** The days of tips from `from` to `to`, either end left open when not given. */
const tipDaysIn = (query: { from?: string; to?: string }) => [
  query.from ? gte(tipRecords.dateTip, query.from) : undefined,
  query.to ? lte(tipRecords.dateTip, query.to) : undefined,
];

/** The tip records of a group, one by one, and the company's tips summed per day and group. */
export const tipHistoryHandlers = {
  async listTipHistory({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const page = paging(query);
    const worker = query.workerId
      ? isUuid(query.workerId)
        ? eq(tipRecords.workerId, query.workerId)
        : sql`false`
      : undefined;
    const status = query.status ? eq(tipRecords.status, tipStatusIn[query.status]) : undefined;
    const condition = where(...inGroup(tipRecords, group), worker, status, ...tipDaysIn(query));
    const newestFirst = db
      .select()
      .from(tipRecords)
      .where(condition)
      .orderBy(desc(tipRecords.dateTip), desc(tipRecords.id));
    const { rows, total } = await pageAndTotal(
      newestFirst.limit(page.limit).offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(tipRecords)
        .where(condition),
    );
    return { status: 200, body: pageOf(rows.map(tipOut), total, page) };
  },

  async listCompanyTipsHistory({ query, auth, db, companyId }) {
    const visible = visibleGroups(auth, tipRecords.workerGroupCode, query.workerGroupCode);
    const page = paging(query);
    const condition = where(eq(tipRecords.companyId, companyId), ...visible, ...tipDaysIn(query));
    const days = await db
      .select({
        dateTip: tipRecords.dateTip,
        workerGroupCode: tipRecords.workerGroupCode,
        total: sql<number>`sum(${tipRecords.total})::bigint`,
        digital: sql<number>`sum(${tipRecords.digitalTotal})::bigint`,
        nonDigital: sql<number>`sum(${tipRecords.nonDigitalTotal})::bigint`,
        paid: sql<number>`sum(case when ${tipRecords.status} = 'paid' then ${tipRecords.total} else 0 end)::bigint`,
        failed: sql<number>`sum(case when ${tipRecords.status} = 'fail' then ${tipRecords.total} else 0 end)::bigint`,
        workers: sql<number>`count(distinct ${tipRecords.workerId})::int`,
      })
      .from(tipRecords)
      .where(condition)
      .groupBy(tipRecords.dateTip, tipRecords.workerGroupCode)
      .orderBy(desc(tipRecords.dateTip), asc(tipRecords.workerGroupCode))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: sql<number>`count(distinct (${tipRecords.dateTip}, ${tipRecords.workerGroupCode}))::int` })
      .from(tipRecords)
      .where(condition);
    const items = days.map((day) => {
      const total = Number(day.total);
      const paid = Number(day.paid);
      const failed = Number(day.failed);
      return {
        dateTip: day.dateTip,
        workerGroupCode: day.workerGroupCode,
        total,
        digitalTotal: Number(day.digital),
        nonDigitalTotal: Number(day.nonDigital),
        paidTotal: paid,
        pendingTotal: Math.max(0, total - paid - failed),
        failedTotal: failed,
        workerCount: Number(day.workers),
        status: dayStatus(total, paid, failed),
      };
    });
    return { status: 200, body: pageOf(items, Number(count?.n ?? 0), page) };
  },
} satisfies Partial<Handlers>;
