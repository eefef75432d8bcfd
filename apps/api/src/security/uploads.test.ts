import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  commissionUploads,
  deductionRecords,
  insuranceLedgerEntries,
  insuranceUploads,
} from '../db/schema/index.ts';
import type { TestApi } from '../server/testing/harness.ts';
import { withCaseApi } from '../server/testing/with-test-api.ts';
import { EWA, INSURANCE, STAFF, type Extra, type TestFixtures } from '../server/testing/operation-cases.ts';

let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;
withCaseApi((opened) => ({ api, fixtures, extra } = opened));

type Upload = {
  name: string;
  as: string;
  url: string;
  body: (csv: string, filename?: string, contentType?: string) => Record<string, unknown>;
  csv: () => string;
};

const uploads: Upload[] = [
  {
    name: 'deductions',
    as: EWA,
    url: '/api/deductions/uploads',
    body: (csv, filename = 'deducciones.csv', contentType = 'text/csv') => ({
      companyId: fixtures.isla,
      workerGroupCode: fixtures.islaPeriod.workerGroupCode,
      periodId: fixtures.islaPeriod.id,
      filename,
      contentType,
      csv,
    }),
    csv: () => extra.deductionCsv,
  },
  {
    name: 'insurance ledger',
    as: INSURANCE,
    url: '/api/insurance/uploads',
    body: (csv, filename = 'ledger.csv', contentType = 'text/csv') => ({
      companyId: fixtures.isla,
      filename,
      contentType,
      csv,
    }),
    csv: () => extra.insuranceCsv,
  },
  {
    name: 'commission payroll file',
    as: STAFF,
    url: '/api/compensation/commission-uploads',
    body: (csv, filename = 'adp.csv', contentType = 'text/csv') => ({
      companyId: fixtures.costa,
      kind: 'payroll-provider',
      startDate: '2026-11-01',
      endDate: '2026-11-14',
      filename,
      contentType,
      csv,
    }),
    csv: () => extra.commissionCsv,
  },
];

/** Row counts of every table an upload writes to; a refused upload leaves all of them as they were. */
async function written(): Promise<number[]> {
  const tables = [deductionRecords, insuranceUploads, insuranceLedgerEntries, commissionUploads, auditEvents];
  return Promise.all(tables.map(async (table) => (await api.db.select({ n: count() }).from(table))[0]!.n));
}

const post = (upload: Upload, payload: string | Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call(upload.as, {
    method: 'POST',
    url: upload.url,
    headers: { 'idempotency-key': randomUUID(), ...headers },
    payload,
  });

function expectProblem(
  response: Awaited<ReturnType<typeof post>>,
  status: number,
  detail: RegExp,
  pointer?: string,
): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json() as {
    status: number;
    title: string;
    detail: string;
    errors?: { pointer: string; message: string }[];
  };
  expect(problem.status).toBe(status);
  expect(problem.title).toBeTruthy();
  expect(problem.detail).toMatch(detail);
  if (pointer) expect(problem.errors?.map((error) => error.pointer)).toContain(pointer);
}

describe.each(uploads)('the $name upload', (upload) => {
  it('refuses a 50 MB body with 413 before reading it, and writes nothing', async () => {
    const before = await written();
    const huge = `${upload.csv()}\n${'9'.repeat(50 * 1024 * 1024)}`;
    const response = await post(upload, JSON.stringify(upload.body(huge)), { 'content-type': 'application/json' });
    expectProblem(response, 413, /too large|limit/i);
    expect(await written()).toEqual(before);
  });

  it('refuses a file over 5 MiB with 400 naming the csv field', async () => {
    const before = await written();
    const response = await post(upload, upload.body(`${upload.csv()}\n${'x,'.repeat(3 * 1024 * 1024)}`));
    expectProblem(response, 400, /contract/, '/body/csv');
    expect(
      (response.json() as { errors: { message: string }[] }).errors.some((error) => /5242880/.test(error.message)),
    ).toBe(true);
    expect(await written()).toEqual(before);
  });

  it('refuses a file that is not a .csv, or not declared text/csv, naming the field', async () => {
    const before = await written();
    expectProblem(await post(upload, upload.body(upload.csv(), 'payroll.exe')), 400, /contract/, '/body/filename');
    expectProblem(
      await post(upload, upload.body(upload.csv(), 'payroll.csv', 'application/pdf')),
      400,
      /contract/,
      '/body/contentType',
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a binary file sent as the CSV text (NUL bytes, bytes that are not UTF-8), naming the csv field', async () => {
    const before = await written();
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x89, 0x50, 0x4e, 0x47]).toString(
      'latin1',
    );
    expectProblem(
      await post(upload, upload.body(`${upload.csv()}\n${binary}`)),
      400,
      /not a CSV text file/,
      '/body/csv',
    );
    const decoded = new TextDecoder().decode(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expectProblem(
      await post(upload, upload.body(`${upload.csv()}\n${decoded}`)),
      400,
      /not a CSV text file/,
      '/body/csv',
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a body that is not JSON with 415, naming the media type', async () => {
    const before = await written();
    const response = await post(upload, upload.csv(), { 'content-type': 'text/csv' });
    expectProblem(response, 415, /text\/csv.*application\/json/);
    const raw = await post(upload, Buffer.from([0, 1, 2, 3]).toString('latin1'), {
      'content-type': 'application/octet-stream',
    });
    expectProblem(raw, 415, /octet-stream/);
    expect(await written()).toEqual(before);
  });
});
