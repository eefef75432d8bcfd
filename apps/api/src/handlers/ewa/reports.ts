import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import { reports } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { RequestAuth } from '../../server/authorization.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { conflict, notFound, unprocessable } from '../../server/problem.ts';
import { pageOf, paging, requireWorkerGroup, where } from '../common.ts';
import { countRows, inWorkerGroups, pageOfRows } from '../queries.ts';
import { reportOut } from './report-out.ts';
import { reportFile, reportRows } from './report-rows.ts';

/** The company's reports a caller may see: all, or, for a user limited to some worker groups, those of their groups. */
const visible = (companyId: string, auth: RequestAuth) =>
  where(eq(reports.companyId, companyId), inWorkerGroups(auth, reports.workerGroupCode));

export const reportHandlers = {
  async listReports({ query, auth, db, companyId }) {
    const page = paging(query);
    const { rows, total } = await pageOfRows(
      page,
      db.select().from(reports).where(visible(companyId, auth)).orderBy(desc(reports.createdAt), desc(reports.id)),
      db.select(countRows).from(reports).where(visible(companyId, auth)),
    );
    return { status: 200, body: pageOf(rows.map(reportOut), total, page) };
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
    // Readable, and unique even for the same report asked twice in one millisecond (by two people, or two servers).
    const id = `${body.type}_${body.startDate.replaceAll('-', '')}_${body.endDate.replaceAll('-', '')}_${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
    // Queued with its job in the request's transaction; a server builds it in the background (report-job.ts).
    const [row] = await db
      .insert(reports)
      .values({
        id,
        companyId,
        type: body.type,
        workerGroupCode,
        startDate: body.startDate,
        endDate: body.endDate,
        status: 'queued',
        progress: 0,
        filename: `${body.type}-${body.startDate}-${body.endDate}.csv`,
        createdAt: now,
        createdBy: auth.user.email,
      })
      .returning();
    const report = reportOut(row!);
    await enqueue(db, 'report', { reportId: id });
    await audit({ companyId, entity: 'report', entityId: id, action: 'generateReport', after: report }, db);
    return { status: 202, body: report };
  },

  async downloadReport({ params, auth, db, companyId }) {
    const [row] = await db
      .select()
      .from(reports)
      .where(and(visible(companyId, auth), eq(reports.id, params.reportId)));
    if (!row) throw notFound('The report');
    if (row.status !== 'ready') throw conflict('The report is not ready yet.');
    const report = reportOut(row);
    return {
      status: 200,
      // Reports made before they were kept are built from the live data, as they always were.
      body: row.content === null ? await reportRows(db, report) : reportFile(row.content),
      contentType: 'text/csv; charset=utf-8',
      filename: report.filename,
    };
  },
} satisfies Partial<Handlers>;
