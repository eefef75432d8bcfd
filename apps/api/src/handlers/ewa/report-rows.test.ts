import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deductionRecords, ewaTransfers, workers } from '../../db/schema/index.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { finishedReport } from '../../server/testing/reports.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

const EWA = 'ewa@isla.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

/** The CSV of a report generated for Isla over the given dates, as records keyed by header. */
async function reportCsv(type: string, startDate: string, endDate: string): Promise<Record<string, string>[]> {
  const made = await api.call(EWA, {
    method: 'POST',
    url: `/api/reports/${f.isla}`,
    payload: { type, startDate, endDate },
  });
  expect(made.statusCode, made.body).toBe(202);
  const { id } = made.json() as { id: string };
  await finishedReport(api, EWA, f.isla, id);
  const file = await api.call(EWA, { method: 'GET', url: `/api/reports/${f.isla}/${id}/download` });
  expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
  return parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
}

const DOLLARS = /^-?\d+\.\d{2}$/;

describe('the EWA reports CSV', () => {
  it('writes the deductions in dollars with two decimals, beside the worker’s name', async () => {
    const [file] = await api.db
      .select()
      .from(deductionRecords)
      .where(and(eq(deductionRecords.companyId, f.isla), eq(deductionRecords.id, f.islaDeduction.id)));
    const item = file!.payroll.find((row) => row.amount > 0)!;
    const [worker] = await api.db
      .select()
      .from(workers)
      .where(and(eq(workers.companyId, f.isla), eq(workers.workerId, item.workerId)));
    // A file replaced by a later one is left out of the report: this one stands for the period again.
    await api.db.update(deductionRecords).set({ supersededAt: null }).where(eq(deductionRecords.id, file!.id));

    const rows = await reportCsv('deductions', file!.startDate, file!.startDate);
    expect(Object.keys(rows[0]!)).toEqual([
      'startDate',
      'endDate',
      'workerGroupCode',
      'workerId',
      'payrollFileNumber',
      'firstName',
      'lastName',
      'amount',
    ]);
    // The worker's row of this file, its amount in dollars (a later file of the period may list the worker too).
    const amount = (item.amount / 100).toFixed(2);
    const row = rows.find((candidate) => candidate.workerId === item.workerId && candidate.amount === amount);
    expect(row).toMatchObject({
      workerGroupCode: file!.workerGroupCode,
      firstName: worker!.firstName,
      lastName: worker!.lastName,
    });
    for (const each of rows) expect(each.amount).toMatch(DOLLARS);
  });

  it('writes the transfers’ amount and fee in dollars, to the cent, with the worker’s first and last name', async () => {
    await api.db.insert(ewaTransfers).values({
      companyId: f.isla,
      workerGroupCode: f.islaWorker.workerGroupCode,
      workerId: f.islaWorker.id,
      kind: 'advance',
      status: 'completed',
      amount: 12_345,
      fee: 7,
      requestedAt: new Date('2026-02-10T15:00:00Z'),
    });
    const rows = await reportCsv('transactions', '2026-02-10', '2026-02-10');
    expect(Object.keys(rows[0]!)).toEqual([
      'requestedAt',
      'workerId',
      'firstName',
      'lastName',
      'kind',
      'status',
      'amount',
      'fee',
    ]);
    expect(rows.find((row) => row.workerId === f.islaWorker.workerId && row.amount === '123.45')).toMatchObject({
      firstName: f.islaWorker.firstName,
      lastName: f.islaWorker.lastName,
      fee: '0.07',
    });
    for (const row of rows) {
      expect(row.amount).toMatch(DOLLARS);
      expect(row.fee).toMatch(DOLLARS);
    }
  });

  it('counts a transfer on the day it was asked for in Puerto Rico, not on UTC’s date', async () => {
    // 11:30 p.m. on March 3 in Puerto Rico is 03:30 on March 4 in UTC.
    await api.db.insert(ewaTransfers).values({
      companyId: f.isla,
      workerGroupCode: f.islaWorker.workerGroupCode,
      workerId: f.islaWorker.id,
      kind: 'advance',
      status: 'completed',
      amount: 4_321,
      fee: 0,
      requestedAt: new Date('2026-03-04T03:30:00Z'),
    });
    const late = (rows: Record<string, string>[]) => rows.filter((row) => row.amount === '43.21');
    expect(late(await reportCsv('transactions', '2026-03-03', '2026-03-03'))).toHaveLength(1);
    expect(late(await reportCsv('transactions', '2026-03-04', '2026-03-04'))).toHaveLength(0);
  });

  it('writes invoices in dollars with two decimals', async () => {
    const rows = await reportCsv('invoices', '2025-01-01', '2026-12-31');
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!)).toEqual(['code', 'type', 'status', 'dueDate', 'amount']);
    for (const row of rows) expect(row.amount).toMatch(DOLLARS);
  });
});
