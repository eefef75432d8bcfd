import { describe, expect, it } from 'vitest';
import { period } from '../test/ewa-fixtures.ts';
import { initialPeriod, periodChoices } from './period-choice.ts';
import type { PeriodRow } from './period-rows.ts';
import { periodRows } from './period-rows.ts';

const today = '2026-11-27';

// 70 periods as a company has them after a year and a half: five groups, biweekly, every one with its file but the last.
function company(): PeriodRow[] {
  const rows: PeriodRow[] = [];
  const groups = ['103', '150', '203', '250', '403'];
  for (let index = 0; index < 14; index += 1) {
    const start = new Date(Date.parse('2026-11-09T00:00:00Z') - index * 14 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const deduction = new Date(Date.parse(`${end}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    for (const group of groups) {
      const [row] = periodRows(
        [
          period({
            id: `${group}-${start}`,
            workerGroupCode: group,
            startDate: start,
            endDate: end,
            deductionDate: deduction,
          }),
        ],
        [],
        today,
      );
      rows.push({ ...row!, status: index === 0 ? (group === '403' ? 'overdue' : 'awaiting') : 'uploaded' });
    }
  }
  return rows;
}

describe('the periods the upload dialog offers', () => {
  it('puts every period waiting for its file first, then the recent ones with a file, latest first, and no older one', () => {
    const choices = periodChoices(company(), today);
    expect(choices.slice(0, 5).map((row) => row.periodId)).toEqual([
      '103-2026-11-09',
      '150-2026-11-09',
      '203-2026-11-09',
      '250-2026-11-09',
      '403-2026-11-09',
    ]);
    // Ended on Nov 8 and Oct 25, within the last 35 days; Oct 11 is older.
    expect(choices.slice(5).map((row) => row.periodId)).toEqual([
      ...['103', '150', '203', '250', '403'].map((group) => `${group}-2026-10-26`),
      ...['103', '150', '203', '250', '403'].map((group) => `${group}-2026-10-12`),
    ]);
    expect(choices).toHaveLength(15);
  });

  it('puts the period due soonest first among those waiting', () => {
    const rows = company();
    const late = { ...rows.find((row) => row.periodId === '250-2026-10-12')!, status: 'overdue' as const };
    const choices = periodChoices(
      [...rows.filter((row) => row !== rows.find((candidate) => candidate.periodId === '250-2026-10-12')), late],
      today,
    );
    expect(choices[0]?.periodId).toBe('250-2026-10-12');
  });

  it('keeps an older period when its own row asked for the dialog, and starts on it', () => {
    const choices = periodChoices(company(), today, '150-2026-06-08');
    expect(choices.at(-1)?.periodId).toBe('150-2026-06-08');
    expect(initialPeriod(choices, '150-2026-06-08')).toBe('150-2026-06-08');
    expect(initialPeriod(choices, null)).toBe('103-2026-11-09');
    expect(initialPeriod([], null)).toBe('');
  });
});
