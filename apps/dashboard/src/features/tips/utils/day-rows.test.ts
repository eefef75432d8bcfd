import { describe, expect, it } from 'vitest';
import { formatHours, parseHours } from './day-rows.ts';

describe('hours', () => {
  it('are shown with two decimals, so that a column of them lines up', () => {
    expect([5.5, 6.25, 0, 8].map((hours) => formatHours(hours, 'en'))).toEqual(['5.50', '6.25', '0.00', '8.00']);
    expect(formatHours(7.75, 'es')).toBe('7.75');
  });

  it('are read from what the user typed: 0 to 24, at most two decimals, anything else named as wrong', () => {
    expect(parseHours(' 7.25 ')).toEqual({ hours: 7.25 });
    expect(parseHours('7.5')).toEqual({ hours: 7.5 });
    expect(parseHours('7.125')).toEqual({ error: 'invalid' });
    expect(parseHours('seven')).toEqual({ error: 'invalid' });
    expect(parseHours('24.5')).toEqual({ error: 'range' });
  });
});
