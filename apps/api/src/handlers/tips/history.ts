import { asc, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { instantText, preparedRows } from '../../db/prepared.ts';
import { tipRecords } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { isUuid, pageOf, paging, where, type Paging } from '../common.ts';
import { readGroup, visibleGroups, type TipGroup } from './group.ts';
import { tipOut, type TipRow } from './mappers.ts';

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

type HistoryFilters = { workerId?: string; status?: keyof typeof tipStatusIn; from?: string; to?: string };

// A record's columns as its answer reads them, its instants already as the contract writes them.
const historyColumns = {
  ...getTableColumns(tipRecords),
  clockIn: instantText(tipRecords.clockIn),
  clockOut: instantText(tipRecords.clockOut),
};

/**
 * A page of a group's tip records, newest first, and how many match in all: one prepared statement per combination
 * of the filters the request names, the count beside the rows.
 */
async function historyPage(
  db: Db,
  group: TipGroup,
  query: HistoryFilters,
  page: Paging,
): Promise<{ rows: TipRow[]; total: number }> {
  const worker = query.workerId ? (isUuid(query.workerId) ? 'worker' : 'nobody') : '';
  const key = `listTipHistory:${worker}:${query.status ? 'status' : ''}:${query.from ? 'from' : ''}:${query.to ? 'to' : ''}`;
  const conditionOf = (value: (name: string) => unknown) =>
    where(
      eq(tipRecords.companyId, value('companyId') as string),
      eq(tipRecords.workerGroupCode, value('workerGroupCode') as string),
      worker === 'worker' ? eq(tipRecords.workerId, value('workerId') as string) : worker ? sql`false` : undefined,
      query.status ? eq(tipRecords.status, value('status') as TipRow['status']) : undefined,
      query.from ? gte(tipRecords.dateTip, value('from') as string) : undefined,
      query.to ? lte(tipRecords.dateTip, value('to') as string) : undefined,
    );
  const statement = preparedRows(db, key, (name) => {
    const condition = conditionOf((placeholder) => sql.placeholder(placeholder));
    return db
      .select({
        ...historyColumns,
        rowsMatched: sql<number>`(select count(*)::int from ${tipRecords} where ${condition})`,
      })
      .from(tipRecords)
      .where(condition)
      .orderBy(desc(tipRecords.dateTip), desc(tipRecords.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const values: Record<string, unknown> = {
    companyId: group.companyId,
    workerGroupCode: group.workerGroupCode,
    workerId: query.workerId,
    status: query.status ? tipStatusIn[query.status] : undefined,
    from: query.from,
    to: query.to,
    limit: page.limit,
    offset: page.offset,
  };
  const rows = await statement.execute(values);
  if (rows.length > 0) return { rows: rows as unknown as TipRow[], total: rows[0]!.rowsMatched };
  // An empty page carries no count: asked on its own.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tipRecords)
    .where(conditionOf((name) => values[name]));
  return { rows: [], total: Number(count?.n ?? 0) };
}

/** The tip records of a group, one by one, and the company's tips summed per day and group. */
export const tipHistoryHandlers = {
  async listTipHistory({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const page = paging(query);
    const { rows, total } = await historyPage(db, group, query, page);
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
