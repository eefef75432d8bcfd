import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { commissionInputTotal, workerCommissionTotal } from '@cuadre/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, brands, departments, titles, workers } from '../../db/schema/index.ts';
import { changedTables, fingerprint } from '../../resilience/fingerprint.ts';
import type { Fixtures } from '../../server/testing/fixtures.ts';
import type { TestApi } from '../../server/testing/harness.ts';
import { withTestApi } from '../../server/testing/with-test-api.ts';

// Commission Batches uploads feed what the batches use: the deals, the payroll provider's amounts and the technicians'
// hours fill the inputs of their origin in the batches of their period, a corrected file replaces the earlier one's
// figures, and a file naming another company's workers changes nothing anywhere.

const STAFF = 'staff@provider.example';

let api: TestApi;
let f: Fixtures;
withTestApi((opened) => ({ api, f } = opened));

type Input = {
  name: string;
  origin: string;
  inputType: 'dollars' | 'percentage' | 'quantity';
  initialValue: number;
  value: number;
  total: number;
  stepType: 'tiered' | 'volume';
  steps: { min: number; max: number | null; perUnit: number; flat: number }[];
  uploads?: { id: string; filename: string; kind: string }[];
};
type Commission = {
  workerId: string;
  payrollFileNumber: string;
  total: number;
  manualTotal: number | null;
  status: string;
  inputs: Input[];
};
type Batch = { id: string; total: number; version: number; commissions: Commission[] };
type Upload = { id: string; filename: string; supersededAt: string | null; supersededBy: string | null };

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  api.call(STAFF, {
    method,
    url: `/api${url}`,
    headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
    payload: payload as InjectOptions['payload'],
  });

async function ok<T>(response: Awaited<ReturnType<typeof send>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body.slice(0, 800)).toBe(status);
  return response.json() as T;
}

const upload = (
  kind: 'deals' | 'payroll-provider' | 'technician-hours',
  period: [string, string],
  filename: string,
  lines: string[],
  extra: Record<string, unknown> = {},
  companyId = f.costa,
) =>
  send('POST', '/compensation/commission-uploads', {
    companyId,
    kind,
    startDate: period[0],
    endDate: period[1],
    filename,
    contentType: 'text/csv',
    csv: lines.join('\n'),
    ...extra,
  });

const createBatch = async (brand: string, department: string, title: string, period: [string, string]) =>
  ok<Batch>(
    await send('POST', '/compensation/commission-batches', {
      companyId: f.costa,
      area: 'commissions-v3',
      type: 'normal',
      startDate: period[0],
      endDate: period[1],
      setOfWorkers: [{ brand, departments: [{ name: department, titles: [title] }] }],
    }),
    201,
  );

const readBatch = async (id: string) => ok<Batch>(await send('GET', `/compensation/commission-batch/${id}`));

const commissionOf = (batch: Batch, workerId: string): Commission => {
  const found = batch.commissions.find((c) => c.workerId === workerId);
  expect(found, `worker ${workerId} in the batch`).toBeDefined();
  return found!;
};
const inputOf = (commission: Commission, name: string): Input => {
  const found = commission.inputs.find((input) => input.name === name);
  expect(found, `input ${name}`).toBeDefined();
  return found!;
};

/** What the domain computes for an input at this value, with the steps the batch holds. */
const priced = (input: Input, value: number): number => {
  const result = commissionInputTotal({
    name: input.name,
    inputType: input.inputType,
    value,
    stepType: input.stepType,
    steps: input.steps,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

/** The active, commissioned workers of a title, in a stable order. */
async function workersOf(brand: string, department: string, title: string, howMany: number) {
  const rows = await api.db
    .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber })
    .from(workers)
    .innerJoin(titles, eq(titles.id, workers.titleId))
    .innerJoin(departments, eq(departments.id, titles.departmentId))
    .innerJoin(brands, eq(brands.id, departments.brandId))
    .where(
      and(
        eq(workers.companyId, f.costa),
        eq(workers.commissionsActive, true),
        eq(brands.name, brand),
        eq(departments.name, department),
        eq(titles.name, title),
      ),
    )
    .orderBy(asc(workers.id))
    .limit(howMany);
  expect(rows).toHaveLength(howMany);
  return rows;
}

/** Sends a file that must be refused whole: 422 naming each bad cell (pointer and the start of its message), no
 * table changed. */
async function expectRowsRefused(send: () => ReturnType<typeof upload>, errors: [pointer: string, message: string][]) {
  const before = await fingerprint(api.db);
  const refused = await send();
  expect(refused.statusCode).toBe(422);
  expect((refused.json() as { errors: { pointer: string; message: string }[] }).errors).toEqual(
    errors.map(([pointer, message]) => ({ pointer, message: expect.stringContaining(message) })),
  );
  expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
}

const auditOf = (action: string, entityId: string) =>
  api.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

const DEALS = 'dealNumber,date,payrollFileNumber,brand,department,dealType,saleAmount,grossProfit,units';

describe('a deals file', () => {
  const period: [string, string] = ['2026-12-07', '2026-12-20'];

  it('changes the computed commission of the workers it names in a batch of its period, and a corrected file replaces it', async () => {
    const [ana, luis, marta] = await workersOf('Costa Toyota', 'Sales', 'Sales Consultant', 3);
    const batch = await createBatch('Costa Toyota', 'Sales', 'Sales Consultant', period);
    const before = commissionOf(batch, ana!.id);
    expect(inputOf(before, 'Front gross')).toMatchObject({ origin: 'dealer-system', value: 0, uploads: [] });
    const untouched = commissionOf(batch, marta!.id);

    const first = await ok<Upload>(
      await upload('deals', period, 'toyota-deals-dic.csv', [
        DEALS,
        `T-9001,2026-12-08,${ana!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,31500.00,2400.00,1`,
        `T-9002,2026-12-10,${ana!.payrollFileNumber},Costa Toyota,Sales,used-vehicle,18250.00,1900.00,2`,
        `T-9003,2026-12-11,${luis!.payrollFileNumber},Costa Toyota,,new-vehicle,28000.00,1000.00,`,
      ]),
      201,
    );
    expect(first).toMatchObject({ supersededAt: null, supersededBy: null });

    const fed = await readBatch(batch.id);
    const anaFed = commissionOf(fed, ana!.id);
    const units = inputOf(anaFed, 'Units sold');
    const gross = inputOf(anaFed, 'Front gross');
    expect(units).toMatchObject({
      origin: 'dealer-system',
      initialValue: 3,
      value: 3,
      total: priced(units, 3),
      uploads: [{ id: first.id, filename: 'toyota-deals-dic.csv', kind: 'deals' }],
    });
    expect(gross).toMatchObject({
      initialValue: 430_000,
      value: 430_000,
      total: priced(gross, 430_000),
      uploads: [{ id: first.id }],
    });
    // The hand-typed line stays as it was.
    expect(inputOf(anaFed, 'CSI bonus')).toMatchObject({ origin: 'other', value: 0, uploads: [] });
    expect(anaFed.total).toBe(workerCommissionTotal(anaFed.inputs.map((input) => input.total)));
    expect(anaFed.total).toBeGreaterThan(before.total);
    expect(inputOf(commissionOf(fed, luis!.id), 'Front gross')).toMatchObject({ value: 100_000 });
    expect(commissionOf(fed, marta!.id)).toEqual(untouched);
    expect(fed.version).toBeGreaterThan(batch.version);

    // The deals keep what the file said: units, department (else the worker's own) and the upload they came in.
    const listed = await ok<{
      items: { dealNumber: string; units: number; department: string; uploadId: string; dealType: string }[];
    }>(await send('GET', `/compensation/deals?companyId=${f.costa}&from=${period[0]}&to=${period[1]}&limit=200`));
    expect(
      listed.items
        .map(({ dealNumber, units: u, department, uploadId }) => ({ dealNumber, units: u, department, uploadId }))
        .sort((a, b) => a.dealNumber.localeCompare(b.dealNumber)),
    ).toEqual([
      { dealNumber: 'T-9001', units: 1, department: 'Sales', uploadId: first.id },
      { dealNumber: 'T-9002', units: 2, department: 'Sales', uploadId: first.id },
      { dealNumber: 'T-9003', units: 1, department: 'Sales', uploadId: first.id },
    ]);

    const [uploadAudit] = await auditOf('uploadCommissionFile', first.id);
    expect(uploadAudit?.after).toMatchObject({ replaced: [], batchesFed: [{ batchId: batch.id, workers: 2 }] });
    const [batchAudit] = await auditOf('feedCommissionBatchFromUploads', batch.id);
    expect(batchAudit?.after).toMatchObject({
      inputs: expect.arrayContaining([
        expect.objectContaining({ workerId: ana!.id, input: 'Front gross', value: 430_000, uploadIds: [first.id] }),
      ]),
    });

    // The corrected file of the same period: Ana's second deal was smaller, Luis sold nothing after all.
    const corrected = await ok<Upload>(
      await upload('deals', period, 'toyota-deals-dic-corregido.csv', [
        DEALS,
        `T-9001,2026-12-08,${ana!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,31500.00,2400.00,1`,
        `T-9002,2026-12-10,${ana!.payrollFileNumber},Costa Toyota,Sales,used-vehicle,18250.00,900.00,1`,
      ]),
      201,
    );
    const replaced = await readBatch(batch.id);
    const anaCorrected = commissionOf(replaced, ana!.id);
    expect(inputOf(anaCorrected, 'Units sold')).toMatchObject({
      initialValue: 2,
      value: 2,
      uploads: [{ id: corrected.id }],
    });
    expect(inputOf(anaCorrected, 'Front gross')).toMatchObject({
      initialValue: 330_000,
      value: 330_000,
      total: priced(gross, 330_000),
      uploads: [{ id: corrected.id, filename: 'toyota-deals-dic-corregido.csv' }],
    });
    expect(anaCorrected.total).toBe(priced(units, 2) + priced(gross, 330_000));
    expect(inputOf(commissionOf(replaced, luis!.id), 'Front gross')).toMatchObject({
      initialValue: 0,
      value: 0,
      total: priced(gross, 0),
      uploads: [],
    });
    expect(replaced.total).toBe(
      replaced.commissions
        .filter((c) => c.status === 'included')
        .reduce((sum, c) => sum + (c.manualTotal ?? c.total), 0),
    );

    const uploads = await ok<{ items: Upload[] }>(
      await send('GET', `/compensation/individual-adp-uploads?companyId=${f.costa}&limit=10`),
    );
    expect(uploads.items.find((item) => item.id === first.id)).toMatchObject({
      supersededAt: expect.any(String),
      supersededBy: corrected.id,
    });
    expect(uploads.items.find((item) => item.id === corrected.id)).toMatchObject({
      supersededAt: null,
      supersededBy: null,
    });
    const relisted = await ok<{ items: { dealNumber: string; grossProfit: number; uploadId: string }[] }>(
      await send('GET', `/compensation/deals?companyId=${f.costa}&from=${period[0]}&to=${period[1]}&limit=200`),
    );
    expect(relisted.items.map((deal) => [deal.dealNumber, deal.grossProfit, deal.uploadId]).sort()).toEqual([
      ['T-9001', 240_000, corrected.id],
      ['T-9002', 90_000, corrected.id],
    ]);

    // The same corrected rows again ask first; applied again they still count once.
    const again = await upload('deals', period, 'toyota-deals-dic-otra-vez.csv', [
      DEALS,
      `T-9001,2026-12-08,${ana!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,31500.00,2400.00,1`,
      `T-9002,2026-12-10,${ana!.payrollFileNumber},Costa Toyota,Sales,used-vehicle,18250.00,900.00,1`,
    ]);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toEqual([
      '/body/applyAgain',
    ]);
    const reapplied = await ok<Upload>(
      await upload(
        'deals',
        period,
        'toyota-deals-dic-otra-vez.csv',
        [
          DEALS,
          `T-9001,2026-12-08,${ana!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,31500.00,2400.00,1`,
          `T-9002,2026-12-10,${ana!.payrollFileNumber},Costa Toyota,Sales,used-vehicle,18250.00,900.00,1`,
        ],
        { applyAgain: true },
      ),
      201,
    );
    const reread = await readBatch(batch.id);
    expect(inputOf(commissionOf(reread, ana!.id), 'Front gross')).toMatchObject({
      value: 330_000,
      uploads: [{ id: reapplied.id }],
    });
    expect(commissionOf(reread, ana!.id).total).toBe(anaCorrected.total);
    expect(reread.total).toBe(replaced.total);
  });

  it('keeps a value changed by hand, and reaches a batch made after it', async () => {
    const later: [string, string] = ['2027-01-04', '2027-01-17'];
    const [ana] = await workersOf('Costa Honda', 'Sales', 'Sales Consultant', 1);
    const early = await createBatch('Costa Honda', 'Sales', 'Sales Consultant', later);
    const units = inputOf(commissionOf(early, ana!.id), 'Units sold');
    const edited = await send('PATCH', `/compensation/commission-batch/${early.id}`, {
      version: early.version,
      commissions: [{ workerId: ana!.id, inputs: [{ name: 'Units sold', value: 9 }] }],
    });
    expect(edited.statusCode, edited.body.slice(0, 400)).toBe(200);

    const file = await ok<Upload>(
      await upload('deals', later, 'honda-enero.csv', [
        DEALS,
        `H-7001,2027-01-05,${ana!.payrollFileNumber},Costa Honda,Sales,new-vehicle,30000.00,2000.00,4`,
      ]),
      201,
    );
    expect(inputOf(commissionOf(await readBatch(early.id), ana!.id), 'Units sold')).toMatchObject({
      initialValue: 4,
      value: 9,
      total: priced(units, 9),
      uploads: [{ id: file.id }],
    });

    // A batch made after the file reads it when it is made.
    const preview = await ok<Batch>(
      await send('POST', '/compensation/commission-batches', {
        companyId: f.costa,
        area: 'commissions-v3',
        type: 'preview',
        startDate: later[0],
        endDate: later[1],
        setOfWorkers: [{ brand: 'Costa Honda', departments: [{ name: 'Sales', titles: ['Sales Consultant'] }] }],
      }),
      201,
    );
    expect(inputOf(commissionOf(preview, ana!.id), 'Units sold')).toMatchObject({
      initialValue: 4,
      value: 4,
      total: priced(units, 4),
      uploads: [{ id: file.id, filename: 'honda-enero.csv' }],
    });
  });
});

describe('a payroll-provider file', () => {
  it('fills the payroll-provider inputs of the workers it names, and a corrected one replaces them', async () => {
    const plans = await ok<{
      plans: {
        id: string;
        brand: string | null;
        department: string | null;
        title: string | null;
        workerIds: string[];
        active: boolean;
        lines: Record<string, unknown>[];
        version: number;
      }[];
    }>(await send('GET', `/compensation/compensation-plans?companyId=${f.costa}`));
    const plan = plans.plans.find(
      (p) => p.brand === 'Costa Honda' && p.department === 'Sales' && p.title === 'Sales Manager',
    )!;
    const line = {
      name: 'Payroll earnings',
      type: 'tiered',
      inputType: 'dollars',
      commissionType: 'percentage',
      origin: 'payroll-provider',
      manual: false,
      rank: 2,
      applyTo: [],
      subtractTo: [],
      addTo: [],
      visible: true,
      steps: [{ min: 0, max: null, perUnit: 10, flat: 0 }],
    };
    const spiff = { ...line, name: 'Payroll spiff', steps: [{ min: 0, max: null, perUnit: 100, flat: 0 }] };
    await ok(
      await send('PUT', `/compensation/compensation-plans/${plan.id}`, {
        companyId: f.costa,
        active: plan.active,
        workerIds: plan.workerIds,
        brand: plan.brand,
        department: plan.department,
        title: plan.title,
        lines: [...plan.lines, line, spiff],
        expectedVersion: plan.version,
      }),
    );

    const [rosa, pedro] = await workersOf('Costa Honda', 'Sales', 'Sales Manager', 2);
    const month: [string, string] = ['2026-12-01', '2026-12-31'];
    const batch = await createBatch('Costa Honda', 'Sales', 'Sales Manager', month);
    const first = await ok<Upload>(
      await upload('payroll-provider', ['2026-12-01', '2026-12-15'], 'adp-dic-1.csv', [
        'payrollFileNumber,amount,input',
        `${rosa!.payrollFileNumber},5000.00,`,
        `${pedro!.payrollFileNumber},250.00,Payroll spiff`,
      ]),
      201,
    );
    const fed = await readBatch(batch.id);
    const rosaEarnings = inputOf(commissionOf(fed, rosa!.id), 'Payroll earnings');
    expect(rosaEarnings).toMatchObject({
      origin: 'payroll-provider',
      value: 500_000,
      total: priced(rosaEarnings, 500_000),
      uploads: [{ id: first.id, kind: 'payroll-provider', filename: 'adp-dic-1.csv' }],
    });
    // An amount naming no input fills each payroll-provider dollars input; one naming an input fills only that one.
    expect(inputOf(commissionOf(fed, rosa!.id), 'Payroll spiff')).toMatchObject({ value: 500_000 });
    expect(inputOf(commissionOf(fed, pedro!.id), 'Payroll earnings')).toMatchObject({ value: 0, uploads: [] });
    expect(inputOf(commissionOf(fed, pedro!.id), 'Payroll spiff')).toMatchObject({
      value: 25_000,
      uploads: [{ id: first.id }],
    });
    const rosaTotal = commissionOf(fed, rosa!.id);
    expect(rosaTotal.total).toBe(workerCommissionTotal(rosaTotal.inputs.map((input) => input.total)));

    const corrected = await ok<Upload>(
      await upload('payroll-provider', ['2026-12-01', '2026-12-15'], 'adp-dic-1-corregido.csv', [
        'payrollFileNumber,amount',
        `${rosa!.payrollFileNumber},4200.00`,
      ]),
      201,
    );
    const reread = await readBatch(batch.id);
    expect(inputOf(commissionOf(reread, rosa!.id), 'Payroll earnings')).toMatchObject({
      value: 420_000,
      uploads: [{ id: corrected.id }],
    });
    expect(inputOf(commissionOf(reread, pedro!.id), 'Payroll spiff')).toMatchObject({ value: 0, uploads: [] });

    // The second half of the month adds to the first: two files of different periods inside the batch.
    const second = await ok<Upload>(
      await upload('payroll-provider', ['2026-12-16', '2026-12-31'], 'adp-dic-2.csv', [
        'payrollFileNumber,amount',
        `${rosa!.payrollFileNumber},800.00`,
      ]),
      201,
    );
    expect(inputOf(commissionOf(await readBatch(batch.id), rosa!.id), 'Payroll earnings')).toMatchObject({
      value: 500_000,
      uploads: [{ id: corrected.id }, { id: second.id }],
    });
  });
});

describe('a technician-hours file', () => {
  it('fills the technicians’ hours, and the latest technician biweek reads technician-hours files only', async () => {
    const [carlos, jose] = await workersOf('Costa Parts & Service', 'Service', 'Technician', 2);
    const biweek: [string, string] = ['2026-12-07', '2026-12-20'];
    const batch = await createBatch('Costa Parts & Service', 'Service', 'Technician', biweek);
    const file = await ok<Upload>(
      await upload('technician-hours', biweek, 'horas-tecnicos.csv', [
        'payrollFileNumber,date,hours',
        `${carlos!.payrollFileNumber},2026-12-08,7.5`,
        `${carlos!.payrollFileNumber},2026-12-09,8.25`,
        `${jose!.payrollFileNumber},2026-12-08,8`,
      ]),
      201,
    );
    const fed = await readBatch(batch.id);
    const hours = inputOf(commissionOf(fed, carlos!.id), 'Flagged hours');
    expect(hours).toMatchObject({
      origin: 'technician-hours',
      inputType: 'quantity',
      initialValue: 15.75,
      value: 15.75,
      total: priced(hours, 15.75),
      uploads: [{ id: file.id, kind: 'technician-hours', filename: 'horas-tecnicos.csv' }],
    });
    expect(inputOf(commissionOf(fed, jose!.id), 'Flagged hours')).toMatchObject({ value: 8 });
    expect(await ok(await send('GET', `/compensation/latest-technician-biweek?companyId=${f.costa}`))).toEqual({
      biweek: { startDate: '2026-12-07', endDate: '2026-12-20' },
    });

    // Hours are counted to the hundredth when a person corrects them too.
    const patch = (value: number, version: number) =>
      send('PATCH', `/compensation/commission-batch/${batch.id}`, {
        version,
        commissions: [{ workerId: carlos!.id, inputs: [{ name: 'Flagged hours', value }] }],
      });
    expect((await patch(15.125, fed.version)).statusCode).toBe(422);
    expect((await patch(16.25, fed.version)).statusCode).toBe(200);

    // A later payroll-provider file is no technician biweek.
    await ok(
      await upload('payroll-provider', ['2027-03-01', '2027-03-14'], 'adp-marzo.csv', [
        'payrollFileNumber,amount',
        `${carlos!.payrollFileNumber},100.00`,
      ]),
      201,
    );
    expect(await ok(await send('GET', `/compensation/latest-technician-biweek?companyId=${f.costa}`))).toEqual({
      biweek: { startDate: '2026-12-07', endDate: '2026-12-20' },
    });
  });
});

describe('a file with bad cells', () => {
  const cases = [
    {
      name: 'a bad amount or an input no plan has',
      kind: 'payroll-provider',
      place: ['Costa Honda', 'Sales', 'Sales Manager'],
      header: 'payrollFileNumber,amount,input',
      rows: [',-5.00,', ',5.00,Bono inventado'],
      errors: [
        ['/body/csv/rows/0/amount', 'Row 1: the amount must be dollars with cents'],
        ['/body/csv/rows/1/input', 'Row 2: no payroll-provider input named Bono inventado'],
      ],
    },
    {
      name: 'a bad day or bad hours',
      kind: 'technician-hours',
      place: ['Costa Parts & Service', 'Service', 'Technician'],
      errors: [
        ['/body/csv/rows/0/date', 'Row 1: the date must be YYYY-MM-DD inside the upload’s period'],
        ['/body/csv/rows/1/hours', 'Row 2: the hours must be a number from 0 to 24'],
        ['/body/csv/rows/2/hours', 'Row 3: the hours must be a number from 0 to 24'],
      ],
      header: 'payrollFileNumber,date,hours',
      rows: [',2027-02-20,8', ',2027-02-02,25', ',2027-02-03,-1'],
    },
  ] as const;

  it.each(cases)('names the row and the field of $name, and writes nothing', async (file) => {
    const [brand, department, title] = file.place;
    const [worker] = await workersOf(brand, department, title, 1);
    const lines = [file.header, ...file.rows.map((row) => `${worker!.payrollFileNumber}${row}`)];
    await expectRowsRefused(
      () => upload(file.kind, ['2027-02-01', '2027-02-14'], 'mal.csv', lines),
      file.errors.map(([pointer, message]): [string, string] => [pointer, message]),
    );
  });
});

describe('a file naming another company’s workers', () => {
  it('changes nothing in either company', async () => {
    const period: [string, string] = ['2026-12-21', '2027-01-03'];
    const [ana] = await workersOf('Costa Toyota', 'Sales', 'Sales Consultant', 1);
    const batch = await createBatch('Costa Toyota', 'Sales', 'Sales Consultant', period);
    const costaNumbers = api.db
      .select({ n: workers.payrollFileNumber })
      .from(workers)
      .where(eq(workers.companyId, f.costa));
    const [stranger] = await api.db
      .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber })
      .from(workers)
      .where(and(eq(workers.companyId, f.isla), notInArray(workers.payrollFileNumber, costaNumbers)))
      .orderBy(asc(workers.id))
      .limit(1);
    expect(stranger).toBeDefined();
    const uploadsOf = async () =>
      (
        await api.db
          .select({ companyId: auditEvents.companyId, n: count() })
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'commission-upload'), inArray(auditEvents.companyId, [f.costa, f.isla])))
          .groupBy(auditEvents.companyId)
      ).sort((a, b) => String(a.companyId).localeCompare(String(b.companyId)));
    const countsBefore = await uploadsOf();
    const before = await fingerprint(api.db);
    const errorsOf = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body.slice(0, 400)).toBe(422);
      return (response.json() as { errors: { pointer: string; message: string }[] }).errors;
    };

    // An Isla payroll file number in a Costa file, as a deal, an amount and hours.
    expect(
      await errorsOf(
        await upload('deals', period, 'ajeno.csv', [
          DEALS,
          `X-1,2026-12-22,${stranger!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,30000.00,2000.00,1`,
        ]),
      ),
    ).toEqual([
      {
        pointer: '/body/csv/rows/0/payrollFileNumber',
        message: `Row 1: no worker with payroll file number ${stranger!.payrollFileNumber}.`,
      },
    ]);
    expect(
      await errorsOf(
        await upload('payroll-provider', period, 'ajeno.csv', [
          'payrollFileNumber,amount',
          `${stranger!.payrollFileNumber},10.00`,
        ]),
      ),
    ).toEqual([
      { pointer: '/body/csv/rows/0/payrollFileNumber', message: expect.stringContaining(stranger!.payrollFileNumber) },
    ]);
    expect(
      await errorsOf(
        await upload('technician-hours', period, 'ajeno.csv', [
          'payrollFileNumber,date,hours',
          `${stranger!.payrollFileNumber},2026-12-22,8`,
        ]),
      ),
    ).toEqual([
      { pointer: '/body/csv/rows/0/payrollFileNumber', message: expect.stringContaining(stranger!.payrollFileNumber) },
    ]);
    // A Costa payroll file number claimed for an Isla worker id.
    expect(
      await errorsOf(
        await upload('deals', period, 'ajeno.csv', [
          `${DEALS},workerId`,
          `X-2,2026-12-22,${ana!.payrollFileNumber},Costa Toyota,Sales,new-vehicle,30000.00,2000.00,1,${stranger!.id}`,
        ]),
      ),
    ).toEqual([
      {
        pointer: '/body/csv/rows/0/workerId',
        message: `Row 1: worker ${stranger!.id} is not the worker with payroll file number ${ana!.payrollFileNumber} in this company.`,
      },
    ]);
    // A Costa worker's payroll file number sent as Isla's file.
    expect(
      await errorsOf(
        await upload(
          'payroll-provider',
          period,
          'ajeno.csv',
          ['payrollFileNumber,amount', `${ana!.payrollFileNumber},10.00`],
          {},
          f.isla,
        ),
      ),
    ).toEqual([
      { pointer: '/body/csv/rows/0/payrollFileNumber', message: expect.stringContaining(ana!.payrollFileNumber) },
    ]);

    expect(changedTables(before, await fingerprint(api.db))).toEqual([]);
    expect(await uploadsOf()).toEqual(countsBefore);
    const reread = await readBatch(batch.id);
    expect(reread.commissions).toEqual(batch.commissions);
    expect(reread.total).toBe(batch.total);
    expect(
      (
        await ok<{ items: unknown[] }>(
          await send('GET', `/compensation/deals?companyId=${f.costa}&from=${period[0]}&to=${period[1]}`),
        )
      ).items,
    ).toEqual([]);
    expect(
      (await ok<{ items: unknown[] }>(await send('GET', `/compensation/deals?companyId=${f.isla}`))).items,
    ).toEqual([]);
  });
});
