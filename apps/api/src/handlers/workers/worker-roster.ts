import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { where } from '../common.ts';
import { countRows, inWorkerGroups } from '../queries.ts';
import { findWorker, type WorkerRow } from './find-worker.ts';
import { workerColumns, workersOut } from './workers-out.ts';

type Roster = components['schemas']['WorkerRoster'];
type RosterColumns = Roster['columns'];
type RosterField = keyof RosterColumns;

// The fields of the employees table, each a column of the answer; `payRateUnit` and `activeProducts` as the
// roster's own compact shapes.
const rosterFields = [
  'id',
  'workerGroupCode',
  'workerId',
  'payrollFileNumber',
  'firstName',
  'lastName',
  'workerStatus',
  'workerType',
  'compensationType',
  'activeProducts',
  'payRate',
  'payRateUnit',
  'limitForUser',
  'amountLimitPerPP',
  'transactionLimitPerPP',
  'hireDate',
  'email',
] as const satisfies readonly RosterField[];

const selected: ReadonlySet<string> = new Set(rosterFields);
const products = ['ewa', 'tips', 'goals'] as const;

export const workerRosterHandlers = {
  async listWorkerRoster({ query, scope, auth, db, companyId }) {
    const limit = query.limit ?? 5000;
    const visible = where(eq(workers.companyId, companyId), inWorkerGroups(auth, workers.workerGroupCode));
    // The chunk goes on after the worker named by `after`, on the index of the roster's order.
    const previous = query.after === undefined ? undefined : await findWorker(db, scope, auth, query.after);
    const after = previous
      ? sql`(${workers.lastName}, ${workers.firstName}, ${workers.id}) > (${previous.lastName}, ${previous.firstName}, ${previous.id})`
      : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select(workerColumns(selected))
        .from(workers)
        .where(where(visible, after))
        .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
        .limit(limit + 1),
      db.select(countRows).from(workers).where(visible),
    ]);
    const chunk = rows.slice(0, limit) as WorkerRow[];
    const made = await workersOut(db, chunk, selected);
    const columns = Object.fromEntries(rosterFields.map((field) => [field, new Array<unknown>(made.length)])) as {
      [Field in RosterField]: unknown[];
    };
    made.forEach((worker, position) => {
      for (const field of rosterFields) {
        const value = worker[field];
        columns[field][position] =
          field === 'activeProducts'
            ? products.filter((product) => worker.activeProducts?.[product] === true)
            : (value ?? null);
      }
    });
    return {
      status: 200,
      body: {
        total: count?.n ?? 0,
        next: rows.length > limit ? (chunk.at(-1)?.id ?? null) : null,
        columns: columns as RosterColumns,
      },
    };
  },
} satisfies Partial<Handlers>;
