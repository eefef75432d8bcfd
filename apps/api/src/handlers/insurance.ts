import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { insuranceTableQueryErrors, ledgerRunningBalances, parseDollars, paymentCredits, todayInPuertoRico, workerGroupRestriction, type PaymentCredit, type ProposedLedgerEntry } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  auditEvents,
  dashboardUsers,
  insuranceEvents,
  insuranceLedgerEntries,
  insuranceNotes,
  insuranceStatuses,
  insuranceUploads,
  companies,
  workers,
} from '../db/schema/index.ts';
import type { RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { HttpError, notFound } from '../server/problem.ts';
import { unprocessable, type ProblemFieldError } from '../server/problem.ts';
import { addDays, groupBy, pageAndTotal, pageOf, paging, requiredInstant, where } from './common.ts';
import { isCalendarDate, readCsv, rejectIfErrors, rowPointer } from './csv-upload.ts';
import { contentHash, day, dollars, moment } from './guardrails.ts';
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
  return rows.map((row) => ({
    id: String(row.id),
    workerId: row.workerId,
    companyId: row.companyId,
    startDate: row.periodStart,
    endDate: row.periodEnd,
    date: row.date,
    type: entryTypeOut(row),
    paymentMethod: row.paymentMethod,
    mcsInitialBalance: row.mcsInitialBalance,
    deltaInitialBalance: row.deltaInitialBalance,
    mcsDebt: row.mcsDebt,
    deltaDebt: row.deltaDebt,
    mcsPayment: row.mcsPayment,
    deltaPayment: row.deltaPayment,
    mcsAdditionalPayment: row.mcsAdditionalPayment,
    deltaAdditionalPayment: row.deltaAdditionalPayment,
    // The stored balances, so the dashboard can check them against the domain's running balances.
    mcsRemainingBalance: row.mcsRemainingBalance,
    deltaRemainingBalance: row.deltaRemainingBalance,
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
/**
 * Holds the ledgers of these workers until the transaction ends. A balance is recomputed from every entry the
 * transaction can see: without the lock, two payments at once would each recompute without the other's entry, and
 * the last to commit would leave a balance missing the first. Locked in one order, so two uploads cannot deadlock.
 * `no key update` still lets other writers insert rows that refer to the worker.
 */
async function lockLedgers(tx: Db, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await tx.select({ id: workers.id }).from(workers).where(inArray(workers.id, [...workerIds])).orderBy(asc(workers.id)).for('no key update');
}

async function rebalance(db: Db, workerId: string): Promise<number> {
  const rows = await entriesOf(db, workerId);
  const out = ledgerRunningBalances(rows);
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

/** "MCS $12.34 and Delta $5.00": the credit each column of a payment would leave. */
function creditText(credit: PaymentCredit): string {
  return [credit.mcsCredit > 0 ? `MCS ${dollars(credit.mcsCredit)}` : null, credit.deltaCredit > 0 ? `Delta ${dollars(credit.deltaCredit)}` : null].filter(Boolean).join(' and ');
}

const eventTypeOut = (kind: string): Schemas['InsuranceEvent']['type'] =>
  kind.includes('status') ? 'status-changed' : kind.includes('note') ? 'note-added' : kind.includes('upload') ? 'upload-applied' : 'ledger-entry-added';

type TableFilter = Schemas['InsuranceTableFilter'];

const balanceColumnOf = (itemType: TableFilter['itemType']) =>
  itemType === 'mcs' ? insuranceStatuses.mcsBalance : itemType === 'delta' ? insuranceStatuses.deltaBalance : insuranceStatuses.balance;

/** The table's filters as one condition over insurance_statuses joined to workers; 422 when a comparison has no value (§5). */
function tableCondition(body: TableFilter, auth: RequestAuth) {
  const problems = insuranceTableQueryErrors({ balance: body.balance ?? 'any', balanceValue: body.balanceValue ?? null });
  if (problems.length > 0) throw unprocessable('The balance filter needs a value.', problems.map((p) => ({ pointer: `/body${p.path}`, message: p.message })));
  const restriction = workerGroupRestriction(auth.user);
  const value = body.balanceValue ?? 0;
  const balanceColumn = balanceColumnOf(body.itemType);
  return where(
    eq(insuranceStatuses.companyId, body.companyId),
    // The same company on the worker's side lets the planner walk workers in name order and stop at a page.
    eq(workers.companyId, body.companyId),
    restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
    body.planType ? eq(insuranceStatuses.planType, body.planType) : undefined,
    body.planOrigin ? eq(insuranceStatuses.dataOrigin, body.planOrigin) : undefined,
    body.store ? eq(insuranceStatuses.store, body.store) : undefined,
    body.itemType === 'mcs' ? eq(insuranceStatuses.mcs, true) : body.itemType === 'delta' ? eq(insuranceStatuses.delta, true) : undefined,
    body.workerStatus ? inArray(workers.workerStatus, workerStatusIn[body.workerStatus]) : undefined,
    body.balance === 'zero' ? eq(balanceColumn, 0) : body.balance === 'greater-than' ? gt(balanceColumn, value) : body.balance === 'less-than' ? lt(balanceColumn, value) : undefined,
  );
}

/** Upper bounds (inclusive, cents) of the balance ranges of the distribution chart; above the last is the open top range. */
export const BALANCE_RANGE_TOPS = [0, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/** The balance ranges with their counts, from counts keyed by range index (0: zero or credit; last: above the top). */
export function balanceRanges(counts: ReadonlyMap<number, number>): Schemas['InsuranceBalanceRange'][] {
  return [...BALANCE_RANGE_TOPS, null].map((top, index) => ({
    from: index === 0 ? null : BALANCE_RANGE_TOPS[index - 1]! + 1,
    to: top,
    count: counts.get(index) ?? 0,
  }));
}

type PayFrequency = (typeof companies.$inferSelect)['payFrequency'];

const lastDayOfMonth = (year: number, month: number): string => new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

/**
 * The closing days of the last `count` pay periods that closed before `today`, oldest first: weekly and biweekly
 * periods run back to back from the company's first period start; semimonthly ones close on the 15th and the
 * month's last day; monthly ones on the month's last day.
 */
export function closedPeriodEnds(frequency: PayFrequency, periodStartDate: string, today: string, count: number): string[] {
  const ends: string[] = [];
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const length = frequency === 'weekly' ? 7 : 14;
    const elapsed = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${periodStartDate}T00:00:00Z`)) / 86_400_000);
    // The period holding today is open; the one before it closed yesterday at the latest.
    let end = addDays(periodStartDate, Math.floor(elapsed / length) * length - 1);
    while (ends.length < count) {
      ends.unshift(end);
      end = addDays(end, -length);
    }
    return ends;
  }
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7)) - 1;
  const candidates = (y: number, m: number) => (frequency === 'semimonthly' ? [`${y}-${String(m + 1).padStart(2, '0')}-15`, lastDayOfMonth(y, m)] : [lastDayOfMonth(y, m)]);
  while (ends.length < count) {
    for (const end of candidates(year, month).reverse()) if (end < today && ends.length < count) ends.unshift(end);
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
  }
  return ends;
}

/** A worker is falling behind when today's balance is above the balance at the close of the oldest period compared. */
export function arrearsOf(balances: readonly number[]): { startBalance: number; currentBalance: number; growth: number; periodsGrown: number } | null {
  const startBalance = balances[0] ?? 0;
  const currentBalance = balances.at(-1) ?? 0;
  const growth = currentBalance - startBalance;
  if (growth <= 0) return null;
  const periodsGrown = balances.slice(1).filter((balance, index) => balance > balances[index]!).length;
  return { startBalance, currentBalance, growth, periodsGrown };
}

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
    if (body.date > todayInPuertoRico(now)) errors.push({ pointer: '/body/date', message: 'The date cannot be in the future.' });
    if (errors.length > 0) throw unprocessable('The ledger entry breaks a rule.', errors);
    const amount = body.mcsAmount + body.deltaAmount;
    const moved = movement(body.type, body.mcsAmount, body.deltaAmount);
    const id = await db.transaction(async (tx) => {
      await lockLedgers(tx, [worker.id]);
      const [credit] = paymentCredits([...(await entriesOf(tx, worker.id)), { date: body.date, ...moved, proposed: true }]);
      if (credit && !body.confirmCredit) {
        const paid = dollars(body.mcsAmount + body.deltaAmount);
        const message = `This payment of ${paid} on ${day(body.date)} is more than the worker owes then: it would leave them ${creditText(credit)} in credit.`;
        throw new HttpError(409, `${message} Nothing was saved. To record the credit, send the payment again with confirmCredit.`, [{ pointer: '/body/confirmCredit', message }]);
      }
      const [entry] = await tx
        .insert(insuranceLedgerEntries)
        .values({
          companyId: worker.companyId,
          workerId: worker.id,
          date: body.date,
          periodStart: body.startDate ?? null,
          periodEnd: body.endDate ?? null,
          type: body.type === 'debt' ? 'charge' : body.type === 'adjustment' ? 'adjustment' : 'payment',
          ...moved,
          mcsRemainingBalance: 0,
          deltaRemainingBalance: 0,
          paymentMethod: moving ? body.paymentMethod! : null,
          notes: body.notes ?? null,
          createdAt: now,
        })
        .returning();
      const balance = await rebalance(tx, worker.id);
      await tx.insert(insuranceEvents).values({ companyId: worker.companyId, workerId: worker.id, kind: 'ledger-entry-added', actor: auth.user.email, payload: { entryId: entry!.id, type: body.type, amount, balance }, at: now });
      await audit(
        {
          companyId: worker.companyId,
          entity: 'insurance-ledger-entry',
          entityId: String(entry!.id),
          action: 'addInsuranceLedgerEntry',
          after: { ...body, balance, ...(credit ? { creditConfirmed: { mcs: credit.mcsCredit, delta: credit.deltaCredit } } : {}) },
        },
        tx,
      );
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
    const { rows, total } = await pageAndTotal(
      db.select().from(insuranceEvents).where(condition).orderBy(desc(insuranceEvents.at), desc(insuranceEvents.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(insuranceEvents).where(condition),
    );
    const items = rows.map((r) => {
      const type = eventTypeOut(r.kind);
      const description =
        type === 'status-changed' ? 'Insurance status changed' : type === 'note-added' ? 'Note added' : type === 'upload-applied' ? 'Upload applied to the ledger' : 'Ledger entry added';
      return { id: String(r.id), workerId: r.workerId, type, description, actorEmail: r.actor.includes('@') ? r.actor : 'system@provider.example', at: requiredInstant(r.at) };
    });
    return { status: 200, body: pageOf(items, total, page) };
  },

  async listInsuranceUploads({ query, auth, db, companyId }) {
    const page = paging(query);
    // A user limited to some worker groups sees the uploads that touched only workers of their groups.
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(insuranceUploads.companyId, companyId),
      restriction
        ? sql`not exists (select 1 from ${insuranceLedgerEntries} e join ${workers} w on w.id = e.worker_id where e.upload_id = ${insuranceUploads.id} and w.worker_group_code not in ${restriction})`
        : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db
        .select({ upload: insuranceUploads, email: dashboardUsers.email, workers: sql<number>`(select count(distinct ${insuranceLedgerEntries.workerId})::int from ${insuranceLedgerEntries} where ${insuranceLedgerEntries.uploadId} = ${insuranceUploads.id})` })
        .from(insuranceUploads)
        .leftJoin(dashboardUsers, eq(dashboardUsers.id, insuranceUploads.uploaderId))
        .where(condition)
        .orderBy(desc(insuranceUploads.uploadedAt))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(insuranceUploads).where(condition),
    );
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
    return { status: 200, body: pageOf(items, total, page) };
  },

  async uploadInsuranceFile({ body, auth, db, audit, now, companyId }) {
    const { rows } = readCsv(body.csv, ['payrollFileNumber', 'date', 'plan', 'type', 'amount', 'paymentMethod']);
    // A user limited to some worker groups uploads for their workers only; others read as unknown, as elsewhere.
    const restriction = workerGroupRestriction(auth.user);
    const roster = await db.select({ id: workers.id, payrollFileNumber: workers.payrollFileNumber }).from(workers).where(where(eq(workers.companyId, companyId), restriction ? inArray(workers.workerGroupCode, restriction) : undefined));
    const insured = new Set((await db.select({ workerId: insuranceStatuses.workerId }).from(insuranceStatuses).where(eq(insuranceStatuses.companyId, companyId))).map((r) => r.workerId));
    const errors: ProblemFieldError[] = [];
    const entries: { row: number; workerId: string; date: string; type: Schemas['LedgerEntryType']; plan: 'mcs' | 'delta'; amount: number; method: 'cash' | 'check' | 'card' | 'giro' | null; notes: string | null }[] = [];
    const methods = ['cash', 'check', 'card', 'giro'] as const;
    const types = ['debt', 'payment', 'additional-payment', 'adjustment'] as const;
    rows.forEach((row, index) => {
      const worker = roster.find((w) => w.payrollFileNumber === row.payrollFileNumber);
      if (!worker) errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: no worker with payroll file number ${row.payrollFileNumber || '(empty)'}.` });
      else if (!insured.has(worker.id)) errors.push({ pointer: rowPointer(index, 'payrollFileNumber'), message: `Row ${index + 1}: worker ${row.payrollFileNumber} has no insurance plan.` });
      if (!isCalendarDate(row.date ?? '')) errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date must be YYYY-MM-DD.` });
      else if (row.date! > todayInPuertoRico(now)) errors.push({ pointer: rowPointer(index, 'date'), message: `Row ${index + 1}: the date ${row.date} is in the future.` });
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
        entries.push({ row: index, workerId: worker.id, date: row.date!, type, plan, amount, method: moving ? method : null, notes: row.notes || null });
      }
    });
    rejectIfErrors(errors);
    // Notes do not move money: the same payments with other notes are the same file.
    const hash = contentHash(entries.map((e) => [e.workerId, e.date, e.plan, e.type, e.amount, e.method]));
    const payrollOf = new Map(roster.map((w) => [w.id, w.payrollFileNumber]));
    const upload = await db.transaction(async (tx) => {
      // The workers' ledgers stay put until the end: a second upload of the same file waits here, then sees this one.
      await lockLedgers(tx, [...new Set(entries.map((e) => e.workerId))]);
      const [earlier] = await tx
        .select()
        .from(insuranceUploads)
        .where(and(eq(insuranceUploads.companyId, companyId), eq(insuranceUploads.contentHash, hash)))
        .orderBy(desc(insuranceUploads.uploadedAt))
        .limit(1);
      if (earlier && !body.applyAgain) {
        const what = `upload ${earlier.id} (“${earlier.filename}”) on ${moment(earlier.uploadedAt)}`;
        throw new HttpError(409, `These rows were already applied by ${what}; applying them again would record every payment and debt twice. Nothing was saved. To apply them again, send the file again with applyAgain.`, [
          { pointer: '/body/applyAgain', message: `The same workers, dates and amounts were already applied by ${what}.` },
        ]);
      }
      const credits: { row: number; credit: PaymentCredit }[] = [];
      for (const [workerId, own] of groupBy(entries, (e) => e.workerId)) {
        const proposed: ProposedLedgerEntry[] = own.map((e) => ({ date: e.date, ...movement(e.type, e.plan === 'mcs' ? e.amount : 0, e.plan === 'delta' ? e.amount : 0), proposed: true }));
        const stored = await entriesOf(tx, workerId);
        for (const credit of paymentCredits([...stored, ...proposed])) credits.push({ row: own[credit.index - stored.length]!.row, credit });
      }
      credits.sort((a, b) => a.row - b.row);
      const creditRows = credits.map(({ row, credit }) => {
        const entry = entries.find((e) => e.row === row)!;
        return { row, payrollFileNumber: payrollOf.get(entry.workerId)!, amount: entry.amount, mcs: credit.mcsCredit, delta: credit.deltaCredit, text: creditText(credit) };
      });
      if (creditRows.length > 0 && !body.confirmCredit) {
        throw new HttpError(
          409,
          `${creditRows.length} payment(s) of the file are more than the worker owes on their date and would leave a credit. Nothing was saved. To record the credits, send the file again with confirmCredit.`,
          creditRows.map((c) => ({ pointer: rowPointer(c.row, 'amount'), message: `Row ${c.row + 1}: the payment of ${dollars(c.amount)} would leave worker ${c.payrollFileNumber} ${c.text} in credit.` })),
        );
      }
      const [saved] = await tx.insert(insuranceUploads).values({ companyId: companyId, filename: body.filename, sizeBytes: Buffer.byteLength(body.csv), uploaderId: auth.user.id, status: 'processed', rowCount: rows.length, uploadedAt: now, contentHash: hash }).returning();
      await tx.insert(insuranceLedgerEntries).values(
        entries.map((e) => ({
          companyId: companyId,
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
      await tx.insert(insuranceEvents).values(touched.map((workerId) => ({ companyId: companyId, workerId, kind: 'upload-applied', actor: auth.user.email, payload: { uploadId: saved!.id }, at: now })));
      await audit(
        {
          companyId: companyId,
          entity: 'insurance-upload',
          entityId: saved!.id,
          action: 'uploadInsuranceFile',
          after: {
            filename: body.filename,
            rows: rows.length,
            workers: touched.length,
            ...(earlier ? { appliedAgainOf: { id: earlier.id, filename: earlier.filename, uploadedAt: earlier.uploadedAt } } : {}),
            ...(creditRows.length > 0 ? { creditConfirmed: creditRows.map((c) => ({ row: c.row + 1, payrollFileNumber: c.payrollFileNumber, amount: c.amount, mcs: c.mcs, delta: c.delta })) } : {}),
          },
        },
        tx,
      );
      return { saved: saved!, workers: touched.length };
    });
    return {
      status: 201,
      body: { id: upload.saved.id, companyId: companyId, filename: upload.saved.filename, uploaderId: auth.user.id, uploaderEmail: auth.user.email, uploadedAt: requiredInstant(upload.saved.uploadedAt), rowCount: upload.saved.rowCount, workerCount: upload.workers },
    };
  },

  async listInsuranceStores({ db, companyId }) {
    const rows = await db.selectDistinct({ store: insuranceStatuses.store }).from(insuranceStatuses).where(eq(insuranceStatuses.companyId, companyId)).orderBy(asc(insuranceStatuses.store));
    return { status: 200, body: { stores: rows.map((r) => r.store) } };
  },

  async getInsuranceTable({ body, auth, db, companyId }) {
    const page = paging(body);
    const condition = tableCondition({ ...body, companyId }, auth);
    const { rows, total } = await pageAndTotal(
      db
        .select({ status: insuranceStatuses, worker: workers })
        .from(insuranceStatuses)
        .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(insuranceStatuses).innerJoin(workers, eq(workers.id, insuranceStatuses.workerId)).where(condition),
    );
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
    return { status: 200, body: pageOf(items, total, page) };
  },
  async getInsuranceTableSummary({ body, auth, db, companyId }) {
    const condition = tableCondition({ ...body, companyId }, auth);
    const balance = balanceColumnOf(body.itemType);
    const range = sql<number>`case ${sql.join(
      BALANCE_RANGE_TOPS.map((top, index) => sql`when ${balance} <= ${top} then ${index}`),
      sql` `,
    )} else ${BALANCE_RANGE_TOPS.length} end`;
    const [totals] = await db
      .select({
        workers: sql<number>`count(*)::int`,
        owing: sql<number>`count(*) filter (where ${insuranceStatuses.balance} > 0)::int`,
        mcs: sql<string>`coalesce(sum(greatest(${insuranceStatuses.mcsBalance}, 0)), 0)::bigint`,
        delta: sql<string>`coalesce(sum(greatest(${insuranceStatuses.deltaBalance}, 0)), 0)::bigint`,
        total: sql<string>`coalesce(sum(greatest(${insuranceStatuses.balance}, 0)), 0)::bigint`,
      })
      .from(insuranceStatuses)
      .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
      .where(condition);
    const ranges = await db
      .select({ range, n: sql<number>`count(*)::int` })
      .from(insuranceStatuses)
      .innerJoin(workers, eq(workers.id, insuranceStatuses.workerId))
      .where(condition)
      .groupBy(sql`1`);
    return {
      status: 200,
      body: {
        workerCount: Number(totals?.workers ?? 0),
        owingCount: Number(totals?.owing ?? 0),
        mcsOutstanding: Number(totals?.mcs ?? 0),
        deltaOutstanding: Number(totals?.delta ?? 0),
        totalOutstanding: Number(totals?.total ?? 0),
        distribution: balanceRanges(new Map(ranges.map((r) => [Number(r.range), Number(r.n)]))),
      },
    };
  },

  async listInsuranceArrears({ query, auth, db, now, companyId }) {
    const page = paging(query);
    const [company] = await db.select({ payFrequency: companies.payFrequency, periodStartDate: companies.periodStartDate }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound('The company');
    const day = todayInPuertoRico(now);
    const periodEnds = closedPeriodEnds(company.payFrequency, company.periodStartDate, day, query.periods ?? 3);
    const points = [...periodEnds, day];
    const restriction = workerGroupRestriction(auth.user);
    type PointRow = { workerId: string; firstName: string; lastName: string; payrollFileNumber: string; store: string; planType: Schemas['InsurancePlanType']; idx: number; balance: string | number };
    const result = await db.execute<PointRow>(sql`
      select s.worker_id as "workerId", w.first_name as "firstName", w.last_name as "lastName", w.payroll_file_number as "payrollFileNumber",
             s.store, s.plan_type as "planType", p.idx::int as idx, coalesce(e.balance, 0)::bigint as balance
      from ${insuranceStatuses} s
      join ${workers} w on w.id = s.worker_id
      cross join unnest(${sql.raw(`array[${points.map((p) => `'${p}'`).join(',')}]::date[]`)}) with ordinality as p(day, idx)
      left join lateral (
        select e.mcs_remaining_balance + e.delta_remaining_balance as balance
        from ${insuranceLedgerEntries} e
        where e.worker_id = s.worker_id and e.date <= p.day
        order by e.date desc, e.id desc
        limit 1
      ) e on true
      where s.company_id = ${companyId}
        ${restriction ? sql`and w.worker_group_code in (${sql.join(restriction.map((code) => sql`${code}`), sql`, `)})` : sql``}
      order by s.worker_id, p.idx`);
    const byWorker = new Map<string, { row: PointRow; balances: number[] }>();
    for (const row of result.rows) {
      const entry = byWorker.get(row.workerId) ?? { row, balances: [] };
      entry.balances.push(Number(row.balance));
      byWorker.set(row.workerId, entry);
    }
    const behind = [...byWorker.values()]
      .flatMap(({ row, balances }) => {
        const arrears = arrearsOf(balances);
        return arrears
          ? [{ workerId: row.workerId, firstName: row.firstName, lastName: row.lastName, payrollFileNumber: row.payrollFileNumber, store: row.store, planType: row.planType, balances, ...arrears }]
          : [];
      })
      .sort((a, b) => b.growth - a.growth || a.lastName.localeCompare(b.lastName) || a.workerId.localeCompare(b.workerId));
    return { status: 200, body: { ...pageOf(behind.slice(page.offset, page.offset + page.limit), behind.length, page), periodEnds } };
  },
} satisfies Partial<Handlers>;
