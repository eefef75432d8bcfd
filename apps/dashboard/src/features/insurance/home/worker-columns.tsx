import { Button } from '@cuadre/ui';
import type { DataTableColumn } from '@cuadre/ui';
import type { InsuranceTranslate } from '../hooks/use-insurance.ts';

type WorkerRow = { lastName: string; firstName: string; payrollFileNumber: string; store: string | null };

/**
 * The columns that name a worker in the insurance tables (balances and arrears): the name, a link that opens the
 * worker's ledger (cut by its column where long, whole on hover), the payroll file number — in a column of its own,
 * or under the name where the table needs the width — and the store, which takes what the other columns leave.
 */
export function workerColumns<Row extends WorkerRow>(
  t: InsuranceTranslate,
  onOpen: (row: Row) => void,
  widths: { worker: number; payrollFileNumber: number | 'under the name' },
): DataTableColumn<Row>[] {
  const numberUnderName = widths.payrollFileNumber === 'under the name';
  return [
    {
      id: 'worker',
      header: t('insurance.col.worker'),
      width: widths.worker,
      value: (row) => `${row.lastName}, ${row.firstName}`,
      cell: (row) => (
        <Button
          variant="link"
          size="sm"
          title={`${row.lastName}, ${row.firstName}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {row.lastName}, {row.firstName}
        </Button>
      ),
      ...(numberUnderName ? { secondary: (row: Row) => row.payrollFileNumber } : {}),
    },
    ...(typeof widths.payrollFileNumber === 'number'
      ? [
          {
            id: 'payrollFileNumber',
            header: t('insurance.col.payrollFileNumber'),
            width: widths.payrollFileNumber,
            value: (row: Row) => row.payrollFileNumber,
          },
        ]
      : []),
    { id: 'store', header: t('insurance.col.store'), value: (row) => row.store },
  ];
}
