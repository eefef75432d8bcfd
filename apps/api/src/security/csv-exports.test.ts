import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CSV_BOM, neutralizeCsvCell, toCsv } from '@cuadre/domain';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { deductionRecords, workers } from '../db/schema/index.ts';
import { testContract, type TestApi } from '../server/testing/harness.ts';
import { finishedReport } from '../server/testing/reports.ts';
import { withCaseApi } from '../server/testing/with-test-api.ts';
import {
  EWA,
  operationCases,
  runCall,
  type Call,
  type Extra,
  type TestFixtures,
} from '../server/testing/operation-cases.ts';

// OWASP CSV injection: a cell a spreadsheet would read as a formula or a control sequence. A plain decimal number
// ("-12.05", a negative amount) is read as that number.
const triggers = ['=', '+', '-', '@', '\t', '\r', '\0'];
const plainNumber = (cell: string) => /^-?\d+(\.\d+)?$/.test(cell);
const dangerous = (cell: string) => !plainNumber(cell) && triggers.some((trigger) => cell.startsWith(trigger));

const cellText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.tuple(fc.constantFrom(...triggers), fc.string({ maxLength: 20 })).map(([trigger, rest]) => trigger + rest),
  fc.constantFrom(
    '=HYPERLINK("http://evil.example","x")',
    "+cmd|' /C calc'!A0",
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '\0=1',
    '"=1"',
    'a,b',
    'línea\nnueva',
    '-12.05',
    '-1e3',
    '-0x1F',
  ),
);

describe('the shared CSV writer (packages/domain toCsv / neutralizeCsvCell)', () => {
  it('never writes a text cell that starts with = + - @ tab, CR or NUL, and changes nothing else', () => {
    fc.assert(
      fc.property(cellText, (text) => {
        const out = neutralizeCsvCell(text);
        expect(dangerous(out)).toBe(false);
        expect(out).toBe(dangerous(text) ? `'${text}` : text);
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes files that read back, cell for cell, as the neutralised values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { maxLength: 8 }),
        fc.array(cellText, { minLength: 3, maxLength: 3 }),
        (rows, headers) => {
          const written =
            CSV_BOM +
            toCsv(
              rows,
              headers.map((header, index) => ({ header, value: (row: string[]) => row[index] })),
            );
          const read = parse(written, { bom: true, relax_column_count: false }) as string[][];
          expect(read).toEqual([headers, ...rows].map((row) => row.map(neutralizeCsvCell)));
          expect(read.flat().some(dangerous)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Every CSV the API answers with, fetched after formula-like text was written into the records it reads.
const poison = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '@cmd', '-1+1', '\t=1', '\r=2'];

let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;
withCaseApi((opened) => ({ api, fixtures, extra } = opened));

beforeAll(async () => {
  const islaWorkers = await api.db.select({ id: workers.id }).from(workers).where(eq(workers.companyId, fixtures.isla));
  for (const [index, worker] of islaWorkers.entries()) {
    await api.db
      .update(workers)
      .set({ firstName: poison[index % poison.length]!, lastName: poison[(index + 1) % poison.length]! })
      .where(eq(workers.id, worker.id));
  }
  const [record] = await api.db
    .select()
    .from(deductionRecords)
    .where(eq(deductionRecords.id, fixtures.islaDeduction.id));
  const payroll = record!.payroll.map((item, index) => ({ ...item, name: poison[index % poison.length]! }));
  await api.db
    .update(deductionRecords)
    .set({ payroll })
    .where(inArray(deductionRecords.id, [record!.id]));
  // A report keeps its file as the data stood when it was built: this one is built from the poisoned names.
  const report = await runCall(api, operationCases.generateReport.success(fixtures, extra));
  const reportId = (report.json() as { id: string }).id;
  await finishedReport(api, EWA, fixtures.isla, reportId);
  extra = { ...extra, date: reportId };
});

const csvOperations = testContract().contract.operations.filter((operation) =>
  Object.values(operation.responses).some((response) => response.contentType === 'text/csv'),
);

describe('every CSV export of the API', () => {
  const exportCalls = (): Record<string, Call[]> => ({
    downloadDeductionFile: [
      operationCases.downloadDeductionFile.success(fixtures, extra),
      {
        ...operationCases.downloadDeductionFile.success(fixtures, extra),
        url: `/api/deductions/${fixtures.islaDeduction.id}/file?kind=deductions`,
      },
    ],
    downloadReport: [operationCases.downloadReport.success(fixtures, extra)],
    exportPayrollActivity: [operationCases.exportPayrollActivity.success(fixtures, extra)],
  });

  it('is covered here: the contract has no CSV answer this test does not fetch', () => {
    expect(csvOperations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(exportCalls()).sort());
  });

  it.each(csvOperations.map((operation) => operation.operationId))(
    '%s neutralises every cell and still carries the text',
    async (operationId) => {
      for (const call of exportCalls()[operationId] ?? []) {
        const response = await runCall(api, call);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/csv/);
        const cells = (parse(response.body, { bom: true }) as string[][]).flat();
        expect(cells.length).toBeGreaterThan(0);
        expect(cells.filter(dangerous)).toEqual([]);
        expect(cells.some((cell) => poison.some((text) => cell === `'${text}` || cell.includes(`'${text}`)))).toBe(
          true,
        );
      }
    },
  );
});

describe('every CSV the product writes goes through the shared writer', () => {
  const root = resolve(import.meta.dirname, '../../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const files = [
    ...sources(join(root, 'apps/api/src')),
    ...sources(join(root, 'apps/dashboard/src')),
    ...sources(join(root, 'packages')),
  ].map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the writers: every file that writes a CSV file calls toCsv', () => {
    const writers = files.filter((file) => /CSV_BOM\s*\+/.test(file.text));
    expect(writers.length).toBeGreaterThanOrEqual(5);
    expect(writers.filter((file) => !file.text.includes('toCsv(')).map((file) => file.path)).toEqual([]);
  });

  it('has one implementation of CSV quoting and neutralising, in packages/domain', () => {
    const quoting = files.filter((file) =>
      /replaceAll\('"', '""'\)|replace\(\/"\/g, '""'\)|FORMULA_TRIGGERS|startsWith\('='\)/.test(file.text),
    );
    expect(quoting.map((file) => file.path)).toEqual(['packages/domain/src/csv.ts']);
  });
});
