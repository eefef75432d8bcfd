import type { Schemas } from '@cuadre/api-client';
import { describe, expect, it } from 'vitest';
import { balancesCsv, centsAsDecimal, fetchAllRows } from './balances-csv.ts';

const row = (n: number, balance: number): Schemas['InsuranceTableRow'] => ({
  workerId: `w${n}`,
  firstName: 'Ana',
  lastName: `Ríos ${n}`,
  payrollFileNumber: `P-${n}`,
  store: 'Condado',
  workerStatus: 'Active',
  planType: 'family',
  planOrigin: 'payroll-provider',
  mcs: true,
  delta: false,
  mcsRemainingBalance: balance,
  deltaRemainingBalance: 0,
  totalRemainingBalance: balance,
});

describe('the balances export', () => {
  it('writes money as exact decimals, negatives with a minus', () => {
    expect([centsAsDecimal(0), centsAsDecimal(5), centsAsDecimal(123_456), centsAsDecimal(-1_205)]).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-12.05',
    ]);
  });

  it('writes one line per filtered row under a header', () => {
    const lines = balancesCsv([row(1, 12_550)])
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'payrollFileNumber,lastName,firstName,store,workerStatus,planType,planOrigin,mcs,delta,mcsRemainingBalance,deltaRemainingBalance,totalRemainingBalance',
    );
    expect(lines[1]).toBe('P-1,Ríos 1,Ana,Condado,Active,family,payroll-provider,yes,no,125.50,0.00,125.50');
  });

  it('gathers every page of the filtered table', async () => {
    const all = Array.from({ length: 450 }, (_, n) => row(n, n));
    const progress: number[] = [];
    const rows = await fetchAllRows(
      (page, limit) => Promise.resolve({ items: all.slice((page - 1) * limit, page * limit), total: all.length }),
      (done) => progress.push(done),
    );
    expect(rows).toHaveLength(450);
    expect(progress).toEqual([200, 400, 450]);
  });
});
