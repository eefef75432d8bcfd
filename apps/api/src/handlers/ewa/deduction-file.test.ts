import { CSV_BOM, DEDUCTION_FILE_COLUMNS, DEDUCTION_FILE_EMPLOYER_COLUMNS } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../../server/testing/harness.ts';
import { EWA, owingWorkers, periodFile, type TestFixtures } from '../../server/testing/operation-cases.ts';
import { withCaseApi } from '../../server/testing/with-test-api.ts';

// A pay period's deduction file speaks one format both ways: the file its download gives uploads back as it is, with
// the codes it was uploaded with; a file without codes, or written by hand from the template, is taken too.

let api: TestApi;
let f: TestFixtures;
withCaseApi((opened) => ({ api, fixtures: f } = opened));

type Record = { id: string; payroll: { workerId: string; amount: number; code: string | null }[] };
type Problem = { errors?: { pointer: string; message: string }[] };

const upload = (csv: string, confirm: { replace?: true; applyAgain?: true } = {}, filename = 'deducciones.csv') =>
  api.once(EWA, 'POST', '/deductions/uploads', { ...periodFile(f, filename, csv), ...confirm });

const download = async (id: string, kind?: 'deductions' | 'employer') => {
  const response = await api.call(EWA, {
    method: 'GET',
    url: `/api/deductions/${id}/file${kind ? `?kind=${kind}` : ''}`,
  });
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.body;
};

const lines = (csv: string) => csv.replace(CSV_BOM, '').trimEnd().split('\r\n');

describe('the deduction file', () => {
  it('downloads with its codes in the upload’s columns, and uploads back as it came, with the same rows', async () => {
    const [first, second] = await owingWorkers(api.db, f.islaOpenPeriod, 2, 125);
    const sent = await upload(
      [
        'payrollFileNumber,workerId,amount,code',
        `${first!.payrollFileNumber},${first!.workerId},1.25,EWA`,
        `${second!.payrollFileNumber},${second!.workerId},0.75,`,
      ].join('\n'),
      { replace: true },
    );
    expect(sent.statusCode, sent.body.slice(0, 800)).toBe(201);
    const record = sent.json() as Record;

    const file = await download(record.id);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = lines(file);
    expect(header).toBe(DEDUCTION_FILE_COLUMNS.join(','));
    expect(rows).toEqual([
      expect.stringMatching(new RegExp(`^${first!.payrollFileNumber},${first!.workerId},[^,]+,1\\.25,EWA,0\\.00$`)),
      expect.stringMatching(new RegExp(`^${second!.payrollFileNumber},${second!.workerId},[^,]+,0\\.75,,0\\.00$`)),
    ]);
    expect(lines(await download(record.id, 'employer'))[0]).toBe(DEDUCTION_FILE_EMPLOYER_COLUMNS.join(','));

    // The very file, sent back: the server asks (the same rows, and the period's file it replaces), nothing else.
    const asked = await upload(file, {}, 'descargado.csv');
    expect(asked.statusCode, asked.body.slice(0, 800)).toBe(409);
    expect((asked.json() as Problem).errors?.map((error) => error.pointer)).toEqual(['/body/applyAgain']);
    const again = await upload(file, { replace: true, applyAgain: true }, 'descargado.csv');
    expect(again.statusCode, again.body.slice(0, 800)).toBe(201);
    expect((again.json() as Record).payroll).toEqual(record.payroll);
    expect(record.payroll).toEqual([
      { workerId: first!.workerId, payrollFileNumber: first!.payrollFileNumber, amount: 125, code: 'EWA' },
      { workerId: second!.workerId, payrollFileNumber: second!.payrollFileNumber, amount: 75, code: null },
    ]);
  });

  it('takes a file without a code column, and still refuses one without an amount, naming what is missing', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 50);
    const noCode = await upload(
      `payrollFileNumber,workerId,name,amount\n${worker!.payrollFileNumber},${worker!.workerId},Someone Else,0.50`,
      { replace: true },
    );
    expect(noCode.statusCode, noCode.body.slice(0, 800)).toBe(201);
    expect((noCode.json() as Record).payroll).toMatchObject([{ workerId: worker!.workerId, amount: 50, code: null }]);

    const noAmount = await upload(
      `payrollFileNumber,workerId,code\n${worker!.payrollFileNumber},${worker!.workerId},EWA`,
      { replace: true },
    );
    expect(noAmount.statusCode).toBe(422);
    expect((noAmount.json() as Problem).errors).toEqual([
      { pointer: '/body/csv/header/amount', message: 'The column amount is missing.' },
    ]);
  });

  it('refuses a code longer than 32 characters, naming the row', async () => {
    const [worker] = await owingWorkers(api.db, f.islaOpenPeriod, 1, 50);
    const long = await upload(
      `payrollFileNumber,workerId,amount,code\n${worker!.payrollFileNumber},${worker!.workerId},0.50,${'C'.repeat(33)}`,
      { replace: true },
    );
    expect(long.statusCode).toBe(422);
    expect((long.json() as Problem).errors).toEqual([
      { pointer: '/body/csv/rows/0/code', message: 'Row 1: the code is longer than 32 characters.' },
    ]);
  });
});
