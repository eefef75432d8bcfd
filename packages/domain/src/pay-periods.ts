import { isCalendarDate } from './format.ts';

// How often a worker is paid; the contract's `PayFrequency`.
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** A pay period, both days included, as calendar dates (YYYY-MM-DD). */
export type PayPeriod = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
const CYCLE_DAYS = { weekly: 7, biweekly: 14 } as const;

function dayNumber(calendarDate: string, name: string): number {
  if (!isCalendarDate(calendarDate)) throw new RangeError(`Not a YYYY-MM-DD date for ${name}: ${calendarDate}`);
  return Date.parse(`${calendarDate}T00:00:00Z`) / DAY_MS;
}

const calendarDateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The pay period that contains `today` (Puerto Rico's date, `todayInPuertoRico(now)`), whether or not a period
 * row was ever made for it. Weekly and biweekly periods repeat every 7 or 14 days from `anchor`, the first day of
 * any one of them (the worker group's weekly or biweekly start date, or the worker's own), earlier or later than
 * today; without an anchor there is no period (null). Semimonthly periods run from the 1st to the 15th and from the
 * 16th to the month's last day, monthly ones over the calendar month; they take no anchor.
 */
export function payPeriodContaining(frequency: PayFrequency, anchor: string | null, today: string): PayPeriod | null {
  const day = dayNumber(today, 'today');
  if (frequency === 'weekly' || frequency === 'biweekly') {
    if (anchor === null) return null;
    const length = CYCLE_DAYS[frequency];
    const offset = (((day - dayNumber(anchor, 'the anchor')) % length) + length) % length;
    return { startDate: calendarDateOf(day - offset), endDate: calendarDateOf(day - offset + length - 1) };
  }
  const month = today.slice(0, 7);
  // Day 0 of the next month is this month's last day.
  const lastDay = calendarDateOf(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0) / DAY_MS);
  if (frequency === 'monthly') return { startDate: `${month}-01`, endDate: lastDay };
  return Number(today.slice(8)) <= 15
    ? { startDate: `${month}-01`, endDate: `${month}-15` }
    : { startDate: `${month}-16`, endDate: lastDay };
}
