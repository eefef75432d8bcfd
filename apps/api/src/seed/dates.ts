// Calendar dates are YYYY-MM-DD strings; instants are built in Puerto Rico time (UTC-4, no daylight saving).

const DAY_MS = 86_400_000;

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number): string =>
  new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => new Date(toUtc(date)).getUTCDay();

export const atPuertoRico = (date: string, hour: number, minute = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00-04:00`) + (hour * 60 + minute) * 60_000);

/** The Monday on or before the date. */
export const startOfWeek = (date: string): string => addDays(date, -((weekday(date) + 6) % 7));

export const startOfMonth = (date: string): string => `${date.slice(0, 8)}01`;

export const addMonths = (date: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1 + months, day));
  return d.toISOString().slice(0, 10);
};
