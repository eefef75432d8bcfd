import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { PayPeriod } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import {
  brands,
  companySettings,
  departments,
  tipRules,
  titles,
  workerHours,
  workerStatusLog,
} from '../../db/schema/index.ts';
import type { WorkerRow } from './find-worker.ts';

// The rows a page of workers' fields are made of besides the workers' own: each read in one query for the page.

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

export const statusLogsOf = (db: Db, workerIds: string[]) =>
  db
    .select()
    .from(workerStatusLog)
    .where(inArray(workerStatusLog.workerId, workerIds))
    .orderBy(asc(workerStatusLog.changedAt), asc(workerStatusLog.id));

export const tipRulesOf = (db: Db, workerIds: string[]) =>
  db.select().from(tipRules).where(inArray(tipRules.workerId, workerIds)).orderBy(asc(tipRules.role));

/** Each worker's title with its department and brand: what the `brands` field shows. */
export const positionsOf = (db: Db, rows: WorkerRow[]) => {
  const position = { titleId: titles.id, title: titles.name, rank: titles.rank };
  const within = { department: departments.name, brand: brands.name };
  const titleIds = rows.map((row) => row.titleId).filter((id): id is string => id !== null);
  const ofTitles = inArray(titles.id, [...distinct(titleIds), '00000000-0000-0000-0000-000000000000']);
  const inDepartments = db
    .select({ ...position, ...within })
    .from(titles)
    .innerJoin(departments, eq(departments.id, titles.departmentId));
  return inDepartments.innerJoin(brands, eq(brands.id, departments.brandId)).where(ofTitles);
};

export const settingsOf = (db: Db, rows: WorkerRow[]) =>
  db
    .select()
    .from(companySettings)
    .where(inArray(companySettings.companyId, distinct(rows.map((row) => row.companyId))));

/** The hours the workers worked since the earliest start of their current pay periods (`currentPayPeriodsOf`). */
export const workedHoursOf = (db: Db, workerIds: string[], periods: (PayPeriod | null)[]) => {
  const earliest = (min: string, period: PayPeriod | null) =>
    period && period.startDate < min ? period.startDate : min;
  const since = gte(workerHours.date, periods.reduce(earliest, '9999-12-31'));
  const hours = { workerId: workerHours.workerId, date: workerHours.date, hours: workerHours.hours };
  return db
    .select(hours)
    .from(workerHours)
    .where(and(inArray(workerHours.workerId, workerIds), since));
};
