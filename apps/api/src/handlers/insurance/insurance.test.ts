import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ledgerRunningBalances } from '@cuadre/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  insuranceEvents,
  insuranceLedgerEntries,
  insuranceNotes,
  insuranceStatuses,
  workers,
} from '../../db/schema/index.ts';
import { loadFixtures, type Fixtures } from '../../server/testing/fixtures.ts';
import { startTestApi, type TestApi } from '../../server/testing/harness.ts';
import { day, debtOf, EDITOR, insuranceCalls, pointers, VIEWER } from './test-calls.ts';

type Entry = {
  id: string;
  date: string;
  mcsRemainingBalance: number;
  deltaRemainingBalance: number;
  mcsDebt: number;
  mcsPayment: number;
  mcsAdditionalPayment: number;
  mcsInitialBalance: number | null;
  deltaDebt: number;
  deltaPayment: number;
  deltaAdditionalPayment: number;
  deltaInitialBalance: number | null;
};

let api: TestApi;
let f: Fixtures;
let payrollFileNumber: string;
const tomorrow = (() => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
})();

const { post, getJson } = insuranceCalls(() => api);
const statusBalance = async (workerId: string) =>
  (await api.db.select().from(insuranceStatuses).where(eq(insuranceStatuses.workerId, workerId)))[0]!.balance;
const uploadLedger = (...rows: string[]) => {
  const csv = ['payrollFileNumber,date,plan,type,amount,paymentMethod', ...rows].join('\n');
  return post(EDITOR, '/insurance/uploads', { companyId: f.isla, filename: 'pagos.csv', contentType: 'text/csv', csv });
};
const entryCount = async () => (await api.db.select({ n: count() }).from(insuranceLedgerEntries))[0]!.n;

beforeAll(async () => {
  api = await startTestApi();
  f = await loadFixtures(api.db);
  payrollFileNumber = (
    await api.db.select({ n: workers.payrollFileNumber }).from(workers).where(eq(workers.id, f.islaInsured))
  )[0]!.n;
});
afterAll(() => api.close());
afterEach(() => {
  expect(api.violations.splice(0)).toEqual([]);
});

describe('a worker’s ledger', () => {
  it('answers the stored remaining balances, which equal the domain’s running balances', async () => {
    const page = await getJson<{ items: Entry[] }>(VIEWER, `/insurance/get-ledger?workerId=${f.islaInsured}&limit=200`);
    const oldestFirst = [...page.items].reverse();
    const recomputed = ledgerRunningBalances(oldestFirst);
    expect(recomputed.map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance])).toEqual(
      oldestFirst.map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance]),
    );
  });

  it('lowers the remaining balance by exactly a cash payment and records who made it', async () => {
    const before = await statusBalance(f.islaInsured);
    const response = await post(EDITOR, '/insurance/ledger-entries', {
      workerId: f.islaInsured,
      date: day,
      type: 'payment',
      paymentMethod: 'cash',
      mcsAmount: 1234,
      deltaAmount: 0,
      notes: 'Pagó en la tienda',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as Entry & { createdBy: string; paymentMethod: string };
    expect(entry).toMatchObject({ paymentMethod: 'cash', mcsPayment: 1234, createdBy: EDITOR });
    expect(await statusBalance(f.islaInsured)).toBe(before - 1234);
    const events = await getJson<{ items: { type: string; actorEmail: string }[] }>(
      VIEWER,
      `/insurance/get-events?workerId=${f.islaInsured}`,
    );
    expect(events.items[0]).toMatchObject({ type: 'ledger-entry-added', actorEmail: EDITOR });
  });

  it.each([
    ['a payment without a method', { type: 'payment', mcsAmount: 500, deltaAmount: 0 }, '/body/paymentMethod'],
    ['a date in the future', { type: 'debt', date: tomorrow, mcsAmount: 500, deltaAmount: 0 }, '/body/date'],
    ['an entry that moves no money', { type: 'debt', mcsAmount: 0, deltaAmount: 0 }, '/body/mcsAmount'],
    [
      'a negative payment',
      { type: 'payment', paymentMethod: 'card', mcsAmount: -500, deltaAmount: 0 },
      '/body/mcsAmount',
    ],
  ])('refuses %s with 422 naming the field and writes nothing', async (_name, change, pointer) => {
    const before = await entryCount();
    const response = await post(EDITOR, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(pointers(response.json())).toContain(pointer);
    expect(await entryCount()).toBe(before);
  });

  it('refuses amounts that are not whole cents with 400', async () => {
    const response = await post(EDITOR, '/insurance/ledger-entries', debtOf(f.islaInsured, 10.5));
    expect(response.statusCode).toBe(400);
    expect(pointers(response.json())).toContain('/body/mcsAmount');
  });
});

describe('a read-only insurance user', () => {
  it('reads the table, ledger, status, notes, events and uploads', async () => {
    for (const url of [
      `/insurance/get-ledger?workerId=${f.islaInsured}`,
      `/insurance/get-status?workerId=${f.islaInsured}`,
      `/insurance/get-global-notes?workerId=${f.islaInsured}`,
      `/insurance/get-events?workerId=${f.islaInsured}`,
      `/insurance/get-uploads?companyId=${f.isla}`,
      `/insurance/get-arrears?companyId=${f.isla}`,
    ]) {
      expect((await api.call(VIEWER, { method: 'GET', url: `/api${url}` })).statusCode, url).toBe(200);
    }
    expect((await post(VIEWER, '/insurance/get-table', { companyId: f.isla })).statusCode).toBe(200);
  });

  it('may not add a ledger entry, change a status, add a note or upload a file', async () => {
    const entries = await entryCount();
    const notes = (await api.db.select({ n: count() }).from(insuranceNotes))[0]!.n;
    const events = (await api.db.select({ n: count() }).from(insuranceEvents))[0]!.n;
    const refused = [
      await post(VIEWER, '/insurance/ledger-entries', {
        workerId: f.islaInsured,
        date: day,
        type: 'payment',
        paymentMethod: 'cash',
        mcsAmount: 100,
        deltaAmount: 0,
      }),
      await api.call(VIEWER, {
        method: 'PUT',
        url: `/api/insurance/status/${f.islaInsured}`,
        payload: { mcs: true, delta: false, dataOrigin: 'offline', planType: 'family' },
        headers: { 'idempotency-key': randomUUID() },
      }),
      await post(VIEWER, '/insurance/notes', { workerId: f.islaInsured, message: 'No debería guardarse' }),
      await post(VIEWER, '/insurance/uploads', {
        companyId: f.isla,
        filename: 'l.csv',
        contentType: 'text/csv',
        csv: `payrollFileNumber,date,plan,type,amount,paymentMethod\n${payrollFileNumber},${day},mcs,payment,1.00,cash`,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await entryCount()).toBe(entries);
    expect((await api.db.select({ n: count() }).from(insuranceNotes))[0]!.n).toBe(notes);
    expect((await api.db.select({ n: count() }).from(insuranceEvents))[0]!.n).toBe(events);
  });
});

describe('status and notes', () => {
  it('writes a status change as an event with who and when', async () => {
    const response = await api.call(EDITOR, {
      method: 'PUT',
      url: `/api/insurance/status/${f.islaInsured}`,
      payload: { mcs: true, delta: true, dataOrigin: 'offline', planType: 'couple' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ planType: 'couple', dataOrigin: 'offline', updatedBy: EDITOR });
    const events = await getJson<{ items: { type: string; actorEmail: string; at: string }[] }>(
      VIEWER,
      `/insurance/get-events?workerId=${f.islaInsured}`,
    );
    expect(events.items[0]).toMatchObject({ type: 'status-changed', actorEmail: EDITOR });
  });

  it('writes a note with its author and refuses an empty one', async () => {
    const saved = await post(EDITOR, '/insurance/notes', {
      workerId: f.islaInsured,
      message: 'Acordó un plan de pago.',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ createdBy: EDITOR, message: 'Acordó un plan de pago.' });
    expect((await post(EDITOR, '/insurance/notes', { workerId: f.islaInsured, message: '' })).statusCode).toBe(400);
  });
});

describe('ledger uploads', () => {
  it('rejects the whole file when one row is dated in the future, naming the row', async () => {
    const before = await entryCount();
    const response = await uploadLedger(
      `${payrollFileNumber},${day},mcs,payment,10.00,cash`,
      `${payrollFileNumber},${tomorrow},mcs,payment,10.00,cash`,
    );
    expect(response.statusCode).toBe(422);
    expect(pointers(response.json())).toEqual(['/body/csv/rows/1/date']);
    expect(await entryCount()).toBe(before);
  });

  it('applies a good file to every worker’s balance', async () => {
    const before = await statusBalance(f.islaInsured);
    const response = await uploadLedger(
      `${payrollFileNumber},${day},mcs,debt,20.00,`,
      `${payrollFileNumber},${day},delta,payment,5.50,giro`,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ rowCount: 2, workerCount: 1, uploaderEmail: EDITOR });
    expect(await statusBalance(f.islaInsured)).toBe(before + 2000 - 550);
  });

  it('takes a whole company’s file of thousands of rows, every ledger’s running balances recomputed and nothing else moved', async () => {
    // More rows than one statement could carry a parameter per cell for (4,096 rows of 16 columns passed 65,535).
    const insured = await api.db
      .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber })
      .from(workers)
      .innerJoin(insuranceStatuses, eq(insuranceStatuses.workerId, workers.id))
      .where(eq(workers.companyId, f.isla));
    const rows = Array.from({ length: 5_000 }, (_, index) => {
      const worker = insured[index % insured.length]!;
      return `${worker.payrollFileNumber},${day},${index % 2 === 0 ? 'mcs' : 'delta'},debt,0.0${1 + (index % 9)},`;
    });
    const statuses = async () =>
      new Map((await api.db.select().from(insuranceStatuses)).map((s) => [s.workerId, s.balance]));
    const before = await statuses();
    const entriesBefore = await entryCount();
    const response = await uploadLedger(...rows);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ rowCount: 5_000, workerCount: insured.length });
    expect(await entryCount()).toBe(entriesBefore + 5_000);

    // Each worker's balance rose by exactly their rows; every other company's stayed.
    const added = new Map<string, number>();
    rows.forEach((row, index) => {
      const worker = insured[index % insured.length]!;
      added.set(worker.id, (added.get(worker.id) ?? 0) + Math.round(Number(row.split(',')[4]) * 100));
    });
    const after = await statuses();
    for (const [workerId, balance] of before) expect(after.get(workerId)).toBe(balance + (added.get(workerId) ?? 0));

    // The stored running balances of each ledger are the domain's, entry after entry.
    for (const worker of insured.slice(0, 25)) {
      const entries = await api.db
        .select()
        .from(insuranceLedgerEntries)
        .where(eq(insuranceLedgerEntries.workerId, worker.id))
        .orderBy(insuranceLedgerEntries.date, insuranceLedgerEntries.id);
      expect(entries.map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance])).toEqual(
        ledgerRunningBalances(entries).map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance]),
      );
      expect(after.get(worker.id)).toBe(
        (entries.at(-1)?.mcsRemainingBalance ?? 0) + (entries.at(-1)?.deltaRemainingBalance ?? 0),
      );
    }
  });
});
