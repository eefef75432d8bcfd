import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { tipBatches, tipRecords } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { requiredInstant } from '../common.ts';
import { inGroup, readGroup } from './group.ts';
import type { Schemas } from './mappers.ts';

const batchStatusOut = { open: 'open', available: 'open', processing: 'distributed', paid: 'paid' } as const;

async function tipBatchesOut(db: Db, rows: (typeof tipBatches.$inferSelect)[]): Promise<Schemas['TipBatch'][]> {
  const ids = rows.map((r) => r.id);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ batchId: tipRecords.tipBatchId, n: sql<number>`count(distinct ${tipRecords.workerId})::int` })
          .from(tipRecords)
          .where(inArray(tipRecords.tipBatchId, ids))
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

/** The batches that meet the condition, newest first. */
async function batchesWhere(db: Db, condition: SQL | undefined): Promise<{ batches: Schemas['TipBatch'][] }> {
  const rows = await db.select().from(tipBatches).where(condition).orderBy(desc(tipBatches.startDate));
  return { batches: await tipBatchesOut(db, rows) };
}

/** The tip batches of a group, newest first: all of them, or those still open. */
export const tipBatchHandlers = {
  async listTipBatches({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    return { status: 200, body: await batchesWhere(db, and(...inGroup(tipBatches, group))) };
  },

  async listAvailableTipBatches({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const open = inArray(tipBatches.status, ['open', 'available']);
    return { status: 200, body: await batchesWhere(db, and(...inGroup(tipBatches, group), open)) };
  },
} satisfies Partial<Handlers>;
