import { TIME_ZONE } from '@cuadre/domain';
import { parseDate, today, type CalendarDate } from '@internationalized/date';

/** Calendar dates travel as YYYY-MM-DD; an unparseable one counts as none. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export function fromCalendarDate(value: { toString(): string } | null): string | null {
  return value === null ? null : value.toString().slice(0, 10);
}

/** Today in Puerto Rico, whatever the browser's time zone. */
export function todayInProductTimeZone(): CalendarDate {
  return today(TIME_ZONE);
}
