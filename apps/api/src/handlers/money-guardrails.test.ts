import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { formatCents, todayInPuertoRico } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  deductionRecords,
  insuranceStatuses,
  periods,
  periodWorkers,
  tipRecords,
  tipSplitItems,
  tipSplits,
  workers,
} from '../db/schema/index.ts';
import { changedTables, fingerprint } from '../resilience/fingerprint.ts';
import type { TestApi } from '../server/testing/harness.ts';
import {
  CREATOR,
  EWA,
  INSURANCE,
  OWNER,
  owingWorkers,
  periodFile,
  STAFF,
  TIPS,
  type Extra,
  type TestFixtures,
} from '../server/testing/operation-cases.ts';
import { withCaseApi } from '../server/testing/with-test-api.ts';
import { owedAtPeriodEnd } from './guardrails.ts';

// The money guardrails: absurd amounts, files applied twice and silent replacements are refused (writing nothing)
// or asked to be confirmed; the explicit confirmations work and are kept in the audit trail.

let api: TestApi;
let f: TestFixtures;
let extra: Extra;
withCaseApi((opened) => ({ api, fixtures: f, extra } = opened), {
  tolerate: /perUnit must be >= 0/,
});

const usd = (cents: number) => formatCents(cents, 'en');
type Problem = { status: number; detail: string; errors?: { pointer: string; message: string }[] };

const post = (as: string, url: string, payload: unknown) => api.once(as, 'POST', url, payload);

/** Sends a request that must be refused: answers its problem after checking that no table changed. */
async function refused(status: number, send: () => Promise<Awaited<ReturnType<typeof post>>>): Promise<Problem> {
  const before = await fingerprint(api.db);
  const response = await send();
  expect(response.statusCode, response.body.slice(0, 600)).toBe(status);
  expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
  return response.json() as Problem;
}

const auditOf = async (action: string) =>
  api.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id));

describe('deduction files', () => {
  const header = 'payrollFileNumber,workerId,amount,code';
  const upload = (as: string, csv: string, extraFields: Record<string, unknown> = {}, filename = 'deducciones.csv') =>
    post(as, '/deductions/uploads', { ...periodFile(f, filename, csv), ...extraFields });
  const owedBy = async (workerId: string) =>
    (await owedAtPeriodEnd(api.db, f.islaOpenPeriod, [workerId])).get(workerId) ?? 0;
  const uploaded = async () =>
    (
      await api.db.select({ at: periods.deductionsUploadedAt }).from(periods).where(eq(periods.id, f.islaOpenPeriod.id))
    )[0]!.at;

  it('refuses a one-row file of $99,999,999,999.99, naming the row and the figure, and the period stays to upload', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 1);
    const problem = await refused(422, () =>
      upload(EWA, `${header}\n${worker!.payrollFileNumber},${worker!.workerId},99999999999.99,EWA`),
    );
    expect(problem.errors).toEqual([
      { pointer: '/body/csv/rows/0/amount', message: expect.stringContaining('$99,999,999,999.99') },
    ]);
    expect(problem.errors![0]!.message).toMatch(/^Row 1: /);
    expect(await uploaded()).toBeNull();
  });

  it('refuses a negative deduction as negative, not as a badly written amount', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 1);
    const problem = await refused(422, () =>
      upload(EWA, `${header}\n${worker!.payrollFileNumber},${worker!.workerId},-25.00,EWA`),
    );
    expect(problem.errors).toEqual([
      {
        pointer: '/body/csv/rows/0/amount',
        message:
          'Row 1: the amount -25.00 is negative. A deduction takes money from a paycheck, so it is 0.00 or more.',
      },
    ]);
    expect(await uploaded()).toBeNull();
  });

  it('refuses a row one cent above what the worker owes, naming the amount and what is owed', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 1);
    const owed = await owedBy(worker!.id);
    const problem = await refused(422, () =>
      upload(EWA, `${header}\n${worker!.payrollFileNumber},${worker!.workerId},${((owed + 1) / 100).toFixed(2)},EWA`),
    );
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors![0]).toMatchObject({ pointer: '/body/csv/rows/0/amount' });
    expect(problem.errors![0]!.message).toContain(`the amount ${usd(owed + 1)} for worker ${worker!.workerId}`);
    expect(problem.errors![0]!.message).toContain(`the ${usd(owed)} they owe`);
    expect(problem.detail).toMatch(/more than the worker owes/);
  });

  it('keeps the override from a user without the employer-dashboard permission (403), writing nothing', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 1);
    const owed = await owedBy(worker!.id);
    const problem = await refused(403, () =>
      upload(
        EWA,
        `${header}\n${worker!.payrollFileNumber},${worker!.workerId},${((owed + 5_000) / 100).toFixed(2)},EWA`,
        { override: { reason: 'Acuerdo de pago firmado' } },
      ),
    );
    expect(problem.detail).toMatch(/employer-dashboard permission/);
  });

  it('accepts an explicit override from a dashboard administrator and records it with its reason and rows', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 1);
    const owed = await owedBy(worker!.id);
    const response = await upload(
      OWNER,
      `${header}\n${worker!.payrollFileNumber},${worker!.workerId},${((owed + 5_000) / 100).toFixed(2)},EWA`,
      { override: { reason: 'Acuerdo de pago firmado' } },
      'override.csv',
    );
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    const [entry] = await auditOf('overrideDeductionCeiling');
    expect(entry).toMatchObject({
      actorEmail: OWNER,
      entity: 'deduction',
      entityId: (response.json() as { id: string }).id,
    });
    expect(entry!.after).toEqual({
      reason: 'Acuerdo de pago firmado',
      periodId: f.islaOpenPeriod.id,
      rows: [{ row: 1, workerId: worker!.workerId, amount: owed + 5_000, owed }],
    });
    expect(await uploaded()).not.toBeNull();
  });

  it('asks before replacing the period’s file, describing it; with replace it keeps the earlier file as superseded', async () => {
    const [earlier] = await api.db
      .select()
      .from(deductionRecords)
      .where(and(eq(deductionRecords.companyId, f.isla), eq(deductionRecords.employerCsvDriveId, 'override.csv')));
    const earlierTotal = earlier!.payroll.reduce((sum, item) => sum + item.amount, 0);
    const [a, b] = await owingWorkers(api.db, f.islaOpenPeriod, 2, 1_200);
    const csv = `${header}\n${a!.payrollFileNumber},${a!.workerId},10.00,EWA\n${b!.payrollFileNumber},${b!.workerId},12.00,EWA`;

    const problem = await refused(409, () => upload(EWA, csv, {}, 'corregido.csv'));
    expect(problem.detail).toContain('“override.csv”');
    expect(problem.detail).toContain(`${usd(earlierTotal)} for 1 worker,`);
    expect(problem.detail).toContain(`This file (${usd(2_200)} for 2 worker(s)) would replace them`);
    expect(problem.detail).toContain(earlier!.id);
    expect(problem.errors).toEqual([
      { pointer: '/body/replace', message: expect.stringContaining(`“${earlier!.employerCsvDriveId}”`) },
    ]);

    const response = await upload(EWA, csv, { replace: true }, 'corregido.csv');
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    const replacement = response.json() as { id: string; set: number; supersededAt: string | null };
    expect(replacement).toMatchObject({
      supersededAt: null,
      set: earlier!.set + 1,
      uploadedBy: { email: EWA },
      replacedBy: null,
    });

    // Both versions stay listed: each says who uploaded it, the replaced one also who replaced it and when.
    const listed = (
      await api.call(EWA, { method: 'GET', url: `/api/deductions?companyId=${f.isla}&workerGroupCode=103&limit=200` })
    ).json() as { items: { id: string; supersededAt: string | null; supersededBy: string | null }[] };
    expect(listed.items.find((item) => item.id === earlier!.id)).toMatchObject({
      supersededBy: replacement.id,
      supersededAt: expect.any(String),
      uploadedBy: { email: OWNER, name: expect.any(String) },
      replacedBy: { email: EWA, name: expect.any(String) },
    });
    expect(listed.items.find((item) => item.id === replacement.id)).toMatchObject({
      uploadedBy: { email: EWA },
      replacedBy: null,
    });
    const download = await api.call(EWA, { method: 'GET', url: `/api/deductions/${earlier!.id}/file` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(earlier!.payroll[0]!.workerId);
    // The worker of the replaced file that the new one leaves out is no longer deducted this period.
    const dropped = (
      await api.db
        .select({ id: workers.id })
        .from(workers)
        .where(and(eq(workers.companyId, f.isla), eq(workers.workerId, earlier!.payroll[0]!.workerId)))
    )[0]!.id;
    if (dropped !== a!.id && dropped !== b!.id) {
      const [member] = await api.db
        .select()
        .from(periodWorkers)
        .where(and(eq(periodWorkers.periodId, f.islaOpenPeriod.id), eq(periodWorkers.workerId, dropped)));
      expect(member?.deductionAmount ?? 0).toBe(0);
    }
    const [superseded] = await auditOf('supersedeDeductions');
    expect(superseded).toMatchObject({
      entityId: earlier!.id,
      actorEmail: EWA,
      after: { supersededBy: replacement.id },
    });
  });

  it('catches the same rows uploaded again, naming the earlier upload; applyAgain uploads them once more', async () => {
    const [current] = await api.db
      .select()
      .from(deductionRecords)
      .where(and(eq(deductionRecords.companyId, f.isla), eq(deductionRecords.employerCsvDriveId, 'corregido.csv')));
    // The same rows in another order, with other spacing: the same file.
    const csv = `${header}\r\n${[...current!.payroll]
      .reverse()
      .map((item) => ` ${item.payrollFileNumber} , ${item.workerId} , ${(item.amount / 100).toFixed(2)} , EWA`)
      .join('\r\n')}\r\n`;
    const problem = await refused(409, () => upload(EWA, csv, { replace: true }, 'otra-vez.csv'));
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors![0]!.pointer).toBe('/body/applyAgain');
    expect(problem.detail).toContain(current!.id);
    expect(problem.errors![0]!.message).toContain('“corregido.csv”');
    expect(problem.detail).toMatch(/uploaded .*2026/);

    const response = await upload(EWA, csv, { replace: true, applyAgain: true }, 'otra-vez.csv');
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    const [entry] = await auditOf('uploadDeductions');
    expect(entry!.after).toMatchObject({
      appliedAgainOf: { id: current!.id, filename: 'corregido.csv' },
      replaced: [{ id: current!.id }],
    });
  });
});

/** What a worker earned in tips on a day and what their splits of that day already give away. */
async function giverDay(workerId: string, dateTip: string): Promise<{ tips: number; given: number }> {
  const [tips] = await api.db
    .select({ total: sql<number>`coalesce(sum(${tipRecords.total}), 0)::bigint` })
    .from(tipRecords)
    .where(and(eq(tipRecords.workerId, workerId), eq(tipRecords.dateTip, dateTip)));
  const [given] = await api.db
    .select({ total: sql<number>`coalesce(sum(${tipSplitItems.amount}), 0)::bigint` })
    .from(tipSplitItems)
    .innerJoin(tipSplits, eq(tipSplits.id, tipSplitItems.splitId))
    .where(and(eq(tipSplits.fromWorkerId, workerId), eq(tipSplits.dateTip, dateTip)));
  return { tips: Number(tips!.total), given: Number(given!.total) };
}

describe('tip splits', () => {
  const split = (
    fromWorkerId: string,
    dateTip: string,
    toWorkerId: string,
    initialAmount: number,
    amount: number,
    workerGroupCode = f.islaWorker.workerGroupCode,
  ) =>
    post(TIPS, '/tips/splits', {
      companyId: f.isla,
      workerGroupCode,
      fromType: 'worker',
      fromWorkerId,
      toWorkerIds: [toWorkerId],
      splitType: 'money',
      dateTip,
      initialAmount,
      amount,
    });

  it('refuses a $999,999.00 money split from a worker who earned far less that day, saying what is left', async () => {
    const day = await giverDay(f.islaWorker.id, f.islaTip.dateTip);
    expect(day.tips).toBeGreaterThan(0);
    const problem = await refused(422, () =>
      split(f.islaWorker.id, f.islaTip.dateTip, f.islaWorker2.id, 99_999_900, 99_999_900),
    );
    expect(problem.detail).toContain(`${usd(day.tips - day.given)} is left to split`);
    expect(problem.errors).toEqual([
      { pointer: '/body/initialAmount', message: expect.stringContaining(`: ${usd(day.tips)}.`) },
    ]);
  });

  it('counts every split of the giver’s day together: what passes what is left is refused, up to it is accepted', async () => {
    const day = await giverDay(f.islaWorker.id, f.islaTip.dateTip);
    const left = day.tips - day.given;
    const first = Math.floor(left * 0.6);
    expect((await split(f.islaWorker.id, f.islaTip.dateTip, f.islaWorker2.id, day.tips, first)).statusCode).toBe(201);
    const problem = await refused(422, () =>
      split(f.islaWorker.id, f.islaTip.dateTip, f.islaWorker2.id, day.tips, Math.floor(left * 0.5)),
    );
    expect(problem.errors).toEqual([
      { pointer: '/body/amount', message: expect.stringContaining(`${usd(left - first)} is left to split`) },
    ]);
    expect((await split(f.islaWorker.id, f.islaTip.dateTip, f.islaWorker2.id, day.tips, left - first)).statusCode).toBe(
      201,
    );
    const none = await refused(422, () => split(f.islaWorker.id, f.islaTip.dateTip, f.islaWorker2.id, day.tips, 1));
    expect(none.detail).toContain('$0.00 is left to split');
    expect(await giverDay(f.islaWorker.id, f.islaTip.dateTip)).toEqual({ tips: day.tips, given: day.tips });
  });

  it('accepts exactly one of two splits sent at once whose sum passes the giver’s tips of the day', async () => {
    // A giver of group 103 with at least $20.00 of that day's tips still to split, and someone to split with.
    const [candidate] = await api.db
      .select({ workerId: tipRecords.workerId, dateTip: tipRecords.dateTip })
      .from(tipRecords)
      .where(
        and(
          eq(tipRecords.companyId, f.isla),
          eq(tipRecords.workerGroupCode, '103'),
          ne(tipRecords.workerId, f.islaWorker.id),
        ),
      )
      .groupBy(tipRecords.workerId, tipRecords.dateTip)
      .having(
        sql`sum(${tipRecords.total}) - coalesce((select sum(i.amount) from ${tipSplitItems} i join ${tipSplits} s on s.id = i.split_id where s.from_worker_id = ${tipRecords.workerId} and s.date_tip = ${tipRecords.dateTip}), 0) >= 2000`,
      )
      .orderBy(asc(tipRecords.dateTip), asc(tipRecords.workerId))
      .limit(1);
    expect(candidate).toBeDefined();
    const [receiver] = await api.db
      .select({ id: workers.id })
      .from(workers)
      .where(
        and(eq(workers.companyId, f.isla), eq(workers.workerGroupCode, '103'), ne(workers.id, candidate!.workerId)),
      )
      .limit(1);
    const day = await giverDay(candidate!.workerId, candidate!.dateTip);
    const amount = Math.floor((day.tips - day.given) * 0.6);
    const answers = await Promise.all(
      [0, 1].map(() => split(candidate!.workerId, candidate!.dateTip, receiver!.id, day.tips, amount)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const after = await giverDay(candidate!.workerId, candidate!.dateTip);
    expect(after.given).toBe(day.given + amount);
    expect(after.given).toBeLessThanOrEqual(after.tips);
  });
});

describe('insurance payments and files', () => {
  const date = todayInPuertoRico(new Date());
  const balances = async () =>
    (
      await api.db
        .select({ mcs: insuranceStatuses.mcsBalance, delta: insuranceStatuses.deltaBalance })
        .from(insuranceStatuses)
        .where(eq(insuranceStatuses.workerId, f.islaInsured))
    )[0]!;
  const payrollFileNumber = async () =>
    (await api.db.select({ n: workers.payrollFileNumber }).from(workers).where(eq(workers.id, f.islaInsured)))[0]!.n;
  const uploadFile = (csv: string, extraFields: Record<string, unknown> = {}, filename = 'pagos.csv') =>
    post(INSURANCE, '/insurance/uploads', {
      companyId: f.isla,
      filename,
      contentType: 'text/csv',
      csv,
      ...extraFields,
    });

  it('catches a file whose rows were already applied, naming the earlier upload; applyAgain applies it again', async () => {
    const pf = await payrollFileNumber();
    const rows = [`${pf},${date},mcs,debt,1.00,`, `${pf},${date},delta,payment,1.00,cash`];
    const first = await uploadFile(
      ['payrollFileNumber,date,plan,type,amount,paymentMethod', ...rows].join('\n'),
      {},
      'pagos-lunes.csv',
    );
    expect(first.statusCode, first.body.slice(0, 400)).toBe(201);
    const earlier = first.json() as { id: string };
    const again = [
      'payrollFileNumber,date,plan,type,amount,paymentMethod,notes',
      `${rows[1]},otra nota`,
      `${rows[0]},`,
    ].join('\n');

    const problem = await refused(409, () => uploadFile(again, {}, 'pagos-lunes-copia.csv'));
    expect(problem.errors).toEqual([
      { pointer: '/body/applyAgain', message: expect.stringContaining(`upload ${earlier.id} (“pagos-lunes.csv”) on `) },
    ]);
    expect(problem.detail).toMatch(/twice/);

    const response = await uploadFile(again, { applyAgain: true }, 'pagos-lunes-copia.csv');
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    const [entry] = await auditOf('uploadInsuranceFile');
    expect(entry!.after).toMatchObject({
      filename: 'pagos-lunes-copia.csv',
      appliedAgainOf: { id: earlier.id, filename: 'pagos-lunes.csv' },
    });
  });

  it('asks before a file’s payment leaves a credit, naming the row; confirmCredit records it', async () => {
    const pf = await payrollFileNumber();
    const { delta } = await balances();
    const csv = [
      'payrollFileNumber,date,plan,type,amount,paymentMethod',
      `${pf},${date},delta,payment,${((delta + 500) / 100).toFixed(2)},check`,
    ].join('\n');
    const problem = await refused(409, () => uploadFile(csv));
    expect(problem.errors).toEqual([
      {
        pointer: '/body/csv/rows/0/amount',
        message: `Row 1: the payment of ${usd(delta + 500)} would leave worker ${pf} Delta ${usd(500)} in credit.`,
      },
    ]);

    const response = await uploadFile(csv, { confirmCredit: true });
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    expect((await balances()).delta).toBe(-500);
    const [entry] = await auditOf('uploadInsuranceFile');
    expect(entry!.after).toMatchObject({
      creditConfirmed: [{ row: 1, payrollFileNumber: pf, amount: delta + 500, mcs: 0, delta: 500 }],
    });
  });

  it('refuses a file row of $99,999,999,999.99 as past the bound of money, never as a credit to confirm, and writes nothing', async () => {
    const pf = await payrollFileNumber();
    const before = await balances();
    for (const confirmCredit of [false, true]) {
      const problem = await refused(422, () =>
        uploadFile(
          [
            'payrollFileNumber,date,plan,type,amount,paymentMethod',
            `${pf},${date},mcs,payment,1.00,cash`,
            `${pf},${date},mcs,payment,"99,999,999,999.99",cash`,
            `${pf},${date},delta,adjustment,-100000000.01,`,
          ].join('\n'),
          { confirmCredit },
        ),
      );
      expect(problem.errors).toEqual([
        {
          pointer: '/body/csv/rows/1/amount',
          message:
            'Row 2: the amount $99,999,999,999.99 is more than $100,000,000.00, the most one ledger entry can hold.',
        },
        {
          pointer: '/body/csv/rows/2/amount',
          message: `Row 3: the amount ${usd(-10_000_000_001)} is less than ${usd(-10_000_000_000)}, the most one ledger entry can take away.`,
        },
      ]);
    }
    expect(await balances()).toEqual(before);
  });

  it('refuses a $99,999,999.00 payment on a balance of a few hundred dollars, stating the credit, and writes nothing', async () => {
    const { mcs } = await balances();
    expect(mcs).toBeGreaterThan(0);
    const problem = await refused(409, () =>
      post(INSURANCE, '/insurance/ledger-entries', {
        workerId: f.islaInsured,
        date,
        type: 'payment',
        paymentMethod: 'check',
        mcsAmount: 9_999_999_900,
        deltaAmount: 0,
      }),
    );
    expect(problem.errors).toEqual([
      {
        pointer: '/body/confirmCredit',
        message: expect.stringContaining(`leave them MCS ${usd(9_999_999_900 - mcs)} in credit`),
      },
    ]);
    expect(problem.detail).toContain('$99,999,999.00');
  });

  it('records a payment above the balance once confirmCredit is sent, and audits the credit', async () => {
    const { mcs } = await balances();
    const response = await post(INSURANCE, '/insurance/ledger-entries', {
      workerId: f.islaInsured,
      date,
      type: 'payment',
      paymentMethod: 'cash',
      mcsAmount: mcs + 1_000,
      deltaAmount: 0,
      confirmCredit: true,
    });
    expect(response.statusCode, response.body.slice(0, 400)).toBe(201);
    expect(response.json()).toMatchObject({ mcsRemainingBalance: -1_000 });
    const [entry] = await auditOf('addInsuranceLedgerEntry');
    expect(entry!.after).toMatchObject({ confirmCredit: true, creditConfirmed: { mcs: 1_000, delta: 0 } });
  });
});

describe('commissions', () => {
  const create = (type: 'normal' | 'preview') =>
    post(CREATOR, '/compensation/commission-batches', {
      companyId: f.costa,
      area: 'commissions',
      type,
      startDate: '2027-01-01',
      endDate: '2027-01-15',
      setOfWorkers: f.costaDraftSet,
    });
  let batch: {
    id: string;
    version: number;
    commissions: { workerId: string; firstName: string; inputs: { name: string; inputType: string }[] }[];
  };

  it('answers 409 naming the batch that already covers the same dates and workers; a preview is not blocked', async () => {
    const first = await create('normal');
    expect(first.statusCode, first.body.slice(0, 400)).toBe(201);
    batch = first.json() as typeof batch;
    const problem = await refused(409, () => create('normal'));
    expect(problem.detail).toMatch(
      /^A batch of this area \(draft, created by creator@costa\.example on .+\) already covers /,
    );
    expect(problem.errors).toEqual([{ pointer: '/body/setOfWorkers', message: problem.detail }]);
    // The page opens the batch it names.
    expect((problem as { conflictsWith?: unknown }).conflictsWith).toEqual({
      kind: 'commission-batch',
      id: batch.id,
      area: 'commissions',
    });
    expect((await create('preview')).statusCode).toBe(201);
  });

  it('refuses negative and fractional counts for a whole-number input, writing nothing, and takes a whole count', async () => {
    const commission = batch.commissions.find((c) => c.inputs.some((input) => input.inputType === 'quantity'));
    expect(commission).toBeDefined();
    const input = commission!.inputs.find((i) => i.inputType === 'quantity')!;
    const patch = (value: number) =>
      api.call(CREATOR, {
        method: 'PATCH',
        url: `/api/compensation/commission-batch/${batch.id}`,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          version: batch.version,
          commissions: [{ workerId: commission!.workerId, inputs: [{ name: input.name, value }] }],
        },
      });
    for (const [value, why] of [
      [-3, 'only a chargeback line'],
      [2.5, 'A count must be a whole number'],
    ] as const) {
      const problem = await refused(422, () => patch(value));
      expect(problem.errors).toEqual([
        { pointer: '/body/commissions/0/inputs/0/value', message: expect.stringContaining(why) },
      ]);
      expect(problem.errors![0]!.message).toContain(`The value ${value} of “${input.name}”`);
    }
    expect((await patch(3)).statusCode).toBe(200);
  });

  it('refuses a deal with a negative sale amount, or more profit than its sale, naming the row and the figures', async () => {
    const pf = (
      await api.db
        .select({ n: workers.payrollFileNumber })
        .from(workers)
        .where(eq(workers.companyId, f.costa))
        .orderBy(asc(workers.id))
        .limit(1)
    )[0]!.n;
    const brand = (f.costaDraftSet as { brand: string }[])[0]!.brand;
    const csv = [
      'dealNumber,date,payrollFileNumber,brand,dealType,saleAmount,grossProfit',
      `G-1,2026-11-03,${pf},${brand},new-vehicle,-32000.00,0.00`,
      `G-2,2026-11-04,${pf},${brand},parts,100.00,150.00`,
    ].join('\n');
    const problem = await refused(422, () =>
      post(STAFF, '/compensation/commission-uploads', {
        companyId: f.costa,
        kind: 'deals',
        startDate: '2026-11-01',
        endDate: '2026-11-14',
        filename: 'deals.csv',
        contentType: 'text/csv',
        csv,
      }),
    );
    expect(problem.errors).toEqual([
      { pointer: '/body/csv/rows/0/saleAmount', message: expect.stringContaining('sale amount of ($32,000.00)') },
      { pointer: '/body/csv/rows/1/grossProfit', message: expect.stringContaining('gross profit of $150.00') },
    ]);
  });

  it('catches a commission file applied before, naming it; applyAgain applies it again', async () => {
    const body = {
      companyId: f.costa,
      kind: 'payroll-provider',
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      filename: 'adp-diciembre.csv',
      contentType: 'text/csv',
      csv: extra.commissionCsv,
    };
    const first = await post(STAFF, '/compensation/commission-uploads', body);
    expect(first.statusCode, first.body.slice(0, 400)).toBe(201);
    const earlier = first.json() as { id: string };
    const problem = await refused(409, () =>
      post(STAFF, '/compensation/commission-uploads', {
        ...body,
        startDate: '2026-12-15',
        endDate: '2026-12-28',
        filename: 'adp-otra.csv',
      }),
    );
    expect(problem.errors).toEqual([
      { pointer: '/body/applyAgain', message: expect.stringContaining(`upload ${earlier.id} (“adp-diciembre.csv”`) },
    ]);
    const again = await post(STAFF, '/compensation/commission-uploads', {
      ...body,
      startDate: '2026-12-15',
      endDate: '2026-12-28',
      filename: 'adp-otra.csv',
      applyAgain: true,
    });
    expect(again.statusCode, again.body.slice(0, 400)).toBe(201);
    const [entry] = await auditOf('uploadCommissionFile');
    expect(entry!.after).toMatchObject({ appliedAgainOf: { id: earlier.id, filename: 'adp-diciembre.csv' } });
  });
});
