import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { todayInPuertoRico } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { periodWorkers, periods } from '../../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { requireWorkerGroup, where } from '../common.ts';
import { compensationTypeOut } from '../mappers.ts';
import { countRows, findReachable, inWorkerGroups } from '../queries.ts';

export type PeriodRow = typeof periods.$inferSelect;

/** A period of a company and worker group the caller may reach, or 404. */
export async function findPeriod(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<PeriodRow> {
  return findReachable(db, periods, 'The pay period', { scope, auth, id });
}

export async function findPeriods(db: Db, scope: CompanyScope, auth: RequestAuth, ids: string[]): Promise<PeriodRow[]> {
  const found = await Promise.all(ids.map((id) => findPeriod(db, scope, auth, id)));
  return found;
}

async function periodsOut(db: Db, rows: PeriodRow[]): Promise<components['schemas']['Period'][]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ periodId: periodWorkers.periodId, workerId: periodWorkers.workerId })
    .from(periodWorkers)
    .where(
      inArray(
        periodWorkers.periodId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    cycle: row.cycle,
    deductionDate: row.deductionDate,
    workerGroupCode: row.workerGroupCode,
    companyId: row.companyId,
    workerIds: members.filter((m) => m.periodId === row.id).map((m) => m.workerId),
    compensationType: compensationTypeOut[row.compensationType],
    location: row.location,
  }));
}

export const periodHandlers = {
  async getDeductionsPayrollStatus({ query, auth, db, now, companyId }) {
    requireWorkerGroup(auth, query.workerGroupCode);
    const today = todayInPuertoRico(now);
    const started = and(
      eq(periods.companyId, companyId),
      eq(periods.workerGroupCode, query.workerGroupCode),
      lte(periods.startDate, today),
    );
    const uploaded = { uploadedAt: periods.deductionsUploadedAt };
    const [current] = await db.select(uploaded).from(periods).where(started).orderBy(desc(periods.startDate)).limit(1);
    return { status: 200, body: { status: Boolean(current?.uploadedAt) } };
  },

  async getPeriodDeductionWorkerCount({ query, scope, auth, db }) {
    const period = await findPeriod(db, scope, auth, query.periodId);
    const deducted = and(eq(periodWorkers.periodId, period.id), gt(periodWorkers.deductionAmount, 0));
    const [row] = await db.select(countRows).from(periodWorkers).where(deducted);
    return { status: 200, body: { count: Number(row?.n ?? 0) } };
  },

  async getPeriodsDeductionWorkerCounts({ query, scope, auth, db }) {
    const found = await findPeriods(db, scope, auth, query.periodIds);
    const deducted = and(
      inArray(
        periodWorkers.periodId,
        found.map((p) => p.id),
      ),
      gt(periodWorkers.deductionAmount, 0),
    );
    const perPeriod = { periodId: periodWorkers.periodId, n: countRows.n };
    const rows = await db.select(perPeriod).from(periodWorkers).where(deducted).groupBy(periodWorkers.periodId);
    const counts = Object.fromEntries(found.map((p) => [p.id, Number(rows.find((r) => r.periodId === p.id)?.n ?? 0)]));
    return { status: 200, body: { counts } };
  },

  async listPeriodsToUpload({ auth, db, now, companyId }) {
    const started = lte(periods.startDate, todayInPuertoRico(now));
    const notUploaded = or(isNull(periods.deductionsUploadedAt), isNull(periods.tipsUploadedAt));
    const reachable = inWorkerGroups(auth, periods.workerGroupCode);
    const due = where(eq(periods.companyId, companyId), reachable, started, notUploaded);
    const rows = await db
      .select()
      .from(periods)
      .where(due)
      .orderBy(asc(periods.startDate), asc(periods.workerGroupCode));
    return { status: 200, body: { periods: await periodsOut(db, rows) } };
  },
} satisfies Partial<Handlers>;
