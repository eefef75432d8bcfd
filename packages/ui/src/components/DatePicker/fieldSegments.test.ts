import { describe, expect, it } from 'vitest';
import { fieldSegments, parseIsoDate } from './fieldSegments.ts';

const texts = (locale: string, value: string | null) => fieldSegments(locale, value).map((segment) => segment.text);

describe('fieldSegments', () => {
  it('reads month, day and year in English without leading zeros', () => {
    expect(texts('en-US', '2026-01-05')).toEqual(['1', '/', '5', '/', '2026']);
  });

  it('reads month, day and year in Puerto Rico Spanish with leading zeros', () => {
    expect(texts('es-PR', '2026-01-05')).toEqual(['01', '/', '05', '/', '2026']);
  });

  it('shows each language’s placeholders when there is no date', () => {
    expect(texts('en-US', null)).toEqual(['mm', '/', 'dd', '/', 'yyyy']);
    expect(texts('es-PR', null)).toEqual(['mm', '/', 'dd', '/', 'aaaa']);
  });

  it('gives each segment its value and range', () => {
    expect(fieldSegments('en-US', '2026-10-15')[0]).toEqual({ type: 'month', text: '10', value: 10, min: 1, max: 12 });
  });
});

describe('parseIsoDate', () => {
  it('takes a real calendar date and refuses an impossible one', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('15/10/2026')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });
});
