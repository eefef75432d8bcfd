import { and, asc, eq, gte, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { CSV_BOM, csvDollars, toCsv } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { commissionBatches, deductionRecords, ewaTransfers, insuranceStatuses } from '../../db/schema/index.ts';
import { invoices, tipRecords, workerCommissions, workers } from '../../db/schema/index.ts';
import { requiredInstant, where } from '../common.ts';

// A report's CSV, built from the live data (in the background: report-job.ts, which keeps the file). Money is in
// dollars with two decimals (`csvDollars`, as every export has it), and a row about a worker names them
// (`firstName`, `lastName`).
export type StoredReport = components['schemas']['Report'];

type Cell = string | number | boolean | null;
/** A column of a report's CSV: a field of the row under its own name, or a header and how to read the row. */
type Column<Row> = (keyof Row & string) | [string, (row: Row) => Cell];

function csvOf<Row>(rows: Row[], ...columns: Column<Row>[]): string {
  const read = (name: keyof Row & string) => (row: Row) => row[name] as Cell;
  const described = columns.map((c) =>
    typeof c === 'string' ? { header: c, value: read(c) } : { header: c[0], value: c[1] },
  );
  return CSV_BOM + toCsv(rows, described);
}

/** The rows of the report's company that meet `conditions`, and of its worker group when it names one. */
function ofReport(
  report: StoredReport,
  table: { companyId: AnyColumn; workerGroupCode?: AnyColumn },
  ...conditions: SQL[]
) {
  const group = report.workerGroupCode;
  const ofGroup = group && table.workerGroupCode ? eq(table.workerGroupCode, group) : undefined;
  return where(eq(table.companyId, report.companyId), ...conditions, ofGroup);
}

/** `column` within the report's dates. */
const inDates = (column: AnyColumn, report: StoredReport) => [
  gte(column, report.startDate),
  lte(column, report.endDate),
];

/** A worker's name columns, for rows joined with `workers`. */
const names = { firstName: workers.firstName, lastName: workers.lastName };
const nameColumns = ['firstName', 'lastName'] as const;

/** A money column in dollars: its header and the row's amount in cents. */
const dollars = <Row>(header: string, cents: (row: Row) => number): Column<Row> => [
  header,
  (row) => csvDollars(cents(row)),
];

type Builder = (db: Db, report: StoredReport) => Promise<string>;

const transactions: Builder = async (db, report) => {
  // The days are Puerto Rico's: a transfer asked for at 11:30 p.m. there belongs to that day, not to UTC's next one.
  const day = sql`(${ewaTransfers.requestedAt} at time zone 'America/Puerto_Rico')::date`;
  const days = sql`${day} between ${report.startDate} and ${report.endDate}`;
  const rows = await db
    .select({
      at: ewaTransfers.requestedAt,
      workerId: workers.workerId,
      ...names,
      kind: ewaTransfers.kind,
      status: ewaTransfers.status,
      amount: ewaTransfers.amount,
      fee: ewaTransfers.fee,
    })
    .from(ewaTransfers)
    .innerJoin(workers, eq(workers.id, ewaTransfers.workerId))
    .where(ofReport(report, ewaTransfers, days))
    .orderBy(asc(ewaTransfers.requestedAt));
  type Row = (typeof rows)[number];
  const amounts = [dollars<Row>('amount', (r) => r.amount), dollars<Row>('fee', (r) => r.fee)];
  const at: Column<Row> = ['requestedAt', (r) => requiredInstant(r.at)];
  return csvOf(rows, at, 'workerId', ...nameColumns, 'kind', 'status', ...amounts);
};

// What went to payroll: a file replaced by a later one is left out.
const deductions: Builder = async (db, report) => {
  const dates = inDates(deductionRecords.startDate, report);
  const sent = ofReport(report, deductionRecords, ...dates, isNull(deductionRecords.supersededAt));
  const files = await db.select().from(deductionRecords).where(sent);
  const items = files.flatMap((row) => row.payroll.map((item) => ({ ...item, row })));
  // A payroll row names the worker by the employer's worker id: the name columns come from the worker's record.
  const ids = [...new Set(items.map((item) => item.workerId))];
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ workerId: workers.workerId, ...names })
          .from(workers)
          .where(and(eq(workers.companyId, report.companyId), inArray(workers.workerId, ids)));
  const nameOf = new Map(named.map((worker) => [worker.workerId, worker]));
  type Item = (typeof items)[number];
  const period: Column<Item>[] = [
    ['startDate', (r) => r.row.startDate],
    ['endDate', (r) => r.row.endDate],
    ['workerGroupCode', (r) => r.row.workerGroupCode],
  ];
  const name: Column<Item>[] = [
    ['firstName', (r) => nameOf.get(r.workerId)?.firstName ?? null],
    ['lastName', (r) => nameOf.get(r.workerId)?.lastName ?? null],
  ];
  return csvOf(
    items,
    ...period,
    'workerId',
    'payrollFileNumber',
    ...name,
    dollars<Item>('amount', (r) => r.amount),
  );
};

const invoiceCsv: Builder = async (db, report) => {
  const due = ofReport(report, invoices, ...inDates(invoices.dueDate, report));
  const rows = await db.select().from(invoices).where(due).orderBy(asc(invoices.dueDate));
  type Row = (typeof rows)[number];
  return csvOf(
    rows,
    'code',
    'type',
    ['status', (r) => r.paymentStatus],
    'dueDate',
    dollars<Row>('amount', (r) => r.amount),
  );
};

const workerCsv: Builder = async (db, report) => {
  const byName = [asc(workers.lastName), asc(workers.firstName)];
  const rows = await db
    .select()
    .from(workers)
    .where(ofReport(report, workers))
    .orderBy(...byName);
  const identity = ['workerId', 'payrollFileNumber', 'firstName', 'lastName', 'workerGroupCode'] as const;
  return csvOf(rows, ...identity, ['status', (r) => r.workerStatus]);
};

const tips: Builder = async (db, report) => {
  const rows = await db
    .select({
      dateTip: tipRecords.dateTip,
      payrollFileNumber: tipRecords.payrollFileNumber,
      ...names,
      role: tipRecords.role,
      status: tipRecords.status,
      total: tipRecords.total,
    })
    .from(tipRecords)
    .innerJoin(workers, eq(workers.id, tipRecords.workerId))
    .where(ofReport(report, tipRecords, ...inDates(tipRecords.dateTip, report)))
    .orderBy(asc(tipRecords.dateTip), asc(tipRecords.id));
  type Row = (typeof rows)[number];
  return csvOf(
    rows,
    'dateTip',
    'payrollFileNumber',
    ...nameColumns,
    'role',
    'status',
    dollars<Row>('total', (r) => r.total),
  );
};

const commissions: Builder = async (db, report) => {
  const started = inDates(commissionBatches.startDate, report);
  const rows = await db
    .select({
      batchId: commissionBatches.id,
      startDate: commissionBatches.startDate,
      endDate: commissionBatches.endDate,
      status: commissionBatches.status,
      payrollFileNumber: workerCommissions.payrollFileNumber,
      ...names,
      total: workerCommissions.total,
      manualTotal: workerCommissions.manualTotal,
    })
    .from(workerCommissions)
    .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
    .innerJoin(workers, eq(workers.id, workerCommissions.workerId))
    .where(ofReport(report, { companyId: commissionBatches.companyId }, ...started));
  const batch = ['batchId', 'startDate', 'endDate', 'status', 'payrollFileNumber', ...nameColumns] as const;
  return csvOf(
    rows,
    ...batch,
    dollars<(typeof rows)[number]>('total', (r) => r.manualTotal ?? r.total),
  );
};

const insuranceBalances: Builder = async (db, report) => {
  const rows = await db
    .select({
      payrollFileNumber: workers.payrollFileNumber,
      ...names,
      planType: insuranceStatuses.planType,
      store: insuranceStatuses.store,
      balance: insuranceStatuses.balance,
    })
    .from(insuranceStatuses)
    .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
    .where(eq(insuranceStatuses.companyId, report.companyId));
  type Row = (typeof rows)[number];
  return csvOf(
    rows,
    'payrollFileNumber',
    ...nameColumns,
    'planType',
    'store',
    dollars<Row>('balance', (r) => r.balance),
  );
};

const builders: Record<StoredReport['type'], Builder> = {
  transactions,
  deductions,
  invoices: invoiceCsv,
  workers: workerCsv,
  tips,
  'payroll-activity': tips,
  commissions,
  'insurance-balances': insuranceBalances,
};

/** The CSV of a report, built from the live data of its company, dates and worker group. */
export async function reportRows(db: Db, report: StoredReport): Promise<string> {
  // A stored report of a type the contract no longer lists answers its type, as the exhaustive switch did.
  return Object.hasOwn(builders, report.type) ? builders[report.type](db, report) : report.type;
}

// A built report is kept without its byte-order mark, which a database driver may drop as it reads text back, and
// served with it.
export const keptReport = (csv: string): string => (csv.startsWith(CSV_BOM) ? csv.slice(CSV_BOM.length) : csv);
export const reportFile = (kept: string): string => CSV_BOM + kept;
