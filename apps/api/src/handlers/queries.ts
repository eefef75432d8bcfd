import { asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../db/index.ts';
import type { CompanyScope, RequestAuth } from '../server/authorization.ts';
import { notFound } from '../server/problem.ts';
import { inScope, pageAndTotal, requireUuid, requireWorkerGroup, where, type Paging } from './common.ts';

// Queries the handlers of several areas share: what of a company a caller may reach, pages of lists, latest rows.

/** Narrows a query to the worker groups the caller may reach: nothing for a user not limited to some groups. */
export function inWorkerGroups(auth: RequestAuth, column: AnyColumn): SQL | undefined {
  const restriction = workerGroupRestriction(auth.user);
  return restriction ? inArray(column, restriction) : undefined;
}

/** A table whose rows belong to a company and a worker group. */
type GroupTable = PgTable & { id: AnyColumn; companyId: AnyColumn; workerGroupCode: AnyColumn };

/** A row of a company and worker group the caller may reach, by its id, or 404 naming `what`. */
export async function findReachable<T extends GroupTable>(
  db: Db,
  table: T,
  what: string,
  { scope, auth, id }: { scope: CompanyScope; auth: RequestAuth; id: string },
): Promise<T['$inferSelect']> {
  requireUuid(id, what);
  const from: PgTable = table;
  const reachable = where(
    eq(table.id, id),
    inScope(scope, table.companyId),
    inWorkerGroups(auth, table.workerGroupCode),
  );
  const [row] = await db.select().from(from).where(reachable);
  if (!row) throw notFound(what);
  return row as T['$inferSelect'];
}

/** The selection that counts the rows a query matches: `db.select(countRows).from(…).where(…)`. */
export const countRows = { n: sql<number>`count(*)::int` };

/** A list's query in its order, not yet cut to a page. */
type Pageable<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/** One page of `rows` and how many rows match in all (`count`, a `countRows` query), asked side by side. */
export const pageOfRows = <Row>(page: Paging, rows: Pageable<Row>, count: PromiseLike<{ n: number }[]>) =>
  pageAndTotal(rows.limit(page.limit).offset(page.offset), count);

/** The rows of `table` whose `column` is one of `ids`, in `position` order: none, and no query, for no ids. */
export async function inPositionOrder<Table extends PgTable & { position: AnyColumn }>(
  db: Db,
  table: Table,
  column: AnyColumn,
  ids: string[],
): Promise<Table['$inferSelect'][]> {
  if (ids.length === 0) return [];
  const rows = db
    .select()
    .from(table as PgTable)
    .where(inArray(column, ids))
    .orderBy(asc(table.position));
  return (await rows) as Table['$inferSelect'][];
}

type GroupListQuery = { workerGroupCode?: string | undefined; from?: string | undefined; to?: string | undefined };

/**
 * The condition of a list of a company's rows by worker group and dates: the company, the group the query names
 * (404 when the caller may not reach it), the caller's groups, the `other` conditions, then the dates from and to.
 */
export function groupListCondition(
  columns: { companyId: AnyColumn; workerGroupCode: AnyColumn; date: AnyColumn },
  { auth, companyId, query }: { auth: RequestAuth; companyId: string; query: GroupListQuery },
  ...other: (SQL | undefined)[]
): SQL | undefined {
  if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
  return where(
    eq(columns.companyId, companyId),
    query.workerGroupCode ? eq(columns.workerGroupCode, query.workerGroupCode) : undefined,
    inWorkerGroups(auth, columns.workerGroupCode),
    ...other,
    query.from ? gte(columns.date, query.from) : undefined,
    query.to ? lte(columns.date, query.to) : undefined,
  );
}

/** The newest row of `table` that matches `condition`, by the instant `at`. */
export async function newestRow<T extends PgTable>(
  db: Db,
  table: T,
  condition: SQL | undefined,
  at: AnyColumn,
): Promise<T['$inferSelect'] | undefined> {
  const from: PgTable = table;
  const [row] = await db.select().from(from).where(condition).orderBy(desc(at)).limit(1);
  return row as T['$inferSelect'] | undefined;
}
