import { describe, expect, it } from 'vitest';
import { fromFieldValue, toFieldValue } from './NumberField.tsx';

describe('number field values', () => {
  it('shows cents as dollars and stores what is typed as whole cents', () => {
    expect(toFieldValue('currency', 123_456)).toBe(1234.56);
    expect(fromFieldValue('currency', 1234.56)).toBe(123_456);
    expect(fromFieldValue('currency', 0.1 + 0.2)).toBe(30);
  });

  it('keeps percentages in percent units with 2 decimals', () => {
    expect(toFieldValue('percent', 12.5)).toBe(0.125);
    expect(fromFieldValue('percent', 0.12345)).toBe(12.35);
  });

  it('turns a cleared field into null', () => {
    expect(fromFieldValue('currency', Number.NaN)).toBeNull();
    expect(Number.isNaN(toFieldValue('currency', null))).toBe(true);
    expect(toFieldValue('currency', undefined)).toBeUndefined();
  });
});
