import type { Schemas } from '@cuadre/api-client';
import type { Cents, CommissionBatchStatus, CsvColumn } from '@cuadre/domain';
import { CSV_BOM, toCsv } from '@cuadre/domain';
import { workerResult } from '../../math/batch-math.ts';

export type ReportRow = {
  key: string;
  workerName: string;
  payrollFileNumber: string;
  brand: string;
  department: string;
  title: string;
  computed: Cents | null;
  manual: Cents | null;
  total: Cents;
  batchStatus: CommissionBatchStatus;
};

// One row per included worker commission of the period's batches, by brand, department, title and name.
export function reportRows(
  batches: readonly {
    batch: Pick<Schemas['CommissionBatchSummary'], 'id' | 'status'>;
    commissions: readonly Schemas['WorkerCommission'][];
  }[],
): ReportRow[] {
  return batches
    .flatMap(({ batch, commissions }) =>
      commissions
        .filter((commission) => commission.status === 'included')
        .map((commission) => {
          const result = workerResult(commission);
          return {
            key: `${batch.id}/${commission.workerId}`,
            workerName: `${commission.firstName} ${commission.lastName}`,
            payrollFileNumber: commission.payrollFileNumber,
            brand: commission.brand,
            department: commission.department,
            title: commission.title,
            computed: result.computedTotal,
            manual: commission.manualTotal,
            total: result.effectiveTotal ?? commission.total,
            batchStatus: batch.status,
          };
        }),
    )
    .sort(
      (a, b) =>
        a.brand.localeCompare(b.brand) ||
        a.department.localeCompare(b.department) ||
        a.title.localeCompare(b.title) ||
        a.workerName.localeCompare(b.workerName),
    );
}

const dollars = (cents: Cents | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

// The report as a spreadsheet-safe CSV (formula-like text neutralised by toCsv), amounts in dollars with cents.
export function reportCsv(
  rows: readonly ReportRow[],
  headers: Record<
    'worker' | 'number' | 'brand' | 'department' | 'title' | 'computed' | 'manual' | 'total' | 'status',
    string
  >,
): string {
  const columns: CsvColumn<ReportRow>[] = [
    { header: headers.worker, value: (row) => row.workerName },
    { header: headers.number, value: (row) => row.payrollFileNumber },
    { header: headers.brand, value: (row) => row.brand },
    { header: headers.department, value: (row) => row.department },
    { header: headers.title, value: (row) => row.title },
    { header: headers.computed, value: (row) => dollars(row.computed) },
    { header: headers.manual, value: (row) => dollars(row.manual) },
    { header: headers.total, value: (row) => dollars(row.total) },
    { header: headers.status, value: (row) => row.batchStatus },
  ];
  return CSV_BOM + toCsv(rows, columns);
}
