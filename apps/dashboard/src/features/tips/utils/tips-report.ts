import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';
import { CSV_BOM, compareNames, toCsv } from '@cuadre/domain';

export const REPORT_GROUPINGS = ['role', 'worker', 'day'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export type ReportRow = {
  key: string;
  label: string;
  tips: number;
  workers: number;
  total: Cents;
  digital: Cents;
  nonDigital: Cents;
};

type Names = ReadonlyMap<string, Pick<Schemas['TipWorker'], 'firstName' | 'lastName'>>;

function keyOf(tip: Schemas['TipRecord'], grouping: ReportGrouping): string {
  return grouping === 'role' ? tip.role : grouping === 'worker' ? tip.workerId : tip.dateTip;
}

// Tips of a period summed by role, by worker or by day, largest total first (days in date order).
export function tipsReport(tips: readonly Schemas['TipRecord'][], grouping: ReportGrouping, names: Names): ReportRow[] {
  const groups = new Map<string, { row: ReportRow; workers: Set<string> }>();
  for (const tip of tips) {
    const key = keyOf(tip, grouping);
    let group = groups.get(key);
    if (group === undefined) {
      const worker = names.get(tip.workerId);
      const label =
        grouping === 'worker'
          ? worker === undefined
            ? tip.payrollFileNumber
            : `${worker.lastName}, ${worker.firstName} (${tip.payrollFileNumber})`
          : key;
      group = { row: { key, label, tips: 0, workers: 0, total: 0, digital: 0, nonDigital: 0 }, workers: new Set() };
      groups.set(key, group);
    }
    group.row.tips += 1;
    group.row.total += tip.total;
    group.row.digital += tip.digitalTotal;
    group.row.nonDigital += tip.nonDigitalTotal;
    group.workers.add(tip.workerId);
  }
  const rows = [...groups.values()].map(({ row, workers }) => ({ ...row, workers: workers.size }));
  return grouping === 'day'
    ? rows.sort((a, b) => a.key.localeCompare(b.key))
    : rows.sort((a, b) => b.total - a.total || compareNames(a.label, b.label));
}

const dollars = (cents: Cents): string => (cents / 100).toFixed(2);

// The report as a spreadsheet-safe CSV (formula cells neutralised by the domain), amounts in dollars with cents.
export function reportCsv(
  rows: readonly ReportRow[],
  headers: { label: string; tips: string; workers: string; total: string; digital: string; nonDigital: string },
): string {
  return (
    CSV_BOM +
    toCsv(rows, [
      { header: headers.label, value: (row) => row.label },
      { header: headers.tips, value: (row) => row.tips },
      { header: headers.workers, value: (row) => row.workers },
      { header: headers.total, value: (row) => dollars(row.total) },
      { header: headers.digital, value: (row) => dollars(row.digital) },
      { header: headers.nonDigital, value: (row) => dollars(row.nonDigital) },
    ])
  );
}
