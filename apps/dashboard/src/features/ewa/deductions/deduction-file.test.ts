import { describe, expect, it } from 'vitest';
import { previewDeductionFile, serverRowErrors } from './deduction-file.ts';

const good = 'payrollFileNumber,workerId,amount,code\r\nPF-1,E-1,12.34,EWA\r\nPF-2,E-2,100,\r\n';

describe('deduction file preview', () => {
  it('reads every row with its amount in cents and the file total', () => {
    const preview = previewDeductionFile(`\uFEFF${good}`);
    expect(preview).toMatchObject({ ok: true, total: 11234, rowIssues: [] });
    if (!preview.ok) throw new Error('expected rows');
    expect(preview.rows[0]).toEqual({ line: 2, payrollFileNumber: 'PF-1', workerId: 'E-1', amount: '12.34', code: 'EWA', cents: 1234 });
  });

  it('flags amounts that are not dollars with cents, negative or beyond any paycheck, and rows without a worker id', () => {
    const preview = previewDeductionFile('payrollFileNumber,workerId,amount,code\nPF-1,,12.345,\nPF-2,E-2,-4,\nPF-3,E-3,99999999999.99,\nPF-4,E-4,100000000.00,\n');
    expect(preview).toMatchObject({
      ok: true,
      rowIssues: [
        { row: 0, column: 'amount', kind: 'amount' },
        { row: 0, column: 'workerId', kind: 'worker-id' },
        { row: 1, column: 'amount', kind: 'negative' },
        { row: 2, column: 'amount', kind: 'too-large' },
      ],
    });
  });

  it('names the missing columns', () => {
    expect(previewDeductionFile('workerId,amount\nE-1,1.00\n')).toEqual({ ok: false, issue: { kind: 'missing-columns', columns: ['payrollFileNumber', 'code'] } });
  });

  it('refuses a file without rows, a broken file and one over 5 MiB', () => {
    expect(previewDeductionFile('payrollFileNumber,workerId,amount,code\n')).toEqual({ ok: false, issue: { kind: 'empty' } });
    expect(previewDeductionFile('payrollFileNumber,workerId,amount,code\n"PF-1,E-1,1,x\n')).toMatchObject({ ok: false, issue: { kind: 'unreadable' } });
    expect(previewDeductionFile(good, 6 * 1024 * 1024)).toEqual({ ok: false, issue: { kind: 'too-large' } });
  });
});

describe('server row errors', () => {
  it('reads the row and column out of each pointer', () => {
    expect(
      serverRowErrors([
        { pointer: '/body/csv/rows/3/workerId', message: 'Row 4: no worker X.' },
        { pointer: '/body/csv', message: 'The file holds no rows.' },
      ]),
    ).toEqual([
      { row: 3, column: 'workerId', message: 'Row 4: no worker X.' },
      { row: null, column: null, message: 'The file holds no rows.' },
    ]);
  });
});
