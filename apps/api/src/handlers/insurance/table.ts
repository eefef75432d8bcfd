import { asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { components } from '@cuadre/api-client';
import { insuranceTableQueryErrors } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { insuranceStatuses, workers } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { pageOf, paging, where } from '../common.ts';
import { workerStatusIn, workerStatusOut } from '../mappers.ts';
import { countRows, inWorkerGroups, pageOfRows } from '../queries.ts';

type Schemas = components['schemas'];

type TableFilter = Schemas['InsuranceTableFilter'];

export const balanceColumnOf = (itemType: TableFilter['itemType']) =>
  itemType === 'mcs'
    ? insuranceStatuses.mcsBalance
    : itemType === 'delta'
      ? insuranceStatuses.deltaBalance
      : insuranceStatuses.balance;

/** Insurance statuses joined to their workers, selecting `fields`: what the table and its summary read. */
export const statusesWithWorkers = <Fields extends SelectedFields>(db: Db, fields: Fields) =>
  db.select(fields).from(insuranceStatuses).innerJoin(workers, eq(workers.id, insuranceStatuses.workerId));

/**
 * The table's filters as one condition over insurance_statuses joined to workers; 422 when a comparison has no value
 * (§5).
 */
export function tableCondition(body: TableFilter, auth: RequestAuth) {
  const problems = insuranceTableQueryErrors({
    balance: body.balance ?? 'any',
    balanceValue: body.balanceValue ?? null,
  });
  if (problems.length > 0)
    throw unprocessable(
      'The balance filter needs a value.',
      problems.map((p) => ({ pointer: `/body${p.path}`, message: p.message })),
    );
  const value = body.balanceValue ?? 0;
  const balanceColumn = balanceColumnOf(body.itemType);
  return where(
    eq(insuranceStatuses.companyId, body.companyId),
    // The same company on the worker's side lets the planner walk workers in name order and stop at a page.
    eq(workers.companyId, body.companyId),
    inWorkerGroups(auth, workers.workerGroupCode),
    body.planType ? eq(insuranceStatuses.planType, body.planType) : undefined,
    body.planOrigin ? eq(insuranceStatuses.dataOrigin, body.planOrigin) : undefined,
    body.store ? eq(insuranceStatuses.store, body.store) : undefined,
    body.itemType === 'mcs'
      ? eq(insuranceStatuses.mcs, true)
      : body.itemType === 'delta'
        ? eq(insuranceStatuses.delta, true)
        : undefined,
    body.workerStatus ? inArray(workers.workerStatus, workerStatusIn[body.workerStatus]) : undefined,
    body.balance === 'zero'
      ? eq(balanceColumn, 0)
      : body.balance === 'greater-than'
        ? gt(balanceColumn, value)
        : body.balance === 'less-than'
          ? lt(balanceColumn, value)
          : undefined,
  );
}

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
    const condition = tableCondition({ ...body, companyId }, auth);
    const { rows, total } = await pageOfRows(
      page,
      statusesWithWorkers(db, tableRowColumns)
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id)),
      statusesWithWorkers(db, countRows).where(condition),
    );
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
