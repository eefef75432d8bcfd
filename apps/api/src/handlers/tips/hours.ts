import { and, asc, eq, inArray } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { workerHours } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { unprocessable } from '../../server/problem.ts';
import { isUuid, where } from '../common.ts';
import { hoursOf } from '../mappers.ts';
import { requireGroup, inGroup, type TipGroup } from './group.ts';
import type { Schemas } from './mappers.ts';
import type { Db } from '../../db/index.ts';

type HoursRow = typeof workerHours.$inferSelect;

function hoursRowOut(row: HoursRow): Schemas['WorkerHoursRow'] {
  return {
    tipId: String(row.tipId ?? row.id),
    workerId: row.workerId,
    hours: hoursOf(row.hours),
    tips: row.tips,
    banquetAdminFee: row.banquetAdminFee,
    hasOvertime: row.hasOvertime,
    modifiedHours: row.modifiedHours ? hoursOf(row.hours) : null,
    canUpdateHours: row.canUpdateHours,
    originalHours: hoursOf(row.originalHours),
  };
}

const usDateToIso = (value: string): string => {
  const [month, day, year] = value.split('/');
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
};

/** The hours of one worker for one tip on a day of the group; none when the ids cannot name any. */
async function findHours(tx: Db, group: TipGroup, date: string, row: { tipId: string; workerId: string }) {
  const tipId = Number(row.tipId);
  if (!Number.isSafeInteger(tipId) || !isUuid(row.workerId)) return undefined;
  const [found] = await tx
    .select()
    .from(workerHours)
    .where(
      and(
        ...inGroup(workerHours, group),
        eq(workerHours.date, date),
        eq(workerHours.tipId, tipId),
        eq(workerHours.workerId, row.workerId),
      ),
    );
  return found;
}

/** The hours behind each tip of a day, as the point of sale counted them and as tips admins corrected them. */
export const tipHoursHandlers = {
  async getWorkersHours({ body, scope, auth, db, companyId }) {
    scope.require(companyId, 'The company');
    const restriction = workerGroupRestriction(auth.user);
    const ids = body.workersIds.filter(isUuid);
    if (ids.length === 0) return { status: 200, body: { rows: [] } };
    const restricted = restriction ? inArray(workerHours.workerGroupCode, restriction) : undefined;
    const condition = where(
      eq(workerHours.companyId, companyId),
      eq(workerHours.date, usDateToIso(body.date)),
      inArray(workerHours.workerId, ids),
      restricted,
    );
    const rows = await db
      .select()
      .from(workerHours)
      .where(condition)
      .orderBy(asc(workerHours.workerId), asc(workerHours.id));
    return { status: 200, body: { rows: rows.map(hoursRowOut) } };
  },

  async updateWorkersHours({ body, scope, auth, db, audit, companyId }) {
    const group = await requireGroup(db, scope, auth, body.workerGroupCode, companyId);
    const updated = await db.transaction(async (tx) => {
      const result: HoursRow[] = [];
      const errors: { pointer: string; message: string }[] = [];
      for (const [index, row] of body.rows.entries()) {
        const existing = await findHours(tx, group, body.dateTip, row);
        if (!existing)
          errors.push({
            pointer: `/body/rows/${index}/tipId`,
            message: 'No hours of this worker for this tip on that day.',
          });
        else if (!existing.canUpdateHours)
          errors.push({ pointer: `/body/rows/${index}/hours`, message: 'These hours are locked and cannot change.' });
        else {
          const [saved] = await tx
            .update(workerHours)
            .set({ hours: row.hours, modifiedHours: row.hours !== Number(existing.originalHours) })
            .where(eq(workerHours.id, existing.id))
            .returning();
          result.push(saved!);
        }
      }
      if (errors.length > 0) throw unprocessable('Some hours cannot change; nothing was saved.', errors);
      await audit(
        {
          companyId: group.companyId,
          entity: 'tip',
          entityId: `${group.workerGroupCode}-${body.dateTip}`,
          action: 'updateWorkersHours',
          after: { rows: body.rows },
        },
        tx,
      );
      return result;
    });
    return { status: 200, body: { rows: updated.map(hoursRowOut) } };
  },
} satisfies Partial<Handlers>;
