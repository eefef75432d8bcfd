import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { can, CSV_BOM, DEFAULT_COMPANY_FEATURES, deductionRowsOverOwed, MAX_MONEY_CENTS, parseDollars, todayInPuertoRico, toCsv, workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  auditEvents,
  commissionBatches,
  dashboardUsers,
  deductionRecords,
  ewaTransfers,
  insuranceStatuses,
  invoices,
  periodWorkers,
  periods,
  tipRecords,
  workerCommissions,
  workers,
} from '../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { conflict, forbidden, HttpError, notFound, unprocessable, type ProblemFieldError } from '../server/problem.ts';
import { inScope, instant, pageAndTotal, pageOf, paging, requiredInstant, requireUuid, requireWorkerGroup, where } from './common.ts';
import { readCsv, rejectIfErrors, rowPointer } from './csv-upload.ts';
import { contentHash, day, dollars, moment, owedAtPeriodEnd } from './guardrails.ts';
import { compensationTypeOut } from './mappers.ts';

type Schemas = components['schemas'];
type DeductionRow = typeof deductionRecords.$inferSelect;
type PeriodRow = typeof periods.$inferSelect;

async function deductionsOut(db: Db, rows: DeductionRow[]): Promise<Schemas['DeductionRecord'][]> {
  if (rows.length === 0) return [];
  const matching = await db
    .select({ id: periods.id, companyId: periods.companyId, workerGroupCode: periods.workerGroupCode, startDate: periods.startDate, endDate: periods.endDate })
    .from(periods)
    .where(inArray(periods.companyId, [...new Set(rows.map((row) => row.companyId))]));
  // Who uploaded each file and who uploaded the file that replaced it (read through the replacing record).
  const replacing = rows.flatMap((row) => (row.supersededBy ? [row.supersededBy] : []));
  const replacers =
    replacing.length === 0
      ? []
      : await db.select({ id: deductionRecords.id, uploaderId: deductionRecords.uploaderId }).from(deductionRecords).where(inArray(deductionRecords.id, replacing));
  const replacerOf = new Map(replacers.map((r) => [r.id, r.uploaderId]));
  const userIds = [...new Set([...rows.map((row) => row.uploaderId), ...replacers.map((r) => r.uploaderId)].filter((id): id is string => id !== null))];
  const users =
    userIds.length === 0
      ? []
      : await db
          .select({ id: dashboardUsers.id, email: dashboardUsers.email, name: sql<string>`${dashboardUsers.firstName} || ' ' || ${dashboardUsers.lastName}` })
          .from(dashboardUsers)
          .where(inArray(dashboardUsers.id, userIds));
  const person = (id: string | null | undefined): Schemas['DeductionUploader'] | null => users.find((user) => user.id === id) ?? null;
  return rows.map((row) => {
    const period = matching.find(
      (p) => p.companyId === row.companyId && p.workerGroupCode === row.workerGroupCode && p.startDate === row.startDate && p.endDate === row.endDate,
    );
    return {
      id: row.id,
      companyId: row.companyId,
      csvDriveId: row.csvDriveId,
      employerCSVDriveId: row.employerCsvDriveId,
      startDate: row.startDate,
      endDate: row.endDate,
      cycle: row.cycle,
      set: row.set,
      uploadDate: requiredInstant(row.uploadDate ?? row.createdAt),
      workerGroupCode: row.workerGroupCode,
      compensationType: compensationTypeOut[row.compensationType],
      origin: row.origin,
      payroll: row.payroll.map((item) => ({
        workerId: item.workerId,
        payrollFileNumber: item.payrollFileNumber,
        amount: Math.max(0, item.amount),
        code: (item as { code?: string | null }).code ?? null,
      })),
      periodId: period?.id ?? null,
      total: row.payroll.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
      workerCount: new Set(row.payroll.map((item) => item.workerId)).size,
      supersededAt: instant(row.supersededAt),
      supersededBy: row.supersededBy,
      uploadedBy: person(row.uploaderId),
      replacedBy: row.supersededBy ? person(replacerOf.get(row.supersededBy)) : null,
    };
  });
}

async function periodsOut(db: Db, rows: PeriodRow[]): Promise<Schemas['Period'][]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ periodId: periodWorkers.periodId, workerId: periodWorkers.workerId })
    .from(periodWorkers)
    .where(inArray(periodWorkers.periodId, rows.map((row) => row.id)));
  return rows.map((row) => ({
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    cycle: row.cycle,
    deductionDate: row.deductionDate,
    workerGroupCode: row.workerGroupCode,
    companyId: row.companyId,
    workerIds: members.filter((m) => m.periodId === row.id).map((m) => m.workerId),
    compensationType: compensationTypeOut[row.compensationType],
    location: row.location,
  }));
}

/** A period of a company and worker group the caller may reach, or 404. */
export async function findPeriod(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<PeriodRow> {
  requireUuid(id, 'The pay period');
  const restriction = workerGroupRestriction(auth.user);
  const [row] = await db
    .select()
    .from(periods)
    .where(where(eq(periods.id, id), inScope(scope, periods.companyId), restriction ? inArray(periods.workerGroupCode, restriction) : undefined));
  if (!row) throw notFound('The pay period');
  return row;
}

export async function findPeriods(db: Db, scope: CompanyScope, auth: RequestAuth, ids: string[]): Promise<PeriodRow[]> {
  const found = await Promise.all(ids.map((id) => findPeriod(db, scope, auth, id)));
  return found;
}

// Reports are recorded in the audit trail when generated and built from the live data when downloaded.
type StoredReport = Schemas['Report'];

async function reportRows(db: Db, report: StoredReport): Promise<string> {
  const range = { from: report.startDate, to: report.endDate };
  const group = report.workerGroupCode;
  const columnsFor = <Row>(rows: Row[], columns: [string, (row: Row) => string | number | boolean | null][]) =>
    CSV_BOM + toCsv(rows, columns.map(([header, value]) => ({ header, value })));
  switch (report.type) {
    case 'transactions': {
      const rows = await db
        .select({ at: ewaTransfers.requestedAt, workerId: workers.workerId, name: sql<string>`${workers.firstName} || ' ' || ${workers.lastName}`, kind: ewaTransfers.kind, status: ewaTransfers.status, amount: ewaTransfers.amount, fee: ewaTransfers.fee })
        .from(ewaTransfers)
        .innerJoin(workers, eq(workers.id, ewaTransfers.workerId))
        .where(where(eq(ewaTransfers.companyId, report.companyId), sql`${ewaTransfers.requestedAt}::date between ${range.from} and ${range.to}`, group ? eq(ewaTransfers.workerGroupCode, group) : undefined))
        .orderBy(asc(ewaTransfers.requestedAt));
      return columnsFor(rows, [['requestedAt', (r) => requiredInstant(r.at)], ['workerId', (r) => r.workerId], ['name', (r) => r.name], ['kind', (r) => r.kind], ['status', (r) => r.status], ['amountCents', (r) => r.amount], ['feeCents', (r) => r.fee]]);
    }
    case 'deductions': {
      // What went to payroll: a file replaced by a later one is left out.
      const rows = await db.select().from(deductionRecords).where(where(eq(deductionRecords.companyId, report.companyId), gte(deductionRecords.startDate, range.from), lte(deductionRecords.startDate, range.to), isNull(deductionRecords.supersededAt), group ? eq(deductionRecords.workerGroupCode, group) : undefined));
      const flat = rows.flatMap((row) => row.payroll.map((item) => ({ row, item })));
      return columnsFor(flat, [['startDate', (r) => r.row.startDate], ['endDate', (r) => r.row.endDate], ['workerGroupCode', (r) => r.row.workerGroupCode], ['workerId', (r) => r.item.workerId], ['payrollFileNumber', (r) => r.item.payrollFileNumber], ['amountCents', (r) => r.item.amount]]);
    }
    case 'invoices': {
      const rows = await db.select().from(invoices).where(where(eq(invoices.companyId, report.companyId), gte(invoices.dueDate, range.from), lte(invoices.dueDate, range.to), group ? eq(invoices.workerGroupCode, group) : undefined)).orderBy(asc(invoices.dueDate));
      return columnsFor(rows, [['code', (r) => r.code], ['type', (r) => r.type], ['status', (r) => r.paymentStatus], ['dueDate', (r) => r.dueDate], ['amountCents', (r) => r.amount]]);
    }
    case 'workers': {
      const rows = await db.select().from(workers).where(where(eq(workers.companyId, report.companyId), group ? eq(workers.workerGroupCode, group) : undefined)).orderBy(asc(workers.lastName), asc(workers.firstName));
      return columnsFor(rows, [['workerId', (r) => r.workerId], ['payrollFileNumber', (r) => r.payrollFileNumber], ['firstName', (r) => r.firstName], ['lastName', (r) => r.lastName], ['workerGroupCode', (r) => r.workerGroupCode], ['status', (r) => r.workerStatus]]);
    }
    case 'tips':
    case 'payroll-activity': {
      const rows = await db
        .select({ dateTip: tipRecords.dateTip, workerId: tipRecords.workerId, payrollFileNumber: tipRecords.payrollFileNumber, role: tipRecords.role, status: tipRecords.status, total: tipRecords.total })
        .from(tipRecords)
        .where(where(eq(tipRecords.companyId, report.companyId), gte(tipRecords.dateTip, range.from), lte(tipRecords.dateTip, range.to), group ? eq(tipRecords.workerGroupCode, group) : undefined))
        .orderBy(asc(tipRecords.dateTip), asc(tipRecords.id));
      return columnsFor(rows, [['dateTip', (r) => r.dateTip], ['payrollFileNumber', (r) => r.payrollFileNumber], ['role', (r) => r.role], ['status', (r) => r.status], ['totalCents', (r) => r.total]]);
    }
    case 'commissions': {
      const rows = await db
        .select({ batchId: commissionBatches.id, startDate: commissionBatches.startDate, endDate: commissionBatches.endDate, status: commissionBatches.status, payrollFileNumber: workerCommissions.payrollFileNumber, total: workerCommissions.total, manualTotal: workerCommissions.manualTotal })
        .from(workerCommissions)
        .innerJoin(commissionBatches, eq(commissionBatches.id, workerCommissions.batchId))
        .where(and(eq(commissionBatches.companyId, report.companyId), gte(commissionBatches.startDate, range.from), lte(commissionBatches.startDate, range.to)));
      return columnsFor(rows, [['batchId', (r) => r.batchId], ['startDate', (r) => r.startDate], ['endDate', (r) => r.endDate], ['status', (r) => r.status], ['payrollFileNumber', (r) => r.payrollFileNumber], ['totalCents', (r) => r.manualTotal ?? r.total]]);
    }
    case 'insurance-balances': {
      const rows = await db
        .select({ payrollFileNumber: workers.payrollFileNumber, name: sql<string>`${workers.firstName} || ' ' || ${workers.lastName}`, planType: insuranceStatuses.planType, store: insuranceStatuses.store, balance: insuranceStatuses.balance })
        .from(insuranceStatuses)
        .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
        .where(eq(insuranceStatuses.companyId, report.companyId));
      return columnsFor(rows, [['payrollFileNumber', (r) => r.payrollFileNumber], ['name', (r) => r.name], ['planType', (r) => r.planType], ['store', (r) => r.store], ['balanceCents', (r) => r.balance]]);
    }
    default:
      return report.type satisfies never;
  }
}

async function storedReports(db: Db, companyId: string): Promise<StoredReport[]> {
  const rows = await db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.entity, 'report')))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
  return rows.map((row) => row.after as StoredReport);
}

/** The reports a caller may see: all of them, or, for a user limited to some worker groups, those of their groups. */
function visibleReports(reports: StoredReport[], restriction: readonly string[] | null): StoredReport[] {
  return restriction === null ? reports : reports.filter((report) => report.workerGroupCode !== null && restriction.includes(report.workerGroupCode));
}

export const ewaHandlers = {
  async listDeductions({ query, auth, db, companyId }) {
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(deductionRecords.companyId, companyId),
      query.workerGroupCode ? eq(deductionRecords.workerGroupCode, query.workerGroupCode) : undefined,
      restriction ? inArray(deductionRecords.workerGroupCode, restriction) : undefined,
      query.origin ? eq(deductionRecords.origin, query.origin) : undefined,
      query.from ? gte(deductionRecords.startDate, query.from) : undefined,
      query.to ? lte(deductionRecords.startDate, query.to) : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db
        .select()
        .from(deductionRecords)
        .where(condition)
        .orderBy(sql`${deductionRecords.uploadDate} desc nulls last`, desc(deductionRecords.startDate), asc(deductionRecords.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(deductionRecords).where(condition),
    );
    return { status: 200, body: pageOf(await deductionsOut(db, rows), total, page) };
  },

  async getDeductionsPayrollStatus({ query, auth, db, now, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const [current] = await db
      .select({ uploadedAt: periods.deductionsUploadedAt })
      .from(periods)
      .where(and(eq(periods.companyId, companyId), eq(periods.workerGroupCode, query.workerGroupCode), lte(periods.startDate, todayInPuertoRico(now))))
      .orderBy(desc(periods.startDate))
      .limit(1);
    return { status: 200, body: { status: Boolean(current?.uploadedAt) } };
  },

  async getPeriodDeductionWorkerCount({ query, scope, auth, db }) {
    const period = await findPeriod(db, scope, auth, query.periodId);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(periodWorkers)
      .where(and(eq(periodWorkers.periodId, period.id), gt(periodWorkers.deductionAmount, 0)));
    return { status: 200, body: { count: Number(row?.n ?? 0) } };
  },

  async getPeriodsDeductionWorkerCounts({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    const rows = await db
      .select({ periodId: periodWorkers.periodId, n: sql<number>`count(*)::int` })
      .from(periodWorkers)
      .where(and(inArray(periodWorkers.periodId, found.map((p) => p.id)), gt(periodWorkers.deductionAmount, 0)))
      .groupBy(periodWorkers.periodId);
    const counts = Object.fromEntries(found.map((p) => [p.id, Number(rows.find((r) => r.periodId === p.id)?.n ?? 0)]));
    return { status: 200, body: { counts } };
  },

  async uploadDeductions({ body, scope, auth, db, audit, now, companyId }) {
    requireWorkerGroup(auth, body.workerGroupCode);
    const period = await findPeriod(db, scope, auth, body.periodId);
    if (period.companyId !== companyId || period.workerGroupCode !== body.workerGroupCode) throw notFound('The pay period');
    // Checked before the file is read: an override the caller may not give must not look like a problem of the file.
    if (body.override && !can('ewa.deductions.override', auth.user, { features: DEFAULT_COMPANY_FEATURES })) {
      throw forbidden('Only a user with the employer-dashboard permission may deduct more than a worker owes; ask your dashboard administrator to upload this file.');
    }
    const { rows } = readCsv(body.csv, ['payrollFileNumber', 'workerId', 'amount', 'code']);
    const roster = await db
      .select({ id: workers.id, workerId: workers.workerId, payrollFileNumber: workers.payrollFileNumber, name: sql<string>`${workers.firstName} || ' ' || ${workers.lastName}` })
      .from(workers)
      .where(and(eq(workers.companyId, companyId), eq(workers.workerGroupCode, body.workerGroupCode)));
    const byWorkerId = new Map(roster.map((w) => [w.workerId, w]));
    const errors: ProblemFieldError[] = [];
    const seen = new Set<string>();
    const payroll: { workerId: string; payrollFileNumber: string; name: string; amount: number; fee: number; code: string | null }[] = [];
    // The file's row of each payroll entry, for errors found after the rows were read.
    const rowOf: number[] = [];
    rows.forEach((row, index) => {
      const worker = byWorkerId.get(row.workerId ?? '');
      if (!worker) errors.push({ pointer: rowPointer(index, 'workerId'), message: `Row ${index + 1}: no worker ${row.workerId || '(empty)'} in group ${body.workerGroupCode}.` });
      else if (worker.payrollFileNumber !== row.payrollFileNumber) {
        errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: the payroll file number does not match worker ${row.workerId}.` });
      }
      if (worker && seen.has(worker.id)) errors.push({ pointer: rowPointer(index, 'workerId'), message: `Row ${index + 1}: worker ${row.workerId} appears twice.` });
      if (worker) seen.add(worker.id);
      const amount = parseDollars(row.amount ?? '');
      if (amount === null) errors.push({ pointer: rowPointer(index, 'amount'), message: `Row ${index + 1}: the amount must be dollars with cents, like 12.34.` });
      else if (amount < 0) errors.push({ pointer: rowPointer(index, 'amount'), message: `Row ${index + 1}: the amount ${row.amount} is negative. A deduction takes money from a paycheck, so it is 0.00 or more.` });
      else if (amount > MAX_MONEY_CENTS) errors.push({ pointer: rowPointer(index, 'amount'), message: `Row ${index + 1}: the amount ${dollars(amount)} is more than ${dollars(MAX_MONEY_CENTS)}, more than any paycheck can hold.` });
      if ((row.code ?? '').length > 32) errors.push({ pointer: rowPointer(index, 'code'), message: `Row ${index + 1}: the code is longer than 32 characters.` });
      if (worker && amount !== null && amount >= 0 && amount <= MAX_MONEY_CENTS) {
        payroll.push({ workerId: worker.workerId, payrollFileNumber: worker.payrollFileNumber, name: worker.name, amount, fee: 0, code: row.code || null });
        rowOf.push(index);
      }
    });
    rejectIfErrors(errors);
    const hash = contentHash([['deductions', body.workerGroupCode], ...payroll.map((item) => [item.workerId, item.amount, item.code])]);
    const total = payroll.reduce((sum, item) => sum + item.amount, 0);
    const saved = await db.transaction(async (tx) => {
      // One upload of a period at a time: the file it replaces and the files it is compared with cannot change meanwhile.
      await tx.select({ id: periods.id }).from(periods).where(eq(periods.id, period.id)).for('no key update');
      const [earlier] = await tx
        .select()
        .from(deductionRecords)
        .where(and(eq(deductionRecords.companyId, companyId), eq(deductionRecords.workerGroupCode, body.workerGroupCode), eq(deductionRecords.contentHash, hash)))
        .orderBy(desc(deductionRecords.createdAt))
        .limit(1);
      if (earlier && !body.applyAgain) {
        // The field message is what the upload dialog shows a payroll admin: the file as they know it, no record id.
        const shown = `“${earlier.employerCsvDriveId ?? 'a file with no name'}” (pay period ${day(earlier.startDate)} – ${day(earlier.endDate)}), uploaded ${moment(earlier.uploadDate ?? earlier.createdAt)}`;
        throw new HttpError(409, `These rows were already uploaded as deduction file ${earlier.id} ${shown}. Nothing was saved. To deduct them again, send the file again with applyAgain.`, [
          { pointer: '/body/applyAgain', message: `The same workers and amounts were already uploaded in ${shown}.` },
        ]);
      }
      const owed = await owedAtPeriodEnd(tx, period, payroll.map((item) => byWorkerId.get(item.workerId)!.id));
      const over = deductionRowsOverOwed(
        payroll.map((item) => ({ workerId: byWorkerId.get(item.workerId)!.id, amount: item.amount })),
        owed,
      ).map((row) => ({ ...row, row: rowOf[row.index]!, item: payroll[row.index]! }));
      if (over.length > 0 && !body.override) {
        throw unprocessable(
          `${over.length} row(s) deduct more than the worker owes in advances and fees at the end of this pay period; nothing was saved.`,
          over.map((o) => ({
            pointer: rowPointer(o.row, 'amount'),
            message: `Row ${o.row + 1}: the amount ${dollars(o.amount)} for worker ${o.item.workerId} (${o.item.name}) is more than the ${dollars(o.owed)} they owe.`,
          })),
        );
      }
      const current = await tx
        .select()
        .from(deductionRecords)
        .where(and(eq(deductionRecords.companyId, companyId), eq(deductionRecords.workerGroupCode, body.workerGroupCode), eq(deductionRecords.startDate, period.startDate), eq(deductionRecords.endDate, period.endDate), isNull(deductionRecords.supersededAt)))
        .orderBy(asc(deductionRecords.set));
      const replaced = current.map((record) => ({
        id: record.id,
        set: record.set,
        filename: record.employerCsvDriveId,
        total: record.payroll.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
        workerCount: new Set(record.payroll.map((item) => item.workerId)).size,
        uploadedAt: record.uploadDate ?? record.createdAt,
      }));
      if (replaced.length > 0 && !body.replace) {
        const shown = replaced.map((r) => `“${r.filename ?? 'a file with no name'}” (${dollars(r.total)} for ${r.workerCount} ${r.workerCount === 1 ? 'worker' : 'workers'}, uploaded ${moment(r.uploadedAt)})`);
        const described = replaced.map((r, index) => `file ${r.id} ${shown[index]}`);
        throw new HttpError(
          409,
          `Pay period ${day(period.startDate)} – ${day(period.endDate)} of group ${body.workerGroupCode} already has its deductions: ${described.join('; ')}. This file (${dollars(total)} for ${payroll.length} worker(s)) would replace them. Nothing was saved; to replace them, send the file again with replace. The earlier file stays listed as superseded.`,
          replaced.map((_r, index) => ({ pointer: '/body/replace', message: `This file would replace ${shown[index]}.` })),
        );
      }
      const [previous] = await tx
        .select({ set: sql<number>`coalesce(max(${deductionRecords.set}), 0)::int` })
        .from(deductionRecords)
        .where(and(eq(deductionRecords.companyId, companyId), eq(deductionRecords.workerGroupCode, body.workerGroupCode), eq(deductionRecords.startDate, period.startDate)));
      const [record] = await tx
        .insert(deductionRecords)
        .values({
          companyId: companyId,
          workerGroupCode: body.workerGroupCode,
          employerCsvDriveId: body.filename,
          startDate: period.startDate,
          endDate: period.endDate,
          cycle: period.cycle,
          set: Number(previous?.set ?? 0) + 1,
          uploadDate: now,
          compensationType: period.compensationType,
          origin: 'employer',
          payroll,
          contentHash: hash,
          uploaderId: auth.user.id,
        })
        .returning();
      if (current.length > 0) {
        await tx.update(deductionRecords).set({ supersededAt: now, supersededBy: record!.id }).where(inArray(deductionRecords.id, current.map((r) => r.id)));
      }
      // Workers of a replaced file that the new file leaves out are no longer deducted this period.
      const kept = new Set(payroll.map((item) => item.workerId));
      const dropped = [...new Set(current.flatMap((r) => r.payroll.map((item) => item.workerId)))].filter((id) => !kept.has(id)).flatMap((id) => (byWorkerId.get(id) ? [byWorkerId.get(id)!.id] : []));
      if (dropped.length > 0) {
        await tx.update(periodWorkers).set({ deductionAmount: 0 }).where(and(eq(periodWorkers.periodId, period.id), inArray(periodWorkers.workerId, dropped)));
      }
      for (const item of payroll) {
        const worker = byWorkerId.get(item.workerId)!;
        await tx
          .insert(periodWorkers)
          .values({ periodId: period.id, workerId: worker.id, deductionAmount: item.amount })
          .onConflictDoUpdate({ target: [periodWorkers.periodId, periodWorkers.workerId], set: { deductionAmount: item.amount } });
      }
      await tx.update(periods).set({ deductionsUploadedAt: now }).where(eq(periods.id, period.id));
      const overridden = over.map((o) => ({ row: o.row + 1, workerId: o.item.workerId, amount: o.amount, owed: o.owed }));
      await audit(
        {
          companyId: companyId,
          entity: 'deduction',
          entityId: record!.id,
          action: 'uploadDeductions',
          after: {
            periodId: period.id,
            filename: body.filename,
            rows: payroll.length,
            total,
            ...(earlier ? { appliedAgainOf: { id: earlier.id, filename: earlier.employerCsvDriveId, uploadedAt: earlier.uploadDate ?? earlier.createdAt } } : {}),
            ...(replaced.length > 0 ? { replaced } : {}),
            ...(overridden.length > 0 ? { override: { reason: body.override!.reason, rows: overridden } } : {}),
          },
        },
        tx,
      );
      for (const r of replaced) {
        await audit({ companyId: companyId, entity: 'deduction', entityId: r.id, action: 'supersedeDeductions', before: { supersededAt: null }, after: { supersededAt: now, supersededBy: record!.id } }, tx);
      }
      if (overridden.length > 0) {
        // Its own entry, so an audit of overrides finds every one without reading each upload.
        await audit({ companyId: companyId, entity: 'deduction', entityId: record!.id, action: 'overrideDeductionCeiling', after: { reason: body.override!.reason, periodId: period.id, rows: overridden } }, tx);
      }
      return record!;
    });
    const [out] = await deductionsOut(db, [saved]);
    return { status: 201, body: out! };
  },

  async downloadDeductionFile({ params, query, scope, auth, db }) {
    requireUuid(params.deductionId, 'The deduction record');
    const restriction = workerGroupRestriction(auth.user);
    const [row] = await db
      .select()
      .from(deductionRecords)
      .where(where(eq(deductionRecords.id, params.deductionId), inScope(scope, deductionRecords.companyId), restriction ? inArray(deductionRecords.workerGroupCode, restriction) : undefined));
    if (!row) throw notFound('The deduction record');
    const kind = query.kind ?? 'deductions';
    const csv =
      CSV_BOM +
      toCsv(row.payroll, [
        { header: 'payrollFileNumber', value: (item) => item.payrollFileNumber },
        { header: 'workerId', value: (item) => item.workerId },
        { header: 'name', value: (item) => item.name },
        { header: 'amount', value: (item) => (item.amount / 100).toFixed(2) },
        ...(kind === 'deductions' ? [{ header: 'fee', value: (item: (typeof row.payroll)[number]) => (item.fee / 100).toFixed(2) }] : []),
      ]);
    return {
      status: 200,
      body: csv,
      contentType: 'text/csv; charset=utf-8',
      filename: `${kind}-${row.workerGroupCode}-${row.startDate}-${row.endDate}.csv`,
    };
  },

  async listPeriodsToUpload({ auth, db, now, companyId }) {
    const restriction = workerGroupRestriction(auth.user);
    const rows = await db
      .select()
      .from(periods)
      .where(
        where(
          eq(periods.companyId, companyId),
          restriction ? inArray(periods.workerGroupCode, restriction) : undefined,
          lte(periods.startDate, todayInPuertoRico(now)),
          or(isNull(periods.deductionsUploadedAt), isNull(periods.tipsUploadedAt)),
        ),
      )
      .orderBy(asc(periods.startDate), asc(periods.workerGroupCode));
    return { status: 200, body: { periods: await periodsOut(db, rows) } };
  },

  async listReports({ query, auth, db, companyId }) {
    const page = paging(query);
    const all = visibleReports(await storedReports(db, companyId), workerGroupRestriction(auth.user));
    return { status: 200, body: pageOf(all.slice(page.offset, page.offset + page.limit), all.length, page) };
  },

  async generateReport({ body, auth, db, audit, now, companyId }) {
    if (body.workerGroupCode) requireWorkerGroup(auth, body.workerGroupCode);
    // A user limited to some worker groups reports on one of them: a company-wide report would hold the others.
    const restriction = workerGroupRestriction(auth.user);
    const workerGroupCode = body.workerGroupCode ?? (restriction?.length === 1 ? restriction[0]! : null);
    if (restriction && workerGroupCode === null) {
      throw unprocessable('Choose one of your worker groups for this report.', [{ pointer: '/body/workerGroupCode', message: `Must be one of ${restriction.join(', ')}.` }]);
    }
    if (body.endDate < body.startDate) {
      throw conflict('The report’s end date is before its start date.');
    }
    const id = `${body.type}_${body.startDate.replaceAll('-', '')}_${body.endDate.replaceAll('-', '')}_${now.getTime().toString(36)}`;
    const report: StoredReport = {
      id,
      companyId: companyId,
      type: body.type,
      workerGroupCode,
      startDate: body.startDate,
      endDate: body.endDate,
      status: 'ready',
      filename: `${body.type}-${body.startDate}-${body.endDate}.csv`,
      sizeBytes: null,
      createdAt: requiredInstant(now),
      createdBy: auth.user.email,
      failureReason: null,
    };
    const csv = await reportRows(db, report);
    report.sizeBytes = Buffer.byteLength(csv);
    await db.transaction((tx) => audit({ companyId: companyId, entity: 'report', entityId: id, action: 'generateReport', after: report }, tx));
    return { status: 202, body: report };
  },

  async downloadReport({ params, auth, db, companyId }) {
    const report = visibleReports(await storedReports(db, companyId), workerGroupRestriction(auth.user)).find((r) => r.id === params.reportId);
    if (!report) throw notFound('The report');
    if (report.status !== 'ready') throw conflict('The report is not ready yet.');
    return { status: 200, body: await reportRows(db, report), contentType: 'text/csv; charset=utf-8', filename: report.filename };
  },
} satisfies Partial<Handlers>;

export { instant };
