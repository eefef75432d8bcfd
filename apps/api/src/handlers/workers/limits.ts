import { eq } from 'drizzle-orm';
import { workerLimitsOverCaps } from '@cuadre/domain';
import { companySettings, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { findWorker } from './find-worker.ts';
import { workerAnswer } from './workers-out.ts';

export const workerLimitHandlers = {
  async updateWorkerLimits({ params, body, scope, auth, db, audit, now }) {
    const row = await findWorker(db, scope, auth, params.workerId);
    const [caps] = await db
      .select({
        amountLimitPerPayPeriod: companySettings.amountLimitPerPayPeriod,
        transactionLimitPerPayPeriod: companySettings.transactionLimitPerPayPeriod,
      })
      .from(companySettings)
      .where(eq(companySettings.companyId, row.companyId));
    const overCaps = caps ? workerLimitsOverCaps(body, caps) : [];
    if (overCaps.length > 0) {
      throw unprocessable(
        'A limit is above what the company allows per pay period.',
        overCaps.map(({ field, cap }) => ({
          pointer: `/body/${field}`,
          message:
            field === 'transactionLimitPerPP'
              ? `may be at most ${cap} transactions per pay period`
              : `may be at most ${cap} cents per pay period`,
        })),
      );
    }
    const change: Partial<typeof workers.$inferInsert> = { updatedAt: now };
    if (body.limitForUser !== undefined) change.limitForUser = body.limitForUser;
    if (body.transactionLimitPerPP !== undefined) change.transactionLimitPerPp = body.transactionLimitPerPP;
    if (body.amountLimitPerPP !== undefined) change.amountLimitPerPp = body.amountLimitPerPP;
    const [updated] = await db.transaction(async (tx) => {
      const result = await tx.update(workers).set(change).where(eq(workers.id, row.id)).returning();
      await audit(
        {
          companyId: row.companyId,
          entity: 'worker',
          entityId: row.id,
          action: 'updateWorkerLimits',
          before: {
            limitForUser: row.limitForUser,
            transactionLimitPerPP: row.transactionLimitPerPp,
            amountLimitPerPP: row.amountLimitPerPp,
          },
          after: {
            limitForUser: result[0]!.limitForUser,
            transactionLimitPerPP: result[0]!.transactionLimitPerPp,
            amountLimitPerPP: result[0]!.amountLimitPerPp,
          },
        },
        tx,
      );
      return result;
    });
    return workerAnswer(db, updated!);
  },
} satisfies Partial<Handlers>;
