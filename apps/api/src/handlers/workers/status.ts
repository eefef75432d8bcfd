import { eq } from 'drizzle-orm';
import { toggleWorkerStatus } from '@cuadre/domain';
import { workerStatusLog, workers } from '../../db/schema/index.ts';
import { isInternal } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { forbidden } from '../../server/problem.ts';
import { findWorker } from './find-worker.ts';
import { changedWorkerAnswer } from './workers-out.ts';

export const workerStatusHandlers = {
  async setWorkerStatus({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    if (body.type !== 'admin' && !isInternal(auth)) {
      throw forbidden('Only the provider’s staff change the system and creci toggles.');
    }
    const column = { admin: 'statusAdminEnabled', system: 'statusSystemEnabled', creci: 'statusCreciEnabled' } as const;
    // §4: the three switches decide whether the worker is Active; a switch set to its own value logs nothing.
    const toggled = toggleWorkerStatus(
      {
        statusAdminEnabled: row.statusAdminEnabled,
        statusSystemEnabled: row.statusSystemEnabled,
        statusCreciEnabled: row.statusCreciEnabled,
      },
      {
        toggle: body.type,
        enabled: body.enabled,
        changedBy: auth.user.email,
        changeMotives: body.motives,
        changedAt: now.toISOString(),
      },
    );
    // A worker on leave or terminated keeps that status whatever the switches say; the others follow them.
    const workerStatus =
      row.workerStatus === 'on-leave' || row.workerStatus === 'terminated'
        ? row.workerStatus
        : toggled.worker.workerStatus === 'Active'
          ? 'active'
          : 'inactive';
    await db.transaction(async (tx) => {
      await tx
        .update(workers)
        .set({ [column[body.type]]: body.enabled, workerStatus, updatedAt: now })
        .where(eq(workers.id, row.id));
      if (toggled.entry) {
        await tx.insert(workerStatusLog).values({ workerId: row.id, ...toggled.entry, changedAt: now });
      }
      await audit(
        {
          companyId: row.companyId,
          entity: 'worker',
          entityId: row.id,
          action: 'setWorkerStatus',
          before: { [column[body.type]]: row[column[body.type]], workerStatus: row.workerStatus },
          after: { [column[body.type]]: body.enabled, workerStatus },
        },
        tx,
      );
    });
    return changedWorkerAnswer(db, row.id);
  },
} satisfies Partial<Handlers>;
