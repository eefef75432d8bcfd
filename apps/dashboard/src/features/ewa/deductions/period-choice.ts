import type { PeriodRow } from './period-rows.ts';

export type ChoosablePeriod = PeriodRow & { periodId: string };

/**
 * How far back a period with a file is still offered by the upload dialog: five weeks holds the last two biweekly or
 * semimonthly periods, the last monthly one and the last five weekly ones, the files a correction is usually for.
 * An older period's file is replaced from its own row of the table, whose Upload opens the dialog on it.
 */
export const RECENT_FILED_DAYS = 35;

const byGroup = (a: PeriodRow, b: PeriodRow) =>
  a.workerGroupCode.localeCompare(b.workerGroupCode, 'en', { numeric: true });

const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The pay periods the upload dialog offers, in the order an admin looks for them: first every period still waiting
 * for its file (overdue and awaiting), the one due soonest first; then the recent periods that have a file, the
 * latest first. `asked` (the period whose row's Upload opened the dialog) is always among them.
 */
export function periodChoices(
  rows: readonly PeriodRow[],
  today: string,
  asked: string | null = null,
): ChoosablePeriod[] {
  const since = daysBefore(today, RECENT_FILED_DAYS);
  const choosable = rows.filter((row): row is ChoosablePeriod => row.periodId !== null);
  const waiting = choosable
    .filter((row) => row.status !== 'uploaded')
    .sort(
      (a, b) =>
        (a.deductionDate ?? a.endDate).localeCompare(b.deductionDate ?? b.endDate) ||
        b.endDate.localeCompare(a.endDate) ||
        byGroup(a, b),
    );
  const filed = choosable
    .filter((row) => row.status === 'uploaded' && (row.endDate >= since || row.periodId === asked))
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || b.startDate.localeCompare(a.startDate) || byGroup(a, b));
  return [...waiting, ...filed];
}

/** The period the dialog starts on: the one asked for, else the first choice. */
export function initialPeriod(choices: readonly ChoosablePeriod[], asked: string | null): string {
  return choices.find((row) => row.periodId === asked)?.periodId ?? choices[0]?.periodId ?? '';
}
