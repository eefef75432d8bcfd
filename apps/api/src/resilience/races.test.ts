import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  brands,
  insuranceStatuses,
  insuranceUploads,
  tipSplitItems,
  tipSplits,
  workers,
} from '../db/schema/index.ts';
import type { Fixtures } from '../server/testing/fixtures.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { owingWorkers } from '../server/testing/operation-cases.ts';
import { withTestApi } from '../server/testing/with-test-api.ts';
import { changedTables, fingerprint } from './fingerprint.ts';

const EWA = 'ewa@isla.example';
const TIPS = 'tips.admin@isla.example';
const INSURANCE = 'insurance@isla.example';
const STAFF = 'staff@provider.example';
const concurrent = 10;

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

// Replays come from the stored jsonb, so compare the JSON values, not their key order.
const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json() as unknown,
});

/** Sends the same request N times at once; those told the first is still running retry, as a client would. */
async function sendAtOnce(
  as: string,
  request: InjectOptions,
): Promise<{ first: LightMyRequestResponse[]; settled: LightMyRequestResponse[] }> {
  const first = await Promise.all(Array.from({ length: concurrent }, () => api.call(as, request)));
  const settled = await Promise.all(
    first.map((response) => (response.statusCode === 409 ? api.call(as, request) : Promise.resolve(response))),
  );
  return { first, settled };
}

const splitCount = async () =>
  (await api.db.select({ n: count() }).from(tipSplits).where(eq(tipSplits.companyId, f.isla)))[0]!.n;

describe('the same Idempotency-Key sent many times at once', () => {
  it(`creates one tip split for ${concurrent} simultaneous requests and answers each the same`, async () => {
    const before = await splitCount();
    const key = randomUUID();
    // A fifth of the giver's tips that day: every split of theirs in this file together stays within them.
    const body = {
      companyId: f.isla,
      workerGroupCode: f.islaWorker.workerGroupCode,
      fromType: 'worker',
      fromWorkerId: f.islaWorker.id,
      toWorkerIds: [f.islaWorker2.id],
      splitType: 'equal',
      dateTip: f.islaTip.dateTip,
      initialAmount: Math.floor(f.islaGiverTips / 5),
    };
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/tips/splits',
      headers: { 'idempotency-key': key },
      payload: body,
    };
    const { first, settled } = await sendAtOnce(TIPS, request);

    // While the first runs the others hear 409 (the contract's "still running"); none is a second effect.
    expect(first.filter((response) => response.statusCode === 201)).toHaveLength(
      first.filter((r) => r.statusCode !== 409).length,
    );
    expect(first.some((response) => response.statusCode === 201)).toBe(true);
    const answers = settled.map(answerOf);
    expect(answers).toEqual(answers.map(() => answers[0]));
    expect(answers[0]!.status).toBe(201);
    expect(await splitCount()).toBe(before + 1);

    // The same key with another body is refused and changes nothing.
    const snapshot = await fingerprint(api.db);
    const other = await api.call(TIPS, { ...request, payload: { ...body, initialAmount: 54_321 } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errors: [{ pointer: '/header/Idempotency-Key' }] });
    expect(changedTables(snapshot, await fingerprint(api.db))).toEqual([]);
  });

  it(`adds one insurance ledger file for ${concurrent} simultaneous uploads under one key`, async () => {
    const [insured] = await api.db
      .select({ payrollFileNumber: workers.payrollFileNumber })
      .from(workers)
      .where(eq(workers.id, f.islaInsured));
    const csv = [
      'payrollFileNumber,date,plan,type,amount,paymentMethod',
      `${insured!.payrollFileNumber},2026-11-17,mcs,payment,45.00,cash`,
      `${insured!.payrollFileNumber},2026-11-17,delta,debt,30.00,`,
    ].join('\n');
    const uploadCount = async () =>
      (await api.db.select({ n: count() }).from(insuranceUploads).where(eq(insuranceUploads.companyId, f.isla)))[0]!.n;
    const before = await uploadCount();
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/insurance/uploads',
      headers: { 'idempotency-key': randomUUID() },
      payload: { companyId: f.isla, filename: 'pagos-concurrentes.csv', contentType: 'text/csv', csv },
    };
    const { settled } = await sendAtOnce(INSURANCE, request);
    expect(settled.map(answerOf)).toEqual(settled.map(() => answerOf(settled[0]!)));
    expect(settled[0]!.statusCode).toBe(201);
    expect(await uploadCount()).toBe(before + 1);
  });
});

describe('two tip-split approvals at once', () => {
  it('approves the shares once: one 200, one 409, one audit entry', async () => {
    const [split] = await api.db
      .select({ id: tipSplits.id })
      .from(tipSplits)
      .innerJoin(tipSplitItems, eq(tipSplitItems.splitId, tipSplits.id))
      .where(and(eq(tipSplits.companyId, f.isla), eq(tipSplitItems.status, 'ready')))
      .orderBy(asc(tipSplits.dateTip), asc(tipSplits.id))
      .limit(1);
    const url = `/api/tips/splits/${split!.id}/approve`;
    const [a, b] = await Promise.all([
      api.call(TIPS, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() } }),
      api.call(TIPS, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(String(loser.headers['content-type'])).toMatch(/^application\/problem\+json/);
    const items = await api.db
      .select({ status: tipSplitItems.status })
      .from(tipSplitItems)
      .where(eq(tipSplitItems.splitId, split!.id));
    expect(items.every((item) => item.status === 'approved')).toBe(true);
    const approvals = await api.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, split!.id), eq(auditEvents.action, 'approveTipSplit')));
    expect(approvals[0]!.n).toBe(1);
  });
});

type Upload = {
  name: string;
  as: string;
  url: string;
  header: string;
  good: () => Promise<string[]>;
  bad: string;
  /** The column the bad row's error names. */
  column: string;
  payload: (csv: string) => Record<string, unknown>;
};

const positions = ['first', 'middle', 'last'] as const;

function place(rows: string[], bad: string, position: (typeof positions)[number]): { rows: string[]; index: number } {
  const index = position === 'first' ? 0 : position === 'last' ? rows.length : Math.floor(rows.length / 2);
  return { rows: [...rows.slice(0, index), bad, ...rows.slice(index)], index };
}

const uploads: Upload[] = [
  {
    name: 'deduction file',
    as: EWA,
    url: '/api/deductions/uploads',
    header: 'payrollFileNumber,workerId,amount,code',
    // Workers who owe at least what the file deducts, in a period that has no file yet.
    good: async () =>
      (await owingWorkers(api.db, f.islaOpenPeriod, 4, 2_300)).map(
        (worker, index) => `${worker.payrollFileNumber},${worker.workerId},${(20 + index).toFixed(2)},EWA`,
      ),
    bad: 'NOPE,W-0000,doce,EWA',
    column: 'workerId',
    payload: (csv) => ({
      companyId: f.isla,
      workerGroupCode: f.islaOpenPeriod.workerGroupCode,
      periodId: f.islaOpenPeriod.id,
      filename: 'deducciones.csv',
      contentType: 'text/csv',
      csv,
    }),
  },
  {
    name: 'insurance ledger',
    as: INSURANCE,
    url: '/api/insurance/uploads',
    header: 'payrollFileNumber,date,plan,type,amount,paymentMethod',
    good: async () => {
      const [insured] = await api.db
        .select({ payrollFileNumber: workers.payrollFileNumber })
        .from(workers)
        .where(eq(workers.id, f.islaInsured));
      return ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map(
        (day) => `${insured!.payrollFileNumber},${day},mcs,payment,12.50,card`,
      );
    },
    bad: 'XXX,2026-02-30,mcs,payment,10.00,bitcoin',
    column: 'payrollFileNumber',
    payload: (csv) => ({ companyId: f.isla, filename: 'ledger.csv', contentType: 'text/csv', csv }),
  },
  {
    name: 'payroll-provider commission file',
    as: STAFF,
    url: '/api/compensation/commission-uploads',
    header: 'payrollFileNumber,amount',
    good: async () =>
      (await api.db.select().from(workers).where(eq(workers.companyId, f.costa)).orderBy(asc(workers.id)).limit(4)).map(
        (worker) => `${worker.payrollFileNumber},150.00`,
      ),
    bad: 'NOPE,ciento',
    column: 'payrollFileNumber',
    payload: (csv) => ({
      companyId: f.costa,
      kind: 'payroll-provider',
      startDate: '2026-11-01',
      endDate: '2026-11-14',
      filename: 'adp.csv',
      contentType: 'text/csv',
      csv,
    }),
  },
  {
    name: 'dealer deals file',
    as: STAFF,
    url: '/api/compensation/commission-uploads',
    header: 'dealNumber,date,payrollFileNumber,brand,dealType,saleAmount,grossProfit',
    good: async () => {
      const [brand] = await api.db
        .select({ name: brands.name })
        .from(brands)
        .where(eq(brands.companyId, f.costa))
        .orderBy(asc(brands.name))
        .limit(1);
      const sellers = await api.db
        .select()
        .from(workers)
        .where(eq(workers.companyId, f.costa))
        .orderBy(asc(workers.id))
        .limit(4);
      return sellers.map(
        (worker, index) =>
          `R-${randomUUID().slice(0, 8)}-${index},2026-11-0${index + 2},${worker.payrollFileNumber},${brand!.name},new-vehicle,32000.00,2100.00`,
      );
    },
    bad: 'R-BAD,2026-11-03,NOPE,Nada,lease,mucho,poco',
    column: 'payrollFileNumber',
    payload: (csv) => ({
      companyId: f.costa,
      kind: 'deals',
      startDate: '2026-11-01',
      endDate: '2026-11-14',
      filename: 'deals.csv',
      contentType: 'text/csv',
      csv,
    }),
  },
];

describe.each(uploads)('a $name with one bad row', (upload) => {
  it.each(positions)('writes nothing when the bad row is %s', async (position) => {
    const good = await upload.good();
    expect(good.length).toBeGreaterThanOrEqual(3);
    const { rows, index } = place(good, upload.bad, position);
    const before = await fingerprint(api.db);
    const response = await api.call(upload.as, {
      method: 'POST',
      url: upload.url,
      headers: { 'idempotency-key': randomUUID() },
      payload: upload.payload([upload.header, ...rows].join('\n')),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    const pointers = (response.json() as { errors: { pointer: string }[] }).errors.map((error) => error.pointer);
    expect(pointers).toContain(`/body/csv/rows/${index}/${upload.column}`);
    expect(pointers.every((pointer) => pointer.startsWith(`/body/csv/rows/${index}/`))).toBe(true);
    expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
  });

  it('saves the same rows once the bad one is gone', async () => {
    const before = await fingerprint(api.db);
    const response = await api.call(upload.as, {
      method: 'POST',
      url: upload.url,
      headers: { 'idempotency-key': randomUUID() },
      payload: upload.payload([upload.header, ...(await upload.good())].join('\n')),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(changedTables(before, await fingerprint(api.db))).not.toEqual([]);
  });
});

describe('money written at the same moment', () => {
  const balanceOf = async (workerId: string) => {
    const [status] = await api.db
      .select({ mcs: insuranceStatuses.mcsBalance, delta: insuranceStatuses.deltaBalance })
      .from(insuranceStatuses)
      .where(eq(insuranceStatuses.workerId, workerId));
    return status!.mcs + status!.delta;
  };

  it(`counts every one of ${concurrent} payments made at once on one insurance ledger, to the cent`, async () => {
    const before = await balanceOf(f.islaInsured);
    // Different amounts, so a lost payment cannot hide behind another of the same size.
    const amounts = Array.from({ length: concurrent }, (_, index) => 101 + index * 37);
    const answers = await Promise.all(
      amounts.map((amount) =>
        api.call(INSURANCE, {
          method: 'POST',
          url: '/api/insurance/ledger-entries',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            workerId: f.islaInsured,
            date: '2026-11-19',
            type: 'payment',
            paymentMethod: 'cash',
            mcsAmount: amount,
            deltaAmount: 0,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(amounts.map(() => 201));
    const paid = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(await balanceOf(f.islaInsured)).toBe(before - paid);
    // The ledger read back agrees with the stored balance: its newest entry carries it.
    const ledger = (
      await api.call(INSURANCE, { method: 'GET', url: `/api/insurance/get-ledger?workerId=${f.islaInsured}&limit=1` })
    ).json() as { items: { mcsRemainingBalance: number; deltaRemainingBalance: number }[] };
    expect(ledger.items[0]!.mcsRemainingBalance + ledger.items[0]!.deltaRemainingBalance).toBe(before - paid);
  });

  it('keeps both of two tip splits made at once for one worker on one day, to the cent', async () => {
    const received = async () => {
      const answer = await api.call(TIPS, {
        method: 'GET',
        url: `/api/tips/get-tip-splits-received-by-worker?companyId=${f.isla}&workerGroupCode=${f.islaWorker.workerGroupCode}&date=${f.islaTip.dateTip}&workerId=${f.islaWorker2.id}`,
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as { splits: { splits: { workerId: string; amount: number }[] }[] };
      return body.splits
        .flatMap((split) => split.splits)
        .filter((share) => share.workerId === f.islaWorker2.id)
        .reduce((sum, share) => sum + share.amount, 0);
    };
    const before = await received();
    const split = (initialAmount: number) =>
      api.call(TIPS, {
        method: 'POST',
        url: '/api/tips/splits',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          companyId: f.isla,
          workerGroupCode: f.islaWorker.workerGroupCode,
          fromType: 'worker',
          fromWorkerId: f.islaWorker.id,
          toWorkerIds: [f.islaWorker2.id],
          splitType: 'equal',
          dateTip: f.islaTip.dateTip,
          initialAmount,
        },
      });
    // Together with the first test's split they stay within what the giver earned that day.
    const [a, b] = [Math.floor(f.islaGiverTips / 5), Math.floor(f.islaGiverTips / 4)];
    const answers = await Promise.all([split(a), split(b)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await received()).toBe(before + a + b);
  });
});
