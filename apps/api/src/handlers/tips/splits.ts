import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { canTransitionSplitItem } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { tipSplitItems, tipSplits } from '../../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../../server/problem.ts';
import { inScope, pageAndTotal, pageOf, paging, requireUuid, where } from '../common.ts';
import { inGroup, onTipDay, readGroup, visibleGroups } from './group.ts';
import { splitOut, splitsOut, type SplitRow } from './mappers.ts';

/** A tip split of the caller's companies and worker groups, or 404. */
async function findSplit(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<SplitRow> {
  requireUuid(id, 'The tip split');
  const reachable = where(
    eq(tipSplits.id, id),
    inScope(scope, tipSplits.companyId),
    ...visibleGroups(auth, tipSplits.workerGroupCode),
  );
  const [row] = await db.select().from(tipSplits).where(reachable);
  if (!row) throw notFound('The tip split');
  return row;
}

/** What the audit log records of every change to a split's shares. */
const splitEntry = (split: SplitRow) => ({ companyId: split.companyId, entity: 'tip-split', entityId: split.id });

/** The tip splits of a group: listed, read one at a time, approved and retried (created in `split-create.ts`). */
export const tipSplitHandlers = {
  async listTipSplits({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const page = paging(query);
    const day = query.date === undefined ? undefined : eq(tipSplits.dateTip, query.date);
    const paid = query.paid === undefined ? undefined : eq(tipSplits.paid, query.paid);
    const condition = where(...inGroup(tipSplits, group), day, paid);
    const newestFirst = db
      .select()
      .from(tipSplits)
      .where(condition)
      .orderBy(desc(tipSplits.dateTip), desc(tipSplits.createdAt), asc(tipSplits.id));
    const { rows, total } = await pageAndTotal(
      newestFirst.limit(page.limit).offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(tipSplits)
        .where(condition),
    );
    return { status: 200, body: pageOf(await splitsOut(db, rows), total, page) };
  },

  async getTipSplit({ query, scope, auth, db }) {
    const split = await findSplit(db, scope, auth, query.splitId);
    return { status: 200, body: await splitOut(db, split) };
  },

  async listTipSplitsReceivedByWorker({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    requireUuid(query.workerId, 'The worker');
    const received = db
      .selectDistinct({ id: tipSplitItems.splitId })
      .from(tipSplitItems)
      .where(eq(tipSplitItems.workerId, query.workerId));
    const onDay = and(...onTipDay(tipSplits, group, query.date), inArray(tipSplits.id, received));
    const rows = await db.select().from(tipSplits).where(onDay).orderBy(asc(tipSplits.createdAt));
    return { status: 200, body: { splits: await splitsOut(db, rows) } };
  },

  async approveTipSplit({ params, scope, auth, db, audit }) {
    const split = await findSplit(db, scope, auth, params.splitId);
    await db.transaction(async (tx) => {
      const items = await tx.select().from(tipSplitItems).where(eq(tipSplitItems.splitId, split.id));
      const pending = items.filter((item) => item.status !== 'approved');
      if (pending.length === 0) throw conflict('Every share of this split is already approved.');
      if (pending.some((item) => !canTransitionSplitItem(item.status, 'approved', 'tips-admin')))
        throw conflict('A failed share must be retried before it is approved.');
      const moved = await tx
        .update(tipSplitItems)
        .set({ status: 'approved' })
        .where(and(eq(tipSplitItems.splitId, split.id), eq(tipSplitItems.status, 'ready')))
        .returning({ id: tipSplitItems.id });
      if (moved.length !== pending.length) throw conflict('The split changed meanwhile; reload it.');
      await audit(
        { ...splitEntry(split), action: 'approveTipSplit', before: { status: 'ready' }, after: { status: 'approved' } },
        tx,
      );
    });
    return { status: 200, body: await splitOut(db, split) };
  },

  async retryTipSplit({ params, body, scope, auth, db, audit }) {
    const split = await findSplit(db, scope, auth, params.splitId);
    await db.transaction(async (tx) => {
      // Locked, so a share approved or retried at the same moment is seen in its new status.
      const items = await tx.select().from(tipSplitItems).where(eq(tipSplitItems.splitId, split.id)).for('update');
      const named = body?.workerIds;
      const strangers = (named ?? []).flatMap((workerId, index) =>
        items.some((item) => item.workerId === workerId)
          ? []
          : [{ pointer: `/body/workerIds/${index}`, message: 'No share of this split goes to this worker.' }],
      );
      if (strangers.length > 0)
        throw unprocessable('The split has no share for some of these workers; nothing was retried.', strangers);
      const chosen = named
        ? items.filter((item) => named.includes(item.workerId))
        : items.filter((item) => item.status === 'fail');
      if (chosen.length === 0) throw conflict('No failed share to retry.');
      const settled = chosen.filter((item) => !canTransitionSplitItem(item.status, 'ready', 'tips-admin'));
      const why = settled.map((item) => `the share of worker ${item.workerId} is ${item.status}`).join(', ');
      if (settled.length > 0) throw conflict(`Only a failed share can be retried; ${why}. Nothing was retried.`);
      const ids = chosen.map((item) => item.id);
      await tx.update(tipSplitItems).set({ status: 'ready', reason: null }).where(inArray(tipSplitItems.id, ids));
      const after = { status: 'ready', workerIds: chosen.map((c) => c.workerId) };
      await audit({ ...splitEntry(split), action: 'retryTipSplit', before: { status: 'fail' }, after }, tx);
    });
    return { status: 200, body: await splitOut(db, split) };
  },
} satisfies Partial<Handlers>;
