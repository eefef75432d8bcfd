import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { tipHistoryNotes } from '../../db/schema/index.ts';
import type { BodyOfResult, Handlers } from '../../server/handler-types.ts';
import { requiredInstant } from '../common.ts';
import { onTipDay, readGroup, requireGroup, type TipGroup } from './group.ts';

/** The notes left on one tip day of a group, oldest first. */
async function notesOf(db: Db, group: TipGroup, dateTip: string): Promise<BodyOfResult<'getTipHistoryNotes'>> {
  const rows = await db
    .select()
    .from(tipHistoryNotes)
    .where(and(...onTipDay(tipHistoryNotes, group, dateTip)))
    .orderBy(asc(tipHistoryNotes.createdAt));
  const notes = rows.map((r) => ({
    message: r.message,
    createdBy: r.createdBy,
    createdAt: requiredInstant(r.createdAt),
  }));
  return { companyId: group.companyId, workerGroupCode: group.workerGroupCode, dateTip, notes };
}

/** The notes tips admins leave on a day of tips. */
export const tipNoteHandlers = {
  async getTipHistoryNotes({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    return { status: 200, body: await notesOf(db, group, query.dateTip) };
  },

  async addTipHistoryNote({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const { dateTip, message } = body;
    await db.transaction(async (tx) => {
      const [note] = await tx
        .insert(tipHistoryNotes)
        .values({ ...group, dateTip, message, createdBy: auth.user.email })
        .returning();
      await audit(
        {
          companyId: group.companyId,
          entity: 'tip-history-note',
          entityId: note!.id,
          action: 'addTipHistoryNote',
          after: { dateTip, message },
        },
        tx,
      );
    });
    return { status: 201, body: await notesOf(db, group, dateTip) };
  },
} satisfies Partial<Handlers>;
