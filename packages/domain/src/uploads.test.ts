import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEDUCTION_FILE_COLUMNS,
  DEDUCTION_FILE_EMPLOYER_COLUMNS,
  DEDUCTION_FILE_IGNORED_COLUMNS,
  DEDUCTION_FILE_REQUIRED_COLUMNS,
  MAX_DEDUCTION_CODE_LENGTH,
  uploadContentKey,
} from './uploads.ts';

describe('uploadContentKey', () => {
  it('is the same for the same rows in another order or with other spacing', () => {
    const file = [
      ['w1', '2026-11-18', 'mcs', 'payment', 4_500, 'cash'],
      ['w2', '2026-11-18', 'delta', 'debt', 3_000, null],
    ];
    const again = [
      ['w2 ', '2026-11-18', ' delta', 'debt', 3_000, null],
      ['w1', '2026-11-18', 'mcs', 'payment', 4_500, 'cash'],
    ];
    expect(uploadContentKey(again)).toBe(uploadContentKey(file));
  });

  it('differs when any amount, worker or date differs, and cells never run into each other', () => {
    const base = uploadContentKey([['w1', '2026-11-18', 4_500]]);
    expect(uploadContentKey([['w1', '2026-11-18', 4_501]])).not.toBe(base);
    expect(uploadContentKey([['w1', '2026-11-19', 4_500]])).not.toBe(base);
    expect(uploadContentKey([['a,b', 'c']])).not.toBe(uploadContentKey([['a', 'b,c']]));
    expect(uploadContentKey([['1']])).not.toBe(uploadContentKey([[1]]));
  });

  it('does not depend on the order of the rows (property)', () => {
    const row = fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), fc.integer(), (rows, seed) => {
        const shuffled = rows
          .map((r, i) => ({ r, k: (i * 7919 + seed) % 101 }))
          .sort((a, b) => a.k - b.k)
          .map(({ r }) => r);
        expect(uploadContentKey(shuffled)).toBe(uploadContentKey(rows));
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('the deduction file', () => {
  it('takes back every column the download writes: the required ones are among them, the rest are optional or ignored', () => {
    const read = [...DEDUCTION_FILE_REQUIRED_COLUMNS, 'code', ...DEDUCTION_FILE_IGNORED_COLUMNS];
    expect([...DEDUCTION_FILE_COLUMNS].sort()).toEqual([...read].sort());
    expect(DEDUCTION_FILE_EMPLOYER_COLUMNS).toEqual(['payrollFileNumber', 'workerId', 'name', 'amount', 'code']);
    expect(MAX_DEDUCTION_CODE_LENGTH).toBe(32);
  });
});
