import { describe, expect, it } from 'vitest';
import { niceScale, payoutSeries } from './payout-series.ts';

const day = (dateTip: string, paidTotal: number, pendingTotal: number, failedTotal: number) => ({
  dateTip,
  workerGroupCode: '103',
  total: paidTotal + pendingTotal + failedTotal,
  digitalTotal: 0,
  nonDigitalTotal: 0,
  paidTotal,
  pendingTotal,
  failedTotal,
  workerCount: 1,
  status: 'pending' as const,
});

describe('the payout chart series', () => {
  it('has one point per day of the range, oldest first, with missing days at zero', () => {
    const series = payoutSeries(
      [day('2026-11-03', 100, 0, 0), day('2026-11-01', 50, 25, 5)],
      '2026-11-01',
      '2026-11-03',
    );
    expect(series.map((point) => [point.date, point.total])).toEqual([
      ['2026-11-01', 80],
      ['2026-11-02', 0],
      ['2026-11-03', 100],
    ]);
  });

  it('puts the axis top above the highest bar with even ticks', () => {
    const { top, ticks } = niceScale(1_234_567);
    expect(top).toBeGreaterThanOrEqual(1_234_567);
    expect(ticks).toHaveLength(5);
    expect(ticks[4]).toBe(top);
  });
});
