import { describe, expect, it } from 'vitest';
import { rowErrors } from './upload-file.ts';
import { previewCsv } from './upload-preview.ts';

const deals =
  'dealNumber,date,payrollFileNumber,brand,dealType,saleAmount,grossProfit\nD-1,2026-11-16,60100001,Costa Honda,new-vehicle,30000.00,2500.00\n';

describe('a commission file before upload', () => {
  it('shows the header, the first rows and the row count', () => {
    expect(previewCsv(`\uFEFF${deals}`, 'deals')).toEqual({
      ok: true,
      header: ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'],
      rows: [['D-1', '2026-11-16', '60100001', 'Costa Honda', 'new-vehicle', '30000.00', '2500.00']],
      rowCount: 1,
    });
  });

  it('names the columns its kind needs and the file lacks', () => {
    expect(previewCsv('payrollFileNumber\n1\n', 'payroll-provider')).toEqual({
      ok: false,
      reason: 'missing-columns',
      missing: ['amount'],
    });
  });

  it('refuses a file without rows, or that is not CSV', () => {
    expect(previewCsv('payrollFileNumber,amount\n', 'payroll-provider')).toMatchObject({ ok: false, reason: 'empty' });
    expect(previewCsv('"a,b\n1', 'payroll-provider')).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});

describe('the API’s row errors', () => {
  it('become 1-based rows of the file, with the column', () => {
    expect(
      rowErrors([
        { pointer: '/body/csv/rows/3/brand', message: 'Row 4: no brand X.' },
        { pointer: '/body/csv/rows/0/date', message: 'Row 1: bad date.' },
      ]),
    ).toEqual([
      { row: 1, column: 'date', message: 'Row 1: bad date.' },
      { row: 4, column: 'brand', message: 'Row 4: no brand X.' },
    ]);
  });
});
