import { eq, getTableColumns } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { workers } from '../../db/schema/index.ts';
import { groupBy } from '../common.ts';
import { allWorkerFields, workerFields, type Related, type WorkerColumn } from './fields.ts';
import type { WorkerRow } from './find-worker.ts';
import { currentPayPeriodsOf } from './pay-periods.ts';
import { positionsOf, settingsOf, statusLogsOf, tipRulesOf, workedHoursOf } from './related.ts';

type Worker = components['schemas']['Worker'];

// What the related rows are looked up by: every field that reads them needs these too.
const relatedColumns: readonly WorkerColumn[] = ['id', 'companyId', 'titleId'];

/**
 * The columns of `workers` the given fields are made of (every column without fields), for `db.select(…)`:
 * a page of 200 workers for the roster reads a third of the row.
 */
export function workerColumns(
  fields?: ReadonlySet<string>,
): Partial<Record<WorkerColumn, (typeof workers)[WorkerColumn]>> {
  if (!fields) return getTableColumns(workers);
  const names = new Set<WorkerColumn>(relatedColumns);
  for (const field of allWorkerFields)
    if (fields.has(field)) for (const name of workerFields[field].columns) names.add(name);
  return Object.fromEntries([...names].map((name) => [name, workers[name]]));
}

/**
 * Contract workers for database rows, with their logs, rules and positions loaded in a few queries. With
 * `fields` (a `_select`), only those fields are made, from rows that may hold only `workerColumns(fields)`;
 * without, every field.
 */
export async function workersOut(db: Db, rows: WorkerRow[]): Promise<Worker[]>;
export async function workersOut(
  db: Db,
  rows: WorkerRow[],
  fields: ReadonlySet<string> | undefined,
): Promise<Partial<Worker>[]>;
export async function workersOut(db: Db, rows: WorkerRow[], fields?: ReadonlySet<string>): Promise<Partial<Worker>[]> {
  if (rows.length === 0) return [];
  const made = fields ? allWorkerFields.filter((field) => fields.has(field)) : allWorkerFields;
  const ids = rows.map((row) => row.id);
  const wants = (...names: (keyof Worker)[]) => names.some((name) => made.includes(name));
  // Current pay periods first: the hours of the period are read from the earliest of their starts.
  const periods = wants('currentPeriodStartDate', 'currentPeriodEndDate', 'hoursThisPeriod')
    ? await currentPayPeriodsOf(db, rows)
    : new Map<string, null>();
  const [logs, rules, positions, settings, hours] = await Promise.all([
    wants('statusLog') ? statusLogsOf(db, ids) : [],
    wants('tipRules') ? tipRulesOf(db, ids) : [],
    wants('brands') ? positionsOf(db, rows) : [],
    wants('transactionLimitPerPP', 'amountLimitPerPP', 'savingEmployeeFeePercent', 'cashoutFeePercent')
      ? settingsOf(db, rows)
      : [],
    wants('hoursThisPeriod') ? workedHoursOf(db, ids, [...periods.values()]) : [],
  ]);
  // Grouped once: a filter over every loaded row for each worker was quadratic on a 200-worker page.
  const logsByWorker = groupBy(logs, (log) => log.workerId);
  const rulesByWorker = groupBy(rules, (rule) => rule.workerId);
  const hoursByWorker = groupBy(hours, (entry) => entry.workerId);
  const values = made.map((field) => workerFields[field].value as (row: WorkerRow, related: Related) => unknown);
  // Fields that read no related rows (the roster's columns) share one empty set of them.
  const none = !wants(
    'currentPeriodStartDate',
    'currentPeriodEndDate',
    'hoursThisPeriod',
    'statusLog',
    'tipRules',
    'brands',
    'transactionLimitPerPP',
    'amountLimitPerPP',
    'savingEmployeeFeePercent',
    'cashoutFeePercent',
  );
  if (none) {
    const related: Related = {
      setting: undefined,
      position: undefined,
      logs: [],
      rules: [],
      hours: [],
      period: null,
    };
    return rows.map((row) => {
      const worker: Record<string, unknown> = {};
      for (let index = 0; index < made.length; index += 1) worker[made[index]!] = values[index]!(row, related);
      return worker as Partial<Worker>;
    });
  }
  return rows.map((row) => {
    const related: Related = {
      setting: settings.find((setting) => setting.companyId === row.companyId),
      position: positions.find((position) => position.titleId === row.titleId),
      logs: logsByWorker.get(row.id) ?? [],
      rules: rulesByWorker.get(row.id) ?? [],
      hours: hoursByWorker.get(row.id) ?? [],
      period: periods.get(row.id) ?? null,
    };
    const worker: Record<string, unknown> = {};
    for (const field of made) worker[field] = workerFields[field].value(row, related);
    return worker as Partial<Worker>;
  });
}

/** The answer of an operation on one worker: that worker, every field. */
export async function workerAnswer(db: Db, row: WorkerRow): Promise<{ status: 200; body: Worker }> {
  const [worker] = await workersOut(db, [row]);
  return { status: 200, body: worker! };
}

/** The answer of an operation that changed a worker: the worker read again. */
export async function changedWorkerAnswer(db: Db, id: string): Promise<{ status: 200; body: Worker }> {
  const [updated] = await db.select().from(workers).where(eq(workers.id, id));
  return workerAnswer(db, updated!);
}
