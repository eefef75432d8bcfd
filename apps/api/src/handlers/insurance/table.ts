import { asc, eq, gt, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { components } from '@cuadre/api-client';
import { insuranceTableQueryErrors, workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { preparedRows } from '../../db/prepared.ts';
import { insuranceStatuses, workers } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { pageOf, paging, where, type Paging } from '../common.ts';
import { workerStatusIn, workerStatusOut } from '../mappers.ts';

type Schemas = components['schemas'];

type TableFilter = Schemas['InsuranceTableFilter'];

export const balanceColumnOf = (itemType: TableFilter['itemType']) =>
  itemType === 'mcs'
    ? insuranceStatuses.mcsBalance
    : itemType === 'delta'
      ? insuranceStatuses.deltaBalance
      : insuranceStatuses.balance;

/** Insurance statuses joined to their workers, selecting `fields`: what a page of the table reads. */
const statusesWithWorkers = <Fields extends SelectedFields>(db: Db, fields: Fields) =>
  db.select(fields).from(insuranceStatuses).innerJoin(workers, eq(workers.id, insuranceStatuses.workerId));

function requireBalanceValue(body: TableFilter): void {
  const problems = insuranceTableQueryErrors({
    balance: body.balance ?? 'any',
    balanceValue: body.balanceValue ?? null,
  });
  if (problems.length > 0)
    throw unprocessable(
      'The balance filter needs a value.',
      problems.map((p) => ({ pointer: `/body${p.path}`, message: p.message })),
    );
}

/**
 * The filters as a condition, with their values or (`placeholders`) a placeholder named as each value is in
 * `tablePage`: which filters the body names decides the condition's text, their values only its parameters.
 */
function conditionOf(body: TableFilter, restriction: readonly string[] | null, placeholders: boolean) {
  return where(...statusConditions(body, placeholders), ...workerConditions(body, restriction, placeholders));
}

const placeholderOr = (placeholders: boolean) => (name: string, actual: unknown) =>
  placeholders ? sql.placeholder(name) : actual;
const anyOf = (placeholders: boolean, column: AnyColumn, name: string, list: readonly string[]) =>
  placeholders ? sql`${column} = any(${sql.placeholder(name)})` : inArray(column, [...list]);

/** The filters on the insurance status itself. */
function statusConditions(body: TableFilter, placeholders: boolean) {
  const value = placeholderOr(placeholders);
  const balanceColumn = balanceColumnOf(body.itemType);
  const balanceValue = value('balanceValue', body.balanceValue ?? 0) as number;
  return [
    eq(insuranceStatuses.companyId, value('companyId', body.companyId) as string),
    body.planType
      ? eq(insuranceStatuses.planType, value('planType', body.planType) as NonNullable<TableFilter['planType']>)
      : undefined,
    body.planOrigin
      ? eq(insuranceStatuses.dataOrigin, value('planOrigin', body.planOrigin) as NonNullable<TableFilter['planOrigin']>)
      : undefined,
    body.store ? eq(insuranceStatuses.store, value('store', body.store) as string) : undefined,
    body.itemType === 'mcs'
      ? eq(insuranceStatuses.mcs, true)
      : body.itemType === 'delta'
        ? eq(insuranceStatuses.delta, true)
        : undefined,
    body.balance === 'zero'
      ? eq(balanceColumn, 0)
      : body.balance === 'greater-than'
        ? gt(balanceColumn, balanceValue)
        : body.balance === 'less-than'
          ? lt(balanceColumn, balanceValue)
          : undefined,
  ];
}

/** The filters on the worker: the company again, the reader's worker groups and the worker's status. */
function workerConditions(body: TableFilter, restriction: readonly string[] | null, placeholders: boolean) {
  return [
    // The same company on the worker's side lets the planner walk workers in name order and stop at a page.
    eq(workers.companyId, placeholderOr(placeholders)('companyId', body.companyId) as string),
    restriction ? anyOf(placeholders, workers.workerGroupCode, 'groups', restriction) : undefined,
    body.workerStatus
      ? anyOf(placeholders, workers.workerStatus, 'workerStatus', workerStatusIn[body.workerStatus])
      : undefined,
  ];
}

/**
 * The statuses the filters match, as the `from … where …` of a statement. A status names its worker's company (a foreign
 * key to the worker and company together, migration 0016), so the workers are joined only when their group or status
 * is filtered: joined, they took three quarters of the table's first page (bench/RESULTS.md, 29 November).
 */
function matchingStatuses(body: TableFilter, restriction: readonly string[] | null, placeholders: boolean) {
  if (!restriction && !body.workerStatus)
    return sql`${insuranceStatuses} where ${where(...statusConditions(body, placeholders))}`;
  return sql`${insuranceStatuses} inner join ${workers} on ${eq(workers.id, insuranceStatuses.workerId)} where ${conditionOf(body, restriction, placeholders)}`;
}

/** The statuses the table's filters match for `auth` (see `matchingStatuses`); 422 when a comparison has no value. */
export function matchingTableStatuses(body: TableFilter, auth: RequestAuth) {
  requireBalanceValue(body);
  return matchingStatuses(body, workerGroupRestriction(auth.user), false);
}

/** How many rows match, as SQL. */
const countOf = (body: TableFilter, restriction: readonly string[] | null, placeholders: boolean) =>
  sql<number>`(select count(*)::int from ${matchingStatuses(body, restriction, placeholders)})`;

// Only the columns a row of the table shows: both tables whole are some seventy columns, and building, reading and
// mapping them took half of the handler’s time or more (issue #37).
const tableRowColumns = {
  workerId: workers.id,
  firstName: workers.firstName,
  lastName: workers.lastName,
  payrollFileNumber: workers.payrollFileNumber,
  workerStatus: workers.workerStatus,
  store: insuranceStatuses.store,
  planType: insuranceStatuses.planType,
  planOrigin: insuranceStatuses.dataOrigin,
  mcs: insuranceStatuses.mcs,
  delta: insuranceStatuses.delta,
  mcsBalance: insuranceStatuses.mcsBalance,
  deltaBalance: insuranceStatuses.deltaBalance,
  balance: insuranceStatuses.balance,
};

/**
 * A page of the table and how many rows match in all: one prepared statement per combination of the filters the
 * body names, the count beside the rows.
 */
async function tablePage(db: Db, body: TableFilter, restriction: readonly string[] | null, page: Paging) {
  const key = [
    'getInsuranceTable',
    restriction ? 'groups' : '',
    body.planType ? 'planType' : '',
    body.planOrigin ? 'planOrigin' : '',
    body.store ? 'store' : '',
    body.itemType ?? '',
    body.workerStatus ? 'workerStatus' : '',
    body.balance ?? '',
  ].join(':');
  const statement = preparedRows(db, key, (name) => {
    const condition = conditionOf(body, restriction, true);
    return statusesWithWorkers(db, {
      ...tableRowColumns,
      rowsMatched: countOf(body, restriction, true),
    })
      .where(condition)
      .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const rows = await statement.execute({
    companyId: body.companyId,
    groups: restriction,
    planType: body.planType,
    planOrigin: body.planOrigin,
    store: body.store,
    workerStatus: body.workerStatus ? workerStatusIn[body.workerStatus] : undefined,
    balanceValue: body.balanceValue ?? 0,
    limit: page.limit,
    offset: page.offset,
  });
  if (rows.length > 0) return { rows, total: rows[0]!.rowsMatched };
  // An empty page carries no count: asked on its own.
  const counted = await db.execute<{ n: number }>(sql`select ${countOf(body, restriction, false)} as n`);
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}

export const insuranceTableHandlers = {
  async listInsuranceStores({ db, companyId }) {
    const rows = await db
      .selectDistinct({ store: insuranceStatuses.store })
      .from(insuranceStatuses)
      .where(eq(insuranceStatuses.companyId, companyId))
      .orderBy(asc(insuranceStatuses.store));
    return { status: 200, body: { stores: rows.map((r) => r.store) } };
  },

  async getInsuranceTable({ body, auth, db, companyId }) {
    const page = paging(body);
    const filter = { ...body, companyId };
    requireBalanceValue(filter);
    const { rows, total } = await tablePage(db, filter, workerGroupRestriction(auth.user), page);
    const items = rows.map((row) => ({
      workerId: row.workerId,
      firstName: row.firstName,
      lastName: row.lastName,
      payrollFileNumber: row.payrollFileNumber,
      store: row.store,
      workerStatus: workerStatusOut[row.workerStatus],
      planType: row.planType,
      planOrigin: row.planOrigin,
      mcs: row.mcs,
      delta: row.delta,
      mcsRemainingBalance: row.mcsBalance,
      deltaRemainingBalance: row.deltaBalance,
      totalRemainingBalance: row.balance,
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Partial<Handlers>;
