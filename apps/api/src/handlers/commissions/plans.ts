import { asc, eq } from 'drizzle-orm';
import { sortDynamicCommissionPlans } from '@cuadre/domain';
import { commissionPlans, dashboardUsers } from '../../db/schema/index.ts';
import { isInternal } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../../server/problem.ts';
import { inScope, requireUuid, where } from '../common.ts';
import { plansOut, savePlan } from './plan-queries.ts';
import { userTitleIds } from './titles.ts';

// The compensation plans a batch's workers are paid by, and the dynamic commission plans a user may use.
export const planHandlers = {
  async listCompensationPlans({ db, companyId }) {
    const rows = await db
      .select()
      .from(commissionPlans)
      .where(eq(commissionPlans.companyId, companyId))
      .orderBy(asc(commissionPlans.name), asc(commissionPlans.id));
    return { status: 200, body: { plans: await plansOut(db, rows) } };
  },

  async createCompensationPlan({ body, db, audit, companyId }) {
    const plan = await db.transaction(async (tx) => {
      const id = await savePlan(tx, companyId, { ...body, companyId }, null);
      const [row] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, id));
      const [saved] = await plansOut(tx, [row!]);
      await audit(
        {
          companyId: companyId,
          entity: 'commission-plan',
          entityId: id,
          action: 'createCompensationPlan',
          after: saved,
        },
        tx,
      );
      return saved!;
    });
    return { status: 201, body: plan };
  },

  async updateCompensationPlan({ params, body, scope, db, audit, companyId }) {
    requireUuid(params.planId, 'The plan');
    // Read, changed and recorded in one transaction, the plan locked: of two edits made on the same version, the one
    // that comes second finds the version moved on and is refused, so neither overwrites the other unseen.
    const plan = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(commissionPlans)
        .where(where(eq(commissionPlans.id, params.planId), inScope(scope, commissionPlans.companyId)))
        .for('update');
      if (!existing) throw notFound('The plan');
      if (existing.version !== body.expectedVersion)
        throw conflict(
          'Someone else saved this plan after you opened it. Reload it to see their change, then make yours again.',
        );
      if (existing.companyId !== companyId)
        throw unprocessable('A plan cannot move to another company.', [
          { pointer: '/body/companyId', message: 'Must be the plan’s own company.' },
        ]);
      const [before] = await plansOut(tx, [existing]);
      const { expectedVersion: _read, ...fields } = body;
      await savePlan(tx, existing.companyId, { ...fields, companyId }, existing.id);
      const [row] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, existing.id));
      const [saved] = await plansOut(tx, [row!]);
      await audit(
        {
          companyId: existing.companyId,
          entity: 'commission-plan',
          entityId: existing.id,
          action: 'updateCompensationPlan',
          before,
          after: saved,
        },
        tx,
      );
      return saved!;
    });
    return { status: 200, body: plan };
  },

  async getCompensationPlan({ query, scope, db }) {
    requireUuid(query.planId, 'The plan');
    const [row] = await db
      .select()
      .from(commissionPlans)
      .where(where(eq(commissionPlans.id, query.planId), inScope(scope, commissionPlans.companyId)));
    if (!row) throw notFound('The plan');
    const [plan] = await plansOut(db, [row]);
    return { status: 200, body: plan! };
  },

  async getDynamicCommissionPermissions({ query, auth, db }) {
    if (query.userId !== auth.user.id && !isInternal(auth)) throw notFound('The user');
    requireUuid(query.userId, 'The user');
    const [user] = await db
      .select({ count: dashboardUsers.dynamicCommissionPermissions, companyId: dashboardUsers.companyId })
      .from(dashboardUsers)
      .where(eq(dashboardUsers.id, query.userId));
    if (!user) throw notFound('The user');
    return { status: 200, body: { count: user.count } };
  },

  async listDynamicCommissionPlans({ query, auth, db, companyId }) {
    if (query.userId !== auth.user.id && !isInternal(auth)) throw notFound('The user');
    requireUuid(query.userId, 'The user');
    const [user] = await db.select().from(dashboardUsers).where(eq(dashboardUsers.id, query.userId));
    if (!user || (user.companyId !== null && user.companyId !== companyId)) throw notFound('The user');
    const restricted = user.brandsView ? null : await userTitleIds(db, user.id);
    const rows = await db
      .select()
      .from(commissionPlans)
      .where(where(eq(commissionPlans.companyId, companyId), eq(commissionPlans.active, true)));
    const visible = restricted
      ? rows.filter((plan) => plan.titleId === null || restricted.includes(plan.titleId))
      : rows;
    return { status: 200, body: { plans: sortDynamicCommissionPlans(await plansOut(db, visible)) } };
  },
} satisfies Partial<Handlers>;
