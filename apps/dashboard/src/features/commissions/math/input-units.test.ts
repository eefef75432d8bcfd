import { describe, expect, it } from 'vitest';
import { describeStep, formatValue, textToValue, valueToText } from './input-units.ts';

describe('input values as typed', () => {
  it('reads dollars as cents and other units as numbers with up to four decimals', () => {
    expect(textToValue('dollars', '1,234.5')).toBe(123_450);
    expect(textToValue('dollars', '1.234')).toBeNull();
    expect(textToValue('quantity', '12')).toBe(12);
    expect(textToValue('percentage', '92.5')).toBe(92.5);
    expect(textToValue('percentage', '92.55555')).toBeNull();
    expect(textToValue('quantity', 'twelve')).toBeNull();
  });

  it('writes cents back as dollars with cents', () => {
    expect(valueToText('dollars', 123_450)).toBe('1234.50');
    expect(valueToText('quantity', 12)).toBe('12');
  });

  it('shows money with cents, percentages with two decimals and counts as they are', () => {
    expect(formatValue('dollars', 123_450, 'en')).toBe('$1,234.50');
    expect(formatValue('percentage', 92.5, 'en')).toBe('92.50%');
    expect(formatValue('quantity', 12, 'en')).toBe('12');
  });

  it('describes a step in words', () => {
    expect(describeStep('dollars', { min: 0, max: 2_000_000, perUnit: 20, flat: 0 }, 'en')).toBe(
      '$0.00 – $20,000.00: 20%',
    );
    expect(describeStep('quantity', { min: 15, max: null, perUnit: 27_500, flat: 25_000 }, 'en')).toBe(
      '15 – ∞: $275.00/u + $250.00',
    );
  });
});
