// How a company's lists are read: a page of rows with how many match in all, kept to the worker groups the caller
// may see (the one group asked for, and the caller's own).
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import { requireWorkerGroup, type Paging } from '../common.ts';
import { countRows, inWorkerGroups as inCallerGroups, pageOfRows } from '../queries.ts';

/** For a caller limited to some worker groups, the condition `narrow` makes of them; nothing for one who is not. */
export function restrictedTo(
  auth: RequestAuth,
  narrow: (workerGroupCodes: string[]) => SQL | undefined,
): SQL | undefined {
  const restriction = workerGroupRestriction(auth.user);
  return restriction ? narrow(restriction) : undefined;
}

/**
 * The two conditions that keep rows to worker groups by their `column`: the group asked for, if any (404 first when
 * the caller may not see it), and the caller's own groups, if limited to some.
 */
export function inWorkerGroups(
  auth: RequestAuth,
  column: AnyColumn,
  workerGroupCode: string | undefined,
): [SQL | undefined, SQL | undefined] {
  if (workerGroupCode) requireWorkerGroup(auth, workerGroupCode);
  return [workerGroupCode ? eq(column, workerGroupCode) : undefined, inCallerGroups(auth, column)];
}

/** How many rows of `table` match `condition`, as `pageAndTotal` takes it. */
export const countOf = (db: Db, table: PgTable, condition: SQL | undefined) =>
  db.select(countRows).from(table).where(condition);

/** A page of the whole rows of `table` that match `condition`, in `order`, and how many match in all. */
export function pageOfTable<Table extends PgTable>(
  db: Db,
  page: Paging,
  table: Table,
  condition: SQL | undefined,
  order: SQL[],
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(condition)
    .orderBy(...order);
  // The select of a table the type names only as `PgTable` has untyped rows: they are that table's rows.
  return pageOfRows(
    page,
    rows as unknown as PromiseLike<Table['$inferSelect'][]> & typeof rows,
    countOf(db, table, condition),
  );
}
