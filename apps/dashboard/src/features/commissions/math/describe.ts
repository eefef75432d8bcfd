import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { TIME_ZONE, perLocale } from '@cuadre/domain';

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

// "Costa Honda · Sales" for each department a batch covers: the first line of its Covers cell.
export function describeDepartments(set: Schemas['SetOfWorkers']): string {
  return set
    .flatMap((brand) => brand.departments.map((department) => `${brand.brand} · ${department.name}`))
    .join('; ');
}

// "Sales Consultant, Sales Manager": the titles a batch covers, each once, under its departments.
export function describeTitles(set: Schemas['SetOfWorkers']): string {
  return [...new Set(set.flatMap((brand) => brand.departments.flatMap((department) => department.titles)))].join(', ');
}

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

export const workerName = (worker: { firstName: string; lastName: string }): string =>
  `${worker.firstName} ${worker.lastName}`;

// A table's "Updated" cell: "Nov 16, 9:05 AM" within the current year (Puerto Rico time), else "Nov 16, 2025".
export function formatUpdatedAt(instant: string, locale: Locale, now: Date): string {
  const at = new Date(instant);
  const thisYear = yearInPuertoRico.format(at) === yearInPuertoRico.format(now);
  return (thisYear ? updatedThisYearFormat : updatedEarlierFormat)(locale).format(at);
}
