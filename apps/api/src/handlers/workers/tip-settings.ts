import { eq } from 'drizzle-orm';
import { validateTipRules } from '@cuadre/domain';
import { tipRules, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { findWorker } from './find-worker.ts';
import { changedWorkerAnswer } from './workers-out.ts';

export const workerTipSettingHandlers = {
  async updateWorkerTipSettings({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    if (body.tipRules) {
      const errors = validateTipRules(body.tipRules, '/body/tipRules');
      if (errors.length > 0) {
        throw unprocessable(
          'The tip rules break a rule.',
          errors.map((e) => ({ pointer: e.path, message: e.message })),
        );
      }
    }
    await db.transaction(async (tx) => {
      const change: Partial<typeof workers.$inferInsert> = { updatedAt: now };
      if (body.tipsEnabled !== undefined) change.tipsEnabled = body.tipsEnabled;
      if (body.ignoreRoleForTips !== undefined) change.ignoreRoleForTips = body.ignoreRoleForTips;
      if (body.defaultRole !== undefined) change.defaultRole = body.defaultRole;
      await tx.update(workers).set(change).where(eq(workers.id, row.id));
      if (body.tipRules) {
        await tx.delete(tipRules).where(eq(tipRules.workerId, row.id));
        if (body.tipRules.length > 0) {
          await tx.insert(tipRules).values(body.tipRules.map((rule) => ({ workerId: row.id, ...rule })));
        }
      }
      await audit(
        {
          companyId: row.companyId,
          entity: 'worker',
          entityId: row.id,
          action: 'updateWorkerTipSettings',
          before: {
            tipsEnabled: row.tipsEnabled,
            ignoreRoleForTips: row.ignoreRoleForTips,
            defaultRole: row.defaultRole,
          },
          after: body,
        },
        tx,
      );
    });
    return changedWorkerAnswer(db, row.id);
  },
} satisfies Partial<Handlers>;
