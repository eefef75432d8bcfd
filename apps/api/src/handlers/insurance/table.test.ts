import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../server/database-errors.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';
import { arrearsOf, closedPeriodEnds } from './arrears.ts';
import { balanceRanges } from './table-summary.ts';
import { debtOf, EDITOR, insuranceCalls, pointers, VIEWER } from './test-calls.ts';

type TableRow = {
  workerId: string;
  totalRemainingBalance: number;
  mcsRemainingBalance: number;
  deltaRemainingBalance: number;
  planType: string;
};

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));
const { post, getJson } = insuranceCalls(() => api);

describe('the balances table', () => {
  it('refuses a greater-than filter without a value', async () => {
    const response = await post(VIEWER, '/insurance/get-table', { companyId: f.isla, balance: 'greater-than' });
    expect([400, 422]).toContain(response.statusCode);
    expect(pointers(response.json()).some((p) => p.startsWith('/body/balanceValue') || p === '/body')).toBe(true);
  });

  it('keeps only the plan type and balances above the value asked for', async () => {
    const page = (
      await post(VIEWER, '/insurance/get-table', {
        companyId: f.isla,
        planType: 'family',
        balance: 'greater-than',
        balanceValue: 10_000,
        limit: 200,
      })
    ).json() as { items: TableRow[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.planType === 'family' && row.totalRemainingBalance > 10_000)).toBe(true);
  });

  it('counts exactly the rows it lists, with and without filters on the worker', async () => {
    const filters = [
      {},
      { workerStatus: 'Active' },
      { planType: 'family' },
      { workerStatus: 'Inactive', balance: 'greater-than', balanceValue: 0 },
    ];
    for (const filter of filters) {
      const listed: TableRow[] = [];
      let total = -1;
      for (let page = 1; page <= 50; page++) {
        const answer = (
          await post(VIEWER, '/insurance/get-table', { companyId: f.isla, ...filter, page, limit: 200 })
        ).json() as { items: TableRow[]; total: number };
        total = answer.total;
        listed.push(...answer.items);
        if (answer.items.length < 200) break;
      }
      expect(total, JSON.stringify(filter)).toBe(listed.length);
    }
  });

  it('belongs to one company with its workers: the database refuses a status naming another company than its worker’s', async () => {
    const refused = await api.db
      .execute(sql`update insurance_statuses set company_id = ${f.costa} where worker_id = ${f.islaInsured}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sqlStateOf(refused)).toBe('23503'); // foreign_key_violation
    const kept = await api.db.execute<{ company_id: string }>(
      sql`select company_id from insurance_statuses where worker_id = ${f.islaInsured}`,
    );
    expect(kept.rows).toEqual([{ company_id: f.isla }]);
  });

  it('sums the outstanding balances of every matching worker, not one page, with and without filters on the worker', async () => {
    for (const filter of [
      { companyId: f.isla, planOrigin: 'payroll-provider' },
      { companyId: f.isla, planOrigin: 'payroll-provider', workerStatus: 'Active' },
    ]) {
      const rows: TableRow[] = [];
      for (let page = 1; ; page += 1) {
        const body = (await post(VIEWER, '/insurance/get-table', { ...filter, page, limit: 200 })).json() as {
          items: TableRow[];
          total: number;
        };
        rows.push(...body.items);
        if (rows.length >= body.total || body.items.length === 0) break;
      }
      const summary = (await post(VIEWER, '/insurance/get-table-summary', filter)).json() as {
        workerCount: number;
        owingCount: number;
        totalOutstanding: number;
        mcsOutstanding: number;
        deltaOutstanding: number;
        distribution: { count: number }[];
      };
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(summary.workerCount).toBe(rows.length);
      expect(summary.owingCount).toBe(rows.filter((r) => r.totalRemainingBalance > 0).length);
      expect(summary.totalOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.totalRemainingBalance, 0), 0));
      expect(summary.mcsOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.mcsRemainingBalance, 0), 0));
      expect(summary.deltaOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.deltaRemainingBalance, 0), 0));
      expect(summary.distribution.reduce((sum, range) => sum + range.count, 0)).toBe(rows.length);
    }
  });

  it('puts each balance in one range of the distribution', () => {
    expect(
      balanceRanges(
        new Map([
          [0, 3],
          [6, 1],
        ]),
      ),
    ).toEqual([
      { from: null, to: 0, count: 3 },
      { from: 1, to: 5_000, count: 0 },
      { from: 5_001, to: 10_000, count: 0 },
      { from: 10_001, to: 25_000, count: 0 },
      { from: 25_001, to: 50_000, count: 0 },
      { from: 50_001, to: 100_000, count: 0 },
      { from: 100_001, to: null, count: 1 },
    ]);
  });
});

describe('workers falling behind', () => {
  it.each([
    ['biweekly', '2026-01-05', 3, ['2026-10-11', '2026-10-25', '2026-11-08']],
    ['weekly', '2026-01-05', 2, ['2026-11-08', '2026-11-15']],
    ['semimonthly', '2026-01-01', 3, ['2026-10-15', '2026-10-31', '2026-11-15']],
    ['monthly', '2026-01-01', 2, ['2026-09-30', '2026-10-31']],
  ] as const)('closes the last %s pay periods before today, oldest first', (frequency, start, n, expected) => {
    expect(closedPeriodEnds(frequency, start, '2026-11-22', n)).toEqual(expected);
  });

  it('counts a worker as falling behind only when the balance ends higher than it started', () => {
    expect(arrearsOf([1000, 1500, 1400, 2000])).toEqual({
      startBalance: 1000,
      currentBalance: 2000,
      growth: 1000,
      periodsGrown: 2,
    });
    expect(arrearsOf([1000, 3000, 1000])).toBeNull();
    expect(arrearsOf([1000, 900])).toBeNull();
  });

  it('lists a worker whose debt grew today, largest growth first', async () => {
    const added = await post(EDITOR, '/insurance/ledger-entries', debtOf(f.islaInsured, 900_000));
    expect(added.statusCode, added.body).toBe(201);
    const page = await getJson<{
      items: { workerId: string; growth: number; balances: number[] }[];
      periodEnds: string[];
      total: number;
    }>(VIEWER, `/insurance/get-arrears?companyId=${f.isla}&periods=3`);
    expect(page.periodEnds).toHaveLength(3);
    const row = page.items.find((item) => item.workerId === f.islaInsured);
    expect(row?.balances).toHaveLength(4);
    expect(row!.growth).toBe(row!.balances.at(-1)! - row!.balances[0]!);
    expect(page.items.map((item) => item.growth)).toEqual(
      [...page.items.map((item) => item.growth)].sort((a, b) => b - a),
    );
    expect(page.items.every((item) => item.growth > 0)).toBe(true);
  });

  it('refuses another company’s arrears', async () => {
    expect(
      (await api.call(VIEWER, { method: 'GET', url: `/api/insurance/get-arrears?companyId=${f.caribe}` })).statusCode,
    ).toBe(404);
  });
});
