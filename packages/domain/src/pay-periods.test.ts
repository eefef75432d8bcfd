import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInPuertoRico } from './format.ts';
import { payPeriodContaining, type PayFrequency } from './pay-periods.ts';

const PAY_FREQUENCIES: readonly PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

describe('payPeriodContaining', () => {
  // A late-November evening in Puerto Rico that is already the next day in UTC.
  const now = new Date('2026-11-25T23:30:00-04:00');
  const today = todayInPuertoRico(now);

  it('is the period of today, not the anchor’s, with a fixed clock', () => {
    expect(today).toBe('2026-11-25');
    expect(payPeriodContaining('biweekly', '2026-01-05', today)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-12-06',
    });
    expect(payPeriodContaining('weekly', '2026-01-05', today)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(payPeriodContaining('semimonthly', null, today)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-30' });
    expect(payPeriodContaining('monthly', null, today)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it.each([
    ['biweekly', '2026-01-05', '2026-01-05', '2026-01-05', '2026-01-18'],
    ['biweekly', '2026-01-05', '2026-01-18', '2026-01-05', '2026-01-18'],
    ['biweekly', '2026-01-05', '2026-01-19', '2026-01-19', '2026-02-01'],
    // An anchor after today counts backwards.
    ['biweekly', '2026-01-05', '2025-12-31', '2025-12-22', '2026-01-04'],
    ['weekly', '2026-01-12', '2026-01-11', '2026-01-05', '2026-01-11'],
    ['semimonthly', null, '2026-02-15', '2026-02-01', '2026-02-15'],
    ['semimonthly', '2026-01-05', '2028-02-16', '2028-02-16', '2028-02-29'],
    ['monthly', null, '2027-02-01', '2027-02-01', '2027-02-28'],
    ['monthly', null, '2026-12-31', '2026-12-01', '2026-12-31'],
  ] as const)('%s from %s on %s is %s – %s', (frequency, anchor, day, startDate, endDate) => {
    expect(payPeriodContaining(frequency, anchor, day)).toEqual({ startDate, endDate });
  });

  it('has no weekly or biweekly period without an anchor', () => {
    expect(payPeriodContaining('weekly', null, '2026-11-25')).toBeNull();
    expect(payPeriodContaining('biweekly', null, '2026-11-25')).toBeNull();
  });

  it('refuses dates that are not calendar dates', () => {
    expect(() => payPeriodContaining('weekly', '2026-02-30', '2026-11-25')).toThrow(RangeError);
    expect(() => payPeriodContaining('monthly', null, '11/25/2026')).toThrow(RangeError);
  });

  it('always contains today, starts on an anchor step and lasts its cycle', () => {
    const days = fc.integer({ min: 0, max: 60_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...PAY_FREQUENCIES), days, days, (frequency, anchor, day) => {
        const period = payPeriodContaining(frequency, anchor, day)!;
        expect(period.startDate <= day && day <= period.endDate).toBe(true);
        const length = (Date.parse(period.endDate) - Date.parse(period.startDate)) / 86_400_000 + 1;
        if (frequency === 'weekly' || frequency === 'biweekly') {
          expect(length).toBe(frequency === 'weekly' ? 7 : 14);
          expect(Math.abs(((Date.parse(period.startDate) - Date.parse(anchor)) / 86_400_000) % length)).toBe(0);
        } else {
          expect(length).toBeGreaterThanOrEqual(frequency === 'monthly' ? 28 : 13);
          expect(period.startDate.slice(0, 7)).toBe(period.endDate.slice(0, 7));
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
