import { and, eq } from 'drizzle-orm';
import { MAX_MONEY_CENTS, parseDollars, parseHours, type DateRange } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import type { commissionUploadRows, deals } from '../../db/schema/index.ts';
import { commissionPlanLines, commissionPlans, departments, titles, workers } from '../../db/schema/index.ts';
import type { ProblemFieldError } from '../../server/problem.ts';
import { isCalendarDate, rowPointer } from '../csv-upload.ts';
import { titleDepartment } from './titles.ts';

export type DealRow = Omit<typeof deals.$inferInsert, 'uploadId'>;
export type FigureRow = Omit<typeof commissionUploadRows.$inferInsert, 'uploadId'>;
type Worker = { id: string; payrollFileNumber: string; department: string | null };

/** One row's cells in a file's own terms, checked; every problem names the row and the column. */
function workerOfRow(
  row: Record<string, string>,
  index: number,
  roster: Map<string, Worker>,
  errors: ProblemFieldError[],
): Worker | undefined {
  const number = row.payrollFileNumber ?? '';
  const worker = roster.get(number);
  if (!worker)
    errors.push({
      pointer: rowPointer(index, 'payrollFileNumber'),
      message: `Row ${index + 1}: no worker with payroll file number ${number || '(empty)'}.`,
    });
  const claimed = row.workerId ?? '';
  if (claimed !== '' && worker && claimed !== worker.id) {
    errors.push({
      pointer: rowPointer(index, 'workerId'),
      message: `Row ${index + 1}: worker ${claimed} is not the worker with payroll file number ${number} in this company.`,
    });
  }
  return worker;
}

export const inPeriod = (date: string | undefined, period: DateRange): boolean =>
  isCalendarDate(date ?? '') && date! >= period.startDate && date! <= period.endDate;

/** A file's rows, each with the worker it names if any, and every problem found in them so far. */
export type CheckedFile = {
  rows: Record<string, string>[];
  matched: (Worker | undefined)[];
  period: DateRange;
  errors: ProblemFieldError[];
};

/** Reads the company's workers and matches each row to the one it names. */
export async function checkedFile(
  tx: Db,
  companyId: string,
  rows: Record<string, string>[],
  period: DateRange,
): Promise<CheckedFile> {
  const staff = await tx
    .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber, department: departments.name })
    .from(workers)
    .leftJoin(titles, eq(titles.id, workers.titleId))
    .leftJoin(departments, titleDepartment)
    .where(eq(workers.companyId, companyId));
  const roster = new Map(staff.map((worker) => [worker.payrollFileNumber, worker]));
  const errors: ProblemFieldError[] = [];
  const matched = rows.map((row, index) => workerOfRow(row, index, roster, errors));
  return { rows, matched, period, errors };
}

/** A payroll-provider file's amounts, each for an input of the company's plans or for none. */
export async function payrollRowsOf(
  tx: Db,
  companyId: string,
  { rows, matched, errors }: CheckedFile,
): Promise<FigureRow[]> {
  const figureRows: FigureRow[] = [];
  const lines = await tx
    .selectDistinct({ name: commissionPlanLines.name })
    .from(commissionPlanLines)
    .innerJoin(commissionPlans, eq(commissionPlans.id, commissionPlanLines.planId))
    .where(and(eq(commissionPlans.companyId, companyId), eq(commissionPlanLines.origin, 'payroll-provider')));
  rows.forEach((row, index) => {
    const amount = parseDollars(row.amount ?? '');
    if (amount === null || amount < 0 || amount > MAX_MONEY_CENTS)
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message: `Row ${index + 1}: the amount must be dollars with cents, from $0.00 to $100,000,000.00.`,
      });
    const input = row.input ?? '';
    if (input !== '' && !lines.some((line) => line.name === input))
      errors.push({
        pointer: rowPointer(index, 'input'),
        message: `Row ${index + 1}: no payroll-provider input named ${input} in the company’s commission plans.`,
      });
    const worker = matched[index];
    if (worker && amount !== null)
      figureRows.push({ workerId: worker.id, position: index, input: input === '' ? null : input, amount });
  });
  return figureRows;
}

/** A technician-hours file's hours, each on a day of the upload's period. */
export function hourRowsOf({ rows, matched, period, errors }: CheckedFile): FigureRow[] {
  const figureRows: FigureRow[] = [];
  rows.forEach((row, index) => {
    if (!inPeriod(row.date, period))
      errors.push({
        pointer: rowPointer(index, 'date'),
        message: `Row ${index + 1}: the date must be YYYY-MM-DD inside the upload’s period.`,
      });
    const hours = parseHours(row.hours ?? '');
    if (hours === null)
      errors.push({
        pointer: rowPointer(index, 'hours'),
        message: `Row ${index + 1}: the hours must be a number from 0 to 24 with at most 2 decimals.`,
      });
    const worker = matched[index];
    if (worker && hours !== null) figureRows.push({ workerId: worker.id, position: index, workDate: row.date!, hours });
  });
  return figureRows;
}
