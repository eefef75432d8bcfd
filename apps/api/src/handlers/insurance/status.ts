import { and, desc, eq } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { auditEvents, insuranceEvents, insuranceStatuses } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { requiredInstant } from '../common.ts';
import { findWorker } from '../workers/find-worker.ts';

type Schemas = components['schemas'];

async function statusOut(db: Db, workerId: string): Promise<Schemas['InsuranceStatus']> {
  const [status] = await db.select().from(insuranceStatuses).where(eq(insuranceStatuses.workerId, workerId));
  const [last] = await db
    .select({ email: auditEvents.actorEmail, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'insurance-status'), eq(auditEvents.entityId, workerId)))
    .orderBy(desc(auditEvents.at))
    .limit(1);
  return {
    workerId,
    mcs: status?.mcs ?? false,
    delta: status?.delta ?? false,
    dataOrigin: status?.dataOrigin ?? 'offline',
    planType: status?.planType ?? null,
    updatedAt: status ? requiredInstant(last?.at ?? status.updatedAt) : null,
    updatedBy: last?.email ?? null,
  };
}

export const insuranceStatusHandlers = {
  async getInsuranceStatus({ query, scope, auth, db }) {
    const worker = await findWorker(db, scope, auth, query.workerId);
    return { status: 200, body: await statusOut(db, worker.id) };
  },

  async setInsuranceStatus({ params, body, scope, auth, db, audit, now }) {
    const worker = await findWorker(db, scope, auth, params.workerId);
    const before = await statusOut(db, worker.id);
    await db.transaction(async (tx) => {
      const values = {
        mcs: body.mcs,
        delta: body.delta,
        dataOrigin: body.dataOrigin,
        planType: body.planType ?? 'individual',
        updatedAt: now,
      };
      await tx
        .insert(insuranceStatuses)
        .values({ workerId: worker.id, companyId: worker.companyId, store: worker.city ?? 'Main', ...values })
        .onConflictDoUpdate({ target: insuranceStatuses.workerId, set: values });
      await tx.insert(insuranceEvents).values({
        companyId: worker.companyId,
        workerId: worker.id,
        kind: 'status-changed',
        actor: auth.user.email,
        payload: { before, after: body },
        at: now,
      });
      await audit(
        {
          companyId: worker.companyId,
          entity: 'insurance-status',
          entityId: worker.id,
          action: 'setInsuranceStatus',
          before: { mcs: before.mcs, delta: before.delta, dataOrigin: before.dataOrigin, planType: before.planType },
          after: body,
        },
        tx,
      );
    });
    return { status: 200, body: await statusOut(db, worker.id) };
  },
} satisfies Partial<Handlers>;
