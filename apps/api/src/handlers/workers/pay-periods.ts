import { and, inArray } from 'drizzle-orm';
import { payPeriodContaining, todayInPuertoRico, type PayPeriod } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { companyGroups, workerStartDates } from '../../db/schema/index.ts';
import type { WorkerRow } from './find-worker.ts';

/** What a worker's current pay period is computed from: the columns of its row it reads. */
export const payPeriodColumns = [
  'id',
  'companyId',
  'workerGroupCode',
  'payFrequency',
  'currentPayPeriodStart',
] as const;

type PeriodRow = Pick<WorkerRow, (typeof payPeriodColumns)[number]>;

/**
 * Each worker's current pay period: the one holding today in Puerto Rico, whether or not a period row was made for
 * it. Weekly and biweekly periods run from an anchor, the first day of any one of them: the worker's own start date
 * for that cycle in its group (the group's `workerStartDates`), else the worker group's weekly or biweekly start date, else the
 * start the worker's row last recorded; semimonthly and monthly periods follow the calendar (`payPeriodContaining`).
 * Two queries for a page of workers; none when `rows` is empty.
 */
export async function currentPayPeriodsOf(
  db: Db,
  rows: readonly PeriodRow[],
  now: Date = new Date(),
): Promise<Map<string, PayPeriod | null>> {
  if (rows.length === 0) return new Map();
  const today = todayInPuertoRico(now);
  const [groups, ownStarts] = await Promise.all([
    db
      .select({
        companyId: companyGroups.companyId,
        workerGroupCode: companyGroups.workerGroupCode,
        weekly: companyGroups.weeklyStartDate,
        biweekly: companyGroups.biweeklyStartDate,
      })
      .from(companyGroups)
      .where(
        and(
          inArray(companyGroups.companyId, [...new Set(rows.map((row) => row.companyId))]),
          inArray(companyGroups.workerGroupCode, [...new Set(rows.map((row) => row.workerGroupCode))]),
        ),
      ),
    db
      .select({
        workerId: workerStartDates.workerId,
        workerGroupCode: workerStartDates.workerGroupCode,
        cycle: workerStartDates.cycle,
        startDate: workerStartDates.startDate,
      })
      .from(workerStartDates)
      .where(
        inArray(
          workerStartDates.workerId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  const groupOf = new Map(groups.map((group) => [`${group.companyId} ${group.workerGroupCode}`, group]));
  const ownStartOf = new Map(
    ownStarts.map((start) => [`${start.workerId} ${start.workerGroupCode} ${start.cycle}`, start.startDate]),
  );
  return new Map(
    rows.map((row) => {
      const group = groupOf.get(`${row.companyId} ${row.workerGroupCode}`);
      const groupAnchor =
        row.payFrequency === 'weekly' ? group?.weekly : row.payFrequency === 'biweekly' ? group?.biweekly : null;
      const anchor =
        ownStartOf.get(`${row.id} ${row.workerGroupCode} ${row.payFrequency}`) ??
        groupAnchor ??
        row.currentPayPeriodStart;
      return [row.id, payPeriodContaining(row.payFrequency, anchor, today)];
    }),
  );
}
