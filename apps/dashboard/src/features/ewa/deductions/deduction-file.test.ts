import { DEDUCTION_FILE_COLUMNS } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import { previewDeductionFile, serverRowErrors } from './deduction-file.ts';
import { DEDUCTION_TEMPLATE } from './deduction-template.ts';

const good = 'payrollFileNumber,workerId,amount,code\r\nPF-1,E-1,12.34,EWA\r\nPF-2,E-2,100,\r\n';

describe('deduction file preview', () => {
  it('reads every row with its amount in cents and the file total', () => {
    const preview = previewDeductionFile(`\uFEFF${good}`);
    expect(preview).toMatchObject({ ok: true, total: 11234, rowIssues: [], hasNames: false });
    if (!preview.ok) throw new Error('expected rows');
    expect(preview.rows[0]).toEqual({
      line: 2,
      payrollFileNumber: 'PF-1',
      workerId: 'E-1',
      name: '',
      amount: '12.34',
      code: 'EWA',
      cents: 1234,
    });
  });

  it('takes the file a period’s download gives, name and fee included, and a file without a code column', () => {
    const downloaded = `\uFEFF${DEDUCTION_FILE_COLUMNS.join(',')}\r\nPF-1,E-1,"Rivera, Ana",12.34,EWA,0.37\r\nPF-2,E-2,"Soto, Luis",5.00,,0.15\r\n`;
    const preview = previewDeductionFile(downloaded);
    expect(preview).toMatchObject({ ok: true, total: 1734, rowIssues: [], hasNames: true });
    if (!preview.ok) throw new Error('expected rows');
    expect(preview.rows.map((row) => [row.name, row.code])).toEqual([
      ['Rivera, Ana', 'EWA'],
      ['Soto, Luis', ''],
    ]);
    expect(previewDeductionFile('payrollFileNumber,workerId,amount\nPF-1,E-1,1.00\n')).toMatchObject({
      ok: true,
      total: 100,
      rowIssues: [],
    });
  });

  it('offers a template that previews without a problem, in the download’s columns less the provider’s fee', () => {
    expect(DEDUCTION_TEMPLATE.startsWith('\uFEFFpayrollFileNumber,workerId,name,amount,code\r\n')).toBe(true);
    expect(previewDeductionFile(DEDUCTION_TEMPLATE)).toMatchObject({
      ok: true,
      total: 5750,
      rowIssues: [],
      hasNames: true,
    });
  });

  it('flags amounts that are not dollars with cents, negative or beyond any paycheck, and rows without a worker id', () => {
    const preview = previewDeductionFile(
      'payrollFileNumber,workerId,amount,code\nPF-1,,12.345,\nPF-2,E-2,-4,\nPF-3,E-3,99999999999.99,\nPF-4,E-4,100000000.00,\n',
    );
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
    expect(previewDeductionFile('workerId,code\nE-1,EWA\n')).toEqual({
      ok: false,
      issue: { kind: 'missing-columns', columns: ['payrollFileNumber', 'amount'] },
    });
  });

  it('refuses a file without rows, a broken file and one over 5 MiB', () => {
    expect(previewDeductionFile('payrollFileNumber,workerId,amount,code\n')).toEqual({
      ok: false,
      issue: { kind: 'empty' },
    });
    expect(previewDeductionFile('payrollFileNumber,workerId,amount,code\n"PF-1,E-1,1,x\n')).toMatchObject({
      ok: false,
      issue: { kind: 'unreadable' },
    });
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
