import { parseDollars } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import { checkManualTotal, manualTotalNote } from './manual-total.ts';

describe('a manual total', () => {
  it('needs a reason', () => {
    expect(checkManualTotal(null, { text: '1,000.00', reason: ' ' }, parseDollars)).toEqual({
      kind: 'invalid',
      field: 'reason',
    });
    expect(checkManualTotal(null, { text: '1,000.00', reason: 'Spiff agreed' }, parseDollars)).toEqual({
      kind: 'set',
      cents: 100_000,
      reason: 'Spiff agreed',
    });
  });

  it('must be dollars with cents', () => {
    expect(checkManualTotal(null, { text: '10.001', reason: 'x' }, parseDollars)).toEqual({
      kind: 'invalid',
      field: 'amount',
    });
  });

  it('is at most $100,000,000.00, the most any paycheck holds, before it is sent', () => {
    expect(checkManualTotal(null, { text: '99,999,999,999.99', reason: 'x' }, parseDollars)).toEqual({
      kind: 'invalid',
      field: 'amount',
      tooLarge: true,
    });
    expect(checkManualTotal(null, { text: '100,000,000.00', reason: 'x' }, parseDollars)).toEqual({
      kind: 'set',
      cents: 10_000_000_000,
      reason: 'x',
    });
  });

  it('is cleared by emptying the field, which needs no reason', () => {
    expect(checkManualTotal(5_000, { text: '', reason: '' }, parseDollars)).toEqual({ kind: 'clear' });
    expect(checkManualTotal(null, { text: '', reason: '' }, parseDollars)).toEqual({ kind: 'unchanged' });
    expect(checkManualTotal(5_000, { text: '50', reason: '' }, parseDollars)).toEqual({ kind: 'unchanged' });
  });

  it('adds its reason to the batch notes on a line of its own', () => {
    expect(manualTotalNote(null, 'B')).toBe('B');
    expect(manualTotalNote('A\n', 'B')).toBe('A\nB');
  });
});
