import { and, eq, gte, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { ewaTransfers, tipRecords, tipSplitItems, tipSplits, workerHours, workers } from '../../db/schema/index.ts';
import { where } from '../common.ts';
import { hoursOf } from '../mappers.ts';
import type { Schemas } from './mappers.ts';

type DayColumn = typeof tipRecords.dateTip | typeof workerHours.date | typeof tipSplits.dateTip;

/** A measure's worker and day, under aliases of its own: Drizzle names a subquery's columns by their aliases alone. */
const workerDay = (name: string, workerId: Column, date: DayColumn) => ({
  workerId: sql<string>`${workerId}`.as(`${name}_worker_id`),
  date: sql<string>`${date}`.as(`${name}_date`),
});

/** Who a row is about, as the answer names it. */
const workerNames = {
  workerId: workers.id,
  payrollFileNumber: workers.payrollFileNumber,
  firstName: workers.firstName,
  lastName: workers.lastName,
  workerGroupCode: workers.workerGroupCode,
};

type ActivityRow = Schemas['PayrollActivityRow'];

/** The newest day first; within a day by last name, first name, then worker. */
function newestDayThenName(a: ActivityRow, b: ActivityRow): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return (
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    a.workerId.localeCompare(b.workerId)
  );
}

/**
 * One row per worker and day with tips or hours in the range, in one query: each measure is summed per worker and day
 * on its own (joining the tables before summing would count a tip once per split), the days with tips meet the days
 * with hours in a full join, and the splits, transfers and the worker join them by worker and day.
 */
export async function payrollActivityRows(
  db: Db,
  query: { companyId: string; workerGroupCode?: string; startDate: string; endDate: string },
  restriction: string[] | null,
) {
  const inRange = (column: DayColumn) => and(gte(column, query.startDate), lte(column, query.endDate));
  // The rows of a measure in the range, of the company and of the worker group when one is named.
  const measured = (table: typeof tipRecords | typeof workerHours, day: DayColumn) => [
    eq(table.companyId, query.companyId),
    inRange(day),
    query.workerGroupCode ? eq(table.workerGroupCode, query.workerGroupCode) : undefined,
  ];
  const tips = db
    .select({
      ...workerDay('tips', tipRecords.workerId, tipRecords.dateTip),
      tips: sql<string>`sum(${tipRecords.total})::bigint`.as('tips'),
      tipsPaid:
        sql<string>`sum(case when ${tipRecords.status} = 'paid' then ${tipRecords.total} else 0 end)::bigint`.as(
          'tips_paid',
        ),
    })
    .from(tipRecords)
    .where(
      where(
        ...measured(tipRecords, tipRecords.dateTip),
        restriction ? inArray(tipRecords.workerGroupCode, restriction) : undefined,
      ),
    )
    .groupBy(tipRecords.workerId, tipRecords.dateTip)
    .as('activity_tips');
  const hours = db
    .select({
      ...workerDay('hours', workerHours.workerId, workerHours.date),
      hours: sql<number>`sum(${workerHours.hours})::float8`.as('hours_worked'),
      overtime:
        sql<number>`sum(case when ${workerHours.hasOvertime} then greatest(${workerHours.hours} - 8, 0) else 0 end)::float8`.as(
          'hours_overtime',
        ),
    })
    .from(workerHours)
    .where(where(...measured(workerHours, workerHours.date)))
    .groupBy(workerHours.workerId, workerHours.date)
    .as('activity_hours');
  // What each worker gave away (as the split's giver) and received (as a share's worker), per day.
  const shares = <Name extends 'given' | 'received'>(
    name: Name,
    workerId: typeof tipSplits.fromWorkerId | typeof tipSplitItems.workerId,
  ) =>
    db
      .select({
        ...workerDay(name, workerId, tipSplits.dateTip),
        amount: sql<string>`sum(${tipSplitItems.amount})::bigint`.as(name),
      })
      .from(tipSplits)
      .innerJoin(tipSplitItems, eq(tipSplitItems.splitId, tipSplits.id))
      .where(and(eq(tipSplits.companyId, query.companyId), inRange(tipSplits.dateTip)))
      .groupBy(workerId, tipSplits.dateTip)
      .as(`activity_${name}`);
  const given = shares('given', tipSplits.fromWorkerId);
  const received = shares('received', tipSplitItems.workerId);
  // Transfers count on the day they were asked for in Puerto Rico (UTC-4 all year).
  const ewaDay = sql<string>`(${ewaTransfers.requestedAt} - interval '4 hours')::date`;
  const ewa = db
    .select({
      workerId: sql<string>`${ewaTransfers.workerId}`.as('ewa_worker_id'),
      date: ewaDay.as('ewa_date'),
      transfers: sql<number>`count(*)::int`.as('ewa_transfers'),
      amount: sql<string>`sum(${ewaTransfers.amount})::bigint`.as('ewa_amount'),
    })
    .from(ewaTransfers)
    .where(
      and(eq(ewaTransfers.companyId, query.companyId), sql`${ewaDay} between ${query.startDate} and ${query.endDate}`),
    )
    .groupBy(ewaTransfers.workerId, ewaDay)
    .as('activity_ewa');
  const workerId = sql<string>`coalesce(${tips.workerId}, ${hours.workerId})`;
  const date = sql<string>`coalesce(${tips.date}, ${hours.date})`;
  const sameDay = (measure: { workerId: SQL.Aliased<string>; date: SQL.Aliased<string> }) =>
    and(eq(measure.workerId, workers.id), eq(measure.date, date));
  const rows = await db
    .select({
      ...workerNames,
      date,
      hours: hours.hours,
      overtime: hours.overtime,
      tips: tips.tips,
      tipsPaid: tips.tipsPaid,
      given: given.amount,
      received: received.amount,
      transfers: ewa.transfers,
      ewaAmount: ewa.amount,
    })
    .from(tips)
    .fullJoin(hours, and(eq(hours.workerId, tips.workerId), eq(hours.date, tips.date)))
    .innerJoin(workers, eq(workers.id, workerId))
    .leftJoin(given, sameDay(given))
    .leftJoin(received, sameDay(received))
    .leftJoin(ewa, sameDay(ewa))
    .where(
      where(
        query.workerGroupCode ? eq(workers.workerGroupCode, query.workerGroupCode) : undefined,
        restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
      ),
    );
  return rows
    .map(
      (row) =>
        ({
          workerId: row.workerId,
          payrollFileNumber: row.payrollFileNumber,
          firstName: row.firstName,
          lastName: row.lastName,
          workerGroupCode: row.workerGroupCode,
          date: row.date,
          hours: Math.min(1000, hoursOf(row.hours)),
          overtimeHours: Math.min(1000, hoursOf(row.overtime)),
          tips: Number(row.tips ?? 0),
          splitsGiven: Number(row.given ?? 0),
          splitsReceived: Number(row.received ?? 0),
          tipsPaid: Number(row.tipsPaid ?? 0),
          ewaTransactions: Number(row.transfers ?? 0),
          ewaAmount: Number(row.ewaAmount ?? 0),
        }) satisfies Schemas['PayrollActivityRow'],
    )
    .sort(newestDayThenName);
}
