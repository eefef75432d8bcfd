import { CSV_BOM, DEDUCTION_FILE_EMPLOYER_COLUMNS, toCsv } from '@cuadre/domain';

export const DEDUCTION_TEMPLATE_NAME = 'deductions-template.csv';

// The deduction file's own format (`DEDUCTION_FILE_COLUMNS`, the download's without the provider's fee), with two
// example rows to overwrite: one with a code, one without. Offered beside the upload as the insurance ledger's is.
export const DEDUCTION_TEMPLATE =
  CSV_BOM +
  toCsv(
    [
      { payrollFileNumber: '000123', workerId: 'W-000123', name: 'Rivera, Ana', amount: '45.00', code: 'EWA' },
      { payrollFileNumber: '000124', workerId: 'W-000124', name: 'Santiago, Luis', amount: '12.50', code: '' },
    ],
    DEDUCTION_FILE_EMPLOYER_COLUMNS.map((header) => ({
      header,
      value: (row: Record<(typeof DEDUCTION_FILE_EMPLOYER_COLUMNS)[number], string>) => row[header],
    })),
  );
