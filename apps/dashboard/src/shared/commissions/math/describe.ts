import type { Schemas } from '@cuadre/api-client';
import type { Locale } from '@cuadre/domain';
import { formatDate } from '@cuadre/domain';

// "Costa Honda · Sales · Sales Consultant, Sales Manager" for each brand a batch covers.
export function describeSetOfWorkers(set: Schemas['SetOfWorkers']): string {
  return set
    .map((brand) => brand.departments.map((department) => `${brand.brand} · ${department.name} · ${department.titles.join(', ')}`).join('; '))
    .join('; ');
}

export function formatPeriod(startDate: string, endDate: string, locale: Locale): string {
  return `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}`;
}

export const workerName = (worker: { firstName: string; lastName: string }): string => `${worker.firstName} ${worker.lastName}`;
