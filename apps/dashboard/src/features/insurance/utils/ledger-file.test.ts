import { describe, expect, it } from 'vitest';
import { LEDGER_TEMPLATE, errorReportCsv, errorReportName, rowErrors } from './ledger-file.ts';
import { previewLedgerFile } from './ledger-preview.ts';

describe('a ledger file', () => {
  it('previews the header and the first rows of the template', () => {
    const preview = previewLedgerFile(LEDGER_TEMPLATE);
    expect(preview).toMatchObject({ ok: true, rowCount: 2 });
    expect(preview.ok && preview.rows[0]?.[4]).toBe('45.00');
  });

  it('names the required columns that are missing', () => {
    expect(previewLedgerFile('payrollFileNumber,date\nP-1,2026-11-01\n')).toEqual({
      ok: false,
      reason: 'missing-columns',
      missing: ['plan', 'type', 'amount', 'paymentMethod'],
    });
    expect(previewLedgerFile('payrollFileNumber,date,plan,type,amount,paymentMethod\n')).toMatchObject({
      ok: false,
      reason: 'empty',
    });
  });

  it('turns the API’s pointers into rows counted from 1 and a report that names them', () => {
    const errors = rowErrors([
      { pointer: '/body/csv/rows/2/paymentMethod', message: 'Row 3: a payment needs cash, check, card or giro.' },
      { pointer: '/body/csv/rows/0/date', message: 'Row 1: the date must be YYYY-MM-DD.' },
    ]);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [1, 'date'],
      [3, 'paymentMethod'],
    ]);
    const lines = errorReportCsv('pagos.csv', errors)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'file,row,column,problem',
      'pagos.csv,1,date,Row 1: the date must be YYYY-MM-DD.',
      'pagos.csv,3,paymentMethod,"Row 3: a payment needs cash, check, card or giro."',
    ]);
    expect(errorReportName('pagos.csv')).toBe('pagos-errors.csv');
  });
});
