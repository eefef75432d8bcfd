import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissionBatches, deductionRecords, insuranceLedgerEntries } from '../db/schema/index.ts';
import { loadFixtures } from '../server/testing/fixtures.ts';
import { startTestApi, testContract, type TestApi } from '../server/testing/harness.ts';
import {
  APPROVER,
  CREATOR,
  csvUpload,
  EWA,
  INSURANCE,
  operationCases as cases,
  OWNER,
  prepareCases,
  runCall,
  VIEWER,
  type Call,
  type Extra,
  type TestFixtures,
} from '../server/testing/operation-cases.ts';
import { handlers } from './index.ts';

let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;

const run = (call: Call) => runCall(api, call);

beforeAll(async () => {
  api = await startTestApi();
  ({ fixtures, extra } = await prepareCases(api));
});
afterAll(() => api.close());
// Demo data the contract does not admit yet; each is reported to the owners of the seed and the contract.
const knownContractGaps = [
  /steps\/\d+\/perUnit must be >= 0/, // the seed's chargeback line pays a negative amount per unit; CommissionStep.perUnit has minimum 0
];

afterEach(() => {
  const violations = api.violations.splice(0).filter((v) => !knownContractGaps.some((gap) => gap.test(v)));
  expect(violations).toEqual([]);
});

describe.each(Object.entries(cases))('%s', (operationId, testCase) => {
  it('answers a permitted caller from the demo data', async () => {
    const call = testCase.success(fixtures, extra);
    const response = await run(call);
    const expected = call.status ?? 200;
    expect(response.statusCode, `${operationId}: ${response.body.slice(0, 500)}`).toBe(expected);
    if (call.check) call.check(response.json());
  });

  it('answers bad input with 400 naming the field', async () => {
    const response = await run(testCase.badInput(fixtures, extra));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const errors = (response.json() as { errors?: { pointer: string }[] }).errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => /^\/(body|query|path|header)/.test(e.pointer))).toBe(true);
  });

  it('refuses a caller without the permission', async () => {
    const call = testCase.denied(fixtures, extra);
    const response = await run(call);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(call.status ?? 403);
  });

  it('answers 404 for another company’s record', async () => {
    const call = testCase.otherCompany(fixtures, extra);
    const response = await run(call);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(call.status ?? 404);
  });
});

describe('workflows with integrity', () => {
  it('leaves preview batches out of the batch list unless asked to include them', async () => {
    const list = async (invisible?: boolean) => {
      const response = await api.call(VIEWER, {
        method: 'GET',
        url: `/api/compensation/commission-batches?companyId=${fixtures.costa}&area=commissions&limit=100${invisible === undefined ? '' : `&invisible=${invisible}`}`,
      });
      return (response.json() as { total: number }).total;
    };
    const [byDefault, without, withPreviews] = [await list(), await list(false), await list(true)];
    const [previews] = await api.db
      .select({ n: count() })
      .from(commissionBatches)
      .where(
        and(
          eq(commissionBatches.companyId, fixtures.costa),
          eq(commissionBatches.generation, 1),
          eq(commissionBatches.invisible, true),
        ),
      );
    expect(previews!.n).toBeGreaterThan(0);
    expect(without).toBe(byDefault);
    expect(withPreviews).toBe(byDefault + previews!.n);
  });

  it('lets exactly one of two racing approvals win; the other gets 409', async () => {
    const f = await loadFixtures(api.db);
    const url = `/api/compensation/commission-batch/${f.costaInReview.id}/approve`;
    const [a, b] = await Promise.all([
      api.call(APPROVER, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() } }),
      api.call(APPROVER, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = (a.statusCode === 200 ? a : b).json() as {
      status: string;
      events: { type: string; actorEmail: string }[];
    };
    expect(events.status).toBe('approved');
    expect(events.events.filter((e) => e.type === 'approved')).toHaveLength(1);
  });

  it('keeps nobody from approving a batch they created', async () => {
    const created = await api.call(CREATOR, {
      method: 'POST',
      url: '/api/compensation/commission-batches',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: fixtures.costa,
        area: 'commissions',
        type: 'preview',
        startDate: '2026-11-16',
        endDate: '2026-11-30',
        setOfWorkers: fixtures.costaDraftSet,
      },
    });
    const id = (created.json() as { id: string }).id;
    const response = await api.call(CREATOR, {
      method: 'POST',
      url: `/api/compensation/commission-batch/${id}/approve`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rejects a whole deduction file for one bad row and writes nothing', async () => {
    const before = await api.db.select({ n: count() }).from(deductionRecords);
    const bad = `${extra.deductionCsv}\nNOPE,W-0000,doce,EWA\n`;
    const response = await api.call(EWA, {
      method: 'POST',
      url: '/api/deductions/uploads',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: fixtures.isla,
        workerGroupCode: fixtures.islaPeriod.workerGroupCode,
        periodId: fixtures.islaPeriod.id,
        ...csvUpload('d.csv', bad),
      },
    });
    expect(response.statusCode).toBe(422);
    const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/body/csv/rows/2/workerId', '/body/csv/rows/2/amount']));
    const after = await api.db.select({ n: count() }).from(deductionRecords);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('rejects a whole insurance ledger file for one bad row and writes nothing', async () => {
    const before = await api.db.select({ n: count() }).from(insuranceLedgerEntries);
    const bad = `${extra.insuranceCsv}\n${'X'.repeat(3)},2026-02-30,mcs,payment,10.00,bitcoin`;
    const response = await api.call(INSURANCE, {
      method: 'POST',
      url: '/api/insurance/uploads',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: fixtures.isla, ...csvUpload('l.csv', bad) },
    });
    expect(response.statusCode).toBe(422);
    const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/body/csv/rows/2/payrollFileNumber',
        '/body/csv/rows/2/date',
        '/body/csv/rows/2/paymentMethod',
      ]),
    );
    const after = await api.db.select({ n: count() }).from(insuranceLedgerEntries);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('writes a status-log entry with changedBy for every worker status change', async () => {
    const response = await api.call(EWA, {
      method: 'PUT',
      url: `/api/workers/${fixtures.islaWorker.id}/status`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { type: 'admin', enabled: true, motives: ['Documentos recibidos'] },
    });
    expect(response.statusCode).toBe(200);
    const log = (
      response.json() as { statusLog: { changedBy: string; changedTo: boolean; changeMotives: string[] }[] }
    ).statusLog.at(-1);
    expect(log).toMatchObject({ changedBy: EWA, changedTo: true, changeMotives: ['Documentos recibidos'] });
  });

  it('keeps a manual total beside the computed one and counts it in the batch total', async () => {
    const created = await api.call(CREATOR, {
      method: 'POST',
      url: '/api/compensation/commission-batches',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        companyId: fixtures.costa,
        area: 'commissions',
        type: 'normal',
        startDate: '2026-12-01',
        endDate: '2026-12-15',
        setOfWorkers: fixtures.costaDraftSet,
      },
    });
    const batch = created.json() as { id: string; version: number; commissions: { workerId: string; total: number }[] };
    const first = batch.commissions[0];
    expect(first).toBeDefined();
    const updated = await api.call(CREATOR, {
      method: 'PATCH',
      url: `/api/compensation/commission-batch/${batch.id}`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { version: batch.version, commissions: [{ workerId: first!.workerId, manualTotal: 123456 }] },
    });
    expect(updated.statusCode, updated.body.slice(0, 300)).toBe(200);
    const after = updated.json() as {
      total: number;
      commissions: { workerId: string; total: number; manualTotal: number | null }[];
    };
    const row = after.commissions.find((c) => c.workerId === first!.workerId)!;
    expect(row.manualTotal).toBe(123456);
    expect(row.total).toBe(first!.total);
    const stale = await api.call(CREATOR, {
      method: 'PATCH',
      url: `/api/compensation/commission-batch/${batch.id}`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { version: batch.version, notes: 'otra' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('records every write that changes settings, users or money in the audit trail', async () => {
    const response = await api.call(OWNER, {
      method: 'GET',
      url: `/api/companies/${fixtures.isla}/audit-events?entityType=bank-details`,
    });
    expect((response.json() as { total: number }).total).toBeGreaterThan(0);
  });
});

describe('the contract is the routing table', () => {
  it('has a route for every operation of the contract, the identity layer’s included', () => {
    const missing = testContract().contract.operations.filter(
      (operation) => !api.app.hasRoute({ method: operation.method.toUpperCase(), url: operation.url }),
    );
    expect(missing.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)).toEqual([]);
  });

  it('covers every handled operation in this test matrix', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(handlers).sort());
  });
});
