import { and, eq, sql } from 'drizzle-orm';
import { MAX_DEDUCTION_CODE_LENGTH, MAX_MONEY_CENTS, parseDollars } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { workers } from '../../db/schema/index.ts';
import type { ProblemFieldError } from '../../server/problem.ts';
import { rejectIfErrors, rowPointer } from '../csv-upload.ts';
import { dollars } from '../guardrails.ts';

export type RosterWorker = { id: string; workerId: string; payrollFileNumber: string; name: string };
export type PayrollItem = {
  workerId: string;
  payrollFileNumber: string;
  name: string;
  amount: number;
  fee: number;
  code: string | null;
};

/** The workers of a company's worker group, by their worker id (the file's workerId column). */
export async function groupRoster(
  db: Db,
  companyId: string,
  workerGroupCode: string,
): Promise<Map<string, RosterWorker>> {
  const roster = await db
    .select({
      id: workers.id,
      workerId: workers.workerId,
      payrollFileNumber: workers.payrollFileNumber,
      name: sql<string>`${workers.firstName} || ' ' || ${workers.lastName}`,
    })
    .from(workers)
    .where(and(eq(workers.companyId, companyId), eq(workers.workerGroupCode, workerGroupCode)));
  return new Map(roster.map((w) => [w.workerId, w]));
}

/**
 * The rows of a deductions file as payroll entries, with the file's row of each (for errors found after the rows
 * were read); 422 naming every row that breaks a rule.
 */
export function deductionPayroll(
  rows: Record<string, string | undefined>[],
  byWorkerId: ReadonlyMap<string, RosterWorker>,
  workerGroupCode: string,
): { payroll: PayrollItem[]; rowOf: number[] } {
  const errors: ProblemFieldError[] = [];
  const seen = new Set<string>();
  const payroll: PayrollItem[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    const worker = byWorkerId.get(row.workerId ?? '');
    if (!worker)
      errors.push({
        pointer: rowPointer(index, 'workerId'),
        message: `Row ${index + 1}: no worker ${row.workerId || '(empty)'} in group ${workerGroupCode}.`,
      });
    else if (worker.payrollFileNumber !== row.payrollFileNumber) {
      errors.push({
        pointer: rowPointer(index, 'payrollFileNumber'),
        message: `Row ${index + 1}: the payroll file number does not match worker ${row.workerId}.`,
      });
    }
    if (worker && seen.has(worker.id))
      errors.push({
        pointer: rowPointer(index, 'workerId'),
        message: `Row ${index + 1}: worker ${row.workerId} appears twice.`,
      });
    if (worker) seen.add(worker.id);
    const amount = parseDollars(row.amount ?? '');
    if (amount === null)
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message: `Row ${index + 1}: the amount must be dollars with cents, like 12.34.`,
      });
    else if (amount < 0)
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message: `Row ${index + 1}: the amount ${row.amount} is negative. A deduction takes money from a paycheck, so it is 0.00 or more.`,
      });
    else if (amount > MAX_MONEY_CENTS)
      errors.push({
        pointer: rowPointer(index, 'amount'),
        message: `Row ${index + 1}: the amount ${dollars(amount)} is more than ${dollars(MAX_MONEY_CENTS)}, more than any paycheck can hold.`,
      });
    if ((row.code ?? '').length > MAX_DEDUCTION_CODE_LENGTH)
      errors.push({
        pointer: rowPointer(index, 'code'),
        message: `Row ${index + 1}: the code is longer than ${MAX_DEDUCTION_CODE_LENGTH} characters.`,
      });
    if (worker && amount !== null && amount >= 0 && amount <= MAX_MONEY_CENTS) {
      payroll.push({
        workerId: worker.workerId,
        payrollFileNumber: worker.payrollFileNumber,
        name: worker.name,
        amount,
        fee: 0,
        code: row.code || null,
      });
      rowOf.push(index);
    }
  });
  rejectIfErrors(errors);
  return { payroll, rowOf };
}
