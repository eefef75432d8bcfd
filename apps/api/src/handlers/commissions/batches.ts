import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  brands,
  commissionBatchTitles,
  commissionBatches,
  departments,
  titles,
  workerCommissions,
  workers,
} from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict } from '../../server/problem.ts';
import { pageOf, paging, where } from '../common.ts';
import { areaGeneration, findBatch, openableGenerations, requireArea } from './areas.ts';
import { auditBatch } from './batch-audit.ts';
import { batchesOut, batchOut } from './batch-out.ts';
import { countRows, pageOfRows } from '../queries.ts';
import { departmentBrand, titleDepartment, titleTree } from './titles.ts';
import { commissionsOf } from './worker-commissions.ts';

// A commission area's batches: listed, opened with their workers, and deleted while still drafts.
export const batchHandlers = {
  async listCommissionWorkers({ query, scope, auth, db }) {
    const batch = await findBatch(db, scope, query.commissionBatchId, await openableGenerations(db, auth));
    return { status: 200, body: { commissions: (await commissionsOf(db, [batch.id])).get(batch.id) ?? [] } };
  },

  async listCommissionBatches({ query, auth, db, companyId }) {
    await requireArea(db, auth, query.area, 'view');
    const page = paging(query);
    const openStatuses = ['draft', 'pending-approval', 'in-review', 'rejected'] as const;
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
      query.statusType === 'open'
        ? inArray(commissionBatches.status, [...openStatuses])
        : query.statusType === 'closed'
          ? eq(commissionBatches.status, 'approved')
          : undefined,
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
