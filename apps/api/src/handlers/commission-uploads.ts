import { and, asc, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import {
  commissionInputTotal,
  DEAL_TYPES,
  dealAmountErrors,
  feedBatchInputs,
  isFedByUploads,
  MAX_COMMISSION_COUNT,
  MAX_MONEY_CENTS,
  parseDollars,
  parseHours,
  replacedUploads,
  UPLOAD_ORIGIN,
  type BatchInputToFeed,
  type CommissionUploadKind,
  type DateRange,
  type UploadedFigure,
  type UploadedOrigin,
} from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  brands,
  commissionBatchEvents,
  commissionBatches,
  commissionInputSteps,
  commissionInputUploads,
  commissionInputs,
  commissionPlanLines,
  commissionPlans,
  commissionUploadRows,
  commissionUploads,
  companies,
  dashboardUsers,
  deals,
  departments,
  titles,
  workerCommissions,
  workers,
} from '../db/schema/index.ts';
import type { AuditEntry } from '../server/router.ts';
import type { Handlers } from '../server/handler-types.ts';
import { HttpError, unprocessable, type ProblemFieldError } from '../server/problem.ts';
import { groupBy, pageAndTotal, pageOf, paging, requiredInstant, instant, where } from './common.ts';
import { isCalendarDate, readCsv, rejectIfErrors, rowPointer } from './csv-upload.ts';
import { contentHash, day, dollars, moment } from './guardrails.ts';

type Schemas = components['schemas'];
type UploadRow = typeof commissionUploads.$inferSelect;
type BatchRow = typeof commissionBatches.$inferSelect;
type Audit = (entry: AuditEntry, tx: Db) => Promise<void>;

const kindIn = { deals: 'dealer-system', 'payroll-provider': 'payroll-provider', 'technician-hours': 'technician-hours' } as const satisfies Record<CommissionUploadKind, UploadRow['kind']>;
const kindOut = { 'dealer-system': 'deals', 'payroll-provider': 'payroll-provider', 'technician-hours': 'technician-hours' } as const satisfies Record<UploadRow['kind'], CommissionUploadKind>;
const dealTypeOut = { new: 'new-vehicle', used: 'used-vehicle', service: 'service', parts: 'parts' } as const;
const dealTypeIn = { 'new-vehicle': 'new', 'used-vehicle': 'used', service: 'service', parts: 'parts' } as const;

// The columns each kind of file must have (openapi/README.md), and those it may have that change what it applies.
const requiredColumns = {
  deals: ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'],
  'payroll-provider': ['payrollFileNumber', 'amount'],
  'technician-hours': ['payrollFileNumber', 'date', 'hours'],
} as const satisfies Record<CommissionUploadKind, readonly string[]>;
const optionalColumns = { deals: ['department', 'units'], 'payroll-provider': ['input'], 'technician-hours': [] } as const satisfies Record<CommissionUploadKind, readonly string[]>;

const uploadOut = (upload: UploadRow, uploaderEmail: string | null): Schemas['CommissionUpload'] => ({
  id: upload.id,
  companyId: upload.companyId,
  kind: kindOut[upload.kind],
  filename: upload.filename,
  uploaderId: upload.uploaderId ?? 'system',
  uploaderEmail: uploaderEmail ?? 'system@provider.example',
  uploadedAt: requiredInstant(upload.uploadedAt),
  startDate: upload.periodStart,
  endDate: upload.periodEnd,
  rowCount: upload.rowCount,
  supersededAt: instant(upload.supersededAt),
  supersededBy: upload.supersededAt === null ? null : upload.supersededById,
});

/** The uploads each batch input's value was read from (`CommissionInput.uploads`), oldest first. */
export async function inputUploadsOf(db: Db, inputIds: readonly string[]): Promise<Map<string, Schemas['CommissionInputUpload'][]>> {
  if (inputIds.length === 0) return new Map();
  const rows = await db
    .select({ inputId: commissionInputUploads.inputId, upload: commissionUploads })
    .from(commissionInputUploads)
    .innerJoin(commissionUploads, eq(commissionUploads.id, commissionInputUploads.uploadId))
    .where(inArray(commissionInputUploads.inputId, [...inputIds]))
    .orderBy(asc(commissionUploads.uploadedAt), asc(commissionUploads.id));
  const result = new Map<string, Schemas['CommissionInputUpload'][]>();
  for (const { inputId, upload } of rows) {
    const list = result.get(inputId) ?? [];
    result.set(inputId, list);
    list.push({ id: upload.id, kind: kindOut[upload.kind], filename: upload.filename, startDate: upload.periodStart, endDate: upload.periodEnd, uploadedAt: requiredInstant(upload.uploadedAt) });
  }
  return result;
}

/** The current (never replaced) rows of every upload that can feed these workers' inputs in the dates given. */
async function uploadedFigures(db: Db, companyId: string, workerIds: string[], range: DateRange, origins: readonly UploadedOrigin[]): Promise<UploadedFigure[]> {
  if (workerIds.length === 0) return [];
  const figures: UploadedFigure[] = [];
  if (origins.includes('dealer-system')) {
    const rows = await db
      .select({ uploadId: deals.uploadId, workerId: deals.workerId, date: deals.dealDate, units: deals.units, front: deals.frontGross, back: deals.backGross })
      .from(deals)
      .where(and(eq(deals.companyId, companyId), inArray(deals.workerId, workerIds), gte(deals.dealDate, range.startDate), lte(deals.dealDate, range.endDate), isNull(deals.supersededAt)));
    for (const row of rows) figures.push({ kind: 'deals', uploadId: row.uploadId, workerId: row.workerId, date: row.date, units: row.units, grossProfit: row.front + row.back });
  }
  const rowKinds = origins.filter((origin) => origin !== 'dealer-system');
  if (rowKinds.length > 0) {
    const rows = await db
      .select({ row: commissionUploadRows, kind: commissionUploads.kind, startDate: commissionUploads.periodStart, endDate: commissionUploads.periodEnd })
      .from(commissionUploadRows)
      .innerJoin(commissionUploads, eq(commissionUploads.id, commissionUploadRows.uploadId))
      .where(
        and(
          eq(commissionUploads.companyId, companyId),
          isNull(commissionUploads.supersededAt),
          inArray(commissionUploadRows.workerId, workerIds),
          or(
            rowKinds.includes('technician-hours') ? and(eq(commissionUploads.kind, 'technician-hours'), gte(commissionUploadRows.workDate, range.startDate), lte(commissionUploadRows.workDate, range.endDate)) : undefined,
            rowKinds.includes('payroll-provider') ? and(eq(commissionUploads.kind, 'payroll-provider'), gte(commissionUploads.periodStart, range.startDate), lte(commissionUploads.periodEnd, range.endDate)) : undefined,
          ),
        ),
      );
    for (const { row, kind, startDate, endDate } of rows) {
      if (kind === 'technician-hours') figures.push({ kind, uploadId: row.uploadId, workerId: row.workerId, date: row.workDate!, hours: row.hours! });
      else figures.push({ kind: 'payroll-provider', uploadId: row.uploadId, workerId: row.workerId, period: { startDate, endDate }, input: row.input, amount: row.amount! });
    }
  }
  return figures;
}

type InputSnapshot = { workerId: string; input: string; initialValue: number; value: number; total: number; uploadIds: readonly string[] };
export type FedBatch = { batchId: string; inputs: number; workers: number };

/**
 * Re-reads the inputs of the given origins in these batches from the current uploads (`feedBatchInputs`), writing each
 * changed input with its total and sources, each changed worker's total, and for each changed batch its version, an
 * event and an audit row. Call it inside the transaction that changed the uploads or made the batch.
 */
export async function feedBatchesFromUploads(
  tx: Db,
  batches: readonly BatchRow[],
  origins: readonly UploadedOrigin[],
  context: { now: Date; actorEmail: string; audit: Audit; reason: string; action: string },
): Promise<FedBatch[]> {
  if (batches.length === 0) return [];
  const commissions = await tx.select({ id: workerCommissions.id, batchId: workerCommissions.batchId, workerId: workerCommissions.workerId }).from(workerCommissions).where(inArray(workerCommissions.batchId, batches.map((batch) => batch.id)));
  if (commissions.length === 0) return [];
  const inputs = await tx.select().from(commissionInputs).where(and(inArray(commissionInputs.workerCommissionId, commissions.map((c) => c.id)), inArray(commissionInputs.origin, [...origins])));
  if (inputs.length === 0) return [];
  const links = await tx.select().from(commissionInputUploads).where(inArray(commissionInputUploads.inputId, inputs.map((input) => input.id)));
  const linksOf = groupBy(links, (link) => link.inputId);
  const commissionOf = new Map(commissions.map((c) => [c.id, c]));
  const range = { startDate: batches.map((b) => b.startDate).sort()[0]!, endDate: batches.map((b) => b.endDate).sort().at(-1)! };
  const figures = await uploadedFigures(tx, batches[0]!.companyId, [...new Set(inputs.map((input) => commissionOf.get(input.workerCommissionId)!.workerId))], range, origins);

  const inputsOfBatch = groupBy(inputs, (input) => commissionOf.get(input.workerCommissionId)!.batchId);
  const fed: FedBatch[] = [];
  for (const batch of batches) {
    const candidates: BatchInputToFeed<(typeof inputs)[number]>[] = (inputsOfBatch.get(batch.id) ?? []).map((input) => ({
      key: input,
      workerId: commissionOf.get(input.workerCommissionId)!.workerId,
      name: input.name,
      origin: input.origin,
      inputType: input.inputType,
      initialValue: Number(input.initialValue),
      value: Number(input.value),
      uploadIds: (linksOf.get(input.id) ?? []).map((link) => link.uploadId),
    }));
    const changes = feedBatchInputs(batch, candidates, figures, origins);
    if (changes.length === 0) continue;
    const steps = await tx.select().from(commissionInputSteps).where(inArray(commissionInputSteps.inputId, changes.map((change) => change.key.id))).orderBy(asc(commissionInputSteps.position));
    const stepsOf = groupBy(steps, (step) => step.inputId);
    const before: InputSnapshot[] = [];
    const after: InputSnapshot[] = [];
    for (const { key: input, next } of changes) {
      const workerId = commissionOf.get(input.workerCommissionId)!.workerId;
      const total = commissionInputTotal({
        name: input.name,
        inputType: input.inputType,
        value: next.value,
        stepType: input.stepType,
        steps: (stepsOf.get(input.id) ?? []).map((s) => ({ min: Number(s.min), max: s.max === null ? null : Number(s.max), perUnit: Number(s.perUnit), flat: s.flat })),
      });
      if (!total.ok) {
        throw unprocessable(`The uploaded value ${next.value} of “${input.name}” cannot be computed for a worker of the batch from ${day(batch.startDate)} to ${day(batch.endDate)}; nothing was saved.`, total.errors.map((error) => ({ pointer: '/body/csv', message: `${input.name}: ${error.message}` })));
      }
      before.push({ workerId, input: input.name, initialValue: Number(input.initialValue), value: Number(input.value), total: input.total, uploadIds: (linksOf.get(input.id) ?? []).map((link) => link.uploadId) });
      after.push({ workerId, input: input.name, initialValue: next.initialValue, value: next.value, total: total.value, uploadIds: next.uploadIds });
      await tx.update(commissionInputs).set({ initialValue: next.initialValue, value: next.value, total: total.value }).where(eq(commissionInputs.id, input.id));
      await tx.delete(commissionInputUploads).where(eq(commissionInputUploads.inputId, input.id));
      if (next.uploadIds.length > 0) await tx.insert(commissionInputUploads).values(next.uploadIds.map((uploadId) => ({ inputId: input.id, uploadId })));
    }
    // A worker's total is the sum of all their inputs' totals, the ones no upload touched included.
    const changedCommissions = [...new Set(changes.map((change) => change.key.workerCommissionId))];
    await tx
      .update(workerCommissions)
      .set({ total: sql`(select coalesce(sum(${commissionInputs.total}), 0) from ${commissionInputs} where ${commissionInputs.workerCommissionId} = ${workerCommissions.id})` })
      .where(inArray(workerCommissions.id, changedCommissions));
    await tx.update(commissionBatches).set({ updatedAt: context.now }).where(eq(commissionBatches.id, batch.id));
    await tx.insert(commissionBatchEvents).values({ batchId: batch.id, kind: 'updated', actorEmail: context.actorEmail, message: context.reason, payload: { inputs: changes.length, workers: changedCommissions.length }, at: context.now });
    await context.audit({ companyId: batch.companyId, entity: 'commission-batch', entityId: batch.id, action: context.action, before: { inputs: before }, after: { inputs: after, reason: context.reason } }, tx);
    fed.push({ batchId: batch.id, inputs: changes.length, workers: changedCommissions.length });
  }
  return fed;
}

/** A Commission Batches batch just made reads every upload of its period (`createCommissionBatch`). */
export async function feedNewBatch(tx: Db, batchId: string, context: { now: Date; actorEmail: string; audit: Audit }): Promise<FedBatch[]> {
  const [batch] = await tx.select().from(commissionBatches).where(eq(commissionBatches.id, batchId));
  if (!batch || !isFedByUploads(batch, batch)) return [];
  return feedBatchesFromUploads(tx, [batch], Object.values(UPLOAD_ORIGIN), { ...context, reason: 'Inputs read from the uploads of the period when the batch was made.', action: 'feedCommissionBatchFromUploads' });
}

type Worker = { id: string; payrollFileNumber: string; department: string | null };

/** One row's cells in a file's own terms, checked; every problem names the row and the column. */
function workerOfRow(row: Record<string, string>, index: number, roster: Map<string, Worker>, errors: ProblemFieldError[]): Worker | undefined {
  const number = row.payrollFileNumber ?? '';
  const worker = roster.get(number);
  if (!worker) errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: no worker with payroll file number ${number || '(empty)'}.` });
  const claimed = row.workerId ?? '';
  if (claimed !== '' && worker && claimed !== worker.id) {
    errors.push({ pointer: rowPointer(index, 'workerId'), message: `Row ${index + 1}: worker ${claimed} is not the worker with payroll file number ${number} in this company.` });
  }
  return worker;
}

const inPeriod = (date: string | undefined, period: DateRange): boolean => isCalendarDate(date ?? '') && date! >= period.startDate && date! <= period.endDate;

export const commissionUploadHandlers = {
  async listCommissionUploads({ query, db, companyId }) {
    const page = paging(query);
    const condition = eq(commissionUploads.companyId, companyId);
    const { rows, total } = await pageAndTotal(
      db.select({ upload: commissionUploads, email: dashboardUsers.email }).from(commissionUploads).leftJoin(dashboardUsers, eq(dashboardUsers.id, commissionUploads.uploaderId)).where(condition).orderBy(desc(commissionUploads.uploadedAt), asc(commissionUploads.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(commissionUploads).where(condition),
    );
    return { status: 200, body: pageOf(rows.map(({ upload, email }) => uploadOut(upload, email)), total, page) };
  },

  async uploadCommissionFile({ body, auth, db, audit, now, companyId }) {
    if (body.endDate < body.startDate) throw unprocessable('The period ends before it starts.', [{ pointer: '/body/endDate', message: 'The end date is before the start date.' }]);
    const period = { startDate: body.startDate, endDate: body.endDate };
    const required: readonly string[] = requiredColumns[body.kind];
    const { rows } = readCsv(body.csv, required);
    const header = Object.keys(rows[0]!);
    // The kind is part of the content: a payroll file and a deals file never match, whatever their cells. Optional
    // columns count only when the file has them, so a file without them is recognised as it was before they existed.
    const identifying = [...required, ...optionalColumns[body.kind].filter((column) => header.includes(column))];
    const hash = contentHash([['kind', body.kind], ...rows.map((row) => identifying.map((column) => row[column] ?? ''))]);
    const refuseIfAppliedBefore = async (reader: Db) => {
      const [earlier] = await reader.select().from(commissionUploads).where(and(eq(commissionUploads.companyId, companyId), eq(commissionUploads.contentHash, hash))).orderBy(desc(commissionUploads.uploadedAt)).limit(1);
      if (!earlier || body.applyAgain) return earlier ?? null;
      const what = `upload ${earlier.id} (“${earlier.filename}”, ${day(earlier.periodStart)} – ${day(earlier.periodEnd)}) on ${moment(earlier.uploadedAt)}`;
      throw new HttpError(409, `These rows were already applied by ${what}. Nothing was saved. To apply them again, send the file again with applyAgain.`, [
        { pointer: '/body/applyAgain', message: `The same rows were already applied by ${what}.` },
      ]);
    };
    // Asked before the rows are checked: a deals file sent twice would otherwise only hear that its deals exist.
    await refuseIfAppliedBefore(db);

    const outcome = await db.transaction(async (tx) => {
      // One upload of a company at a time (and no batch made meanwhile): the rows below are checked against what stands.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      const earlier = await refuseIfAppliedBefore(tx);
      const sameKind = await tx.select().from(commissionUploads).where(and(eq(commissionUploads.companyId, companyId), eq(commissionUploads.kind, kindIn[body.kind]), isNull(commissionUploads.supersededAt)));
      const replaced = replacedUploads({ kind: body.kind, ...period }, sameKind.map((upload) => ({ ...upload, kind: kindOut[upload.kind], startDate: upload.periodStart, endDate: upload.periodEnd })));

      const staff = await tx
        .select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber, department: departments.name })
        .from(workers)
        .leftJoin(titles, eq(titles.id, workers.titleId))
        .leftJoin(departments, eq(departments.id, titles.departmentId))
        .where(eq(workers.companyId, companyId));
      const roster = new Map(staff.map((worker) => [worker.payrollFileNumber, worker]));
      const errors: ProblemFieldError[] = [];
      const matched = rows.map((row, index) => workerOfRow(row, index, roster, errors));

      type DealInsert = typeof deals.$inferInsert;
      type RowInsert = Omit<typeof commissionUploadRows.$inferInsert, 'uploadId'>;
      const dealRows: Omit<DealInsert, 'uploadId'>[] = [];
      const figureRows: RowInsert[] = [];
      if (body.kind === 'deals') {
        const brandRows = await tx.select({ id: brands.id, name: brands.name, department: departments.name }).from(brands).leftJoin(departments, eq(departments.brandId, brands.id)).where(eq(brands.companyId, companyId));
        const replacedIds = replaced.map((upload) => upload.id);
        // The deals of a file this one replaces leave with it: the corrected file may carry the same numbers.
        const standing = await tx.select({ dealNumber: deals.dealNumber }).from(deals).where(where(eq(deals.companyId, companyId), isNull(deals.supersededAt), replacedIds.length > 0 ? or(isNull(deals.uploadId), notInArray(deals.uploadId, replacedIds)) : undefined));
        const seen = new Set(standing.map((deal) => deal.dealNumber));
        rows.forEach((row, index) => {
          if (!row.dealNumber) errors.push({ pointer: rowPointer(index, 'dealNumber'), message: `Row ${index + 1}: the deal number is missing.` });
          else if (seen.has(row.dealNumber)) errors.push({ pointer: rowPointer(index, 'dealNumber'), message: `Row ${index + 1}: deal ${row.dealNumber} already exists.` });
          if (row.dealNumber) seen.add(row.dealNumber);
          if (!inPeriod(row.date, period)) errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date must be YYYY-MM-DD inside the upload’s period.` });
          const brand = brandRows.find((b) => b.name === row.brand);
          if (!brand) errors.push({ pointer: rowPointer(index, 'brand'), message: `Row ${index + 1}: no brand ${row.brand || '(empty)'}.` });
          const department = row.department ?? '';
          if (department !== '' && brand && !brandRows.some((b) => b.name === row.brand && b.department === department)) {
            errors.push({ pointer: rowPointer(index, 'department'), message: `Row ${index + 1}: no department ${department} in brand ${row.brand}.` });
          }
          const unitsText = row.units ?? '';
          const units = unitsText === '' ? 1 : /^\d{1,9}$/.test(unitsText) ? Number(unitsText) : null;
          if (units === null || units > MAX_COMMISSION_COUNT) errors.push({ pointer: rowPointer(index, 'units'), message: `Row ${index + 1}: the units must be a whole number from 0 to 100,000,000.` });
          const dealType = DEAL_TYPES.find((type) => type === row.dealType);
          if (!dealType) errors.push({ pointer: rowPointer(index, 'dealType'), message: `Row ${index + 1}: the deal type must be new-vehicle, used-vehicle, service or parts.` });
          const saleAmount = parseDollars(row.saleAmount ?? '');
          const grossProfit = parseDollars(row.grossProfit ?? '');
          if (saleAmount === null) errors.push({ pointer: rowPointer(index, 'saleAmount'), message: `Row ${index + 1}: the sale amount must be dollars with cents.` });
          if (grossProfit === null) errors.push({ pointer: rowPointer(index, 'grossProfit'), message: `Row ${index + 1}: the gross profit must be dollars with cents.` });
          if (dealType && saleAmount !== null && grossProfit !== null) {
            for (const error of dealAmountErrors({ dealType, saleAmount, grossProfit })) {
              errors.push({ pointer: rowPointer(index, error.field), message: `Row ${index + 1}: ${error.message} This ${dealType} deal has a sale amount of ${dollars(saleAmount)} and a gross profit of ${dollars(grossProfit)}.` });
            }
          }
          const worker = matched[index];
          if (worker && brand && dealType && saleAmount !== null && grossProfit !== null && units !== null) {
            dealRows.push({
              companyId,
              brandId: brand.id,
              workerId: worker.id,
              dealNumber: row.dealNumber!,
              dealDate: row.date!,
              saleType: dealTypeIn[dealType],
              department: department !== '' ? department : worker.department,
              units,
              customerName: row.customerName ?? '',
              vehicle: row.vehicle ?? '',
              stockNumber: row.stockNumber ?? '',
              salePrice: saleAmount,
              frontGross: grossProfit,
              backGross: 0,
              commission: 0,
            });
          }
        });
      } else if (body.kind === 'payroll-provider') {
        const lines = await tx.selectDistinct({ name: commissionPlanLines.name }).from(commissionPlanLines).innerJoin(commissionPlans, eq(commissionPlans.id, commissionPlanLines.planId)).where(and(eq(commissionPlans.companyId, companyId), eq(commissionPlanLines.origin, 'payroll-provider')));
        rows.forEach((row, index) => {
          const amount = parseDollars(row.amount ?? '');
          if (amount === null || amount < 0 || amount > MAX_MONEY_CENTS) errors.push({ pointer: rowPointer(index, 'amount'), message: `Row ${index + 1}: the amount must be dollars with cents, from $0.00 to $100,000,000.00.` });
          const input = row.input ?? '';
          if (input !== '' && !lines.some((line) => line.name === input)) errors.push({ pointer: rowPointer(index, 'input'), message: `Row ${index + 1}: no payroll-provider input named ${input} in the company’s commission plans.` });
          const worker = matched[index];
          if (worker && amount !== null) figureRows.push({ workerId: worker.id, position: index, input: input === '' ? null : input, amount });
        });
      } else {
        rows.forEach((row, index) => {
          if (!inPeriod(row.date, period)) errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date must be YYYY-MM-DD inside the upload’s period.` });
          const hours = parseHours(row.hours ?? '');
          if (hours === null) errors.push({ pointer: rowPointer(index, 'hours'), message: `Row ${index + 1}: the hours must be a number from 0 to 24 with at most 2 decimals.` });
          const worker = matched[index];
          if (worker && hours !== null) figureRows.push({ workerId: worker.id, position: index, workDate: row.date!, hours });
        });
      }
      rejectIfErrors(errors);

      const [saved] = await tx
        .insert(commissionUploads)
        .values({ companyId, kind: kindIn[body.kind], filename: body.filename, sizeBytes: Buffer.byteLength(body.csv), uploaderId: auth.user.id, periodStart: body.startDate, periodEnd: body.endDate, status: 'processed', rowCount: rows.length, uploadedAt: now, contentHash: hash })
        .returning();
      const upload = saved!;
      if (replaced.length > 0) {
        const replacedIds = replaced.map((r) => r.id);
        await tx.update(commissionUploads).set({ supersededAt: now, supersededById: upload.id }).where(inArray(commissionUploads.id, replacedIds));
        await tx.update(deals).set({ supersededAt: now }).where(and(inArray(deals.uploadId, replacedIds), isNull(deals.supersededAt)));
      }
      // A statement carries at most 65,535 parameters: 20,000 rows go in slices.
      for (let start = 0; start < dealRows.length; start += 1_000) await tx.insert(deals).values(dealRows.slice(start, start + 1_000).map((deal) => ({ ...deal, uploadId: upload.id })));
      for (let start = 0; start < figureRows.length; start += 2_000) await tx.insert(commissionUploadRows).values(figureRows.slice(start, start + 2_000).map((row) => ({ ...row, uploadId: upload.id })));

      const candidates = await tx
        .select()
        .from(commissionBatches)
        .where(and(eq(commissionBatches.companyId, companyId), eq(commissionBatches.generation, 3), inArray(commissionBatches.status, ['draft', 'rejected']), lte(commissionBatches.startDate, body.endDate), gte(commissionBatches.endDate, body.startDate)))
        .orderBy(asc(commissionBatches.startDate), asc(commissionBatches.id))
        .for('update');
      const fed = await feedBatchesFromUploads(
        tx,
        candidates.filter((batch) => isFedByUploads(batch, period)),
        [UPLOAD_ORIGIN[body.kind]],
        { now, actorEmail: auth.user.email, audit, reason: `Inputs re-read from upload “${body.filename}”${replaced.length > 0 ? `, which replaced ${replaced.map((r) => `“${r.filename}”`).join(', ')}` : ''}.`, action: 'feedCommissionBatchFromUploads' },
      );
      await audit(
        {
          companyId,
          entity: 'commission-upload',
          entityId: upload.id,
          action: 'uploadCommissionFile',
          after: {
            kind: body.kind,
            filename: body.filename,
            rows: rows.length,
            ...(earlier ? { appliedAgainOf: { id: earlier.id, filename: earlier.filename, uploadedAt: earlier.uploadedAt } } : {}),
            replaced: replaced.map((r) => ({ id: r.id, filename: r.filename, uploadedAt: r.uploadedAt })),
            batchesFed: fed,
          },
        },
        tx,
      );
      return upload;
    });
    return { status: 201, body: uploadOut(outcome, auth.user.email) };
  },

  async listDeals({ query, db, companyId }) {
    const page = paging(query);
    const condition = where(
      eq(deals.companyId, companyId),
      isNull(deals.supersededAt),
      query.brand ? eq(brands.name, query.brand) : undefined,
      query.workerId ? (/^[0-9a-f-]{36}$/i.test(query.workerId) ? eq(deals.workerId, query.workerId) : sql`false`) : undefined,
      query.from ? gte(deals.dealDate, query.from) : undefined,
      query.to ? lte(deals.dealDate, query.to) : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db
        .select({ deal: deals, brand: brands.name, payrollFileNumber: workers.payrollFileNumber })
        .from(deals)
        .leftJoin(brands, eq(brands.id, deals.brandId))
        .innerJoin(workers, eq(workers.id, deals.workerId))
        .where(condition)
        .orderBy(desc(deals.dealDate), asc(deals.dealNumber))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(deals).leftJoin(brands, eq(brands.id, deals.brandId)).where(condition),
    );
    const items = rows.map(({ deal, brand, payrollFileNumber }) => ({
      id: deal.id,
      companyId: deal.companyId,
      uploadId: deal.uploadId,
      dealNumber: deal.dealNumber,
      date: deal.dealDate,
      brand: brand ?? 'Unassigned',
      department: deal.department ?? 'Unassigned',
      workerId: deal.workerId,
      payrollFileNumber,
      dealType: dealTypeOut[deal.saleType],
      origin: 'dealer-system' as const,
      saleAmount: deal.salePrice,
      grossProfit: deal.frontGross + deal.backGross,
      units: deal.units,
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },

  async getLatestTechnicianBiweek({ db, companyId }) {
    const [latest] = await db
      .select({ startDate: commissionUploads.periodStart, endDate: commissionUploads.periodEnd })
      .from(commissionUploads)
      .where(and(eq(commissionUploads.companyId, companyId), eq(commissionUploads.kind, 'technician-hours'), isNull(commissionUploads.supersededAt)))
      .orderBy(desc(commissionUploads.periodEnd), desc(commissionUploads.uploadedAt))
      .limit(1);
    return { status: 200, body: { biweek: latest ?? null } };
  },
} satisfies Partial<Handlers>;
