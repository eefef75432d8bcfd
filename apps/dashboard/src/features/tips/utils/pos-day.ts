import type { Schemas } from '@cuadre/api-client';
import type { Cents } from '@cuadre/domain';
import { sumCents } from '@cuadre/domain';
import type { DayRow } from './day-rows.ts';
import { workerName } from './day-rows.ts';

export type PosRow = Schemas['PosWorkerDay'];

// A shift as the point of sale sent it beside the tip recorded and the hours entered for it.
export type PosComparisonRow = {
  key: string;
  name: string;
  role: string;
  pos: PosRow | undefined;
  day: DayRow | undefined;
  enteredHours: number | null;
  hoursDiffer: boolean;
  tipsDiffer: boolean;
  status: 'matches' | 'differs' | 'pos-only' | 'entered-only';
};

export type PosComparison = {
  rows: PosComparisonRow[];
  differing: number;
  posHours: number;
  enteredHours: number;
  posTips: Cents;
  recordedTips: Cents;
};

const sameInstant = (a: string, b: string): boolean => new Date(a).getTime() === new Date(b).getTime();

const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

// Hours differ once they are a hundredth apart (hours carry two decimals).
export function hoursDiffer(pos: number, entered: number | null): boolean {
  return entered === null ? pos > 0 : roundHours(pos) !== roundHours(entered);
}

// Matches each point-of-sale shift with the day's tip of the same worker (same clock-in, else same shift, else any).
export function comparePosDay(posRows: readonly PosRow[], dayRows: readonly DayRow[]): PosComparison {
  const unused = new Set(dayRows);
  const take = (found: DayRow | undefined): DayRow | undefined => {
    if (found !== undefined) unused.delete(found);
    return found;
  };
  const candidates = (pos: PosRow) =>
    [...unused].filter((row) => pos.workerId !== null && row.tip.workerId === pos.workerId);
  const rows: PosComparisonRow[] = posRows.map((pos, index) => {
    const mine = candidates(pos);
    const day = take(
      mine.find((row) => sameInstant(row.tip.clockIn, pos.clockIn)) ??
        mine.find((row) => row.tip.shift === pos.shift) ??
        mine[0],
    );
    const name = `${pos.lastName}, ${pos.firstName}`;
    if (day === undefined) {
      return {
        key: `pos-${index}`,
        name,
        role: pos.role,
        pos,
        day,
        enteredHours: null,
        hoursDiffer: false,
        tipsDiffer: false,
        status: 'pos-only',
      };
    }
    const enteredHours = day.hours?.hours ?? null;
    const hours = hoursDiffer(pos.hours, enteredHours);
    const tips = pos.digitalTips !== day.tip.digitalTotal || pos.nonDigitalTips !== day.tip.nonDigitalTotal;
    return {
      key: `tip-${day.tip.id}`,
      name,
      role: pos.role,
      pos,
      day,
      enteredHours,
      hoursDiffer: hours,
      tipsDiffer: tips,
      status: hours || tips ? 'differs' : 'matches',
    };
  });
  for (const day of dayRows.filter((row) => unused.has(row))) {
    rows.push({
      key: `tip-${day.tip.id}`,
      name: workerName(day.worker, day.tip.payrollFileNumber),
      role: day.tip.role,
      pos: undefined,
      day,
      enteredHours: day.hours?.hours ?? null,
      hoursDiffer: false,
      tipsDiffer: false,
      status: 'entered-only',
    });
  }
  return {
    rows,
    differing: rows.filter((row) => row.status !== 'matches').length,
    posHours: roundHours(posRows.reduce((sum, row) => sum + row.hours, 0)),
    enteredHours: roundHours(dayRows.reduce((sum, row) => sum + (row.hours?.hours ?? 0), 0)),
    posTips: sumCents(posRows.map((row) => row.digitalTips + row.nonDigitalTips)),
    recordedTips: sumCents(dayRows.map((row) => row.tip.total)),
  };
}
