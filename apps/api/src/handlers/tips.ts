import { and, asc, desc, eq, gt, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { allocateSplit, canTransitionSplitItem, checkGiverSplit, CSV_BOM, toCsv, validateTipRules, workerGroupRestriction, type SplitRequest } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  companies,
  companyGroups,
  ewaTransfers,
  periodWorkers,
  tipBatches,
  tipHistoryNotes,
  tipRecords,
  tipRoleRules,
  tipRules,
  tipSplitItems,
  tipSplits,
  workerHours,
  workers,
} from '../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../server/problem.ts';
import { inScope, instant, isUuid, pageAndTotal, pageOf, paging, requiredInstant, requireUuid, requireWorkerGroup, where } from './common.ts';
import { requireFeaturePage } from './company-features.ts';
import { findPeriod, findPeriods } from './ewa.ts';
import { day, dollars } from './guardrails.ts';
import { hoursOf } from './mappers.ts';

type Schemas = components['schemas'];
type TipRow = typeof tipRecords.$inferSelect;
type SplitRow = typeof tipSplits.$inferSelect;
type WorkerRow = typeof workers.$inferSelect;

const tipStatusOut = { pending: 'pending', ready: 'ready', approved: 'approved', paid: 'paid', fail: 'failed' } as const;
const tipStatusIn = { pending: 'pending', ready: 'ready', approved: 'approved', paid: 'paid', failed: 'fail' } as const;
const reviewOut = { none: 'unreviewed', 'needs-review': 'flagged', reviewed: 'reviewed' } as const;

export function tipOut(row: TipRow): Schemas['TipRecord'] {
  return {
    id: String(row.id),
    companyId: row.companyId,
    workerGroupCode: row.workerGroupCode,
    workerId: row.workerId,
    payrollFileNumber: row.payrollFileNumber,
    clockIn: requiredInstant(row.clockIn),
    clockOut: instant(row.clockOut),
    total: row.total,
    nonDigitalTotal: row.nonDigitalTotal,
    digitalTotal: row.digitalTotal,
    status: tipStatusOut[row.status],
    dateTip: row.dateTip,
    role: row.role,
    shift: row.shiftType,
    shiftType: row.shiftType === 'banquet' ? 'banquet' : row.shift === 'late' ? 'other' : row.shift,
    reason: row.reason,
    reviewStatus: reviewOut[row.reviewStatus],
    correlationId: row.correlationId,
    fixedStatus: row.fixedStatus !== null,
    statusLog: row.statusLog.map((entry) => ({ status: tipStatusOut[entry.status], changedAt: requiredInstant(entry.at), changedBy: entry.by })),
    poolSourceBreakdown: Object.entries(row.poolSourceBreakdown ?? {}).map(([source, amount]) => ({ source, amount: Math.max(0, amount) })),
    splitFromWorkerId: row.splitFromWorkerId,
    splitFromTipId: row.splitFromTipId === null ? null : String(row.splitFromTipId),
    splitId: null,
  };
}

export async function splitsOut(db: Db, rows: SplitRow[]): Promise<Schemas['TipSplit'][]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(tipSplitItems)
    .where(inArray(tipSplitItems.splitId, rows.map((row) => row.id)))
    .orderBy(asc(tipSplitItems.id));
  return rows.map((row) => {
    const own = items.filter((item) => item.splitId === row.id);
    return {
      id: row.id,
      companyId: row.companyId,
      workerGroupCode: row.workerGroupCode,
      fromType: row.fromType,
      fromWorkerId: row.fromWorkerId,
      toWorkerIds: own.map((item) => item.workerId),
      splitType: row.splitType,
      dateTip: row.dateTip,
      initialAmount: row.initialAmount,
      paid: row.paid,
      shift: row.shift,
      checkout: row.checkout ? 'checkout' : null,
      role: row.role,
      splits: own.map((item) => ({
        workerId: item.workerId,
        amount: item.amount,
        status: item.status,
        reason: item.reason,
        correlationId: item.correlationId,
        realShift: item.realShift,
      })),
      createdAt: requiredInstant(row.createdAt),
      createdBy: row.createdBy,
    };
  });
}

async function tipWorkersOut(db: Db, rows: WorkerRow[]): Promise<Schemas['TipWorker'][]> {
  const rules = rows.length === 0 ? [] : await db.select().from(tipRules).where(inArray(tipRules.workerId, rows.map((r) => r.id))).orderBy(asc(tipRules.role));
  return rows.map((row) => ({
    id: row.id,
    workerId: row.workerId,
    payrollFileNumber: row.payrollFileNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    workerGroupCode: row.workerGroupCode,
    posId: row.posId,
    tipsEnabled: row.tipsEnabled,
    ignoreRoleForTips: row.ignoreRoleForTips,
    defaultRole: row.defaultRole,
    tipRules: rules
      .filter((rule) => rule.workerId === row.id)
      .map((rule) => ({ role: rule.role, automaticDisbursement: rule.automaticDisbursement, accumulateTips: rule.accumulateTips, allowsFullSplit: rule.allowsFullSplit })),
    grossTip: row.grossTip,
    eligibleTip: row.eligibleTip,
  }));
}

function hoursRowOut(row: typeof workerHours.$inferSelect): Schemas['WorkerHoursRow'] {
  return {
    tipId: String(row.tipId ?? row.id),
    workerId: row.workerId,
    hours: hoursOf(row.hours),
    tips: row.tips,
    banquetAdminFee: row.banquetAdminFee,
    hasOvertime: row.hasOvertime,
    modifiedHours: row.modifiedHours ? hoursOf(row.hours) : null,
    canUpdateHours: row.canUpdateHours,
    originalHours: hoursOf(row.originalHours),
  };
}

const groupOf = (companyId: string, workerGroupCode: string) => ({ companyId, workerGroupCode });

// Where a split's amount comes from in the request, so the refusal points at the field the user typed.
const splitAmountPointer = { money: '/body/amount', percentage: '/body/percentage', equal: '/body/initialAmount', 'hours-based': '/body/initialAmount', 'custom-amount': '/body/shares', 'custom-percentage': '/body/initialAmount' } as const;

/**
 * A worker gives away at most what they earned that day (`checkGiverSplit`), all their splits of the day together.
 * The giver's row stays locked until the transaction ends, so two splits sent at once are counted one after the
 * other and cannot together pass the day's tips.
 */
async function requireTipsLeft(tx: Db, giverId: string, dateTip: string, splitType: keyof typeof splitAmountPointer, initialAmount: number, splitAmount: number): Promise<void> {
  const [giver] = await tx.select({ firstName: workers.firstName, lastName: workers.lastName }).from(workers).where(eq(workers.id, giverId)).for('no key update');
  const [tips] = await tx.select({ total: sql<number>`coalesce(sum(${tipRecords.total}), 0)::bigint` }).from(tipRecords).where(and(eq(tipRecords.workerId, giverId), eq(tipRecords.dateTip, dateTip)));
  const [given] = await tx
    .select({ total: sql<number>`coalesce(sum(${tipSplitItems.amount}), 0)::bigint` })
    .from(tipSplitItems)
    .innerJoin(tipSplits, eq(tipSplits.id, tipSplitItems.splitId))
    .where(and(eq(tipSplits.fromWorkerId, giverId), eq(tipSplits.dateTip, dateTip)));
  const tipsOfDay = Number(tips?.total ?? 0);
  const alreadySplit = Number(given?.total ?? 0);
  const check = checkGiverSplit({ tipsOfDay, alreadySplit }, { initialAmount, splitAmount });
  if (check.ok) return;
  const who = `${giver!.firstName} ${giver!.lastName}`;
  const earned = `${who} earned ${dollars(tipsOfDay)} in tips on ${day(dateTip)}`;
  const error =
    check.reason === 'tip-over-earned'
      ? { pointer: '/body/initialAmount', message: `The tip being split, ${dollars(initialAmount)}, is more than ${who} earned in tips on ${day(dateTip)}: ${dollars(tipsOfDay)}.` }
      : {
          pointer: splitAmountPointer[splitType],
          message: `${earned} and ${dollars(alreadySplit)} of it is already split: ${dollars(check.left)} is left to split, and this split gives away ${dollars(splitAmount)}.`,
        };
  throw unprocessable(`A worker cannot give away more tips than they earned that day; ${dollars(check.left)} is left to split. Nothing was saved.`, [error]);
}

/** The worker group named by the request, inside the caller's companies and groups. */
async function requireGroup(db: Db, scope: CompanyScope, auth: RequestAuth, workerGroupCode: string, companyId?: string): Promise<{ companyId: string; workerGroupCode: string }> {
  requireWorkerGroup(auth, workerGroupCode);
  const [group] = await db
    .select({ companyId: companyGroups.companyId })
    .from(companyGroups)
    .where(where(eq(companyGroups.workerGroupCode, workerGroupCode), companyId ? eq(companyGroups.companyId, companyId) : undefined, inScope(scope, companyGroups.companyId)));
  if (!group) throw notFound('The worker group');
  return groupOf(group.companyId, workerGroupCode);
}

async function findSplit(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<SplitRow> {
  requireUuid(id, 'The tip split');
  const restriction = workerGroupRestriction(auth.user);
  const [row] = await db
    .select()
    .from(tipSplits)
    .where(where(eq(tipSplits.id, id), inScope(scope, tipSplits.companyId), restriction ? inArray(tipSplits.workerGroupCode, restriction) : undefined));
  if (!row) throw notFound('The tip split');
  return row;
}

function roleRulesOut(companyId: string, workerGroupCode: string, rows: (typeof tipRoleRules.$inferSelect)[]): Schemas['RoleRules'] {
  const list = (flag: 'tipUser' | 'report' | 'payable') =>
    rows.filter((row) => row[flag]).sort((a, b) => a.jobcode - b.jobcode).map((row) => ({ jobcode: row.jobcode, name: row.name }));
  return { companyId, workerGroupCode, tipUserRoles: list('tipUser'), reportRoles: list('report'), payableRoles: list('payable') };
}

async function ruleSetOut(db: Db, companyId: string, workerGroupCode: string): Promise<Schemas['TipRuleSet']> {
  // The group's rule set is the rules its tip workers share; each role appears once.
  const rows = await db
    .select({ role: tipRules.role, automaticDisbursement: tipRules.automaticDisbursement, accumulateTips: tipRules.accumulateTips, allowsFullSplit: tipRules.allowsFullSplit })
    .from(tipRules)
    .innerJoin(workers, eq(workers.id, tipRules.workerId))
    .where(and(eq(workers.companyId, companyId), eq(workers.workerGroupCode, workerGroupCode)))
    .orderBy(asc(tipRules.role), asc(tipRules.createdAt));
  const byRole = new Map<string, Schemas['TipRule']>();
  for (const row of rows) if (!byRole.has(row.role)) byRole.set(row.role, row);
  return { companyId, workerGroupCode, tipRules: [...byRole.values()] };
}

const usDateToIso = (value: string): string => {
  const [month, day, year] = value.split('/');
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
};

/**
 * One row per worker and day with tips or hours in the range, in one query: each measure is summed per worker and day
 * on its own (joining the tables before summing would count a tip once per split), the days with tips meet the days
 * with hours in a full join, and the splits, transfers and the worker join them by worker and day.
 */
export async function payrollActivityRows(db: Db, query: { companyId: string; workerGroupCode?: string; startDate: string; endDate: string }, restriction: string[] | null) {
  const inRange = (column: typeof tipRecords.dateTip | typeof workerHours.date | typeof tipSplits.dateTip) => and(gte(column, query.startDate), lte(column, query.endDate));
  // Drizzle names a subquery's columns by their aliases alone, so every alias is unique in the query.
  const tips = db
    .select({
      workerId: sql<string>`${tipRecords.workerId}`.as('tips_worker_id'),
      date: sql<string>`${tipRecords.dateTip}`.as('tips_date'),
      tips: sql<string>`sum(${tipRecords.total})::bigint`.as('tips'),
      tipsPaid: sql<string>`sum(case when ${tipRecords.status} = 'paid' then ${tipRecords.total} else 0 end)::bigint`.as('tips_paid'),
    })
    .from(tipRecords)
    .where(where(eq(tipRecords.companyId, query.companyId), inRange(tipRecords.dateTip), query.workerGroupCode ? eq(tipRecords.workerGroupCode, query.workerGroupCode) : undefined, restriction ? inArray(tipRecords.workerGroupCode, restriction) : undefined))
    .groupBy(tipRecords.workerId, tipRecords.dateTip)
    .as('activity_tips');
  const hours = db
    .select({
      workerId: sql<string>`${workerHours.workerId}`.as('hours_worker_id'),
      date: sql<string>`${workerHours.date}`.as('hours_date'),
      hours: sql<number>`sum(${workerHours.hours})::float8`.as('hours_worked'),
      overtime: sql<number>`sum(case when ${workerHours.hasOvertime} then greatest(${workerHours.hours} - 8, 0) else 0 end)::float8`.as('hours_overtime'),
    })
    .from(workerHours)
    .where(where(eq(workerHours.companyId, query.companyId), inRange(workerHours.date), query.workerGroupCode ? eq(workerHours.workerGroupCode, query.workerGroupCode) : undefined))
    .groupBy(workerHours.workerId, workerHours.date)
    .as('activity_hours');
  // What each worker gave away (as the split's giver) and received (as a share's worker), per day.
  const shares = <Name extends 'given' | 'received'>(name: Name, workerId: typeof tipSplits.fromWorkerId | typeof tipSplitItems.workerId) =>
    db
      .select({ workerId: sql<string>`${workerId}`.as(`${name}_worker_id`), date: sql<string>`${tipSplits.dateTip}`.as(`${name}_date`), amount: sql<string>`sum(${tipSplitItems.amount})::bigint`.as(name) })
      .from(tipSplits)
      .innerJoin(tipSplitItems, eq(tipSplitItems.splitId, tipSplits.id))
      .where(and(eq(tipSplits.companyId, query.companyId), inRange(tipSplits.dateTip)))
      .groupBy(workerId, tipSplits.dateTip)
      .as(`activity_${name}`);
  const given = shares('given', tipSplits.fromWorkerId);
  const received = shares('received', tipSplitItems.workerId);
  // Transfers count on the day they were asked for in Puerto Rico (UTC-4 all year).
  const ewaDay = sql<string>`(${ewaTransfers.requestedAt} - interval '4 hours')::date`;
  const ewa = db
    .select({ workerId: sql<string>`${ewaTransfers.workerId}`.as('ewa_worker_id'), date: ewaDay.as('ewa_date'), transfers: sql<number>`count(*)::int`.as('ewa_transfers'), amount: sql<string>`sum(${ewaTransfers.amount})::bigint`.as('ewa_amount') })
    .from(ewaTransfers)
    .where(and(eq(ewaTransfers.companyId, query.companyId), sql`${ewaDay} between ${query.startDate} and ${query.endDate}`))
    .groupBy(ewaTransfers.workerId, ewaDay)
    .as('activity_ewa');
  const workerId = sql<string>`coalesce(${tips.workerId}, ${hours.workerId})`;
  const date = sql<string>`coalesce(${tips.date}, ${hours.date})`;
  const sameDay = (measure: { workerId: SQL.Aliased<string>; date: SQL.Aliased<string> }) => and(eq(measure.workerId, workers.id), eq(measure.date, date));
  const rows = await db
    .select({
      workerId: workers.id,
      payrollFileNumber: workers.payrollFileNumber,
      firstName: workers.firstName,
      lastName: workers.lastName,
      workerGroupCode: workers.workerGroupCode,
      date,
      hours: hours.hours,
      overtime: hours.overtime,
      tips: tips.tips,
      tipsPaid: tips.tipsPaid,
      given: given.amount,
      received: received.amount,
      transfers: ewa.transfers,
      ewaAmount: ewa.amount,
    })
    .from(tips)
    .fullJoin(hours, and(eq(hours.workerId, tips.workerId), eq(hours.date, tips.date)))
    .innerJoin(workers, eq(workers.id, workerId))
    .leftJoin(given, sameDay(given))
    .leftJoin(received, sameDay(received))
    .leftJoin(ewa, sameDay(ewa))
    .where(where(query.workerGroupCode ? eq(workers.workerGroupCode, query.workerGroupCode) : undefined, restriction ? inArray(workers.workerGroupCode, restriction) : undefined));
  return rows
    .map(
      (row) =>
        ({
          workerId: row.workerId,
          payrollFileNumber: row.payrollFileNumber,
          firstName: row.firstName,
          lastName: row.lastName,
          workerGroupCode: row.workerGroupCode,
          date: row.date,
          hours: Math.min(1000, hoursOf(row.hours)),
          overtimeHours: Math.min(1000, hoursOf(row.overtime)),
          tips: Number(row.tips ?? 0),
          splitsGiven: Number(row.given ?? 0),
          splitsReceived: Number(row.received ?? 0),
          tipsPaid: Number(row.tipsPaid ?? 0),
          ewaTransactions: Number(row.transfers ?? 0),
          ewaAmount: Number(row.ewaAmount ?? 0),
        }) satisfies Schemas['PayrollActivityRow'],
    )
    .sort((a, b) => (a.date === b.date ? a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.workerId.localeCompare(b.workerId) : a.date < b.date ? 1 : -1));
}

const batchStatusOut = { open: 'open', available: 'open', processing: 'distributed', paid: 'paid' } as const;

async function tipBatchesOut(db: Db, rows: (typeof tipBatches.$inferSelect)[]): Promise<Schemas['TipBatch'][]> {
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ batchId: tipRecords.tipBatchId, n: sql<number>`count(distinct ${tipRecords.workerId})::int` })
          .from(tipRecords)
          .where(inArray(tipRecords.tipBatchId, rows.map((r) => r.id)))
          .groupBy(tipRecords.tipBatchId);
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    workerGroupCode: row.workerGroupCode,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    status: batchStatusOut[row.status],
    total: row.total,
    workerCount: Number(counts.find((c) => c.batchId === row.id)?.n ?? 0),
    createdAt: requiredInstant(row.createdAt),
  }));
}

export const tipHandlers = {
  async getWorkersHours({ body, scope, auth, db, companyId }) {
    scope.require(companyId, 'The company');
    const restriction = workerGroupRestriction(auth.user);
    const ids = body.workersIds.filter(isUuid);
    if (ids.length === 0) return { status: 200, body: { rows: [] } };
    const rows = await db
      .select()
      .from(workerHours)
      .where(where(eq(workerHours.companyId, companyId), eq(workerHours.date, usDateToIso(body.date)), inArray(workerHours.workerId, ids), restriction ? inArray(workerHours.workerGroupCode, restriction) : undefined))
      .orderBy(asc(workerHours.workerId), asc(workerHours.id));
    return { status: 200, body: { rows: rows.map(hoursRowOut) } };
  },

  async updateWorkersHours({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const updated = await db.transaction(async (tx) => {
      const result: (typeof workerHours.$inferSelect)[] = [];
      const errors: { pointer: string; message: string }[] = [];
      for (const [index, row] of body.rows.entries()) {
        const tipId = Number(row.tipId);
        const [existing] = Number.isSafeInteger(tipId) && isUuid(row.workerId)
          ? await tx.select().from(workerHours).where(and(eq(workerHours.companyId, group.companyId), eq(workerHours.workerGroupCode, group.workerGroupCode), eq(workerHours.date, body.dateTip), eq(workerHours.tipId, tipId), eq(workerHours.workerId, row.workerId)))
          : [];
        if (!existing) errors.push({ pointer: `/body/rows/${index}/tipId`, message: 'No hours of this worker for this tip on that day.' });
        else if (!existing.canUpdateHours) errors.push({ pointer: `/body/rows/${index}/hours`, message: 'These hours are locked and cannot change.' });
        else {
          const [saved] = await tx.update(workerHours).set({ hours: row.hours, modifiedHours: row.hours !== Number(existing.originalHours) }).where(eq(workerHours.id, existing.id)).returning();
          result.push(saved!);
        }
      }
      if (errors.length > 0) throw unprocessable('Some hours cannot change; nothing was saved.', errors);
      await audit({ companyId: group.companyId, entity: 'tip', entityId: `${group.workerGroupCode}-${body.dateTip}`, action: 'updateWorkersHours', after: { rows: body.rows } }, tx);
      return result;
    });
    return { status: 200, body: { rows: updated.map(hoursRowOut) } };
  },

  async getPeriodTipWorkerCount({ query, scope, auth, db }) {
    const period = await findPeriod(db, scope, auth, query.periodId);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(periodWorkers).where(and(eq(periodWorkers.periodId, period.id), gt(periodWorkers.tipAmount, 0)));
    return { status: 200, body: { count: Number(row?.n ?? 0) } };
  },

  async getTipAmountByPeriods({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    const rows = await db
      .select({ periodId: periodWorkers.periodId, total: sql<number>`sum(${periodWorkers.tipAmount})::bigint` })
      .from(periodWorkers)
      .where(inArray(periodWorkers.periodId, found.map((p) => p.id)))
      .groupBy(periodWorkers.periodId);
    return { status: 200, body: { amounts: Object.fromEntries(found.map((p) => [p.id, Number(rows.find((r) => r.periodId === p.id)?.total ?? 0)])) } };
  },

  async getTipPeriodsUploadStatus({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    return { status: 200, body: { statuses: Object.fromEntries(found.map((p) => [p.id, { uploaded: p.tipsUploadedAt !== null, uploadedAt: instant(p.tipsUploadedAt) }])) } };
  },

  async listTipCurrentUsers({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db
      .select()
      .from(workers)
      .where(and(eq(workers.companyId, companyId), eq(workers.workerGroupCode, query.workerGroupCode), eq(workers.workerStatus, 'active'), eq(workers.tipsEnabled, true)))
      .orderBy(asc(workers.lastName), asc(workers.firstName));
    return { status: 200, body: { workers: await tipWorkersOut(db, rows) } };
  },

  async listTipHistory({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const condition = where(
      eq(tipRecords.companyId, companyId),
      eq(tipRecords.workerGroupCode, query.workerGroupCode),
      query.workerId ? (isUuid(query.workerId) ? eq(tipRecords.workerId, query.workerId) : sql`false`) : undefined,
      query.status ? eq(tipRecords.status, tipStatusIn[query.status]) : undefined,
      query.from ? gte(tipRecords.dateTip, query.from) : undefined,
      query.to ? lte(tipRecords.dateTip, query.to) : undefined,
    );
    const { rows, total } = await pageAndTotal(
      db.select().from(tipRecords).where(condition).orderBy(desc(tipRecords.dateTip), desc(tipRecords.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(tipRecords).where(condition),
    );
    return { status: 200, body: pageOf(rows.map(tipOut), total, page) };
  },

  async listTipEmployees({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db
      .select()
      .from(workers)
      .where(and(eq(workers.companyId, companyId), eq(workers.workerGroupCode, query.workerGroupCode)))
      .orderBy(asc(workers.lastName), asc(workers.firstName));
    return { status: 200, body: { workers: await tipWorkersOut(db, rows) } };
  },

  async listTipSplits({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const condition = where(
      eq(tipSplits.companyId, companyId),
      eq(tipSplits.workerGroupCode, query.workerGroupCode),
      query.date === undefined ? undefined : eq(tipSplits.dateTip, query.date),
      query.paid === undefined ? undefined : eq(tipSplits.paid, query.paid),
    );
    const { rows, total } = await pageAndTotal(
      db.select().from(tipSplits).where(condition).orderBy(desc(tipSplits.dateTip), desc(tipSplits.createdAt), asc(tipSplits.id)).limit(page.limit).offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(tipSplits).where(condition),
    );
    return { status: 200, body: pageOf(await splitsOut(db, rows), total, page) };
  },

  async createTipSplit({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const ids = [...body.toWorkerIds, ...(body.fromWorkerId ? [body.fromWorkerId] : []), ...(body.shares ?? []).map((s) => s.workerId)];
    const known = ids.every(isUuid)
      ? await db.select({ id: workers.id }).from(workers).where(and(eq(workers.companyId, group.companyId), eq(workers.workerGroupCode, group.workerGroupCode), inArray(workers.id, ids)))
      : [];
    const knownIds = new Set(known.map((w) => w.id));
    const missing = body.toWorkerIds.flatMap((id, index) => (knownIds.has(id) ? [] : [{ pointer: `/body/toWorkerIds/${index}`, message: 'No such worker in this group.' }]));
    if (body.fromType === 'worker' && (!body.fromWorkerId || !knownIds.has(body.fromWorkerId))) missing.push({ pointer: '/body/fromWorkerId', message: 'A split from a worker names that worker of this group.' });
    if (missing.length > 0) throw unprocessable('The split names workers outside the group.', missing);
    const shares = body.shares ?? body.toWorkerIds.map((workerId) => ({ workerId, value: 0 }));
    const request: SplitRequest =
      body.splitType === 'money'
        ? { splitType: 'money', initialAmount: body.initialAmount, amount: body.amount ?? 0, toWorkerIds: body.toWorkerIds }
        : body.splitType === 'percentage'
          ? { splitType: 'percentage', initialAmount: body.initialAmount, percent: body.percentage ?? 0, toWorkerIds: body.toWorkerIds }
          : body.splitType === 'equal'
            ? { splitType: 'equal', initialAmount: body.initialAmount, toWorkerIds: body.toWorkerIds }
            : body.splitType === 'hours-based'
              ? { splitType: 'hours-based', initialAmount: body.initialAmount, recipients: shares.map((s) => ({ workerId: s.workerId, hours: s.value })) }
              : body.splitType === 'custom-amount'
                ? { splitType: 'custom-amount', initialAmount: body.initialAmount, recipients: shares.map((s) => ({ workerId: s.workerId, amount: s.value })) }
                : { splitType: 'custom-percentage', initialAmount: body.initialAmount, recipients: shares.map((s) => ({ workerId: s.workerId, percent: s.value })) };
    const allocation = allocateSplit(request);
    if (!allocation.ok) {
      const rename = (path: string) => `/body${path.replace(/^\/recipients/, '/shares').replace(/^\/percent$/, '/percentage')}`;
      throw unprocessable('The split does not add up.', allocation.errors.map((e) => ({ pointer: rename(e.path), message: e.message })));
    }
    const shiftValues = ['breakfast', 'lunch', 'dinner', 'late'] as const;
    const shift = shiftValues.find((s) => s === body.shift) ?? 'dinner';
    const saved = await db.transaction(async (tx) => {
      if (body.fromType === 'worker') await requireTipsLeft(tx, body.fromWorkerId!, body.dateTip, body.splitType, body.initialAmount, allocation.value.splitAmount);
      const [split] = await tx
        .insert(tipSplits)
        .values({
          companyId: group.companyId,
          workerGroupCode: group.workerGroupCode,
          fromType: body.fromType,
          fromWorkerId: body.fromType === 'worker' ? body.fromWorkerId! : null,
          fromJob: body.fromType === 'job' ? (body.role ?? 'job') : null,
          fromTipId: body.tipId && /^\d+$/.test(body.tipId) ? Number(body.tipId) : null,
          splitType: body.splitType,
          dateTip: body.dateTip,
          initialAmount: body.initialAmount,
          shift,
          checkout: body.checkout !== undefined,
          role: body.role ?? 'Server',
          createdBy: auth.user.email,
        })
        .returning();
      const shares = allocation.value.shares.filter((share) => share.amount > 0 || body.splitType !== 'hours-based');
      if (shares.length > 0) {
        await tx.insert(tipSplitItems).values(shares.map((share) => ({ splitId: split!.id, workerId: share.workerId, amount: share.amount, status: 'ready' as const })));
      }
      await audit({ companyId: group.companyId, entity: 'tip-split', entityId: split!.id, action: 'createTipSplit', after: { splitType: body.splitType, initialAmount: body.initialAmount, shares: allocation.value.shares } }, tx);
      return split!;
    });
    const [out] = await splitsOut(db, [saved]);
    return { status: 201, body: out! };
  },

  async approveTipSplit({ params, scope, auth, db, audit }) {
    const split = await findSplit(db, scope, auth, params.splitId);
    await db.transaction(async (tx) => {
      const items = await tx.select().from(tipSplitItems).where(eq(tipSplitItems.splitId, split.id));
      const pending = items.filter((item) => item.status !== 'approved');
      if (pending.length === 0) throw conflict('Every share of this split is already approved.');
      if (pending.some((item) => !canTransitionSplitItem(item.status, 'approved', 'tips-admin'))) throw conflict('A failed share must be retried before it is approved.');
      const moved = await tx
        .update(tipSplitItems)
        .set({ status: 'approved' })
        .where(and(eq(tipSplitItems.splitId, split.id), eq(tipSplitItems.status, 'ready')))
        .returning({ id: tipSplitItems.id });
      if (moved.length !== pending.length) throw conflict('The split changed meanwhile; reload it.');
      await audit({ companyId: split.companyId, entity: 'tip-split', entityId: split.id, action: 'approveTipSplit', before: { status: 'ready' }, after: { status: 'approved' } }, tx);
    });
    const [out] = await splitsOut(db, [split]);
    return { status: 200, body: out! };
  },

  async retryTipSplit({ params, body, scope, auth, db, audit }) {
    const split = await findSplit(db, scope, auth, params.splitId);
    await db.transaction(async (tx) => {
      // Locked, so a share approved or retried at the same moment is seen in its new status.
      const items = await tx.select().from(tipSplitItems).where(eq(tipSplitItems.splitId, split.id)).for('update');
      const named = body?.workerIds;
      const strangers = (named ?? []).flatMap((workerId, index) => (items.some((item) => item.workerId === workerId) ? [] : [{ pointer: `/body/workerIds/${index}`, message: 'No share of this split goes to this worker.' }]));
      if (strangers.length > 0) throw unprocessable('The split has no share for some of these workers; nothing was retried.', strangers);
      const chosen = named ? items.filter((item) => named.includes(item.workerId)) : items.filter((item) => item.status === 'fail');
      if (chosen.length === 0) throw conflict('No failed share to retry.');
      const settled = chosen.filter((item) => !canTransitionSplitItem(item.status, 'ready', 'tips-admin'));
      if (settled.length > 0) throw conflict(`Only a failed share can be retried; ${settled.map((item) => `the share of worker ${item.workerId} is ${item.status}`).join(', ')}. Nothing was retried.`);
      await tx.update(tipSplitItems).set({ status: 'ready', reason: null }).where(inArray(tipSplitItems.id, chosen.map((item) => item.id)));
      await audit({ companyId: split.companyId, entity: 'tip-split', entityId: split.id, action: 'retryTipSplit', before: { status: 'fail' }, after: { status: 'ready', workerIds: chosen.map((c) => c.workerId) } }, tx);
    });
    const [out] = await splitsOut(db, [split]);
    return { status: 200, body: out! };
  },

  async getIrsiRoleRules({ query, scope, auth, db }) {
    const group = await requireGroup(db, scope, auth, query.workerGroupCode);
    const rows = await db.select().from(tipRoleRules).where(and(eq(tipRoleRules.companyId, group.companyId), eq(tipRoleRules.workerGroupCode, group.workerGroupCode)));
    return { status: 200, body: roleRulesOut(group.companyId, group.workerGroupCode, rows) };
  },

  async updateIrsiRoleRules({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const lists = { tipUserRoles: body.tipUserRoles, reportRoles: body.reportRoles, payableRoles: body.payableRoles };
    const errors = Object.entries(lists).flatMap(([list, roles]) =>
      roles.flatMap((role, index) =>
        roles.findIndex((other) => other.jobcode === role.jobcode) === index ? [] : [{ pointer: `/body/${list}/${index}/jobcode`, message: `The job code ${role.jobcode} appears twice.` }],
      ),
    );
    const names = new Map<number, string>();
    for (const role of [...body.tipUserRoles, ...body.reportRoles, ...body.payableRoles]) {
      const seen = names.get(role.jobcode);
      if (seen !== undefined && seen !== role.name) errors.push({ pointer: '/body', message: `The job code ${role.jobcode} has two names: ${seen} and ${role.name}.` });
      names.set(role.jobcode, role.name);
    }
    if (errors.length > 0) throw unprocessable('The role rules break a rule.', errors);
    const before = await db.select().from(tipRoleRules).where(and(eq(tipRoleRules.companyId, group.companyId), eq(tipRoleRules.workerGroupCode, group.workerGroupCode)));
    const rows = await db.transaction(async (tx) => {
      // Replacing the whole set: concurrent saves for one company wait their turn instead of inserting twice.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, group.companyId)).for('update');
      await tx.delete(tipRoleRules).where(and(eq(tipRoleRules.companyId, group.companyId), eq(tipRoleRules.workerGroupCode, group.workerGroupCode)));
      const values = [...names.entries()].map(([jobcode, name]) => ({
        companyId: group.companyId,
        workerGroupCode: group.workerGroupCode,
        jobcode,
        name,
        tipUser: body.tipUserRoles.some((r) => r.jobcode === jobcode),
        report: body.reportRoles.some((r) => r.jobcode === jobcode),
        payable: body.payableRoles.some((r) => r.jobcode === jobcode),
      }));
      const saved = values.length > 0 ? await tx.insert(tipRoleRules).values(values).returning() : [];
      await audit({ companyId: group.companyId, entity: 'role-rules', entityId: group.workerGroupCode, action: 'updateIrsiRoleRules', before: roleRulesOut(group.companyId, group.workerGroupCode, before), after: lists }, tx);
      return saved;
    });
    return { status: 200, body: roleRulesOut(group.companyId, group.workerGroupCode, rows) };
  },

  async getTipRules({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    return { status: 200, body: await ruleSetOut(db, companyId, query.workerGroupCode) };
  },

  async updateTipRules({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const errors = validateTipRules(body.tipRules, '/body/tipRules');
    if (errors.length > 0) throw unprocessable('The tip rules break a rule.', errors.map((e) => ({ pointer: e.path, message: e.message })));
    const before = await ruleSetOut(db, group.companyId, group.workerGroupCode);
    await db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, group.companyId)).for('update');
      const members = await tx.select({ id: workers.id }).from(workers).where(and(eq(workers.companyId, group.companyId), eq(workers.workerGroupCode, group.workerGroupCode), eq(workers.tipsEnabled, true)));
      const ids = members.map((m) => m.id);
      if (ids.length > 0) {
        await tx.delete(tipRules).where(inArray(tipRules.workerId, ids));
        if (body.tipRules.length > 0) await tx.insert(tipRules).values(ids.flatMap((workerId) => body.tipRules.map((rule) => ({ workerId, ...rule }))));
      }
      await audit({ companyId: group.companyId, entity: 'tip-rules', entityId: group.workerGroupCode, action: 'updateTipRules', before: { tipRules: before.tipRules }, after: { tipRules: body.tipRules } }, tx);
    });
    return { status: 200, body: { companyId: group.companyId, workerGroupCode: group.workerGroupCode, tipRules: body.tipRules } };
  },

  async listDateTipWorkingEmployees({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const working = db
      .selectDistinct({ id: tipRecords.workerId })
      .from(tipRecords)
      .where(and(eq(tipRecords.companyId, companyId), eq(tipRecords.workerGroupCode, query.workerGroupCode), eq(tipRecords.dateTip, query.dateTip)));
    const rows = await db.select().from(workers).where(inArray(workers.id, working)).orderBy(asc(workers.lastName), asc(workers.firstName));
    return { status: 200, body: { workers: await tipWorkersOut(db, rows) } };
  },

  async getWorkersDataByDateBluHost({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db
      .select({ tip: tipRecords, worker: workers, hours: workerHours.originalHours })
      .from(tipRecords)
      .innerJoin(workers, eq(workers.id, tipRecords.workerId))
      .leftJoin(workerHours, eq(workerHours.tipId, tipRecords.id))
      .where(and(eq(tipRecords.companyId, companyId), eq(tipRecords.workerGroupCode, query.workerGroupCode), eq(tipRecords.dateTip, query.date)))
      .orderBy(asc(workers.lastName), asc(tipRecords.clockIn));
    const roles = await db.select().from(tipRoleRules).where(and(eq(tipRoleRules.companyId, companyId), eq(tipRoleRules.workerGroupCode, query.workerGroupCode)));
    return {
      status: 200,
      body: {
        rows: rows.map(({ tip, worker, hours }) => ({
          workerId: worker.id,
          posId: worker.posId ?? worker.workerId,
          firstName: worker.firstName,
          lastName: worker.lastName,
          role: tip.role,
          jobcode: roles.find((r) => r.name === tip.role)?.jobcode ?? null,
          shift: tip.shift,
          clockIn: requiredInstant(tip.clockIn),
          clockOut: instant(tip.clockOut),
          hours: Math.min(1000, hoursOf(hours ?? (tip.clockOut ? (new Date(tip.clockOut).getTime() - new Date(tip.clockIn).getTime()) / 3_600_000 : 0))),
          digitalTips: tip.digitalTotal,
          nonDigitalTips: tip.nonDigitalTotal,
        })),
      },
    };
  },

  async getTipHistoryNotes({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db
      .select()
      .from(tipHistoryNotes)
      .where(and(eq(tipHistoryNotes.companyId, companyId), eq(tipHistoryNotes.workerGroupCode, query.workerGroupCode), eq(tipHistoryNotes.dateTip, query.dateTip)))
      .orderBy(asc(tipHistoryNotes.createdAt));
    return {
      status: 200,
      body: { companyId: companyId, workerGroupCode: query.workerGroupCode, dateTip: query.dateTip, notes: rows.map((r) => ({ message: r.message, createdBy: r.createdBy, createdAt: requiredInstant(r.createdAt) })) },
    };
  },

  async addTipHistoryNote({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    await db.transaction(async (tx) => {
      const [note] = await tx.insert(tipHistoryNotes).values({ companyId: group.companyId, workerGroupCode: group.workerGroupCode, dateTip: body.dateTip, message: body.message, createdBy: auth.user.email }).returning();
      await audit({ companyId: group.companyId, entity: 'tip-history-note', entityId: note!.id, action: 'addTipHistoryNote', after: { dateTip: body.dateTip, message: body.message } }, tx);
    });
    const rows = await db.select().from(tipHistoryNotes).where(and(eq(tipHistoryNotes.companyId, group.companyId), eq(tipHistoryNotes.workerGroupCode, group.workerGroupCode), eq(tipHistoryNotes.dateTip, body.dateTip))).orderBy(asc(tipHistoryNotes.createdAt));
    return {
      status: 201,
      body: { companyId: group.companyId, workerGroupCode: group.workerGroupCode, dateTip: body.dateTip, notes: rows.map((r) => ({ message: r.message, createdBy: r.createdBy, createdAt: requiredInstant(r.createdAt) })) },
    };
  },

  async listCompanyTipsHistory({ query, auth, db, companyId }) {
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(tipRecords.companyId, companyId),
      query.workerGroupCode ? eq(tipRecords.workerGroupCode, query.workerGroupCode) : undefined,
      restriction ? inArray(tipRecords.workerGroupCode, restriction) : undefined,
      query.from ? gte(tipRecords.dateTip, query.from) : undefined,
      query.to ? lte(tipRecords.dateTip, query.to) : undefined,
    );
    const days = await db
      .select({
        dateTip: tipRecords.dateTip,
        workerGroupCode: tipRecords.workerGroupCode,
        total: sql<number>`sum(${tipRecords.total})::bigint`,
        digital: sql<number>`sum(${tipRecords.digitalTotal})::bigint`,
        nonDigital: sql<number>`sum(${tipRecords.nonDigitalTotal})::bigint`,
        paid: sql<number>`sum(case when ${tipRecords.status} = 'paid' then ${tipRecords.total} else 0 end)::bigint`,
        failed: sql<number>`sum(case when ${tipRecords.status} = 'fail' then ${tipRecords.total} else 0 end)::bigint`,
        workers: sql<number>`count(distinct ${tipRecords.workerId})::int`,
      })
      .from(tipRecords)
      .where(condition)
      .groupBy(tipRecords.dateTip, tipRecords.workerGroupCode)
      .orderBy(desc(tipRecords.dateTip), asc(tipRecords.workerGroupCode))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: sql<number>`count(distinct (${tipRecords.dateTip}, ${tipRecords.workerGroupCode}))::int` }).from(tipRecords).where(condition);
    const items = days.map((day) => {
      const total = Number(day.total);
      const paid = Number(day.paid);
      const failed = Number(day.failed);
      return {
        dateTip: day.dateTip,
        workerGroupCode: day.workerGroupCode,
        total,
        digitalTotal: Number(day.digital),
        nonDigitalTotal: Number(day.nonDigital),
        paidTotal: paid,
        pendingTotal: Math.max(0, total - paid - failed),
        failedTotal: failed,
        workerCount: Number(day.workers),
        status: dayStatus(total, paid, failed),
      };
    });
    return { status: 200, body: pageOf(items, Number(count?.n ?? 0), page) };
  },

  async listTipSplitsReceivedByWorker({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    requireUuid(query.workerId, 'The worker');
    const received = db.selectDistinct({ id: tipSplitItems.splitId }).from(tipSplitItems).where(eq(tipSplitItems.workerId, query.workerId));
    const rows = await db
      .select()
      .from(tipSplits)
      .where(and(eq(tipSplits.companyId, companyId), eq(tipSplits.workerGroupCode, query.workerGroupCode), eq(tipSplits.dateTip, query.date), inArray(tipSplits.id, received)))
      .orderBy(asc(tipSplits.createdAt));
    return { status: 200, body: { splits: await splitsOut(db, rows) } };
  },

  async getTipWorkersDailySummary({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await payrollActivityRows(db, { companyId: companyId, workerGroupCode: query.workerGroupCode, startDate: query.date, endDate: query.date }, null);
    const tips = await db.select({ workerId: tipRecords.workerId, role: tipRecords.role, status: tipRecords.status }).from(tipRecords).where(and(eq(tipRecords.companyId, companyId), eq(tipRecords.workerGroupCode, query.workerGroupCode), eq(tipRecords.dateTip, query.date))).orderBy(asc(tipRecords.id));
    const order = ['fail', 'pending', 'ready', 'approved', 'paid'] as const;
    return {
      status: 200,
      body: {
        workers: rows
          .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
          .map((row) => {
            const own = tips.filter((t) => t.workerId === row.workerId);
            const worst = order.find((status) => own.some((t) => t.status === status)) ?? 'pending';
            return {
              workerId: row.workerId,
              firstName: row.firstName,
              lastName: row.lastName,
              payrollFileNumber: row.payrollFileNumber,
              role: own[0]?.role ?? null,
              hours: row.hours,
              tips: row.tips,
              splitsGiven: row.splitsGiven,
              splitsReceived: row.splitsReceived,
              net: Math.max(0, row.tips - row.splitsGiven + row.splitsReceived),
              status: tipStatusOut[worst],
            };
          }),
      },
    };
  },

  async listTipBatches({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db.select().from(tipBatches).where(and(eq(tipBatches.companyId, companyId), eq(tipBatches.workerGroupCode, query.workerGroupCode))).orderBy(desc(tipBatches.startDate));
    return { status: 200, body: { batches: await tipBatchesOut(db, rows) } };
  },

  async listAvailableTipBatches({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await db
      .select()
      .from(tipBatches)
      .where(and(eq(tipBatches.companyId, companyId), eq(tipBatches.workerGroupCode, query.workerGroupCode), inArray(tipBatches.status, ['open', 'available'])))
      .orderBy(desc(tipBatches.startDate));
    return { status: 200, body: { batches: await tipBatchesOut(db, rows) } };
  },

  async listTipsWithUnrecognizedRoles({ query, auth, db, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const known = db.select({ name: tipRoleRules.name }).from(tipRoleRules).where(and(eq(tipRoleRules.companyId, companyId), eq(tipRoleRules.workerGroupCode, query.workerGroupCode)));
    const rows = await db
      .select()
      .from(tipRecords)
      .where(and(eq(tipRecords.companyId, companyId), eq(tipRecords.workerGroupCode, query.workerGroupCode), eq(tipRecords.dateTip, query.date), notInArray(tipRecords.role, known)))
      .orderBy(asc(tipRecords.id));
    return { status: 200, body: { tips: rows.map(tipOut) } };
  },

  async updateTipsWithUnrecognizedRole({ body, scope, auth, db, audit, now, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const roles = await db.select({ name: tipRoleRules.name }).from(tipRoleRules).where(and(eq(tipRoleRules.companyId, group.companyId), eq(tipRoleRules.workerGroupCode, group.workerGroupCode)));
    const names = new Set(roles.map((r) => r.name));
    const ids = body.tips.map((t) => Number(t.tipId));
    const found = ids.every(Number.isSafeInteger)
      ? await db.select().from(tipRecords).where(and(eq(tipRecords.companyId, group.companyId), eq(tipRecords.workerGroupCode, group.workerGroupCode), eq(tipRecords.dateTip, body.dateTip), inArray(tipRecords.id, ids)))
      : [];
    const errors = body.tips.flatMap((tip, index) => [
      ...(found.some((f) => String(f.id) === tip.tipId) ? [] : [{ pointer: `/body/tips/${index}/tipId`, message: 'No such tip in this group on that day.' }]),
      ...(names.has(tip.role) ? [] : [{ pointer: `/body/tips/${index}/role`, message: `The role ${tip.role} is not a role of this group.` }]),
    ]);
    if (errors.length > 0) throw unprocessable('Some tips cannot take these roles; nothing was saved.', errors);
    const updated = await db.transaction(async (tx) => {
      const result: TipRow[] = [];
      for (const tip of body.tips) {
        const [row] = await tx.update(tipRecords).set({ role: tip.role, reviewStatus: 'reviewed' }).where(eq(tipRecords.id, Number(tip.tipId))).returning();
        result.push(row!);
      }
      await audit({ companyId: group.companyId, entity: 'tip', entityId: `${group.workerGroupCode}-${body.dateTip}`, action: 'updateTipsWithUnrecognizedRole', before: Object.fromEntries(found.map((f) => [String(f.id), f.role])), after: Object.fromEntries(body.tips.map((t) => [t.tipId, t.role])) }, tx);
      return result;
    });
    void now;
    return { status: 200, body: { tips: updated.map(tipOut) } };
  },

  async getTipSplit({ query, scope, auth, db }) {
    const split = await findSplit(db, scope, auth, query.splitId);
    const [out] = await splitsOut(db, [split]);
    return { status: 200, body: out! };
  },

  async listPayrollActivity({ query, auth, db, companyId }) {
    await requireFeaturePage(db, auth, companyId, 'payrollActivity');
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const rows = await payrollActivityRows(db, { ...query, companyId }, workerGroupRestriction(auth.user));
    return { status: 200, body: pageOf(rows.slice(page.offset, page.offset + page.limit), rows.length, page) };
  },

  async exportPayrollActivity({ query, auth, db, companyId }) {
    await requireFeaturePage(db, auth, companyId, 'payrollActivity');
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await payrollActivityRows(db, { ...query, companyId }, workerGroupRestriction(auth.user));
    const money = (cents: number) => (cents / 100).toFixed(2);
    const csv =
      CSV_BOM +
      toCsv(rows, [
        { header: 'Date', value: (r) => r.date },
        { header: 'Payroll file number', value: (r) => r.payrollFileNumber },
        { header: 'First name', value: (r) => r.firstName },
        { header: 'Last name', value: (r) => r.lastName },
        { header: 'Worker group', value: (r) => r.workerGroupCode },
        { header: 'Hours', value: (r) => r.hours.toFixed(2) },
        { header: 'Overtime hours', value: (r) => r.overtimeHours.toFixed(2) },
        { header: 'Tips', value: (r) => money(r.tips) },
        { header: 'Splits given', value: (r) => money(r.splitsGiven) },
        { header: 'Splits received', value: (r) => money(r.splitsReceived) },
        { header: 'Tips paid', value: (r) => money(r.tipsPaid) },
        { header: 'EWA transactions', value: (r) => r.ewaTransactions },
        { header: 'EWA amount', value: (r) => money(r.ewaAmount) },
      ]);
    return { status: 200, body: csv, contentType: 'text/csv; charset=utf-8', filename: `payroll-activity-${query.startDate}-${query.endDate}.csv` };
  },
} satisfies Partial<Handlers>;

/** The status of one day of tips: failed if any record failed, else by how much of it was paid. */
function dayStatus(total: number, paid: number, failed: number): 'failed' | 'paid' | 'partially-paid' | 'pending' {
  if (failed > 0) return 'failed';
  if (paid === total && total > 0) return 'paid';
  return paid > 0 ? 'partially-paid' : 'pending';
}
