import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import type { DayRow } from './day-rows.ts';
import type { PosRow } from './pos-day.ts';
import { comparePosDay, hoursDiffer } from './pos-day.ts';

const ANA = '00000000-0000-4000-8000-00000000000a';
const LUIS = '00000000-0000-4000-8000-00000000000b';

const tip = (
  id: string,
  workerId: string,
  clockIn: string,
  digital: number,
  cash: number,
  shift = 'dinner',
): Schemas['TipRecord'] =>
  ({
    id,
    workerId,
    clockIn,
    digitalTotal: digital,
    nonDigitalTotal: cash,
    total: digital + cash,
    shift,
    role: 'Server',
    payrollFileNumber: `P-${id}`,
  }) as Schemas['TipRecord'];

const day = (record: Schemas['TipRecord'], hours: number | null): DayRow => ({
  tip: record,
  worker: { firstName: workerFirst(record.workerId), lastName: 'Rivera' } as Schemas['TipWorker'],
  hours:
    hours === null
      ? undefined
      : ({ tipId: record.id, workerId: record.workerId, hours, originalHours: hours } as Schemas['WorkerHoursRow']),
});

const workerFirst = (workerId: string) => (workerId === ANA ? 'Ana' : 'Luis');

const pos = (
  workerId: string | null,
  clockIn: string,
  hours: number,
  digital: number,
  cash: number,
  shift = 'dinner',
): PosRow => ({
  workerId,
  posId: 'pos-1',
  firstName: workerId === null ? 'Unknown' : workerFirst(workerId),
  lastName: 'Rivera',
  role: 'Server',
  jobcode: 1,
  shift,
  clockIn,
  clockOut: null,
  hours,
  digitalTips: digital,
  nonDigitalTips: cash,
});

describe('the point of sale beside the day entered', () => {
  it('matches each shift by clock-in and marks it as matching when hours and tips agree', () => {
    const comparison = comparePosDay(
      [pos(ANA, '2026-11-20T22:00:00.000Z', 6.5, 4000, 1000)],
      [day(tip('1', ANA, '2026-11-20T18:00:00-04:00', 4000, 1000), 6.5)],
    );
    expect(comparison.rows.map((row) => [row.key, row.status])).toEqual([['tip-1', 'matches']]);
    expect(comparison.differing).toBe(0);
  });

  it('flags corrected hours and tips that differ, on the row they differ in', () => {
    const comparison = comparePosDay(
      [pos(ANA, '2026-11-20T22:00:00Z', 6, 4000, 1000), pos(LUIS, '2026-11-20T14:00:00Z', 5, 2500, 0)],
      [
        day(tip('1', ANA, '2026-11-20T22:00:00Z', 4000, 1000), 7.25),
        day(tip('2', LUIS, '2026-11-20T14:00:00Z', 2400, 100), 5),
      ],
    );
    expect(comparison.rows.map((row) => [row.name, row.hoursDiffer, row.tipsDiffer, row.status])).toEqual([
      ['Rivera, Ana', true, false, 'differs'],
      ['Rivera, Luis', false, true, 'differs'],
    ]);
    expect(comparison.differing).toBe(2);
  });

  it('pairs two shifts of one worker by clock-in, else by shift', () => {
    const lunch = day(tip('1', ANA, '2026-11-20T15:00:00Z', 1000, 0, 'lunch'), 3);
    const dinner = day(tip('2', ANA, '2026-11-20T22:00:00Z', 3000, 0, 'dinner'), 5);
    const comparison = comparePosDay(
      [pos(ANA, '2026-11-20T21:55:00Z', 5, 3000, 0, 'dinner'), pos(ANA, '2026-11-20T15:00:00Z', 3, 1000, 0, 'lunch')],
      [lunch, dinner],
    );
    expect(comparison.rows.map((row) => [row.key, row.status])).toEqual([
      ['tip-2', 'matches'],
      ['tip-1', 'matches'],
    ]);
  });

  it('lists shifts only the point of sale knows and tips it never sent', () => {
    const comparison = comparePosDay(
      [pos(null, '2026-11-20T22:00:00Z', 4, 900, 0)],
      [day(tip('1', ANA, '2026-11-20T22:00:00Z', 4000, 1000), 6)],
    );
    expect(comparison.rows.map((row) => [row.name, row.status])).toEqual([
      ['Rivera, Unknown', 'pos-only'],
      ['Rivera, Ana', 'entered-only'],
    ]);
    expect(comparison.differing).toBe(2);
  });

  it('totals hours and tips on both sides, to the cent', () => {
    const comparison = comparePosDay(
      [pos(ANA, '2026-11-20T22:00:00Z', 6.25, 4001, 999), pos(LUIS, '2026-11-20T14:00:00Z', 5.5, 2500, 1)],
      [
        day(tip('1', ANA, '2026-11-20T22:00:00Z', 4001, 999), 6.25),
        day(tip('2', LUIS, '2026-11-20T14:00:00Z', 2500, 1), null),
      ],
    );
    expect(comparison).toMatchObject({ posHours: 11.75, enteredHours: 6.25, posTips: 7501, recordedTips: 7501 });
  });

  it('counts missing hours as a difference only when the point of sale has some', () => {
    expect(hoursDiffer(5, null)).toBe(true);
    expect(hoursDiffer(0, null)).toBe(false);
    expect(hoursDiffer(5.004, 5)).toBe(false);
    expect(hoursDiffer(5.25, 5.2)).toBe(true);
  });
});
