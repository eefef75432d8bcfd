import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { tipRecords, tipRoleRules, workerHours, workers } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { instant, requiredInstant } from '../common.ts';
import { hoursOf } from '../mappers.ts';
import { inGroup, onTipDay, readGroup, requireGroup, type TipGroup } from './group.ts';
import { tipOut, type TipRow } from './mappers.ts';
import { roleRulesOf } from './rules.ts';

/** The names of the roles a group knows, as a query to run or to use inside another. */
const roleNames = (db: Db, group: TipGroup) =>
  db
    .select({ name: tipRoleRules.name })
    .from(tipRoleRules)
    .where(and(...inGroup(tipRoleRules, group)));

/** What the point of sale sent for a day, and the tips whose role it named that the group does not know. */
export const tipPointOfSaleHandlers = {
  async getWorkersDataByDateBluHost({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const rows = await db
      .select({ tip: tipRecords, worker: workers, hours: workerHours.originalHours })
      .from(tipRecords)
      .innerJoin(workers, eq(workers.id, tipRecords.workerId))
      .leftJoin(workerHours, eq(workerHours.tipId, tipRecords.id))
      .where(and(...onTipDay(tipRecords, group, query.date)))
      .orderBy(asc(workers.lastName), asc(tipRecords.clockIn));
    const roles = await roleRulesOf(db, group);
    return {
      status: 200,
      body: {
        rows: rows.map(({ tip, worker, hours }) => ({
          workerId: worker.id,
          posId: worker.posId ?? worker.workerId,
          firstName: worker.firstName,
          lastName: worker.lastName,
          role: tip.role,
          jobcode: roles.find((r) => r.name === tip.role)?.jobcode ?? null,
          shift: tip.shift,
          clockIn: requiredInstant(tip.clockIn),
          clockOut: instant(tip.clockOut),
          hours: Math.min(
            1000,
            hoursOf(
              hours ??
                (tip.clockOut ? (new Date(tip.clockOut).getTime() - new Date(tip.clockIn).getTime()) / 3_600_000 : 0),
            ),
          ),
          digitalTips: tip.digitalTotal,
          nonDigitalTips: tip.nonDigitalTotal,
        })),
      },
    };
  },

  async listTipsWithUnrecognizedRoles({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const known = roleNames(db, group);
    const unknown = and(...onTipDay(tipRecords, group, query.date), notInArray(tipRecords.role, known));
    const rows = await db.select().from(tipRecords).where(unknown).orderBy(asc(tipRecords.id));
    return { status: 200, body: { tips: rows.map(tipOut) } };
  },

  async updateTipsWithUnrecognizedRole({ body, scope, auth, db, audit, now, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const roles = await roleNames(db, group);
    const names = new Set(roles.map((r) => r.name));
    const ids = body.tips.map((t) => Number(t.tipId));
    const named = and(...onTipDay(tipRecords, group, body.dateTip), inArray(tipRecords.id, ids));
    const found = ids.every(Number.isSafeInteger) ? await db.select().from(tipRecords).where(named) : [];
    const errors = body.tips.flatMap((tip, index) => [
      ...(found.some((f) => String(f.id) === tip.tipId)
        ? []
        : [{ pointer: `/body/tips/${index}/tipId`, message: 'No such tip in this group on that day.' }]),
      ...(names.has(tip.role)
        ? []
        : [{ pointer: `/body/tips/${index}/role`, message: `The role ${tip.role} is not a role of this group.` }]),
    ]);
    if (errors.length > 0) throw unprocessable('Some tips cannot take these roles; nothing was saved.', errors);
    const updated = await db.transaction(async (tx) => {
      const result: TipRow[] = [];
      for (const tip of body.tips) {
        const [row] = await tx
          .update(tipRecords)
          .set({ role: tip.role, reviewStatus: 'reviewed' })
          .where(eq(tipRecords.id, Number(tip.tipId)))
          .returning();
        result.push(row!);
      }
      const before = Object.fromEntries(found.map((f) => [String(f.id), f.role]));
      const after = Object.fromEntries(body.tips.map((t) => [t.tipId, t.role]));
      const entry = { companyId: group.companyId, entity: 'tip', entityId: `${group.workerGroupCode}-${body.dateTip}` };
      await audit({ ...entry, action: 'updateTipsWithUnrecognizedRole', before, after }, tx);
      return result;
    });
    void now;
    return { status: 200, body: { tips: updated.map(tipOut) } };
  },
} satisfies Partial<Handlers>;
