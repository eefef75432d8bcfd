import { describe, expect, it } from 'vitest';
import type { DeductionRecord } from '../api/ewa-types.ts';
import { period } from '../test/ewa-fixtures.ts';
import { periodRows, periodStatus } from './period-rows.ts';

const record = (overrides: Partial<DeductionRecord>): DeductionRecord => ({
  id: 'd1',
  companyId: 'c1',
  csvDriveId: 'file',
  employerCSVDriveId: null,
  startDate: '2026-11-02',
  endDate: '2026-11-15',
  cycle: 'biweekly',
  set: 1,
  uploadDate: '2026-11-16T10:00:00-04:00',
  workerGroupCode: '103',
  compensationType: 'hourly',
  origin: 'automatic',
  payroll: [],
  periodId: 'p1',
  total: 0,
  workerCount: 0,
  supersededAt: null,
  supersededBy: null,
  uploadedBy: null,
  replacedBy: null,
  ...overrides,
});

describe('pay period rows', () => {
  it('is overdue only when the deduction date has passed without a file', () => {
    expect(periodStatus('2026-11-20', false, '2026-11-22')).toBe('overdue');
    expect(periodStatus('2026-11-22', false, '2026-11-22')).toBe('awaiting');
    expect(periodStatus('2026-11-20', true, '2026-11-22')).toBe('uploaded');
  });

  it('joins a period with its newest file and keeps files of other periods as rows of their own', () => {
    const rows = periodRows(
      [
        period({ id: 'p1' }),
        period({ id: 'p2', startDate: '2026-11-16', endDate: '2026-11-29', deductionDate: '2026-12-04' }),
      ],
      [
        record({ id: 'd1', periodId: 'p1', set: 1 }),
        record({ id: 'd2', periodId: 'p1', set: 2, origin: 'employer', uploadDate: '2026-11-17T09:00:00-04:00' }),
        record({ id: 'd3', periodId: 'p0', startDate: '2026-10-19', endDate: '2026-11-01' }),
        record({ id: 'd4', periodId: null, startDate: '2026-10-05', endDate: '2026-10-18' }),
      ],
      '2026-11-22',
    );
    expect(rows.map((row) => [row.key, row.status, row.origin, row.latest?.id ?? null, row.files])).toEqual([
      ['p2', 'awaiting', null, null, 0],
      ['p1', 'uploaded', 'employer', 'd2', 2],
      ['p0', 'uploaded', 'automatic', 'd3', 1],
      ['record-d4', 'uploaded', 'automatic', 'd4', 1],
    ]);
  });

  it('lists every file of a period, the newest first, and keeps the one nothing replaced as the current file', () => {
    const [row] = periodRows(
      [period({ id: 'p1' })],
      [
        record({
          id: 'first',
          periodId: 'p1',
          set: 1,
          uploadDate: '2026-11-16T10:00:00-04:00',
          supersededAt: '2026-11-17T09:00:00-04:00',
          supersededBy: 'second',
        }),
        record({ id: 'second', periodId: 'p1', set: 2, uploadDate: '2026-11-17T09:00:00-04:00' }),
        // Uploaded later but replaced already in the same minute by the file above it: never the current one.
        record({
          id: 'retracted',
          periodId: 'p1',
          set: 3,
          uploadDate: '2026-11-17T09:00:00-04:00',
          supersededAt: '2026-11-17T09:00:00-04:00',
          supersededBy: 'second',
        }),
      ],
      '2026-11-22',
    );
    expect(row!.latest?.id).toBe('second');
    expect(row!.versions.map((version) => version.id)).toEqual(['retracted', 'second', 'first']);
  });
});
