import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { reportCsv, tipsReport } from './tips-report.ts';

const tip = (id: string, workerId: string, role: string, dateTip: string, total: number): Schemas['TipRecord'] => ({
  id,
  companyId: 'c',
  workerGroupCode: '103',
  workerId,
  payrollFileNumber: `P-${workerId}`,
  clockIn: `${dateTip}T18:00:00-04:00`,
  clockOut: null,
  total,
  digitalTotal: total - 100,
  nonDigitalTotal: 100,
  status: 'paid',
  dateTip,
  role,
  shift: 'dinner',
  shiftType: 'dinner',
  reason: null,
  reviewStatus: 'unreviewed',
  correlationId: null,
  fixedStatus: false,
  statusLog: [],
  poolSourceBreakdown: [],
  splitFromWorkerId: null,
  splitFromTipId: null,
  splitId: null,
});

const tips = [
  tip('1', 'a', 'Server', '2026-11-01', 5000),
  tip('2', 'b', 'Server', '2026-11-02', 3000),
  tip('3', 'a', '=Bartender', '2026-11-02', 9000),
];

describe('the tips report', () => {
  it('sums tips by role with the workers counted once', () => {
    expect(tipsReport(tips, 'role', new Map())).toEqual([
      { key: '=Bartender', label: '=Bartender', tips: 1, workers: 1, total: 9000, digital: 8900, nonDigital: 100 },
      { key: 'Server', label: 'Server', tips: 2, workers: 2, total: 8000, digital: 7800, nonDigital: 200 },
    ]);
  });

  it('lists days in date order', () => {
    expect(tipsReport(tips, 'day', new Map()).map((row) => row.key)).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('names workers by last name and keeps the sums exact', () => {
    const rows = tipsReport(tips, 'worker', new Map([['a', { firstName: 'Ana', lastName: 'Rivera' }]]));
    expect(rows[0]).toMatchObject({ label: 'Rivera, Ana (P-a)', total: 14000 });
  });

  it('exports dollars with cents and neutralises formula-looking cells', () => {
    const csv = reportCsv(tipsReport(tips, 'role', new Map()), {
      label: 'Role',
      tips: 'Tips',
      workers: 'Workers',
      total: 'Total',
      digital: 'Digital',
      nonDigital: 'Cash',
    });
    expect(csv).toContain("'=Bartender,1,1,90.00,89.00,1.00");
    expect(csv).toContain('Server,2,2,80.00,78.00,2.00');
  });
});
