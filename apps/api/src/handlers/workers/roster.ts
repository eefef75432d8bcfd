import { asc, eq, ilike, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { preparedRows } from '../../db/prepared.ts';
import type { components } from '@cuadre/api-client';
import { workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, where, type Paging } from '../common.ts';
import { compensationTypeIn, workerStatusIn } from '../mappers.ts';
import { findWorker, type WorkerRow } from './find-worker.ts';
import { countRows, inWorkerGroups, pageOfRows } from '../queries.ts';
import { workerAnswer, workerColumns, workersOut } from './workers-out.ts';

type Schemas = components['schemas'];
type StringFilter = Schemas['StringFilter'];

function stringFilter(
  column: AnyColumn,
  filter: StringFilter | undefined,
  map: (value: string) => string[] = (v) => [v],
): SQL | undefined {
  if (!filter) return undefined;
  const list = (text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .flatMap(map);
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

const identityFields = [
  'id',
  'companyId',
  'workerGroupCode',
  'workerId',
  'firstName',
  'lastName',
  'workerStatus',
] as const;

// The filters of the roster besides its company: a request with none of them reads a prepared statement.
const filterNames = [
  'workerGroupCode',
  'workerStatus',
  'workerId',
  'payrollFileNumber',
  'firstName',
  'lastName',
  'email',
  'workerType',
  'compensationType',
  'tipsEnabled',
  'commissionsActive',
] as const;

/**
 * A page of a company's roster with no filter but the caller's worker groups, and how many workers it has in all, in
 * one prepared statement per selection: the same rows, order and total as the general query below.
 */
async function unfilteredPage(
  db: Db,
  companyId: string,
  restriction: readonly string[] | null,
  selected: ReadonlySet<string> | undefined,
  page: Paging,
): Promise<{ rows: WorkerRow[]; total: number }> {
  const columns = workerColumns(selected);
  const key = `listUsers2:${restriction ? 'groups' : 'all'}:${Object.keys(columns).join(',')}`;
  const statement = preparedRows(db, key, (name) => {
    const condition = where(
      eq(workers.companyId, sql.placeholder('companyId')),
      restriction ? sql`${workers.workerGroupCode} = any(${sql.placeholder('groups')})` : undefined,
    );
    const rows = db
      .select({ ...columns, rowsMatched: sql<number>`(select count(*)::int from ${workers} where ${condition})` })
      .from(workers)
      .where(condition)
      .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return rows.prepare(name);
  });
  const values = { companyId, groups: restriction, limit: page.limit, offset: page.offset };
  const rows = (await statement.execute(values)) as (WorkerRow & { rowsMatched: number })[];
  if (rows.length > 0) return { rows, total: rows[0]!.rowsMatched };
  // An empty page carries no count: asked on its own.
  const [count] = await db
    .select(countRows)
    .from(workers)
    .where(
      where(
        eq(workers.companyId, companyId),
        restriction ? inArray(workers.workerGroupCode, [...restriction]) : undefined,
      ),
    );
  return { rows, total: Number(count?.n ?? 0) };
}

export const rosterHandlers = {
  async listUsers2({ query, auth, db, companyId }) {
    const page = paging(query);
    // Only the selected fields are read and made: the roster asks for a third of a worker.
    const selected = query._select ? new Set<string>([...identityFields, ...query._select]) : undefined;
    if (filterNames.every((name) => query[name] === undefined)) {
      const { rows, total } = await unfilteredPage(db, companyId, workerGroupRestriction(auth.user), selected, page);
      const items = (await workersOut(db, rows, selected)) as Schemas['WorkerSelection'][];
      return { status: 200, body: pageOf(items, total, page) };
    }
    const condition = where(
      eq(workers.companyId, companyId),
      inWorkerGroups(auth, workers.workerGroupCode),
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
    const { rows, total } = await pageOfRows(
      page,
      db
        .select(workerColumns(selected))
        .from(workers)
        .where(condition)
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id)),
      db.select(countRows).from(workers).where(condition),
    );
    const items = (await workersOut(db, rows as WorkerRow[], selected)) as Schemas['WorkerSelection'][];
    return { status: 200, body: pageOf(items, total, page) };
  },

  async getWorker({ params, scope, auth, db }) {
    return workerAnswer(db, await findWorker(db, scope, auth, params.workerId));
  },
} satisfies Partial<Handlers>;
