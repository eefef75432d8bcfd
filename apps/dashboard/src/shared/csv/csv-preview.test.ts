import { describe, expect, it } from 'vitest';
import { previewCsv } from './csv-preview.ts';

const limits = { required: ['payrollFileNumber', 'amount'], maxBytes: 1000, maxRows: 3, previewRows: 2 };

describe('previewCsv', () => {
  it('shows the header and the first rows, and counts them all, whatever the byte-order mark and blank lines', () => {
    expect(previewCsv('\uFEFFpayrollFileNumber,amount,notes\n1,10.00,a\n\n2,20.00,b\n3,30.00,c\n', limits)).toEqual({
      ok: true,
      header: ['payrollFileNumber', 'amount', 'notes'],
      rows: [
        ['1', '10.00', 'a'],
        ['2', '20.00', 'b'],
      ],
      rowCount: 3,
    });
  });

  it('names the required columns a file lacks', () => {
    expect(previewCsv('payrollFileNumber\n1\n', limits)).toEqual({
      ok: false,
      reason: 'missing-columns',
      missing: ['amount'],
    });
  });

  it('refuses a file with nothing under its header, too many rows, too many bytes, or no CSV in it', () => {
    expect(previewCsv('payrollFileNumber,amount\n', limits)).toMatchObject({ ok: false, reason: 'empty' });
    expect(previewCsv('payrollFileNumber,amount\n1,1\n2,2\n3,3\n4,4\n', limits)).toMatchObject({
      ok: false,
      reason: 'too-many-rows',
    });
    expect(previewCsv(`payrollFileNumber,amount\n${'1,1\n'.repeat(300)}`, limits)).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
    expect(previewCsv('payrollFileNumber,amount\n"1,1\n', limits)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('has no row limit unless one is given', () => {
    const { maxRows: _, ...unlimited } = limits;
    expect(previewCsv('payrollFileNumber,amount\n1,1\n2,2\n3,3\n4,4\n', unlimited)).toMatchObject({
      ok: true,
      rowCount: 4,
    });
  });
});
