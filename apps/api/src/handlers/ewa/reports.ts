import { and, desc, eq } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../../server/problem.ts';
import { pageOf, paging, requiredInstant, requireWorkerGroup } from '../common.ts';
import { reportRows, type StoredReport } from './report-rows.ts';

async function storedReports(db: Db, companyId: string): Promise<StoredReport[]> {
  const rows = await db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.entity, 'report')))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
  return rows.map((row) => row.after as StoredReport);
}

/** The reports a caller may see: all of them, or, for a user limited to some worker groups, those of their groups. */
function visibleReports(reports: StoredReport[], restriction: readonly string[] | null): StoredReport[] {
  return restriction === null
    ? reports
    : reports.filter((report) => report.workerGroupCode !== null && restriction.includes(report.workerGroupCode));
}

export const reportHandlers = {
  async listReports({ query, auth, db, companyId }) {
    const page = paging(query);
    const all = visibleReports(await storedReports(db, companyId), workerGroupRestriction(auth.user));
    return { status: 200, body: pageOf(all.slice(page.offset, page.offset + page.limit), all.length, page) };
  },

  async generateReport({ body, auth, db, audit, now, companyId }) {
    if (body.workerGroupCode) requireWorkerGroup(auth, body.workerGroupCode);
    // A user limited to some worker groups reports on one of them: a company-wide report would hold the others.
    const restriction = workerGroupRestriction(auth.user);
    const workerGroupCode = body.workerGroupCode ?? (restriction?.length === 1 ? restriction[0]! : null);
    if (restriction && workerGroupCode === null) {
      throw unprocessable('Choose one of your worker groups for this report.', [
        { pointer: '/body/workerGroupCode', message: `Must be one of ${restriction.join(', ')}.` },
      ]);
    }
    if (body.endDate < body.startDate) {
      throw conflict('The report’s end date is before its start date.');
    }
    const id = `${body.type}_${body.startDate.replaceAll('-', '')}_${body.endDate.replaceAll('-', '')}_${now.getTime().toString(36)}`;
    const report: StoredReport = {
      id,
      companyId: companyId,
      type: body.type,
      workerGroupCode,
      startDate: body.startDate,
      endDate: body.endDate,
      status: 'ready',
      filename: `${body.type}-${body.startDate}-${body.endDate}.csv`,
      sizeBytes: null,
      createdAt: requiredInstant(now),
      createdBy: auth.user.email,
      failureReason: null,
    };
    const csv = await reportRows(db, report);
    report.sizeBytes = Buffer.byteLength(csv);
    await db.transaction((tx) =>
      audit({ companyId: companyId, entity: 'report', entityId: id, action: 'generateReport', after: report }, tx),
    );
    return { status: 202, body: report };
  },

  async downloadReport({ params, auth, db, companyId }) {
    const report = visibleReports(await storedReports(db, companyId), workerGroupRestriction(auth.user)).find(
      (r) => r.id === params.reportId,
    );
    if (!report) throw notFound('The report');
    if (report.status !== 'ready') throw conflict('The report is not ready yet.');
    return {
      status: 200,
      body: await reportRows(db, report),
      contentType: 'text/csv; charset=utf-8',
      filename: report.filename,
    };
  },
} satisfies Partial<Handlers>;
