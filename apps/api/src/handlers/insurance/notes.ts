import { desc, eq } from 'drizzle-orm';
import { insuranceEvents, insuranceNotes } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { requiredInstant } from '../common.ts';
import { findWorker } from '../workers/find-worker.ts';

export const insuranceNoteHandlers = {
  async listInsuranceNotes({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    const rows = await db
      .select()
      .from(insuranceNotes)
      .where(eq(insuranceNotes.workerId, worker.id))
      .orderBy(desc(insuranceNotes.createdAt));
    return {
      status: 200,
      body: {
        notes: rows.map((r) => ({
          id: r.id,
          workerId: r.workerId,
          message: r.message,
          createdBy: r.createdBy,
          createdAt: requiredInstant(r.createdAt),
        })),
      },
    };
  },

  async addInsuranceNote({ body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, body.workerId);
    const note = await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(insuranceNotes)
        .values({
          companyId: worker.companyId,
          workerId: worker.id,
          message: body.message,
          createdBy: auth.user.email,
          createdAt: now,
        })
        .returning();
      await tx.insert(insuranceEvents).values({
        companyId: worker.companyId,
        workerId: worker.id,
        kind: 'note-added',
        actor: auth.user.email,
        payload: { noteId: saved!.id },
        at: now,
      });
      await audit(
        {
          companyId: worker.companyId,
          entity: 'insurance-note',
          entityId: saved!.id,
          action: 'addInsuranceNote',
          after: { message: body.message },
        },
        tx,
      );
      return saved!;
    });
    return {
      status: 201,
      body: {
        id: note.id,
        workerId: note.workerId,
        message: note.message,
        createdBy: note.createdBy,
        createdAt: requiredInstant(note.createdAt),
      },
    };
  },
} satisfies Partial<Handlers>;
