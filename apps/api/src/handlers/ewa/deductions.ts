import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  CSV_BOM,
  DEDUCTION_FILE_COLUMNS,
  DEDUCTION_FILE_EMPLOYER_COLUMNS,
  toCsv,
  type DeductionFileColumn,
} from '@cuadre/domain';
import { deductionRecords } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging } from '../common.ts';
import { countRows, findReachable, groupListCondition, pageOfRows } from '../queries.ts';
import { deductionsOut } from './deductions-out.ts';

export const deductionHandlers = {
  async listDeductions({ query, auth, db, companyId }) {
    const page = paging(query);
    const condition = groupListCondition(
      {
        companyId: deductionRecords.companyId,
        workerGroupCode: deductionRecords.workerGroupCode,
        date: deductionRecords.startDate,
      },
      { auth, companyId, query },
      query.origin ? eq(deductionRecords.origin, query.origin) : undefined,
    );
    const { rows, total } = await pageOfRows(
      page,
      db
        .select()
        .from(deductionRecords)
        .where(condition)
        .orderBy(
          sql`${deductionRecords.uploadDate} desc nulls last`,
          desc(deductionRecords.startDate),
          asc(deductionRecords.id),
        ),
      db.select(countRows).from(deductionRecords).where(condition),
    );
    return { status: 200, body: pageOf(await deductionsOut(db, rows), total, page) };
  },

  async downloadDeductionFile({ params, query, scope, auth, db }) {
    const row = await findReachable(db, deductionRecords, 'The deduction record', {
      scope,
      auth,
      id: params.deductionId,
    });
    const kind = query.kind ?? 'deductions';
    // The deduction file's one format (`DEDUCTION_FILE_COLUMNS`): what downloads here uploads back as it is. The
    // employer's file leaves out the provider's fee.
    type Item = (typeof row.payroll)[number] & { code?: string | null };
    const cell: Record<DeductionFileColumn, (item: Item) => string> = {
      payrollFileNumber: (item) => item.payrollFileNumber,
      workerId: (item) => item.workerId,
      name: (item) => item.name,
      amount: (item) => (item.amount / 100).toFixed(2),
      code: (item) => item.code ?? '',
      fee: (item) => (item.fee / 100).toFixed(2),
    };
    const columns = kind === 'deductions' ? DEDUCTION_FILE_COLUMNS : DEDUCTION_FILE_EMPLOYER_COLUMNS;
    const csv =
      CSV_BOM +
      toCsv(
        row.payroll as Item[],
        columns.map((header) => ({ header, value: cell[header] })),
      );
    return {
      status: 200,
      body: csv,
      contentType: 'text/csv; charset=utf-8',
      filename: `${kind}-${row.workerGroupCode}-${row.startDate}-${row.endDate}.csv`,
    };
  },
} satisfies Partial<Handlers>;
