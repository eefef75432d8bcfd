import type { Schemas } from '@cuadre/api-client';

export type DeadlineState = 'overdue' | 'due-soon' | 'on-track';
export type DeadlineKind = 'creation' | 'approval';

export type TitleDeadline = {
  brand: string;
  department: string;
  title: string;
  kind: DeadlineKind;
  date: string;
  daysLeft: number;
  state: DeadlineState;
};

const DAY_MS = 86_400_000;

// Whole days from one calendar date to another (negative when `to` is earlier).
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// §3: a title's limit date is overdue once passed, due soon within its notification days (the day itself included).
export function deadlineState(limitDate: string, today: string, daysBeforeNotification: number): DeadlineState {
  const daysLeft = daysBetween(today, limitDate);
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= daysBeforeNotification ? 'due-soon' : 'on-track';
}

// Every creation and approval limit date of the brands' titles that is due soon or overdue, soonest first.
export function titleDeadlines(brands: readonly Schemas['BrandStructure'][], today: string): TitleDeadline[] {
  const deadlines: TitleDeadline[] = [];
  for (const brand of brands) {
    for (const department of brand.departments) {
      for (const title of department.titles) {
        const limits: [DeadlineKind, string | null, number][] = [
          ['creation', title.commissionBatchCreationLimitDate, title.daysBeforeCreationNotification],
          ['approval', title.commissionBatchApprovalLimitDate, title.daysBeforeApprovalNotification],
        ];
        for (const [kind, date, days] of limits) {
          if (date === null) continue;
          const state = deadlineState(date, today, days);
          if (state === 'on-track') continue;
          deadlines.push({
            brand: brand.name,
            department: department.name,
            title: title.name,
            kind,
            date,
            daysLeft: daysBetween(today, date),
            state,
          });
        }
      }
    }
  }
  return deadlines.sort(
    (a, b) => a.daysLeft - b.daysLeft || a.brand.localeCompare(b.brand) || a.title.localeCompare(b.title),
  );
}
