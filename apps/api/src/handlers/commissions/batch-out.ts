import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { workerCommissionTotal } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import {
  brands,
  commissionBatchEvents,
  commissionBatchManualInputs,
  commissionBatchTitles,
  commissionBatches,
  departments,
  titles,
  workerCommissions,
} from '../../db/schema/index.ts';
import { requiredInstant } from '../common.ts';
import { areaOfGeneration, type BatchRow } from './areas.ts';
import { departmentBrand, placeColumns, setOfWorkersOf, titleDepartment } from './titles.ts';
import { commissionsOf, EXCLUDED_STATUSES } from './worker-commissions.ts';

type Schemas = components['schemas'];

const eventTypes = new Set(['created', 'updated', 'submitted', 'moved-to-review', 'approved', 'rejected', 'uploaded']);

export type BatchSums = { workerCount: number; total: number };

/**
 * What a batch pays, summed by the database over its commissions: each worker at their manual total when one is set
 * (the domain's workerCommissionTotal), excluded workers left out. An aggregate: used where the batch's commissions
 * are grouped or selected.
 */
export const batchTotalSql = sql<number>`coalesce(sum(coalesce(${workerCommissions.manualTotal}, ${workerCommissions.total})) filter (where ${notInArray(workerCommissions.status, [...EXCLUDED_STATUSES])}), 0)::bigint`;

/**
 * What a batch list shows of each batch, summed by the database: its worker count and the total it pays, each
 * worker at their manual total when one is set (the domain's workerCommissionTotal), excluded workers left out.
 * A page of 25 batches of a large company reads 25 rows instead of some 5,000.
 */
async function commissionSumsOf(db: Db, batchIds: string[]): Promise<Map<string, BatchSums>> {
  const rows = await db
    .select({
      batchId: workerCommissions.batchId,
      workerCount: sql<number>`count(*)::int`,
      total: batchTotalSql,
    })
    .from(workerCommissions)
    .where(inArray(workerCommissions.batchId, batchIds))
    .groupBy(workerCommissions.batchId);
  return new Map(rows.map((row) => [row.batchId, { workerCount: row.workerCount, total: Number(row.total) }]));
}

/** `summary` leaves `commissions` empty: lists show totals and counts, not each worker's inputs. */
export async function batchesOut(
  db: Db,
  rows: BatchRow[],
  detail: 'with-commissions' | 'summary' = 'with-commissions',
): Promise<Schemas['CommissionBatch'][]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, manual, batchTitles, commissions, totals] = await Promise.all([
    db
      .select()
      .from(commissionBatchEvents)
      .where(inArray(commissionBatchEvents.batchId, ids))
      .orderBy(asc(commissionBatchEvents.at), asc(commissionBatchEvents.id)),
    db
      .select()
      .from(commissionBatchManualInputs)
      .where(inArray(commissionBatchManualInputs.batchId, ids))
      .orderBy(asc(commissionBatchManualInputs.name)),
    // Each batch's titles with their department and brand, in the same round trip as the rest.
    db
      .select({ batchId: commissionBatchTitles.batchId, ...placeColumns })
      .from(commissionBatchTitles)
      .innerJoin(titles, eq(titles.id, commissionBatchTitles.titleId))
      .innerJoin(departments, titleDepartment)
      .innerJoin(brands, departmentBrand)
      .where(inArray(commissionBatchTitles.batchId, ids)),
    detail === 'with-commissions' ? commissionsOf(db, ids) : new Map<string, Schemas['WorkerCommission'][]>(),
    detail === 'summary' ? commissionSumsOf(db, ids) : new Map<string, BatchSums>(),
  ]);
  return rows.map((row) => {
    const own = commissions.get(row.id) ?? [];
    const sums: BatchSums =
      detail === 'summary'
        ? (totals.get(row.id) ?? { workerCount: 0, total: 0 })
        : {
            workerCount: own.length,
            total: own
              .filter((c) => c.status === 'included')
              .reduce((sum, c) => sum + workerCommissionTotal([c.total], c.manualTotal), 0),
          };
    return batchOf(row, {
      events: events.filter((e) => e.batchId === row.id),
      manualInputs: manual.filter((m) => m.batchId === row.id),
      titles: batchTitles.filter((title) => title.batchId === row.id),
      sums,
      commissions: own,
    });
  });
}

/** What a batch answer is made of besides its row: its events in order, manual inputs by name, titles and sums. */
export type BatchParts = {
  events: { kind: string; actorEmail: string; at: Date | string; message: string | null }[];
  manualInputs: { name: string; value: number | string }[];
  titles: { brand: string; department: string; title: string }[];
  sums: BatchSums;
  commissions: Schemas['WorkerCommission'][];
};

/** A batch as the contract shows it. */
export function batchOf(row: BatchRow, parts: BatchParts): Schemas['CommissionBatch'] {
  return {
    id: row.id,
    area: areaOfGeneration(row.generation),
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    uploaded: row.uploaded,
    status: row.status,
    companyId: row.companyId,
    creatorEmail: row.creatorEmail,
    notes: row.notes,
    events: parts.events.map((e) => ({
      type: (eventTypes.has(e.kind) ? e.kind : 'updated') as Schemas['CommissionBatchEvent']['type'],
      actorEmail: e.actorEmail,
      at: requiredInstant(e.at),
      reason: e.message,
    })),
    manualInputs: parts.manualInputs.map((m) => ({ name: m.name, value: Number(m.value) })),
    setOfWorkers: setOfWorkersOf(parts.titles),
    total: parts.sums.total,
    workerCount: parts.sums.workerCount,
    version: new Date(row.updatedAt).getTime(),
    createdAt: requiredInstant(row.createdAt),
    updatedAt: requiredInstant(row.updatedAt),
    commissions: parts.commissions,
  };
}

export async function batchOut(db: Db, id: string): Promise<Schemas['CommissionBatch']> {
  const [row] = await db.select().from(commissionBatches).where(eq(commissionBatches.id, id));
  const [out] = await batchesOut(db, [row!]);
  return out!;
}
