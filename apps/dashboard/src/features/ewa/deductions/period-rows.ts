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
  latest: DeductionRecord | null;
  files: number;
  status: PeriodStatus;
};

// A period is overdue when its deduction date has passed (Puerto Rico's today) and no file is in.
export function periodStatus(deductionDate: string | null, hasFile: boolean, today: string): PeriodStatus {
  if (hasFile) return 'uploaded';
  return deductionDate !== null && deductionDate < today ? 'overdue' : 'awaiting';
}

// One row per pay period: the periods still to upload joined with the deduction records filed for them.
export function periodRows(periods: readonly Period[], records: readonly DeductionRecord[], today: string): PeriodRow[] {
  const byPeriod = new Map<string, DeductionRecord[]>();
  const loose: DeductionRecord[] = [];
  for (const record of records) {
    if (record.periodId === null) loose.push(record);
    else byPeriod.set(record.periodId, [...(byPeriod.get(record.periodId) ?? []), record]);
  }
  const newest = (list: readonly DeductionRecord[]): DeductionRecord | null =>
    list.reduce<DeductionRecord | null>((best, record) => (best === null || record.uploadDate > best.uploadDate ? record : best), null);
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
      status: periodStatus(period.deductionDate, files.length > 0, today),
    };
  });
  const filed = [...byPeriod.entries()].map(([periodId, files]) => ({ periodId, files }));
  for (const { periodId, files } of filed) rows.push(recordRow(periodId, files, newest(files)!));
  for (const record of loose) rows.push(recordRow(null, [record], record));
  return rows.sort((a, b) => (a.startDate === b.startDate ? a.workerGroupCode.localeCompare(b.workerGroupCode) : b.startDate.localeCompare(a.startDate)));
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
    status: 'uploaded',
  };
}
