import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { TIME_ZONE, formatDate, perLocale } from '@cuadre/domain';

// "Costa Honda · Sales · Sales Consultant, Sales Manager" for each brand a batch covers.
export function describeSetOfWorkers(set: Schemas['SetOfWorkers']): string {
  return set
    .map((brand) =>
      brand.departments
        .map((department) => `${brand.brand} · ${department.name} · ${department.titles.join(', ')}`)
        .join('; '),
    )
    .join('; ');
}

const periodFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const yearInPuertoRico = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: TIME_ZONE });
const updatedThisYearFormat = perLocale(
  (intl) =>
    new Intl.DateTimeFormat(intl, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);
const updatedEarlierFormat = perLocale(
  (intl) => new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE }),
);

// A pay period as one range, its shared month and year said once: "Nov 2 – 15, 2026", "Oct 27 – Nov 9, 2026".
export function formatPeriod(startDate: string, endDate: string, locale: Locale): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start)
    return `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}`;
  return periodFormat(locale).formatRange(start, end);
}

export const workerName = (worker: { firstName: string; lastName: string }): string =>
  `${worker.firstName} ${worker.lastName}`;

// A table's "Updated" cell: "Nov 16, 9:05 AM" within the current year (Puerto Rico time), else "Nov 16, 2025".
export function formatUpdatedAt(instant: string, locale: Locale, now: Date): string {
  const at = new Date(instant);
  const thisYear = yearInPuertoRico.format(at) === yearInPuertoRico.format(now);
  return (thisYear ? updatedThisYearFormat : updatedEarlierFormat)(locale).format(at);
}
