import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { deductionRowsOverOwed } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { deductionRecords } from '../../db/schema/index.ts';
import { HttpError, unprocessable } from '../../server/problem.ts';
import { rowPointer } from '../csv-upload.ts';
import { day, dollars, moment, owedAtPeriodEnd } from '../guardrails.ts';
import { newestRow } from '../queries.ts';
import type { PeriodRow } from './periods.ts';
import type { PayrollItem, RosterWorker } from './deduction-rows.ts';

/** The upload being checked: its group, rows and what its sender agreed to. */
export type DeductionUpload = {
  companyId: string;
  workerGroupCode: string;
  period: PeriodRow;
  payroll: PayrollItem[];
  byWorkerId: ReadonlyMap<string, RosterWorker>;
  body: { applyAgain?: boolean | undefined; replace?: boolean | undefined; override?: { reason: string } | undefined };
};

/** The deduction files of the upload's company and worker group that also meet the `other` conditions. */
export const groupFiles = (upload: DeductionUpload, ...other: SQL[]) =>
  and(
    eq(deductionRecords.companyId, upload.companyId),
    eq(deductionRecords.workerGroupCode, upload.workerGroupCode),
    ...other,
  );

/**
 * The latest file of the group with the same rows; 409 when there is one and the sender did not ask to apply them
 * again.
 */
export async function earlierUpload(tx: Db, upload: DeductionUpload, hash: string) {
  const sameRows = groupFiles(upload, eq(deductionRecords.contentHash, hash));
  const earlier = await newestRow(tx, deductionRecords, sameRows, deductionRecords.createdAt);
  if (earlier && !upload.body.applyAgain) {
    // The field message is what the upload dialog shows a payroll admin: the file as they know it, no record id.
    const shown = `“${earlier.employerCsvDriveId ?? 'a file with no name'}” (pay period ${day(earlier.startDate)} – ${day(earlier.endDate)}), uploaded ${moment(earlier.uploadDate ?? earlier.createdAt)}`;
    throw new HttpError(
      409,
      `These rows were already uploaded as deduction file ${earlier.id} ${shown}. Nothing was saved. To deduct them again, send the file again with applyAgain.`,
      [{ pointer: '/body/applyAgain', message: `The same workers and amounts were already uploaded in ${shown}.` }],
    );
  }
  return earlier;
}

/** The rows that deduct more than the worker owes at the end of the period; 422 when there are some and no override. */
export async function rowsOverOwed(
  tx: Db,
  { period, payroll, byWorkerId, body }: DeductionUpload,
  rowOf: readonly number[],
) {
  const owed = await owedAtPeriodEnd(
    tx,
    period,
    payroll.map((item) => byWorkerId.get(item.workerId)!.id),
  );
  const over = deductionRowsOverOwed(
    payroll.map((item) => ({ workerId: byWorkerId.get(item.workerId)!.id, amount: item.amount })),
    owed,
  ).map((row) => ({ ...row, row: rowOf[row.index]!, item: payroll[row.index]! }));
  if (over.length > 0 && !body.override) {
    throw unprocessable(
      `${over.length} row(s) deduct more than the worker owes in advances and fees at the end of this pay period; nothing was saved.`,
      over.map((o) => ({
        pointer: rowPointer(o.row, 'amount'),
        message: `Row ${o.row + 1}: the amount ${dollars(o.amount)} for worker ${o.item.workerId} (${o.item.name}) is more than the ${dollars(o.owed)} they owe.`,
      })),
    );
  }
  return over;
}

/**
 * The period's current files, which this one replaces; 409 when there are some and the sender did not ask to replace
 * them.
 */
export async function replacedFiles(tx: Db, upload: DeductionUpload, total: number) {
  const { workerGroupCode, period, payroll, body } = upload;
  const sameDates = [eq(deductionRecords.startDate, period.startDate), eq(deductionRecords.endDate, period.endDate)];
  const open = groupFiles(upload, ...sameDates, isNull(deductionRecords.supersededAt));
  const current = await tx.select().from(deductionRecords).where(open).orderBy(asc(deductionRecords.set));
  const replaced = current.map((record) => ({
    id: record.id,
    set: record.set,
    filename: record.employerCsvDriveId,
    total: record.payroll.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
    workerCount: new Set(record.payroll.map((item) => item.workerId)).size,
    uploadedAt: record.uploadDate ?? record.createdAt,
  }));
  if (replaced.length > 0 && !body.replace) {
    const shown = replaced.map(
      (r) =>
        `“${r.filename ?? 'a file with no name'}” (${dollars(r.total)} for ${r.workerCount} ${r.workerCount === 1 ? 'worker' : 'workers'}, uploaded ${moment(r.uploadedAt)})`,
    );
    const described = replaced.map((r, index) => `file ${r.id} ${shown[index]}`);
    throw new HttpError(
      409,
      `Pay period ${day(period.startDate)} – ${day(period.endDate)} of group ${workerGroupCode} already has its deductions: ${described.join('; ')}. This file (${dollars(total)} for ${payroll.length} worker(s)) would replace them. Nothing was saved; to replace them, send the file again with replace. The earlier file stays listed as superseded.`,
      replaced.map((_r, index) => ({ pointer: '/body/replace', message: `This file would replace ${shown[index]}.` })),
    );
  }
  return { current, replaced };
}
