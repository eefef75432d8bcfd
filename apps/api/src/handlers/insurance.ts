import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { insuranceTableQueryErrors, ledgerRunningBalances, parseDollars, workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  auditEvents,
  dashboardUsers,
  insuranceEvents,
  insuranceLedgerEntries,
  insuranceNotes,
  insuranceStatuses,
  insuranceUploads,
  workers,
} from '../db/schema/index.ts';
import { internalDomain } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { unprocessable, type ProblemFieldError } from '../server/problem.ts';
import { pageOf, paging, requiredInstant, where } from './common.ts';
import { isCalendarDate, readCsv, rejectIfErrors, rowPointer } from './csv-upload.ts';
import { workerStatusIn, workerStatusOut } from './mappers.ts';
import { findWorker } from './workers.ts';

type Schemas = components['schemas'];
type EntryRow = typeof insuranceLedgerEntries.$inferSelect;

const entryTypeOut = (row: EntryRow): Schemas['LedgerEntryType'] =>
  row.type === 'charge'
    ? 'debt'
    : row.type === 'payment'
      ? row.mcsPayment + row.deltaPayment === 0 && row.mcsAdditionalPayment + row.deltaAdditionalPayment > 0
        ? 'additional-payment'
        : 'payment'
      : 'adjustment';

function ledgerOut(rows: EntryRow[], createdBy: Map<number, string>): Schemas['LedgerEntry'][] {
  const balances = ledgerRunningBalances(rows.map((row) => ({ ...row, row })));
  return balances.map(({ row, mcsRemainingBalance, deltaRemainingBalance }) => ({
    id: String(row.id),
    workerId: row.workerId,
    companyId: row.companyId,
    startDate: row.periodStart,
    endDate: row.periodEnd,
    date: row.date,
    type: entryTypeOut(row),
    paymentMethod: row.paymentMethod,
    mcsInitialBalance: row.mcsInitialBalance ?? 0,
    deltaInitialBalance: row.deltaInitialBalance ?? 0,
    mcsDebt: row.mcsDebt,
    deltaDebt: row.deltaDebt,
    mcsPayment: row.mcsPayment,
    deltaPayment: row.deltaPayment,
    mcsAdditionalPayment: row.mcsAdditionalPayment,
    deltaAdditionalPayment: row.deltaAdditionalPayment,
    mcsRemainingBalance,
    deltaRemainingBalance,
    notes: row.notes,
    uploadId: row.uploadId,
    createdBy: createdBy.get(row.id) ?? 'system@provider.example',
    createdAt: requiredInstant(row.createdAt),
  }));
}

async function entriesOf(db: Db, workerId: string): Promise<EntryRow[]> {
  return db.select().from(insuranceLedgerEntries).where(eq(insuranceLedgerEntries.workerId, workerId)).orderBy(asc(insuranceLedgerEntries.date), asc(insuranceLedgerEntries.id));
}

async function creators(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ entityId: auditEvents.entityId, email: auditEvents.actorEmail })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'insurance-ledger-entry'), inArray(auditEvents.entityId, ids.map(String))));
  return new Map(rows.map((r) => [Number(r.entityId), r.email]));
}

/** Rewrites the stored running balances and the status balance after a change to a worker's ledger. */
async function rebalance(db: Db, workerId: string): Promise<number> {
  const rows = await entriesOf(db, workerId);
  const out = ledgerOut(rows, new Map());
  for (const [index, row] of rows.entries()) {
    const { mcsRemainingBalance, deltaRemainingBalance } = out[index]!;
    if (row.mcsRemainingBalance !== mcsRemainingBalance || row.deltaRemainingBalance !== deltaRemainingBalance) {
      await db.update(insuranceLedgerEntries).set({ mcsRemainingBalance, deltaRemainingBalance }).where(eq(insuranceLedgerEntries.id, row.id));
    }
  }
  const last = out.at(-1);
  const mcsBalance = last?.mcsRemainingBalance ?? 0;
  const deltaBalance = last?.deltaRemainingBalance ?? 0;
  await db.update(insuranceStatuses).set({ mcsBalance, deltaBalance }).where(eq(insuranceStatuses.workerId, workerId));
  return mcsBalance + deltaBalance;
}

async function statusOut(db: Db, workerId: string): Promise<Schemas['InsuranceStatus']> {
  const [status] = await db.select().from(insuranceStatuses).where(eq(insuranceStatuses.workerId, workerId));
  const [last] = await db
    .select({ email: auditEvents.actorEmail, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'insurance-status'), eq(auditEvents.entityId, workerId)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return {
    workerId,
    mcs: status?.mcs ?? false,
    delta: status?.delta ?? false,
    dataOrigin: status?.dataOrigin ?? 'offline',
    planType: status?.planType ?? null,
    updatedAt: status ? requiredInstant(last?.at ?? status.updatedAt) : null,
    updatedBy: last?.email ?? null,
  };
}

/** Where an amount of each column lands for an entry type. */
function movement(type: Schemas['LedgerEntryType'], mcs: number, delta: number) {
  return {
    mcsDebt: type === 'debt' || type === 'adjustment' ? mcs : 0,
    deltaDebt: type === 'debt' || type === 'adjustment' ? delta : 0,
    mcsPayment: type === 'payment' ? mcs : 0,
    deltaPayment: type === 'payment' ? delta : 0,
    mcsAdditionalPayment: type === 'additional-payment' ? mcs : 0,
    deltaAdditionalPayment: type === 'additional-payment' ? delta : 0,
  };
}

const eventTypeOut = (kind: string): Schemas['InsuranceEvent']['type'] =>
  kind.includes('status') ? 'status-changed' : kind.includes('note') ? 'note-added' : kind.includes('upload') ? 'upload-applied' : 'ledger-entry-added';

export const insuranceHandlers = {
  async getInsuranceLedger({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const page = paging(query);
    const rows = await entriesOf(db, worker.id);
    // Newest first, with balances computed oldest first.
    const all = ledgerOut(rows, await creators(db, rows.map((r) => r.id))).reverse();
    return { status: 200, body: pageOf(all.slice(page.offset, page.offset + page.limit), all.length, page) };
  },

  async addInsuranceLedgerEntry({ body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, body.workerId);
    const errors: ProblemFieldError[] = [];
    const moving = body.type === 'payment' || body.type === 'additional-payment';
    if (moving && !body.paymentMethod) errors.push({ pointer: '/body/paymentMethod', message: 'A payment names how it was paid.' });
    if (!moving && body.paymentMethod) errors.push({ pointer: '/body/paymentMethod', message: 'Only payments carry a payment method.' });
    if (body.type !== 'adjustment' && (body.mcsAmount < 0 || body.deltaAmount < 0)) errors.push({ pointer: '/body/mcsAmount', message: 'Debts and payments are positive amounts.' });
    if (body.mcsAmount + body.deltaAmount === 0) errors.push({ pointer: '/body/mcsAmount', message: 'The entry moves no money.' });
    if (body.startDate && body.endDate && body.endDate < body.startDate) errors.push({ pointer: '/body/endDate', message: 'The end date is before the start date.' });
    if (errors.length > 0) throw unprocessable('The ledger entry breaks a rule.', errors);
    const amount = body.mcsAmount + body.deltaAmount;
    const id = await db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(insuranceLedgerEntries)
        .values({
          companyId: worker.companyId,
          workerId: worker.id,
          date: body.date,
          periodStart: body.startDate ?? null,
          periodEnd: body.endDate ?? null,
          type: body.type === 'debt' ? 'charge' : body.type === 'adjustment' ? 'adjustment' : 'payment',
          ...movement(body.type, body.mcsAmount, body.deltaAmount),
          mcsRemainingBalance: 0,
          deltaRemainingBalance: 0,
          paymentMethod: moving ? body.paymentMethod! : null,
          notes: body.notes ?? null,
          createdAt: now,
        })
        .returning();
      const balance = await rebalance(tx, worker.id);
      await tx.insert(insuranceEvents).values({ companyId: worker.companyId, workerId: worker.id, kind: 'ledger-entry-added', actor: auth.user.email, payload: { entryId: entry!.id, type: body.type, amount, balance }, at: now });
      await audit({ companyId: worker.companyId, entity: 'insurance-ledger-entry', entityId: String(entry!.id), action: 'addInsuranceLedgerEntry', after: { ...body, balance } }, tx);
      return entry!.id;
    });
    const rows = await entriesOf(db, worker.id);
    const out = ledgerOut(rows, await creators(db, [id])).find((e) => e.id === String(id))!;
    return { status: 201, body: out };
  },

  async getInsuranceStatus({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    return { status: 200, body: await statusOut(db, worker.id) };
  },

  async setInsuranceStatus({ params, body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, params.workerId);
    const before = await statusOut(db, worker.id);
    await db.transaction(async (tx) => {
      const values = { mcs: body.mcs, delta: body.delta, dataOrigin: body.dataOrigin, planType: body.planType ?? 'individual', updatedAt: now };
      await tx
        .insert(insuranceStatuses)
        .values({ workerId: worker.id, companyId: worker.companyId, store: worker.city ?? 'Main', ...values })
        .onConflictDoUpdate({ target: insuranceStatuses.workerId, set: values });
      await tx.insert(insuranceEvents).values({ companyId: worker.companyId, workerId: worker.id, kind: 'status-changed', actor: auth.user.email, payload: { before, after: body }, at: now });
      await audit({ companyId: worker.companyId, entity: 'insurance-status', entityId: worker.id, action: 'setInsuranceStatus', before: { mcs: before.mcs, delta: before.delta, dataOrigin: before.dataOrigin, planType: before.planType }, after: body }, tx);
    });
    return { status: 200, body: await statusOut(db, worker.id) };
  },

  async listInsuranceNotes({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const rows = await db.select().from(insuranceNotes).where(eq(insuranceNotes.workerId, worker.id)).orderBy(desc(insuranceNotes.createdAt));
    return { status: 200, body: { notes: rows.map((r) => ({ id: r.id, workerId: r.workerId, message: r.message, createdBy: r.createdBy, createdAt: requiredInstant(r.createdAt) })) } };
  },

  async addInsuranceNote({ body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, body.workerId);
    const note = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(insuranceNotes).values({ companyId: worker.companyId, workerId: worker.id, message: body.message, createdBy: auth.user.email, createdAt: now }).returning();
      await tx.insert(insuranceEvents).values({ companyId: worker.companyId, workerId: worker.id, kind: 'note-added', actor: auth.user.email, payload: { noteId: saved!.id }, at: now });
      await audit({ companyId: worker.companyId, entity: 'insurance-note', entityId: saved!.id, action: 'addInsuranceNote', after: { message: body.message } }, tx);
      return saved!;
    });
    return { status: 201, body: { id: note.id, workerId: note.workerId, message: note.message, createdBy: note.createdBy, createdAt: requiredInstant(note.createdAt) } };
  },

  async listInsuranceEvents({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const page = paging(query);
    const condition = eq(insuranceEvents.workerId, worker.id);
    const rows = await db.select().from(insuranceEvents).where(condition).orderBy(desc(insuranceEvents.at), desc(insuranceEvents.id)).limit(page.limit).offset(page.offset);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(insuranceEvents).where(condition);
    const items = rows.map((r) => {
      const type = eventTypeOut(r.kind);
      const description =
        type === 'status-changed' ? 'Insurance status changed' : type === 'note-added' ? 'Note added' : type === 'upload-applied' ? 'Upload applied to the ledger' : 'Ledger entry added';
      return { id: String(r.id), workerId: r.workerId, type, description, actorEmail: r.actor.includes('@') ? r.actor : 'system@provider.example', at: requiredInstant(r.at) };
    });
    return { status: 200, body: pageOf(items, Number(count?.n ?? 0), page) };
  },

  async listInsuranceUploads({ query, db }) {
    const page = paging(query);
    const condition = eq(insuranceUploads.companyId, query.companyId);
    const rows = await db
      .select({ upload: insuranceUploads, email: dashboardUsers.email, workers: sql<number>`(select count(distinct ${insuranceLedgerEntries.workerId})::int from ${insuranceLedgerEntries} where ${insuranceLedgerEntries.uploadId} = ${insuranceUploads.id})` })
      .from(insuranceUploads)
      .leftJoin(dashboardUsers, eq(dashboardUsers.id, insuranceUploads.uploaderId))
      .where(condition)
      .orderBy(desc(insuranceUploads.uploadedAt))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(insuranceUploads).where(condition);
    const items = rows.map(({ upload, email, workers: workerCount }) => ({
      id: upload.id,
      companyId: upload.companyId,
      filename: upload.filename,
      uploaderId: upload.uploaderId ?? 'system',
      uploaderEmail: email ?? 'system@provider.example',
      uploadedAt: requiredInstant(upload.uploadedAt),
      rowCount: upload.rowCount,
      workerCount: Number(workerCount ?? 0),
    }));
    return { status: 200, body: pageOf(items, Number(count?.n ?? 0), page) };
  },

  async uploadInsuranceFile({ body, auth, db, audit, now }) {
    const { rows } = readCsv(body.csv, ['payrollFileNumber', 'date', 'plan', 'type', 'amount', 'paymentMethod']);
    const roster = await db.select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber }).from(workers).where(eq(workers.companyId, body.companyId));
    const insured = new Set((await db.select({ workerId: insuranceStatuses.workerId }).from(insuranceStatuses).where(eq(insuranceStatuses.companyId, body.companyId))).map((r) => r.workerId));
    const errors: ProblemFieldError[] = [];
    const entries: { workerId: string; date: string; type: Schemas['LedgerEntryType']; plan: 'mcs' | 'delta'; amount: number; method: 'cash' | 'check' | 'card' | 'giro' | null; notes: string | null }[] = [];
    const methods = ['cash', 'check', 'card', 'giro'] as const;
    const types = ['debt', 'payment', 'additional-payment', 'adjustment'] as const;
    rows.forEach((row, index) => {
      const worker = roster.find((w) => w.payrollFileNumber === row.payrollFileNumber);
      if (!worker) errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: no worker with payroll file number ${row.payrollFileNumber || '(empty)'}.` });
      else if (!insured.has(worker.id)) errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: worker ${row.payrollFileNumber} has no insurance plan.` });
      if (!isCalendarDate(row.date ?? '')) errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date must be YYYY-MM-DD.` });
      const type = types.find((t) => t === row.type);
      if (!type) errors.push({ pointer: rowPointer(index, 'type'), message: `Row ${index + 1}: the type must be debt, payment, additional-payment or adjustment.` });
      const amount = parseDollars(row.amount ?? '');
      if (amount === null || (type !== 'adjustment' && amount <= 0)) errors.push({ pointer: rowPointer(index, 'amount'), message: `Row ${index + 1}: the amount must be positive dollars with cents.` });
      const plan = row.plan === 'mcs' || row.plan === 'delta' ? row.plan : null;
      if (!plan) errors.push({ pointer: rowPointer(index, 'plan'), message: `Row ${index + 1}: the plan must be mcs or delta.` });
      const moving = type === 'payment' || type === 'additional-payment';
      const method = methods.find((m) => m === row.paymentMethod) ?? null;
      if (moving && !method) errors.push({ pointer: rowPointer(index, 'paymentMethod'), message: `Row ${index + 1}: a payment needs cash, check, card or giro.` });
      if (!moving && row.paymentMethod) errors.push({ pointer: rowPointer(index, 'paymentMethod'), message: `Row ${index + 1}: only payments carry a payment method.` });
      if (worker && type && plan && amount !== null && isCalendarDate(row.date ?? '')) {
        entries.push({ workerId: worker.id, date: row.date!, type, plan, amount, method: moving ? method : null, notes: row.notes || null });
      }
    });
    rejectIfErrors(errors);
    const upload = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(insuranceUploads).values({ companyId: body.companyId, filename: body.filename, sizeBytes: Buffer.byteLength(body.csv), uploaderId: auth.user.id, status: 'processed', rowCount: rows.length, uploadedAt: now }).returning();
      await tx.insert(insuranceLedgerEntries).values(
        entries.map((e) => ({
          companyId: body.companyId,
          workerId: e.workerId,
          uploadId: saved!.id,
          date: e.date,
          type: e.type === 'debt' ? ('charge' as const) : e.type === 'adjustment' ? ('adjustment' as const) : ('payment' as const),
          ...movement(e.type, e.plan === 'mcs' ? e.amount : 0, e.plan === 'delta' ? e.amount : 0),
          mcsRemainingBalance: 0,
          deltaRemainingBalance: 0,
          paymentMethod: e.method,
          notes: e.notes,
          createdAt: now,
        })),
      );
      const touched = [...new Set(entries.map((e) => e.workerId))];
      for (const workerId of touched) await rebalance(tx, workerId);
      await tx.insert(insuranceEvents).values(touched.map((workerId) => ({ companyId: body.companyId, workerId, kind: 'upload-applied', actor: auth.user.email, payload: { uploadId: saved!.id }, at: now })));
      await audit({ companyId: body.companyId, entity: 'insurance-upload', entityId: saved!.id, action: 'uploadInsuranceFile', after: { filename: body.filename, rows: rows.length, workers: touched.length } }, tx);
      return { saved: saved!, workers: touched.length };
    });
    return {
      status: 201,
      body: { id: upload.saved.id, companyId: body.companyId, filename: upload.saved.filename, uploaderId: auth.user.id, uploaderEmail: auth.user.email, uploadedAt: requiredInstant(upload.saved.uploadedAt), rowCount: upload.saved.rowCount, workerCount: upload.workers },
    };
  },

  async listInsuranceStores({ query, db }) {
    const rows = await db.selectDistinct({ store: insuranceStatuses.store }).from(insuranceStatuses).where(eq(insuranceStatuses.companyId, query.companyId)).orderBy(asc(insuranceStatuses.store));
    return { status: 200, body: { stores: rows.map((r) => r.store) } };
  },

  async getInsuranceTable({ body, auth, db }) {
    const problems = insuranceTableQueryErrors({ balance: body.balance ?? 'any', balanceValue: body.balanceValue ?? null });
    if (problems.length > 0) throw unprocessable('The balance filter needs a value.', problems.map((p) => ({ pointer: `/body${p.path}`, message: p.message })));
    const page = paging(body);
    const restriction = workerGroupRestriction(auth.user, internalDomain);
    const value = body.balanceValue ?? 0;
    const balanceColumn = body.itemType === 'mcs' ? insuranceStatuses.mcsBalance : body.itemType === 'delta' ? insuranceStatuses.deltaBalance : insuranceStatuses.balance;
    const condition = where(
      eq(insuranceStatuses.companyId, body.companyId),
      restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
      body.planType ? eq(insuranceStatuses.planType, body.planType) : undefined,
      body.planOrigin ? eq(insuranceStatuses.dataOrigin, body.planOrigin) : undefined,
      body.store ? eq(insuranceStatuses.store, body.store) : undefined,
      body.itemType === 'mcs' ? eq(insuranceStatuses.mcs, true) : body.itemType === 'delta' ? eq(insuranceStatuses.delta, true) : undefined,
      body.workerStatus ? inArray(workers.workerStatus, workerStatusIn[body.workerStatus]) : undefined,
      body.balance === 'zero' ? eq(balanceColumn, 0) : body.balance === 'greater-than' ? gt(balanceColumn, value) : body.balance === 'less-than' ? lt(balanceColumn, value) : undefined,
    );
    const rows = await db
      .select({ status: insuranceStatuses, worker: workers })
      .from(insuranceStatuses)
      .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
      .where(condition)
      .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(insuranceStatuses).innerJoin(workers, eq(workers.id, insuranceStatuses.workerId)).where(condition);
    const items = rows.map(({ status, worker }) => ({
      workerId: worker.id,
      firstName: worker.firstName,
      lastName: worker.lastName,
      payrollFileNumber: worker.payrollFileNumber,
      store: status.store,
      workerStatus: workerStatusOut[worker.workerStatus],
      planType: status.planType,
      planOrigin: status.dataOrigin,
      mcs: status.mcs,
      delta: status.delta,
      mcsRemainingBalance: status.mcsBalance,
      deltaRemainingBalance: status.deltaBalance,
      totalRemainingBalance: status.balance,
    }));
    return { status: 200, body: pageOf(items, Number(count?.n ?? 0), page) };
  },
} satisfies Partial<Handlers>;
