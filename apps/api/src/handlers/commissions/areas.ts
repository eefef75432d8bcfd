import { eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { can, DEFAULT_COMPANY_FEATURES, type PolicyAction, type PolicyContext } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { commissionBatches, dashboardUsers } from '../../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../../server/authorization.ts';
import { forbidden, notFound } from '../../server/problem.ts';
import { inScope, requireUuid, where } from '../common.ts';

type Schemas = components['schemas'];
export type BatchRow = typeof commissionBatches.$inferSelect;
type CommissionArea = Schemas['CommissionArea'];

// Each commission area holds the batches of one generation (`commission_batches.generation`), and lists, creates and
// opens only those: Parts & Services (1), Sales Commissions (2), Commission Batches (3, the provider's staff).
export const areaGeneration: Record<CommissionArea, number> = {
  commissions: 1,
  'commissions-v2': 2,
  'commissions-v3': 3,
};
export const areaOfGeneration = (generation: number): CommissionArea =>
  generation === 3 ? 'commissions-v3' : generation === 2 ? 'commissions-v2' : 'commissions';
const commissionAreas = Object.keys(areaGeneration) as CommissionArea[];

// The domain's rules of who opens and who creates batches in each area (packages/domain/src/policies.ts).
const areaView: Record<CommissionArea, PolicyAction> = {
  commissions: 'commissions.view',
  'commissions-v2': 'commissions-v2.view',
  'commissions-v3': 'commissions-v3.view',
};
const areaCreate: Record<CommissionArea, PolicyAction> = {
  commissions: 'commissions.create-batch',
  'commissions-v2': 'commissions-v2.create-batch',
  'commissions-v3': 'commissions-v3.create-batch',
};

async function areaContext(db: Db, auth: RequestAuth): Promise<PolicyContext> {
  // The session carries the count, read again whenever a user changes (the `identity` version): no query per call.
  if (auth.dynamicCommissionCount !== undefined)
    return { features: DEFAULT_COMPANY_FEATURES, dynamicCommissionCount: auth.dynamicCommissionCount };
  const [user] = await db
    .select({ count: dashboardUsers.dynamicCommissionPermissions })
    .from(dashboardUsers)
    .where(eq(dashboardUsers.id, auth.user.id));
  return { features: DEFAULT_COMPANY_FEATURES, dynamicCommissionCount: user?.count ?? 0 };
}

/** The generations of the areas the caller may open: a batch of another area answers 404, as a missing one. */
export async function openableGenerations(db: Db, auth: RequestAuth): Promise<number[]> {
  const context = await areaContext(db, auth);
  return commissionAreas.filter((area) => can(areaView[area], auth.user, context)).map((area) => areaGeneration[area]);
}

export async function requireArea(
  db: Db,
  auth: RequestAuth,
  area: CommissionArea,
  kind: 'view' | 'create',
): Promise<void> {
  const action = (kind === 'view' ? areaView : areaCreate)[area];
  if (!can(action, auth.user, await areaContext(db, auth))) {
    throw forbidden(
      kind === 'view'
        ? `You cannot open the ${area} area's batches.`
        : `You cannot create batches in the ${area} area.`,
    );
  }
}

export async function findBatch(db: Db, scope: CompanyScope, id: string, generations?: number[]): Promise<BatchRow> {
  requireUuid(id, 'The commission batch');
  const [row] = await db
    .select()
    .from(commissionBatches)
    .where(
      where(
        eq(commissionBatches.id, id),
        inScope(scope, commissionBatches.companyId),
        generations ? inArray(commissionBatches.generation, generations) : undefined,
      ),
    );
  if (!row) throw notFound('The commission batch');
  return row;
}
