import { inArray, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { Db } from '../../db/index.ts';
import { dashboardUsers, deductionRecords, periods } from '../../db/schema/index.ts';
import { instant, requiredInstant } from '../common.ts';
import { compensationTypeOut } from '../mappers.ts';

type Schemas = components['schemas'];
export type DeductionRow = typeof deductionRecords.$inferSelect;

/** Rows read for some ids; none, without a query, for no ids. */
const ifAny = async <Row>(ids: string[], read: (ids: string[]) => PromiseLike<Row[]>): Promise<Row[]> =>
  ids.length === 0 ? [] : read(ids);

const uploaderName = sql<string>`${dashboardUsers.firstName} || ' ' || ${dashboardUsers.lastName}`;
const uploader = { id: dashboardUsers.id, email: dashboardUsers.email, name: uploaderName };

/** Who uploaded each file and who uploaded the file that replaced it (read through the replacing record). */
async function uploaders(db: Db, rows: DeductionRow[]) {
  const replacing = rows.flatMap((row) => (row.supersededBy ? [row.supersededBy] : []));
  const replacer = { id: deductionRecords.id, uploaderId: deductionRecords.uploaderId };
  const replacers = await ifAny(replacing, (ids) =>
    db.select(replacer).from(deductionRecords).where(inArray(deductionRecords.id, ids)),
  );
  const replacerOf = new Map(replacers.map((r) => [r.id, r.uploaderId]));
  const uploaderIds = [...rows.map((row) => row.uploaderId), ...replacers.map((r) => r.uploaderId)];
  const userIds = [...new Set(uploaderIds.filter((id): id is string => id !== null))];
  const users = await ifAny(userIds, (ids) =>
    db.select(uploader).from(dashboardUsers).where(inArray(dashboardUsers.id, ids)),
  );
  const person = (id: string | null | undefined): Schemas['DeductionUploader'] | null =>
    users.find((user) => user.id === id) ?? null;
  return { person, replacerOf };
}

export async function deductionsOut(db: Db, rows: DeductionRow[]): Promise<Schemas['DeductionRecord'][]> {
  if (rows.length === 0) return [];
  const matching = await db
    .select({
      id: periods.id,
      companyId: periods.companyId,
      workerGroupCode: periods.workerGroupCode,
      startDate: periods.startDate,
      endDate: periods.endDate,
    })
    .from(periods)
    .where(inArray(periods.companyId, [...new Set(rows.map((row) => row.companyId))]));
  const { person, replacerOf } = await uploaders(db, rows);
  return rows.map((row) => {
    const period = matching.find(
      (p) =>
        p.companyId === row.companyId &&
        p.workerGroupCode === row.workerGroupCode &&
        p.startDate === row.startDate &&
        p.endDate === row.endDate,
    );
    return {
      id: row.id,
      companyId: row.companyId,
      csvDriveId: row.csvDriveId,
      employerCSVDriveId: row.employerCsvDriveId,
      startDate: row.startDate,
      endDate: row.endDate,
      cycle: row.cycle,
      set: row.set,
      uploadDate: requiredInstant(row.uploadDate ?? row.createdAt),
      workerGroupCode: row.workerGroupCode,
      compensationType: compensationTypeOut[row.compensationType],
      origin: row.origin,
      payroll: row.payroll.map((item) => ({
        workerId: item.workerId,
        payrollFileNumber: item.payrollFileNumber,
        amount: Math.max(0, item.amount),
        code: (item as { code?: string | null }).code ?? null,
      })),
      periodId: period?.id ?? null,
      total: row.payroll.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
      workerCount: new Set(row.payroll.map((item) => item.workerId)).size,
      supersededAt: instant(row.supersededAt),
      supersededBy: row.supersededBy,
      uploadedBy: person(row.uploaderId),
      replacedBy: row.supersededBy ? person(replacerOf.get(row.supersededBy)) : null,
    };
  });
}
