import { and, asc, eq, getTableColumns, gte, ilike, inArray, notInArray, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { toggleWorkerStatus, validateTipRules, workerGroupRestriction, workerLimitsOverCaps } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import {
  brands,
  companySettings,
  departments,
  tipRules,
  titles,
  workerHours,
  workerStatusLog,
  workers,
} from '../db/schema/index.ts';
import { isInternal, type CompanyScope, type RequestAuth } from '../server/authorization.ts';
import type { Handlers } from '../server/handler-types.ts';
import { forbidden, notFound, unprocessable } from '../server/problem.ts';
import { addDays, groupBy, inScope, pageAndTotal, pageOf, paging, requireUuid, requiredInstant, where } from './common.ts';
import {
  compensationTypeIn,
  compensationTypeOut,
  hoursOf,
  payRateUnitOf,
  phoneOut,
  percent,
  workerStatusIn,
  workerStatusOut,
  workerTypeOut,
} from './mappers.ts';

type Schemas = components['schemas'];
type WorkerRow = typeof workers.$inferSelect;

const periodLength = { weekly: 7, biweekly: 14, semimonthly: 15, monthly: 30 } as const;

type Worker = Schemas['Worker'];
type WorkerColumn = keyof WorkerRow;

/** What a worker's fields are made of besides its own row: read once per page, grouped by worker. */
type Related = {
  setting: typeof companySettings.$inferSelect | undefined;
  position: { titleId: string; title: string; rank: number; department: string; brand: string } | undefined;
  logs: (typeof workerStatusLog.$inferSelect)[];
  rules: (typeof tipRules.$inferSelect)[];
  hours: { date: string; hours: number }[];
};

/** A contract field: the columns of the worker's row it is made of, and how. */
type Field<K extends keyof Worker> = { columns: readonly WorkerColumn[]; value: (row: WorkerRow, related: Related) => Worker[K] };

// A field that is its column as stored; a column whose type differs from the field's does not compile here.
const column = <K extends keyof Worker & WorkerColumn>(name: K & (WorkerRow[K] extends Worker[K] ? unknown : never)): Field<K> => ({
  columns: [name],
  value: (row) => row[name] as unknown as Worker[K],
});

const periodEndOf = (row: WorkerRow): string | null =>
  row.currentPayPeriodStart ? addDays(row.currentPayPeriodStart, periodLength[row.payFrequency] - 1) : null;

/**
 * Every field of the contract's Worker, each with the columns it reads: a `_select` reads only the columns and
 * related rows its fields need, and computes nothing else.
 */
const workerFields: { [K in keyof Worker]: Field<K> } = {
  id: column('id'),
  companyId: column('companyId'),
  workerGroupCode: column('workerGroupCode'),
  workerId: column('workerId'),
  payrollFileNumber: column('payrollFileNumber'),
  firstName: column('firstName'),
  lastName: column('lastName'),
  email: column('email'),
  phone: { columns: ['phone'], value: (row) => phoneOut(row.phone) },
  hireDate: column('hireDate'),
  workerStatus: { columns: ['workerStatus'], value: (row) => workerStatusOut[row.workerStatus] },
  workerStatusLog: {
    columns: ['workerStatus', 'updatedAt'],
    value: (row) => [{ status: workerStatusOut[row.workerStatus], changedAt: requiredInstant(row.updatedAt) }],
  },
  workerType: { columns: ['workerType'], value: (row) => workerTypeOut[row.workerType] },
  compensationType: { columns: ['compensationType'], value: (row) => compensationTypeOut[row.compensationType] },
  payRate: column('payRate'),
  payRateUnit: { columns: ['compensationType'], value: (row) => payRateUnitOf[row.compensationType] },
  averageWeeklyHours: { columns: ['hoursPerWeek'], value: (row) => hoursOf(row.hoursPerWeek) },
  hoursThisPeriod: {
    columns: ['currentPayPeriodStart', 'payFrequency'],
    value: (row, { hours }) => {
      const start = row.currentPayPeriodStart;
      if (start === null) return 0;
      const end = periodEndOf(row)!;
      const total = hours.filter((h) => h.date >= start && h.date <= end).reduce((sum, h) => sum + Number(h.hours), 0);
      return Math.min(1000, hoursOf(total));
    },
  },
  payFrequency: column('payFrequency'),
  currentPeriodStartDate: { columns: ['currentPayPeriodStart'], value: (row) => row.currentPayPeriodStart },
  currentPeriodEndDate: { columns: ['currentPayPeriodStart', 'payFrequency'], value: periodEndOf },
  limitForUser: { columns: ['limitForUser'], value: (row) => row.limitForUser ?? 0 },
  transactionLimitPerPP: {
    columns: ['transactionLimitPerPp'],
    value: (row, { setting }) => row.transactionLimitPerPp ?? setting?.transactionLimitPerPayPeriod ?? 0,
  },
  amountLimitPerPP: {
    columns: ['amountLimitPerPp'],
    value: (row, { setting }) => row.amountLimitPerPp ?? setting?.amountLimitPerPayPeriod ?? 0,
  },
  employeeFeePercent: { columns: ['employeeFeePercent'], value: (row) => (row.employeeFeePercent === null ? null : percent(row.employeeFeePercent)) },
  savingEmployeeFeePercent: { columns: [], value: (_row, { setting }) => (setting ? percent(setting.savingEmployeeFeePercent) : null) },
  cashoutFeePercent: { columns: [], value: (_row, { setting }) => (setting ? percent(setting.cashoutFeePercent) : null) },
  maxOffer: { columns: ['maxOffer'], value: (row) => row.maxOffer ?? 0 },
  eligibilityHours: { columns: ['eligibilityHours'], value: (row) => hoursOf(row.eligibilityHours) },
  terminationDate: column('terminationDate'),
  terminationReason: column('terminationReason'),
  hasBankAccount: column('hasBankAccount'),
  bankAccountVerified: column('bankAccountVerified'),
  savingsEnabled: column('savingsEnabled'),
  hasSavingsAccount: column('hasSavingsAccount'),
  statusAdminEnabled: column('statusAdminEnabled'),
  statusSystemEnabled: column('statusSystemEnabled'),
  statusCreciEnabled: column('statusCreciEnabled'),
  statusLog: {
    columns: [],
    value: (_row, { logs }) =>
      logs.map((log) => ({
        type: log.type,
        changedTo: log.changedTo,
        changedBy: log.changedBy,
        changeMotives: log.changeMotives,
        changedAt: requiredInstant(log.changedAt),
      })),
  },
  activeProducts: {
    columns: ['activeProducts'],
    value: (row) => ({
      goals: row.activeProducts.includes('goals'),
      ewa: row.activeProducts.includes('ewa'),
      tips: row.activeProducts.includes('tips'),
    }),
  },
  grossTip: column('grossTip'),
  eligibleTip: column('eligibleTip'),
  tipsEnabled: column('tipsEnabled'),
  posId: column('posId'),
  ignoreRoleForTips: column('ignoreRoleForTips'),
  defaultRole: column('defaultRole'),
  tipRules: {
    columns: [],
    value: (_row, { rules }) =>
      rules.map((rule) => ({
        role: rule.role,
        automaticDisbursement: rule.automaticDisbursement,
        accumulateTips: rule.accumulateTips,
        allowsFullSplit: rule.allowsFullSplit,
      })),
  },
  commissionsActive: column('commissionsActive'),
  brands: {
    columns: ['titleId'],
    value: (_row, { position }) => (position ? [{ brand: position.brand, department: position.department, title: position.title, rank: position.rank }] : []),
  },
};

const allWorkerFields = Object.keys(workerFields) as (keyof Worker)[];
// What the related rows are looked up by: every field that reads them needs these too.
const relatedColumns: readonly WorkerColumn[] = ['id', 'companyId', 'titleId', 'currentPayPeriodStart'];

/**
 * The columns of `workers` the given fields are made of (every column without fields), for `db.select(…)`:
 * a page of 200 workers for the roster reads a third of the row.
 */
export function workerColumns(fields?: ReadonlySet<string>): Partial<Record<WorkerColumn, (typeof workers)[WorkerColumn]>> {
  if (!fields) return getTableColumns(workers);
  const names = new Set<WorkerColumn>(relatedColumns);
  for (const field of allWorkerFields) if (fields.has(field)) for (const name of workerFields[field].columns) names.add(name);
  return Object.fromEntries([...names].map((name) => [name, workers[name]]));
}

/**
 * Contract workers for database rows, with their logs, rules and positions loaded in a few queries. With
 * `fields` (a `_select`), only those fields are made, from rows that may hold only `workerColumns(fields)`;
 * without, every field.
 */
export async function workersOut(db: Db, rows: WorkerRow[]): Promise<Worker[]>;
export async function workersOut(db: Db, rows: WorkerRow[], fields: ReadonlySet<string> | undefined): Promise<Partial<Worker>[]>;
export async function workersOut(db: Db, rows: WorkerRow[], fields?: ReadonlySet<string>): Promise<Partial<Worker>[]> {
  if (rows.length === 0) return [];
  const made = fields ? allWorkerFields.filter((field) => fields.has(field)) : allWorkerFields;
  const ids = rows.map((row) => row.id);
  const wants = (...names: (keyof Worker)[]) => names.some((name) => made.includes(name));
  const [logs, rules, positions, settings, hours] = await Promise.all([
    wants('statusLog') ? db.select().from(workerStatusLog).where(inArray(workerStatusLog.workerId, ids)).orderBy(asc(workerStatusLog.changedAt), asc(workerStatusLog.id)) : [],
    wants('tipRules') ? db.select().from(tipRules).where(inArray(tipRules.workerId, ids)).orderBy(asc(tipRules.role)) : [],
    wants('brands')
      ? db
          .select({ titleId: titles.id, title: titles.name, rank: titles.rank, department: departments.name, brand: brands.name })
          .from(titles)
          .innerJoin(departments, eq(departments.id, titles.departmentId))
          .innerJoin(brands, eq(brands.id, departments.brandId))
          .where(inArray(titles.id, [...new Set(rows.map((row) => row.titleId).filter((id): id is string => id !== null)), '00000000-0000-0000-0000-000000000000']))
      : [],
    wants('transactionLimitPerPP', 'amountLimitPerPP', 'savingEmployeeFeePercent', 'cashoutFeePercent')
      ? db.select().from(companySettings).where(inArray(companySettings.companyId, [...new Set(rows.map((row) => row.companyId))]))
      : [],
    wants('hoursThisPeriod')
      ? db
          .select({ workerId: workerHours.workerId, date: workerHours.date, hours: workerHours.hours })
          .from(workerHours)
          .where(and(inArray(workerHours.workerId, ids), gte(workerHours.date, rows.reduce((min, row) => (row.currentPayPeriodStart && row.currentPayPeriodStart < min ? row.currentPayPeriodStart : min), '9999-12-31'))))
      : [],
  ]);
  // Grouped once: a filter over every loaded row for each worker was quadratic on a 200-worker page.
  const logsByWorker = groupBy(logs, (log) => log.workerId);
  const rulesByWorker = groupBy(rules, (rule) => rule.workerId);
  const hoursByWorker = groupBy(hours, (entry) => entry.workerId);
  return rows.map((row) => {
    const related: Related = {
      setting: settings.find((setting) => setting.companyId === row.companyId),
      position: positions.find((position) => position.titleId === row.titleId),
      logs: logsByWorker.get(row.id) ?? [],
      rules: rulesByWorker.get(row.id) ?? [],
      hours: hoursByWorker.get(row.id) ?? [],
    };
    const worker: Record<string, unknown> = {};
    for (const field of made) worker[field] = workerFields[field].value(row, related);
    return worker as Partial<Worker>;
  });
}

/** A worker the caller may reach (company and worker group), or 404. */
export async function findWorker(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<WorkerRow> {
  requireUuid(id, 'The worker');
  const restriction = workerGroupRestriction(auth.user);
  const [row] = await db
    .select()
    .from(workers)
    .where(where(eq(workers.id, id), inScope(scope, workers.companyId), restriction ? inArray(workers.workerGroupCode, restriction) : undefined));
  if (!row) throw notFound('The worker');
  return row;
}

type StringFilter = Schemas['StringFilter'];

function stringFilter(column: AnyColumn, filter: StringFilter | undefined, map: (value: string) => string[] = (v) => [v]): SQL | undefined {
  if (!filter) return undefined;
  const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean).flatMap(map);
  return where(
    filter.eq !== undefined ? inArray(column, map(filter.eq)) : undefined,
    filter.ne !== undefined ? notInArray(column, [...map(filter.ne)]) : undefined,
    filter.in !== undefined ? inArray(column, [...list(filter.in)]) : undefined,
    filter.nin !== undefined ? notInArray(column, [...list(filter.nin)]) : undefined,
    filter.like !== undefined ? ilike(column, `%${filter.like.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

const statusValues = (value: string): string[] => workerStatusIn[value as Schemas['WorkerStatus']] ?? [value];
const compensationValues = (value: string): string[] => {
  const mapped = compensationTypeIn[value as Schemas['CompensationType']];
  return mapped === undefined ? [value] : mapped === null ? [] : [mapped];
};
const workerTypeValues = (value: string): string[] => (value === 'temporary' ? ['contractor'] : [value]);

const identityFields = ['id', 'companyId', 'workerGroupCode', 'workerId', 'firstName', 'lastName', 'workerStatus'] as const;

export const workerHandlers = {
  async listUsers2({ query, auth, db, companyId }) {
    const page = paging(query);
    const restriction = workerGroupRestriction(auth.user);
    const condition = where(
      eq(workers.companyId, companyId),
      restriction ? inArray(workers.workerGroupCode, restriction) : undefined,
      stringFilter(workers.workerGroupCode, query.workerGroupCode),
      stringFilter(workers.workerStatus, query.workerStatus, statusValues),
      stringFilter(workers.workerId, query.workerId),
      stringFilter(workers.payrollFileNumber, query.payrollFileNumber),
      stringFilter(workers.firstName, query.firstName),
      stringFilter(workers.lastName, query.lastName),
      stringFilter(workers.email, query.email, (v) => [v.toLowerCase(), v]),
      stringFilter(workers.workerType, query.workerType, workerTypeValues),
      stringFilter(workers.compensationType, query.compensationType, compensationValues),
      query.tipsEnabled ? eq(workers.tipsEnabled, query.tipsEnabled.eq) : undefined,
      query.commissionsActive ? eq(workers.commissionsActive, query.commissionsActive.eq) : undefined,
    );
    // Only the selected fields are read and made: the roster asks for a third of a worker.
    const selected = query._select ? new Set<string>([...identityFields, ...query._select]) : undefined;
    const { rows, total } = await pageAndTotal(
      db
        .select(workerColumns(selected))
        .from(workers)
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: sql<number>`count(*)::int` }).from(workers).where(condition),
    );
    const items = (await workersOut(db, rows as WorkerRow[], selected)) as Schemas['WorkerSelection'][];
    return { status: 200, body: pageOf(items, total, page) };
  },

  async getWorker({ params, scope, auth, db }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    const [worker] = await workersOut(db, [row]);
    return { status: 200, body: worker! };
  },

  async setWorkerStatus({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    if (body.type !== 'admin' && !isInternal(auth)) {
      throw forbidden('Only the provider’s staff change the system and creci toggles.');
    }
    const column = { admin: 'statusAdminEnabled', system: 'statusSystemEnabled', creci: 'statusCreciEnabled' } as const;
    // §4: the three switches decide whether the worker is Active; a switch set to its own value logs nothing.
    const toggled = toggleWorkerStatus(
      { statusAdminEnabled: row.statusAdminEnabled, statusSystemEnabled: row.statusSystemEnabled, statusCreciEnabled: row.statusCreciEnabled },
      { toggle: body.type, enabled: body.enabled, changedBy: auth.user.email, changeMotives: body.motives, changedAt: now.toISOString() },
    );
    // A worker on leave or terminated keeps that status whatever the switches say; the others follow them.
    const workerStatus = row.workerStatus === 'on-leave' || row.workerStatus === 'terminated' ? row.workerStatus : toggled.worker.workerStatus === 'Active' ? 'active' : 'inactive';
    await db.transaction(async (tx) => {
      await tx
        .update(workers)
        .set({ [column[body.type]]: body.enabled, workerStatus, updatedAt: now })
        .where(eq(workers.id, row.id));
      if (toggled.entry) {
        await tx.insert(workerStatusLog).values({ workerId: row.id, ...toggled.entry, changedAt: now });
      }
      await audit(
        {
          companyId: row.companyId,
          entity: 'worker',
          entityId: row.id,
          action: 'setWorkerStatus',
          before: { [column[body.type]]: row[column[body.type]], workerStatus: row.workerStatus },
          after: { [column[body.type]]: body.enabled, workerStatus },
        },
        tx,
      );
    });
    const [updated] = await db.select().from(workers).where(eq(workers.id, row.id));
    const [worker] = await workersOut(db, [updated!]);
    return { status: 200, body: worker! };
  },

  async updateWorkerLimits({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    const [caps] = await db
      .select({ amountLimitPerPayPeriod: companySettings.amountLimitPerPayPeriod, transactionLimitPerPayPeriod: companySettings.transactionLimitPerPayPeriod })
      .from(companySettings)
      .where(eq(companySettings.companyId, row.companyId));
    const overCaps = caps ? workerLimitsOverCaps(body, caps) : [];
    if (overCaps.length > 0) {
      throw unprocessable(
        'A limit is above what the company allows per pay period.',
        overCaps.map(({ field, cap }) => ({
          pointer: `/body/${field}`,
          message: field === 'transactionLimitPerPP' ? `may be at most ${cap} transactions per pay period` : `may be at most ${cap} cents per pay period`,
        })),
      );
    }
    const change: Partial<typeof workers.$inferInsert> = { updatedAt: now };
    if (body.limitForUser !== undefined) change.limitForUser = body.limitForUser;
    if (body.transactionLimitPerPP !== undefined) change.transactionLimitPerPp = body.transactionLimitPerPP;
    if (body.amountLimitPerPP !== undefined) change.amountLimitPerPp = body.amountLimitPerPP;
    const [updated] = await db.transaction(async (tx) => {
      const result = await tx.update(workers).set(change).where(eq(workers.id, row.id)).returning();
      await audit(
        {
          companyId: row.companyId,
          entity: 'worker',
          entityId: row.id,
          action: 'updateWorkerLimits',
          before: { limitForUser: row.limitForUser, transactionLimitPerPP: row.transactionLimitPerPp, amountLimitPerPP: row.amountLimitPerPp },
          after: { limitForUser: result[0]!.limitForUser, transactionLimitPerPP: result[0]!.transactionLimitPerPp, amountLimitPerPP: result[0]!.amountLimitPerPp },
        },
        tx,
      );
      return result;
    });
    const [worker] = await workersOut(db, [updated!]);
    return { status: 200, body: worker! };
  },

  async updateWorkerTipSettings({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    if (body.tipRules) {
      const errors = validateTipRules(body.tipRules, '/body/tipRules');
      if (errors.length > 0) {
        throw unprocessable('The tip rules break a rule.', errors.map((e) => ({ pointer: e.path, message: e.message })));
      }
    }
    await db.transaction(async (tx) => {
      const change: Partial<typeof workers.$inferInsert> = { updatedAt: now };
      if (body.tipsEnabled !== undefined) change.tipsEnabled = body.tipsEnabled;
      if (body.ignoreRoleForTips !== undefined) change.ignoreRoleForTips = body.ignoreRoleForTips;
      if (body.defaultRole !== undefined) change.defaultRole = body.defaultRole;
      await tx.update(workers).set(change).where(eq(workers.id, row.id));
      if (body.tipRules) {
        await tx.delete(tipRules).where(eq(tipRules.workerId, row.id));
        if (body.tipRules.length > 0) {
          await tx.insert(tipRules).values(body.tipRules.map((rule) => ({ workerId: row.id, ...rule })));
        }
      }
      await audit(
        { companyId: row.companyId, entity: 'worker', entityId: row.id, action: 'updateWorkerTipSettings', before: { tipsEnabled: row.tipsEnabled, ignoreRoleForTips: row.ignoreRoleForTips, defaultRole: row.defaultRole }, after: body },
        tx,
      );
    });
    const [updated] = await db.select().from(workers).where(eq(workers.id, row.id));
    const [worker] = await workersOut(db, [updated!]);
    return { status: 200, body: worker! };
  },
} satisfies Partial<Handlers>;


