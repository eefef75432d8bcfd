import type { DeductionRecord, Period } from '../api/ewa-types.ts';

export type PeriodStatus = 'uploaded' | 'awaiting' | 'overdue';

export type PeriodRow = {
  key: string;
  periodId: string | null;
  workerGroupCode: string;
  cycle: Period['cycle'];
  startDate: string;
  endDate: string;
  deductionDate: string | null;
  origin: DeductionRecord['origin'] | null;
  /** The period's file payroll uses: the one no later upload replaced. */
  latest: DeductionRecord | null;
  files: number;
  /** Every file uploaded for the period, the newest first; replaced files stay listed and downloadable. */
  versions: DeductionRecord[];
  status: PeriodStatus;
};

// A period is overdue when its deduction date has passed (Puerto Rico's today) and no file is in.
export function periodStatus(deductionDate: string | null, hasFile: boolean, today: string): PeriodStatus {
  if (hasFile) return 'uploaded';
  return deductionDate !== null && deductionDate < today ? 'overdue' : 'awaiting';
}

const newestFirst = (list: readonly DeductionRecord[]): DeductionRecord[] =>
  [...list].sort((a, b) => (a.uploadDate === b.uploadDate ? b.set - a.set : b.uploadDate.localeCompare(a.uploadDate)));

// The current file is the one no later upload replaced; should every file be marked replaced, the newest.
const newest = (list: readonly DeductionRecord[]): DeductionRecord | null => {
  const sorted = newestFirst(list);
  return sorted.find((record) => !record.supersededAt) ?? sorted[0] ?? null;
};

// One row per pay period: the periods still to upload joined with the deduction records filed for them.
export function periodRows(
  periods: readonly Period[],
  records: readonly DeductionRecord[],
  today: string,
): PeriodRow[] {
  const byPeriod = new Map<string, DeductionRecord[]>();
  const loose: DeductionRecord[] = [];
  for (const record of records) {
    if (record.periodId === null) loose.push(record);
    else byPeriod.set(record.periodId, [...(byPeriod.get(record.periodId) ?? []), record]);
  }
  const rows: PeriodRow[] = periods.map((period) => {
    const files = byPeriod.get(period.id) ?? [];
    byPeriod.delete(period.id);
    const latest = newest(files);
    return {
      key: period.id,
      periodId: period.id,
      workerGroupCode: period.workerGroupCode,
      cycle: period.cycle,
      startDate: period.startDate,
      endDate: period.endDate,
      deductionDate: period.deductionDate,
      origin: latest?.origin ?? null,
      latest,
      files: files.length,
      versions: newestFirst(files),
      status: periodStatus(period.deductionDate, files.length > 0, today),
    };
  });
  const filed = [...byPeriod.entries()].map(([periodId, files]) => ({ periodId, files }));
  for (const { periodId, files } of filed) rows.push(recordRow(periodId, files, newest(files)!));
  for (const record of loose) rows.push(recordRow(null, [record], record));
  return rows.sort((a, b) =>
    a.startDate === b.startDate
      ? a.workerGroupCode.localeCompare(b.workerGroupCode)
      : b.startDate.localeCompare(a.startDate),
  );
}

function recordRow(periodId: string | null, files: readonly DeductionRecord[], latest: DeductionRecord): PeriodRow {
  return {
    key: periodId ?? `record-${latest.id}`,
    periodId,
    workerGroupCode: latest.workerGroupCode,
    cycle: latest.cycle,
    startDate: latest.startDate,
    endDate: latest.endDate,
    deductionDate: null,
    origin: latest.origin,
    latest,
    files: files.length,
    versions: newestFirst(files),
    status: 'uploaded',
  };
}
