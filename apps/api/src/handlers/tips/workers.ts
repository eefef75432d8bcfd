import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { tipRecords, tipRules, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { inGroup, onTipDay, readGroup } from './group.ts';
import type { Schemas } from './mappers.ts';

type WorkerRow = typeof workers.$inferSelect;

async function tipWorkersOut(db: Db, rows: WorkerRow[]): Promise<Schemas['TipWorker'][]> {
  const ids = rows.map((r) => r.id);
  const rules =
    rows.length === 0
      ? []
      : await db.select().from(tipRules).where(inArray(tipRules.workerId, ids)).orderBy(asc(tipRules.role));
  return rows.map((row) => ({
    id: row.id,
    workerId: row.workerId,
    payrollFileNumber: row.payrollFileNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    workerGroupCode: row.workerGroupCode,
    posId: row.posId,
    tipsEnabled: row.tipsEnabled,
    ignoreRoleForTips: row.ignoreRoleForTips,
    defaultRole: row.defaultRole,
    tipRules: rules
      .filter((rule) => rule.workerId === row.id)
      .map(({ role, automaticDisbursement, accumulateTips, allowsFullSplit }) => ({
        role,
        automaticDisbursement,
        accumulateTips,
        allowsFullSplit,
      })),
    grossTip: row.grossTip,
    eligibleTip: row.eligibleTip,
  }));
}

/** The workers that meet the condition, by last then first name, with their tip rules. */
async function tipWorkersWhere(db: Db, condition: SQL | undefined): Promise<{ workers: Schemas['TipWorker'][] }> {
  const rows = await db.select().from(workers).where(condition).orderBy(asc(workers.lastName), asc(workers.firstName));
  return { workers: await tipWorkersOut(db, rows) };
}

/** The workers of a group's tips: those with tips on, every one, and those who worked a given day. */
export const tipWorkerHandlers = {
  async listTipCurrentUsers({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const current = and(...inGroup(workers, group), eq(workers.workerStatus, 'active'), eq(workers.tipsEnabled, true));
    return { status: 200, body: await tipWorkersWhere(db, current) };
  },

  async listTipEmployees({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    return { status: 200, body: await tipWorkersWhere(db, and(...inGroup(workers, group))) };
  },

  async listDateTipWorkingEmployees({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const working = db
      .selectDistinct({ id: tipRecords.workerId })
      .from(tipRecords)
      .where(and(...onTipDay(tipRecords, group, query.dateTip)));
    return { status: 200, body: await tipWorkersWhere(db, inArray(workers.id, working)) };
  },
} satisfies Partial<Handlers>;
