import { describe, expect, it } from 'vitest';
import { fromCalendarDate, toCalendarDate } from './calendarDates.ts';

describe('calendar dates', () => {
  it('round-trips YYYY-MM-DD', () => {
    expect(fromCalendarDate(toCalendarDate('2026-11-22') ?? null)).toBe('2026-11-22');
  });

  it('treats missing and unparseable values as no date', () => {
    expect(toCalendarDate(undefined)).toBeUndefined();
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate('11/22/2026')).toBeNull();
    expect(fromCalendarDate(null)).toBeNull();
  });
});
