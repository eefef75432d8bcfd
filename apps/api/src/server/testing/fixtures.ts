import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  workerHours,
  commissionBatches,
  commissionPlans,
  companies,
  dashboardUsers,
  deductionRecords,
  employerNotifications,
  insuranceStatuses,
  periods,
  tipRecords,
  tipSplitItems,
  tipSplits,
  workers,
} from '../../db/schema/index.ts';

const one = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`The demo data holds no ${what}.`);
  return row;
};

/** Ids of the demo data the API tests act on, looked up by what they are, never hard-coded. */
export async function loadFixtures(db: Db) {
  const company = async (name: string) =>
    one(await db.select().from(companies).where(eq(companies.name, name)), name).id;
  const isla = await company('Isla Restaurant Group');
  const costa = await company('Costa Motors');
  const caribe = await company('Caribe Hospitality');
  const user = async (email: string) =>
    one(await db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email)), email).id;
  const workerOf = async (companyId: string, group?: string, offset = 0) =>
    one(
      await db
        .select()
        .from(workers)
        .where(
          and(
            eq(workers.companyId, companyId),
            eq(workers.workerStatus, 'active'),
            group ? eq(workers.workerGroupCode, group) : undefined,
          ),
        )
        .orderBy(asc(workers.lastName), asc(workers.id))
        .limit(1)
        .offset(offset),
      'worker',
    );
  const insured = async (companyId: string) =>
    one(
      await db
        .select({ workerId: insuranceStatuses.workerId })
        .from(insuranceStatuses)
        .where(eq(insuranceStatuses.companyId, companyId))
        .orderBy(asc(insuranceStatuses.workerId))
        .limit(1),
      'insured worker',
    ).workerId;
  const periodOf = async (companyId: string) =>
    one(
      await db.select().from(periods).where(eq(periods.companyId, companyId)).orderBy(asc(periods.startDate)).limit(1),
      'period',
    );
  // Batches of the Parts & Services area (generation 1), which the demo's commission personas all open.
  const batch = async (companyId: string, status: (typeof commissionBatches.$inferSelect)['status'], offset = 0) =>
    one(
      await db
        .select()
        .from(commissionBatches)
        .where(
          and(
            eq(commissionBatches.companyId, companyId),
            eq(commissionBatches.generation, 1),
            eq(commissionBatches.status, status),
          ),
        )
        .orderBy(asc(commissionBatches.createdAt), asc(commissionBatches.id))
        .limit(1)
        .offset(offset),
      `${status} batch`,
    );
  const splitOf = async (companyId: string, status?: 'ready' | 'fail') => {
    const withStatus = status
      ? sql`exists (select 1 from ${tipSplitItems} where ${tipSplitItems.splitId} = ${tipSplits.id} and ${tipSplitItems.status} = ${status})`
      : sql`true`;
    return one(
      await db
        .select()
        .from(tipSplits)
        .where(and(eq(tipSplits.companyId, companyId), withStatus))
        .orderBy(asc(tipSplits.dateTip), asc(tipSplits.id))
        .limit(1),
      'tip split',
    );
  };
  const tipOf = async (companyId: string) =>
    one(
      await db
        .select()
        .from(tipRecords)
        .where(eq(tipRecords.companyId, companyId))
        .orderBy(asc(tipRecords.id))
        .limit(1),
      'tip',
    );
  const islaWorker = await workerOf(isla, '103');
  const tip = await tipOf(isla);
  // What islaWorker earned in tips on the day of islaTip: their splits of that day together never pass it.
  const [giverTips] = await db
    .select({ total: sql<number>`coalesce(sum(${tipRecords.total}), 0)::bigint` })
    .from(tipRecords)
    .where(and(eq(tipRecords.workerId, islaWorker.id), eq(tipRecords.dateTip, tip.dateTip)));
  // Group 103's running pay period: it has not ended, so the demo data holds no deduction file for it yet.
  const islaOpenPeriod = one(
    await db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, isla), eq(periods.workerGroupCode, '103')))
      .orderBy(desc(periods.startDate))
      .limit(1),
    'period of group 103',
  );
  return {
    isla,
    costa,
    caribe,
    users: {
      ewa: await user('ewa@isla.example'),
      owner: await user('owner@isla.example'),
      approver: await user('approver@costa.example'),
      creator: await user('creator@costa.example'),
      staff: await user('staff@provider.example'),
    },
    islaWorker,
    islaWorker2: await workerOf(isla, '103', 1),
    islaGiverTips: Number(giverTips?.total ?? 0),
    islaOpenPeriod,
    costaWorker: await workerOf(costa),
    islaInsured: await insured(isla),
    caribeInsured: await insured(caribe),
    islaPeriod: await periodOf(isla),
    costaPeriod: await periodOf(costa),
    islaSplit: await splitOf(isla, 'ready'),
    islaFailedSplit: await splitOf(isla, 'fail').catch(() => null),
    caribeSplit: await splitOf(caribe),
    islaTip: tip,
    caribeTip: await tipOf(caribe),
    costaDraft: await batch(costa, 'draft'),
    costaDraft2: await batch(costa, 'draft', 1),
    costaPending: await batch(costa, 'pending-approval'),
    costaInReview: await batch(costa, 'in-review'),
    costaInReview2: await batch(costa, 'in-review', 1),
    costaApproved: await batch(costa, 'approved'),
    borinquenBatch: await batch(await company('Borinquen Logistics'), 'draft'),
    islaHours: one(
      await db
        .select()
        .from(workerHours)
        .where(
          and(
            eq(workerHours.companyId, isla),
            eq(workerHours.canUpdateHours, true),
            sql`${workerHours.tipId} is not null`,
          ),
        )
        .orderBy(asc(workerHours.id))
        .limit(1),
      'editable hours',
    ),
    costaPlan: one(
      await db
        .select()
        .from(commissionPlans)
        .where(eq(commissionPlans.companyId, costa))
        .orderBy(asc(commissionPlans.id))
        .limit(1),
      'plan',
    ),
    islaDeduction: one(
      await db
        .select()
        .from(deductionRecords)
        .where(eq(deductionRecords.companyId, isla))
        .orderBy(asc(deductionRecords.id))
        .limit(1),
      'deduction',
    ),
    costaDeduction:
      (await db.select().from(deductionRecords).where(eq(deductionRecords.companyId, costa)).limit(1))[0] ?? null,
    islaNotification:
      (await db.select().from(employerNotifications).where(eq(employerNotifications.companyId, isla)).limit(1))[0] ??
      null,
    costaNotification:
      (await db.select().from(employerNotifications).where(eq(employerNotifications.companyId, costa)).limit(1))[0] ??
      null,
  };
}

export type Fixtures = Awaited<ReturnType<typeof loadFixtures>>;
