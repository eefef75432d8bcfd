import type { Schemas } from '@cuadre/api-client';
import type { Cents, Locale } from '@cuadre/domain';
import { TIME_ZONE, compareNames, perLocale, sumCents } from '@cuadre/domain';

export type DayRow = {
  tip: Schemas['TipRecord'];
  worker: Schemas['TipWorker'] | undefined;
  hours: Schemas['WorkerHoursRow'] | undefined;
};

// One row per tip of the day, with its worker and its hours, sorted by worker name then clock-in.
export function joinDayRows(
  tips: readonly Schemas['TipRecord'][],
  workers: readonly Schemas['TipWorker'][],
  hours: readonly Schemas['WorkerHoursRow'][],
): DayRow[] {
  const byId = new Map(workers.map((worker) => [worker.id, worker]));
  const hoursByTip = new Map(hours.map((row) => [row.tipId, row]));
  return tips
    .map((tip) => {
      const worker = byId.get(tip.workerId);
      return { row: { tip, worker, hours: hoursByTip.get(tip.id) }, name: workerName(worker, tip.payrollFileNumber) };
    })
    .sort((a, b) => compareNames(a.name, b.name) || a.row.tip.clockIn.localeCompare(b.row.tip.clockIn))
    .map(({ row }) => row);
}

export function workerName(
  worker: Pick<Schemas['TipWorker'], 'firstName' | 'lastName'> | undefined,
  fallback: string,
): string {
  return worker === undefined ? fallback : `${worker.lastName}, ${worker.firstName}`;
}

export type DayTotals = { total: Cents; digital: Cents; nonDigital: Cents; workers: number; hours: number };

export function dayTotals(rows: readonly DayRow[]): DayTotals {
  return {
    total: sumCents(rows.map((row) => row.tip.total)),
    digital: sumCents(rows.map((row) => row.tip.digitalTotal)),
    nonDigital: sumCents(rows.map((row) => row.tip.nonDigitalTotal)),
    workers: new Set(rows.map((row) => row.tip.workerId)).size,
    hours: Math.round(rows.reduce((sum, row) => sum + (row.hours?.hours ?? 0), 0) * 100) / 100,
  };
}

// A day is locked once its period went to payroll: no hours row of it may change any more.
export function isDayLocked(rows: readonly DayRow[]): boolean {
  const withHours = rows.filter((row) => row.hours !== undefined);
  return withHours.length > 0 && withHours.every((row) => row.hours?.canUpdateHours === false);
}

// The hours typed in the editor, or an error: 0 to 24 with at most two decimals.
export function parseHours(text: string): { hours: number } | { error: 'invalid' | 'range' } {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'invalid' };
  const hours = Number(trimmed);
  return hours > 24 ? { error: 'range' } : { hours };
}

// Hours to show: always two decimals, as a timecard and a payroll register print them, so that the decimal points
// of a column line up ("5.50" above "6.25", "0.00" overtime).
const hoursFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

export function formatHours(hours: number, locale: Locale): string {
  return hoursFormat(locale).format(hours);
}

// A Puerto Rico time of day for a clock-in or clock-out instant.
const clockFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
);

export function formatClock(instant: string | null, locale: Locale): string {
  if (instant === null) return '—';
  return clockFormat(locale).format(new Date(instant));
}

// The calendar day before or after a YYYY-MM-DD date.
export function shiftDate(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}
