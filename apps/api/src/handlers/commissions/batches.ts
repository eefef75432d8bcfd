import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { isoInstantOfTimestamp, preparedRows } from '../../db/prepared.ts';
import {
  brands,
  commissionBatchEvents,
  commissionBatchManualInputs,
  commissionBatchTitles,
  commissionBatches,
  departments,
  titles,
  workerCommissions,
  workers,
} from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict } from '../../server/problem.ts';
import { pageOf, paging, where, type Paging } from '../common.ts';
import { areaGeneration, findBatch, openableGenerations, requireArea, type BatchRow } from './areas.ts';
import { auditBatch } from './batch-audit.ts';
import { batchesOut, batchOf, batchOut, batchTotalSql, type BatchParts, type BatchSums } from './batch-out.ts';
import { countRows, pageOfRows } from '../queries.ts';
import { departmentBrand, titleDepartment, titleTree } from './titles.ts';
import { commissionsOf } from './worker-commissions.ts';

type Schemas = components['schemas'];
type BatchFilters = {
  status?: BatchRow['status'][];
  creatorEmail?: string;
  invisible?: boolean;
  statusType?: 'open' | 'closed';
  uploaded?: boolean;
};

const openStatuses = ['draft', 'pending-approval', 'in-review', 'rejected'] as const;

// `statusType`: the open batches (still being worked on) or the closed ones (approved); both when not given.
const statusTypeCondition = (statusType: BatchFilters['statusType']): SQL | undefined =>
  statusType === 'open'
    ? inArray(commissionBatches.status, [...openStatuses])
    : statusType === 'closed'
      ? eq(commissionBatches.status, 'approved')
      : undefined;

// An expression of the select list, nested so the builder names every column with its table: in a select from one
// table it writes the list's own columns bare, and a bare `id` inside a subquery would be the subquery's.
const qualified = <T>(expression: SQL): SQL<T> => sql<T>`${expression}`;

// What a list shows of each batch besides its row, read beside it: its events in order, its manual inputs by name,
// its titles with their departments and brands, and its worker count and total, each worker at their manual total
// when one is set and excluded workers left out (as `batchesOut` reads them for a summary). Instants come as the
// driver's text, numbers of the inputs as text, so each value is made exactly as from its own column.
const batchPartColumns = {
  events: qualified<{ kind: string; actorEmail: string; at: string; message: string | null }[]>(
    sql`(select coalesce(json_agg(json_build_object('kind', ${commissionBatchEvents.kind}, 'actorEmail', ${commissionBatchEvents.actorEmail}, 'at', ${commissionBatchEvents.at}::text, 'message', ${commissionBatchEvents.message}) order by ${commissionBatchEvents.at}, ${commissionBatchEvents.id}), '[]'::json) from ${commissionBatchEvents} where ${commissionBatchEvents.batchId} = ${commissionBatches.id})`,
  ),
  manualInputs: qualified<{ name: string; value: string }[]>(
    sql`(select coalesce(json_agg(json_build_object('name', ${commissionBatchManualInputs.name}, 'value', ${commissionBatchManualInputs.value}::text) order by ${commissionBatchManualInputs.name}), '[]'::json) from ${commissionBatchManualInputs} where ${commissionBatchManualInputs.batchId} = ${commissionBatches.id})`,
  ),
  titles: qualified<{ brand: string; department: string; title: string }[]>(
    sql`(select coalesce(json_agg(json_build_object('brand', ${brands.name}, 'department', ${departments.name}, 'title', ${titles.name})), '[]'::json) from ${commissionBatchTitles} inner join ${titles} on ${eq(titles.id, commissionBatchTitles.titleId)} inner join ${departments} on ${titleDepartment} inner join ${brands} on ${departmentBrand} where ${commissionBatchTitles.batchId} = ${commissionBatches.id})`,
  ),
  // The worker count and the total in one pass over the batch's commissions (two subqueries read them twice:
  // the batches' page spent a fifth of its execution more, bench/RESULTS.md).
  sums: qualified<BatchSums>(
    sql`(select json_build_object('workerCount', count(*)::int, 'total', ${batchTotalSql}) from ${workerCommissions} where ${workerCommissions.batchId} = ${commissionBatches.id})`,
  ),
};

/**
 * A page of an area's batches as the list shows them, and how many match in all, in one prepared statement per
 * combination of the filters the request names (not the title filters): the same rows, order, parts and total as the
 * general query and `batchesOut` below. Undefined for an empty page, which carries no count.
 */
async function batchSummaryPage(
  db: Db,
  companyId: string,
  generation: number,
  query: BatchFilters,
  page: Paging,
): Promise<{ items: Omit<Schemas['CommissionBatch'], 'commissions'>[]; total: number } | undefined> {
  const status = query.status && query.status.length > 0;
  const key = [
    'listCommissionBatches',
    status ? 'status' : '',
    query.creatorEmail ? 'creator' : '',
    query.invisible === true ? 'invisible' : '',
    query.statusType ?? '',
    query.uploaded === undefined ? '' : 'uploaded',
  ].join(':');
  const statement = preparedRows(db, key, (name) => {
    const value = <T>(placeholder: string) => sql.placeholder(placeholder) as unknown as T;
    const condition = where(
      eq(commissionBatches.companyId, value<string>('companyId')),
      eq(commissionBatches.generation, value<number>('generation')),
      status ? sql`${commissionBatches.status} = any(${sql.placeholder('status')})` : undefined,
      query.creatorEmail ? eq(commissionBatches.creatorEmail, value<string>('creatorEmail')) : undefined,
      query.invisible === true ? undefined : eq(commissionBatches.invisible, false),
      statusTypeCondition(query.statusType),
      query.uploaded === undefined ? undefined : eq(commissionBatches.uploaded, value<boolean>('uploaded')),
    );
    return db
      .select({
        ...getTableColumns(commissionBatches),
        ...batchPartColumns,
        rowsMatched: sql<number>`(select count(*)::int from ${commissionBatches} where ${condition})`,
      })
      .from(commissionBatches)
      .where(condition)
      .orderBy(desc(commissionBatches.startDate), desc(commissionBatches.createdAt))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const values = {
    companyId,
    generation,
    status: query.status,
    creatorEmail: query.creatorEmail?.toLowerCase(),
    uploaded: query.uploaded,
    limit: page.limit,
    offset: page.offset,
  };
  const rows = await statement.execute(values);
  if (rows.length === 0) return undefined;
  const items = rows.map((row) => {
    const parts: BatchParts = {
      events: row.events.map((event) => ({ ...event, at: isoInstantOfTimestamp(event.at) })),
      manualInputs: row.manualInputs,
      titles: row.titles,
      sums: row.sums,
      commissions: [],
    };
    const { commissions: _, ...summary } = batchOf(row, parts);
    return summary;
  });
  return { items, total: rows[0]!.rowsMatched };
}

// A commission area's batches: listed, opened with their workers, and deleted while still drafts.
export const batchHandlers = {
  async listCommissionWorkers({ query, scope, auth, db }) {
    const batch = await findBatch(db, scope, query.commissionBatchId, await openableGenerations(db, auth));
    return { status: 200, body: { commissions: (await commissionsOf(db, [batch.id])).get(batch.id) ?? [] } };
  },

  async listCommissionBatches({ query, auth, db, companyId }) {
    await requireArea(db, auth, query.area, 'view');
    const page = paging(query);
    if (!query.brand && !query.department && !query.title) {
      const summaries = await batchSummaryPage(db, companyId, areaGeneration[query.area], query, page);
      // An empty page is answered by the general query below, with its count.
      if (summaries) return { status: 200, body: pageOf(summaries.items, summaries.total, page) };
    }
    const filterTitles =
      query.brand || query.department || query.title
        ? db
            .select({ batchId: commissionBatchTitles.batchId })
            .from(commissionBatchTitles)
            .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
            .innerJoin(departments, titleDepartment)
            .innerJoin(brands, departmentBrand)
            .where(
              where(
                query.brand ? eq(brands.name, query.brand) : undefined,
                query.department ? eq(departments.name, query.department) : undefined,
                query.title ? eq(titles.name, query.title) : undefined,
              ),
            )
        : undefined;
    const condition = where(
      eq(commissionBatches.companyId, companyId),
      eq(commissionBatches.generation, areaGeneration[query.area]),
      query.status && query.status.length > 0 ? inArray(commissionBatches.status, query.status) : undefined,
      query.creatorEmail ? eq(commissionBatches.creatorEmail, query.creatorEmail.toLowerCase()) : undefined,
      // `invisible=true` includes the preview batches; by default they are left out.
      query.invisible === true ? undefined : eq(commissionBatches.invisible, false),
      statusTypeCondition(query.statusType),
      query.uploaded === undefined ? undefined : eq(commissionBatches.uploaded, query.uploaded),
      filterTitles ? inArray(commissionBatches.id, filterTitles) : undefined,
    );
    const { rows, total } = await pageOfRows(
      page,
      db
        .select()
        .from(commissionBatches)
        .where(condition)
        .orderBy(desc(commissionBatches.startDate), desc(commissionBatches.createdAt)),
      db.select(countRows).from(commissionBatches).where(condition),
    );
    const items = (await batchesOut(db, rows, 'summary')).map(({ commissions: _, ...summary }) => summary);
    return { status: 200, body: pageOf(items, total, page) };
  },

  async getCommissionBatch({ params, scope, auth, db }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    return { status: 200, body: await batchOut(db, batch.id) };
  },

  async getDynamicCommissionBatch({ params, scope, auth, db }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    return { status: 200, body: await batchOut(db, batch.id) };
  },

  async listBatchWorkersData({ query, scope, auth, db }) {
    const batch = await findBatch(db, scope, query.commissionBatchId, await openableGenerations(db, auth));
    const batchTitles = await db
      .select({ titleId: commissionBatchTitles.titleId })
      .from(commissionBatchTitles)
      .where(eq(commissionBatchTitles.batchId, batch.id));
    const tree = await titleTree(
      db,
      batchTitles.map((t) => t.titleId),
    );
    const treeIds = tree.map((t) => t.titleId);
    const rows =
      tree.length === 0
        ? []
        : await db
            .select()
            .from(workers)
            .where(and(eq(workers.companyId, batch.companyId), inArray(workers.titleId, treeIds)))
            .orderBy(asc(workers.lastName), asc(workers.firstName));
    const commissions = await db
      .select({ workerId: workerCommissions.workerId, planId: workerCommissions.compensationPlanId })
      .from(workerCommissions)
      .where(eq(workerCommissions.batchId, batch.id));
    return {
      status: 200,
      body: {
        workers: rows.map((w) => {
          const position = tree.find((t) => t.titleId === w.titleId)!;
          return {
            workerId: w.id,
            payrollFileNumber: w.payrollFileNumber,
            firstName: w.firstName,
            lastName: w.lastName,
            brand: position.brand,
            department: position.department,
            title: position.title,
            rank: position.rank,
            compensationPlanId: commissions.find((c) => c.workerId === w.id)?.planId ?? null,
            commissionsActive: w.commissionsActive,
          };
        }),
      },
    };
  },

  async deleteCommissionBatch({ params, scope, auth, db, audit }) {
    const batch = await findBatch(db, scope, params.id, await openableGenerations(db, auth));
    if (batch.status !== 'draft') throw conflict('Only a draft batch can be deleted.');
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(commissionBatches)
        .where(and(eq(commissionBatches.id, batch.id), eq(commissionBatches.status, 'draft')))
        .returning({ id: commissionBatches.id });
      if (removed.length === 0) throw conflict('The batch changed meanwhile; reload it.');
      await auditBatch(audit, tx, batch, 'deleteCommissionBatch', { before: { status: batch.status } });
    });
    return { status: 204 };
  },
} satisfies Partial<Handlers>;
