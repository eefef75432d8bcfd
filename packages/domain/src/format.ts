import type { Cents } from './money/cents.ts';
import { assertCents } from './money/cents.ts';

// §9: dates and times are shown in Puerto Rico time (UTC-4 all year).
export const TIME_ZONE = 'America/Puerto_Rico';
export const PUERTO_RICO_UTC_OFFSET_MINUTES = -240;

export const LOCALES = ['en', 'es'] as const;

// 'es' is Spanish as written in Puerto Rico.
export type Locale = (typeof LOCALES)[number];

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-PR' };

// §9, DESIGN "Languages": the Intl locale behind each product language.
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/**
 * One Intl formatter per product language, built on first use. Building a formatter costs far more than
 * using one (the first of a kind also loads its locale data), and a table formats every row: a formatter
 * built per call was most of the time a tips day took to draw.
 */
export function perLocale<Formatter>(build: (intlLocale: string) => Formatter): (locale: Locale) => Formatter {
  const built = new Map<Locale, Formatter>();
  return (locale) => {
    let formatter = built.get(locale);
    if (formatter === undefined) {
      formatter = build(intlLocale(locale));
      built.set(locale, formatter);
    }
    return formatter;
  };
}

const currencyFormat = perLocale((intl) => new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' }));
const percentFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const wholeFormat = perLocale((intl) => new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }));
const oneDecimalFormat = perLocale((intl) => new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }));

// §9, DESIGN "Look and feel": USD, always with cents, negatives in parentheses, never -0.00.
export function formatCents(cents: Cents, locale: Locale): string {
  assertCents(cents);
  const magnitude = BigInt(Math.abs(cents));
  const decimal = `${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  // A decimal string keeps every cent exact, even beyond 2^53 / 100 dollars.
  const text = currencyFormat(locale).format(decimal as `${number}`);
  return cents < 0 ? `(${text})` : text;
}

/**
 * Builds the money and date formatters of both languages now, so that no page's first render has to. The first
 * currency formatter of a page loads ICU's currency data and the first Puerto Rico date formatter its time zone:
 * 4–7 ms and 1–6 ms on a slow machine even after other `Intl` calls (bench/RESULTS.md), spent inside the long task
 * of a dashboard's first draw of its figures. The dashboard calls this while its first requests are on the way.
 */
export function prepareFormatters(): void {
  for (const locale of LOCALES) {
    formatCents(0, locale);
    formatDate(new Date(0), locale);
  }
}

// §9: a percentage given in percent units (12.5 means 12.5 %), shown with 2 decimals.
export function formatPercent(value: number, locale: Locale): string {
  return percentFormat(locale).format(value / 100);
}

export const KILOBYTE = 1024;
export const MEGABYTE = 1024 * 1024;

// §9: file sizes in bytes, KB (from 1,024 bytes) or MB (from 1,048,576 bytes), one decimal.
export function formatFileSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  if (bytes < KILOBYTE) return `${wholeFormat(locale).format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MEGABYTE) return `${oneDecimalFormat(locale).format(bytes / KILOBYTE)} KB`;
  return `${oneDecimalFormat(locale).format(bytes / MEGABYTE)} MB`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

// DESIGN "Time": whether a string is a real calendar date written YYYY-MM-DD.
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

function parseInstant(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const calendarDateFormat = perLocale((intl) => new Intl.DateTimeFormat(intl, { ...DATE_OPTIONS, timeZone: 'UTC' }));
const instantDateFormat = perLocale((intl) => new Intl.DateTimeFormat(intl, { ...DATE_OPTIONS, timeZone: TIME_ZONE }));
const dateTimeFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { ...DATE_OPTIONS, hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
);

// §9: a calendar date (YYYY-MM-DD, shown as written) or an instant (shown as its Puerto Rico date).
export function formatDate(isoDateOrInstant: string | Date, locale: Locale): string {
  const calendar = typeof isoDateOrInstant === 'string' ? parseCalendarDate(isoDateOrInstant) : null;
  if (calendar !== null) {
    const date = new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day));
    return calendarDateFormat(locale).format(date);
  }
  return instantDateFormat(locale).format(parseInstant(isoDateOrInstant));
}

// A period (pay period, invoice, report) as one range of calendar dates, its shared month and year said once:
// "Nov 2 – 15, 2026", "Oct 27 – Nov 9, 2026", "Dec 28, 2025 – Jan 10, 2026"; each end in full when they are out of
// order or either is not a date.
export function formatPeriod(startDate: string, endDate: string, locale: Locale): string {
  const range = periodRange(startDate, endDate);
  if (range === null) return `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}`;
  return calendarDateFormat(locale).formatRange(...range);
}

// A period's two ends as UTC midnights, for a range formatter; null when either is not a date or they are out of order.
function periodRange(startDate: string, endDate: string): [Date, Date] | null {
  const start = parseCalendarDate(startDate);
  const end = parseCalendarDate(endDate);
  if (start === null || end === null || endDate < startDate) return null;
  const utc = ({ year, month, day }: { year: number; month: number; day: number }) =>
    new Date(Date.UTC(year, month - 1, day));
  return [utc(start), utc(end)];
}

/**
 * `formatPeriod` in the two pieces a narrow column may put on two lines: up to and with its dash, and after it ("31 de
 * ago –" and "13 de sept de 2026"; "Dec 29, 2025 –" and "Jan 11, 2026"). Null for a period of one day, which has no
 * dash. Read from the formatter's own parts, so the break never falls inside a date, whatever the language's spacing.
 */
export function formatPeriodSides(startDate: string, endDate: string, locale: Locale): [string, string] | null {
  const range = periodRange(startDate, endDate);
  if (range === null) return [`${formatDate(startDate, locale)} –`, formatDate(endDate, locale)];
  const parts = calendarDateFormat(locale).formatRangeToParts(...range);
  const endStarts = parts.findIndex((part) => part.source === 'endRange');
  if (endStarts < 0) return null;
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
      .trim();
  return [text(0, endStarts), text(endStarts)];
}

// §9: an instant as date and time in Puerto Rico.
export function formatDateTime(instant: string | Date, locale: Locale): string {
  return dateTimeFormat(locale).format(parseInstant(instant));
}

// §7: the tips hours call wants M/D/YYYY.
export function toTipsHoursDate(calendarDate: string): string {
  const parsed = parseCalendarDate(calendarDate);
  if (parsed === null) throw new RangeError(`Not a YYYY-MM-DD date: ${calendarDate}`);
  return `${parsed.month}/${parsed.day}/${parsed.year}`;
}

// §9: the calendar date (YYYY-MM-DD) it is in Puerto Rico at an instant.
// The day last asked for and the instants it spans: every API call asks, nearly always within the same day.
let knownDay = { day: '', from: 0, to: 0 };

export function todayInPuertoRico(now: Date): string {
  const instant = parseInstant(now).getTime();
  if (instant >= knownDay.from && instant < knownDay.to) return knownDay.day;
  const local = instant + PUERTO_RICO_UTC_OFFSET_MINUTES * 60_000;
  const from = Math.floor(local / 86_400_000) * 86_400_000 - PUERTO_RICO_UTC_OFFSET_MINUTES * 60_000;
  knownDay = { day: new Date(local).toISOString().slice(0, 10), from, to: from + 86_400_000 };
  return knownDay.day;
}
