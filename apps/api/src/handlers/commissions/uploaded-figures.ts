import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DateRange, UploadedFigure, UploadedOrigin } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { commissionUploadRows, commissionUploads, deals } from '../../db/schema/index.ts';

/** The current (never replaced) rows of every upload that can feed these workers' inputs in the dates given. */
export async function uploadedFigures(
  db: Db,
  companyId: string,
  workerIds: string[],
  range: DateRange,
  origins: readonly UploadedOrigin[],
): Promise<UploadedFigure[]> {
  if (workerIds.length === 0) return [];
  const figures: UploadedFigure[] = [];
  if (origins.includes('dealer-system')) {
    const rows = await db
      .select({
        uploadId: deals.uploadId,
        workerId: deals.workerId,
        date: deals.dealDate,
        units: deals.units,
        front: deals.frontGross,
        back: deals.backGross,
      })
      .from(deals)
      .where(
        and(
          eq(deals.companyId, companyId),
          inArray(deals.workerId, workerIds),
          gte(deals.dealDate, range.startDate),
          lte(deals.dealDate, range.endDate),
          isNull(deals.supersededAt),
        ),
      );
    for (const row of rows)
      figures.push({
        kind: 'deals',
        uploadId: row.uploadId,
        workerId: row.workerId,
        date: row.date,
        units: row.units,
        grossProfit: row.front + row.back,
      });
  }
  const rowKinds = origins.filter((origin) => origin !== 'dealer-system');
  if (rowKinds.length > 0) {
    // A kind's rows whose day (technician hours) or whose upload's period (payroll provider) lies in the dates.
    const ofKind = (kind: (typeof rowKinds)[number], from: PgColumn, to: PgColumn) =>
      rowKinds.includes(kind)
        ? and(eq(commissionUploads.kind, kind), gte(from, range.startDate), lte(to, range.endDate))
        : undefined;
    const current = and(
      eq(commissionUploads.companyId, companyId),
      isNull(commissionUploads.supersededAt),
      inArray(commissionUploadRows.workerId, workerIds),
      or(
        ofKind('technician-hours', commissionUploadRows.workDate, commissionUploadRows.workDate),
        ofKind('payroll-provider', commissionUploads.periodStart, commissionUploads.periodEnd),
      ),
    );
    const rows = await db
      .select({
        row: commissionUploadRows,
        kind: commissionUploads.kind,
        startDate: commissionUploads.periodStart,
        endDate: commissionUploads.periodEnd,
      })
      .from(commissionUploadRows)
      .innerJoin(commissionUploads, eq(commissionUploads.id, commissionUploadRows.uploadId))
      .where(current);
    for (const { row, kind, startDate, endDate } of rows) {
      if (kind === 'technician-hours')
        figures.push({ kind, uploadId: row.uploadId, workerId: row.workerId, date: row.workDate!, hours: row.hours! });
      else
        figures.push({
          kind: 'payroll-provider',
          uploadId: row.uploadId,
          workerId: row.workerId,
          period: { startDate, endDate },
          input: row.input,
          amount: row.amount!,
        });
    }
  }
  return figures;
}
