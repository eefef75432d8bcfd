import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ledgerRunningBalances, todayInPuertoRico } from '@cuadre/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insuranceEvents, insuranceLedgerEntries, insuranceNotes, insuranceStatuses, workers } from '../db/schema/index.ts';
import { loadFixtures, type Fixtures } from '../server/testing/fixtures.ts';
import { startTestApi, type TestApi } from '../server/testing/harness.ts';
import { arrearsOf, balanceRanges, closedPeriodEnds } from './insurance.ts';

const EDITOR = 'insurance@isla.example';
const VIEWER = 'insurance.viewer@isla.example';

type Entry = { id: string; date: string; mcsRemainingBalance: number; deltaRemainingBalance: number; mcsDebt: number; mcsPayment: number; mcsAdditionalPayment: number; mcsInitialBalance: number | null; deltaDebt: number; deltaPayment: number; deltaAdditionalPayment: number; deltaInitialBalance: number | null };
type Problem = { errors?: { pointer: string; message: string }[] };
type TableRow = { workerId: string; totalRemainingBalance: number; mcsRemainingBalance: number; deltaRemainingBalance: number; planType: string };

let api: TestApi;
let f: Fixtures;
let payrollFileNumber: string;
const day = todayInPuertoRico(new Date());
const tomorrow = (() => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
})();

const post = (as: string, url: string, payload: unknown) =>
  api.call(as, { method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, headers: { 'idempotency-key': randomUUID() } });
const getJson = async <T>(as: string, url: string): Promise<T> => (await api.call(as, { method: 'GET', url: `/api${url}` })).json();
const statusBalance = async (workerId: string) => (await api.db.select().from(insuranceStatuses).where(eq(insuranceStatuses.workerId, workerId)))[0]!.balance;
const entryCount = async () => (await api.db.select({ n: count() }).from(insuranceLedgerEntries))[0]!.n;
const pointers = (body: unknown) => ((body as Problem).errors ?? []).map((e) => e.pointer);

beforeAll(async () => {
  api = await startTestApi();
  f = await loadFixtures(api.db);
  payrollFileNumber = (await api.db.select({ n: workers.payrollFileNumber }).from(workers).where(eq(workers.id, f.islaInsured)))[0]!.n;
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
    expect(recomputed.map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance])).toEqual(oldestFirst.map((e) => [e.mcsRemainingBalance, e.deltaRemainingBalance]));
  });

  it('lowers the remaining balance by exactly a cash payment and records who made it', async () => {
    const before = await statusBalance(f.islaInsured);
    const response = await post(EDITOR, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, type: 'payment', paymentMethod: 'cash', mcsAmount: 1234, deltaAmount: 0, notes: 'Pagó en la tienda' });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json() as Entry & { createdBy: string; paymentMethod: string };
    expect(entry).toMatchObject({ paymentMethod: 'cash', mcsPayment: 1234, createdBy: EDITOR });
    expect(await statusBalance(f.islaInsured)).toBe(before - 1234);
    const events = await getJson<{ items: { type: string; actorEmail: string }[] }>(VIEWER, `/insurance/get-events?workerId=${f.islaInsured}`);
    expect(events.items[0]).toMatchObject({ type: 'ledger-entry-added', actorEmail: EDITOR });
  });

  it.each([
    ['a payment without a method', { type: 'payment', mcsAmount: 500, deltaAmount: 0 }, '/body/paymentMethod'],
    ['a date in the future', { type: 'debt', date: tomorrow, mcsAmount: 500, deltaAmount: 0 }, '/body/date'],
    ['an entry that moves no money', { type: 'debt', mcsAmount: 0, deltaAmount: 0 }, '/body/mcsAmount'],
    ['a negative payment', { type: 'payment', paymentMethod: 'card', mcsAmount: -500, deltaAmount: 0 }, '/body/mcsAmount'],
  ])('refuses %s with 422 naming the field and writes nothing', async (_name, change, pointer) => {
    const before = await entryCount();
    const response = await post(EDITOR, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(pointers(response.json())).toContain(pointer);
    expect(await entryCount()).toBe(before);
  });

  it('refuses amounts that are not whole cents with 400', async () => {
    const response = await post(EDITOR, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, type: 'debt', mcsAmount: 10.5, deltaAmount: 0 });
    expect(response.statusCode).toBe(400);
    expect(pointers(response.json())).toContain('/body/mcsAmount');
  });
});

describe('a read-only insurance user', () => {
  it('reads the table, ledger, status, notes, events and uploads', async () => {
    for (const url of [`/insurance/get-ledger?workerId=${f.islaInsured}`, `/insurance/get-status?workerId=${f.islaInsured}`, `/insurance/get-global-notes?workerId=${f.islaInsured}`, `/insurance/get-events?workerId=${f.islaInsured}`, `/insurance/get-uploads?companyId=${f.isla}`, `/insurance/get-arrears?companyId=${f.isla}`]) {
      expect((await api.call(VIEWER, { method: 'GET', url: `/api${url}` })).statusCode, url).toBe(200);
    }
    expect((await post(VIEWER, '/insurance/get-table', { companyId: f.isla })).statusCode).toBe(200);
  });

  it('may not add a ledger entry, change a status, add a note or upload a file', async () => {
    const entries = await entryCount();
    const notes = (await api.db.select({ n: count() }).from(insuranceNotes))[0]!.n;
    const events = (await api.db.select({ n: count() }).from(insuranceEvents))[0]!.n;
    const refused = [
      await post(VIEWER, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, type: 'payment', paymentMethod: 'cash', mcsAmount: 100, deltaAmount: 0 }),
      await api.call(VIEWER, { method: 'PUT', url: `/api/insurance/status/${f.islaInsured}`, payload: { mcs: true, delta: false, dataOrigin: 'offline', planType: 'family' }, headers: { 'idempotency-key': randomUUID() } }),
      await post(VIEWER, '/insurance/notes', { workerId: f.islaInsured, message: 'No debería guardarse' }),
      await post(VIEWER, '/insurance/uploads', { companyId: f.isla, filename: 'l.csv', contentType: 'text/csv', csv: `payrollFileNumber,date,plan,type,amount,paymentMethod\n${payrollFileNumber},${day},mcs,payment,1.00,cash` }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await entryCount()).toBe(entries);
    expect((await api.db.select({ n: count() }).from(insuranceNotes))[0]!.n).toBe(notes);
    expect((await api.db.select({ n: count() }).from(insuranceEvents))[0]!.n).toBe(events);
  });
});

describe('status and notes', () => {
  it('writes a status change as an event with who and when', async () => {
    const response = await api.call(EDITOR, { method: 'PUT', url: `/api/insurance/status/${f.islaInsured}`, payload: { mcs: true, delta: true, dataOrigin: 'offline', planType: 'couple' }, headers: { 'idempotency-key': randomUUID() } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ planType: 'couple', dataOrigin: 'offline', updatedBy: EDITOR });
    const events = await getJson<{ items: { type: string; actorEmail: string; at: string }[] }>(VIEWER, `/insurance/get-events?workerId=${f.islaInsured}`);
    expect(events.items[0]).toMatchObject({ type: 'status-changed', actorEmail: EDITOR });
  });

  it('writes a note with its author and refuses an empty one', async () => {
    const saved = await post(EDITOR, '/insurance/notes', { workerId: f.islaInsured, message: 'Acordó un plan de pago.' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ createdBy: EDITOR, message: 'Acordó un plan de pago.' });
    expect((await post(EDITOR, '/insurance/notes', { workerId: f.islaInsured, message: '' })).statusCode).toBe(400);
  });
});

describe('ledger uploads', () => {
  it('rejects the whole file when one row is dated in the future, naming the row', async () => {
    const before = await entryCount();
    const csv = ['payrollFileNumber,date,plan,type,amount,paymentMethod', `${payrollFileNumber},${day},mcs,payment,10.00,cash`, `${payrollFileNumber},${tomorrow},mcs,payment,10.00,cash`].join('\n');
    const response = await post(EDITOR, '/insurance/uploads', { companyId: f.isla, filename: 'pagos.csv', contentType: 'text/csv', csv });
    expect(response.statusCode).toBe(422);
    expect(pointers(response.json())).toEqual(['/body/csv/rows/1/date']);
    expect(await entryCount()).toBe(before);
  });

  it('applies a good file to every worker’s balance', async () => {
    const before = await statusBalance(f.islaInsured);
    const csv = ['payrollFileNumber,date,plan,type,amount,paymentMethod', `${payrollFileNumber},${day},mcs,debt,20.00,`, `${payrollFileNumber},${day},delta,payment,5.50,giro`].join('\n');
    const response = await post(EDITOR, '/insurance/uploads', { companyId: f.isla, filename: 'pagos.csv', contentType: 'text/csv', csv });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ rowCount: 2, workerCount: 1, uploaderEmail: EDITOR });
    expect(await statusBalance(f.islaInsured)).toBe(before + 2000 - 550);
  });
});

describe('the balances table', () => {
  it('refuses a greater-than filter without a value', async () => {
    const response = await post(VIEWER, '/insurance/get-table', { companyId: f.isla, balance: 'greater-than' });
    expect([400, 422]).toContain(response.statusCode);
    expect(pointers(response.json()).some((p) => p.startsWith('/body/balanceValue') || p === '/body')).toBe(true);
  });

  it('keeps only the plan type and balances above the value asked for', async () => {
    const page = (await post(VIEWER, '/insurance/get-table', { companyId: f.isla, planType: 'family', balance: 'greater-than', balanceValue: 10_000, limit: 200 })).json() as { items: TableRow[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.planType === 'family' && row.totalRemainingBalance > 10_000)).toBe(true);
  });

  it('sums the outstanding balances of every matching worker, not one page', async () => {
    const filter = { companyId: f.isla, planOrigin: 'payroll-provider' };
    const rows: TableRow[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await post(VIEWER, '/insurance/get-table', { ...filter, page, limit: 200 })).json() as { items: TableRow[]; total: number };
      rows.push(...body.items);
      if (rows.length >= body.total) break;
    }
    const summary = (await post(VIEWER, '/insurance/get-table-summary', filter)).json() as { workerCount: number; owingCount: number; totalOutstanding: number; mcsOutstanding: number; deltaOutstanding: number; distribution: { count: number }[] };
    expect(summary.workerCount).toBe(rows.length);
    expect(summary.owingCount).toBe(rows.filter((r) => r.totalRemainingBalance > 0).length);
    expect(summary.totalOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.totalRemainingBalance, 0), 0));
    expect(summary.mcsOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.mcsRemainingBalance, 0), 0));
    expect(summary.deltaOutstanding).toBe(rows.reduce((sum, r) => sum + Math.max(r.deltaRemainingBalance, 0), 0));
    expect(summary.distribution.reduce((sum, range) => sum + range.count, 0)).toBe(rows.length);
  });

  it('puts each balance in one range of the distribution', () => {
    expect(balanceRanges(new Map([[0, 3], [6, 1]]))).toEqual([
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
    expect(arrearsOf([1000, 1500, 1400, 2000])).toEqual({ startBalance: 1000, currentBalance: 2000, growth: 1000, periodsGrown: 2 });
    expect(arrearsOf([1000, 3000, 1000])).toBeNull();
    expect(arrearsOf([1000, 900])).toBeNull();
  });

  it('lists a worker whose debt grew today, largest growth first', async () => {
    const added = await post(EDITOR, '/insurance/ledger-entries', { workerId: f.islaInsured, date: day, type: 'debt', mcsAmount: 900_000, deltaAmount: 0 });
    expect(added.statusCode, added.body).toBe(201);
    const page = await getJson<{ items: { workerId: string; growth: number; balances: number[] }[]; periodEnds: string[]; total: number }>(VIEWER, `/insurance/get-arrears?companyId=${f.isla}&periods=3`);
    expect(page.periodEnds).toHaveLength(3);
    const row = page.items.find((item) => item.workerId === f.islaInsured);
    expect(row?.balances).toHaveLength(4);
    expect(row!.growth).toBe(row!.balances.at(-1)! - row!.balances[0]!);
    expect(page.items.map((item) => item.growth)).toEqual([...page.items.map((item) => item.growth)].sort((a, b) => b - a));
    expect(page.items.every((item) => item.growth > 0)).toBe(true);
  });

  it('refuses another company’s arrears', async () => {
    expect((await api.call(VIEWER, { method: 'GET', url: `/api/insurance/get-arrears?companyId=${f.caribe}` })).statusCode).toBe(404);
  });
});
