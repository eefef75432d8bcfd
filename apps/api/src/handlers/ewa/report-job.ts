// Builds a queued report in the background (src/jobs/): the CSV is made a month of dates at a time, so the list
// shows how far it is, and kept as the data stood; the creator's company is told when it is ready or has failed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { employerNotifications, reports } from '../../db/schema/index.ts';
import { notificationText } from '../../notifications/messages.ts';
import { reportOut } from './report-out.ts';
import { keptReport, reportRows, type StoredReport } from './report-rows.ts';

// Reports whose rows are each of one day, so a month of them can be built at a time; the others are built whole.
const builtByMonth = new Set<StoredReport['type']>([
  'transactions',
  'deductions',
  'invoices',
  'tips',
  'payroll-activity',
  'commissions',
]);

/** The report's dates in calendar months: [first, last] of each, the first and last cut to the report's own. */
export function monthsOf(startDate: string, endDate: string): [string, string][] {
  const months: [string, string][] = [];
  let start = startDate;
  while (start <= endDate) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const end = lastDay < endDate ? lastDay : endDate;
    months.push([start, end]);
    start = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  }
  return months;
}

/** A CSV without its byte-order mark and header line: the rows of a part after the first. */
const rowsOnly = (csv: string): string => csv.slice(csv.indexOf('\r\n') + 2);

export async function buildReport(db: Db, reportId: string, now: () => Date = () => new Date()): Promise<void> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  // Built already (a retry after the server stopped between finishing and acknowledging), or deleted with its company.
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  // Only while it has not ended: another server may have finished it since it was read, and a report that ended
  // running again would be built and told a second time.
  const [started] = await db
    .update(reports)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(reports.id, reportId), inArray(reports.status, ['queued', 'running'])))
    .returning({ id: reports.id });
  if (!started) return;
  const report = reportOut(row);
  const parts = builtByMonth.has(report.type)
    ? monthsOf(report.startDate, report.endDate)
    : [[report.startDate, report.endDate]];
  try {
    let csv = '';
    for (const [index, [startDate, endDate]] of parts.entries()) {
      const part = await reportRows(db, { ...report, startDate: startDate!, endDate: endDate! });
      csv += index === 0 ? part : rowsOnly(part);
      // 100 only once the file is kept.
      const progress = Math.min(99, Math.floor(((index + 1) * 100) / parts.length));
      await db.update(reports).set({ progress }).where(stillRunning(reportId));
    }
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(reports)
        // Kept without the byte-order mark, which a database driver may drop as it reads text back; the download
        // puts it in front again.
        .set({
          status: 'ready',
          progress: 100,
          content: keptReport(csv),
          sizeBytes: Buffer.byteLength(csv),
          finishedAt: now(),
        })
        .where(stillRunning(reportId))
        .returning({ id: reports.id });
      if (finished) await notify(tx, row, 'ready', now());
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(reports)
        .set({ status: 'failed', failureReason: 'The report could not be built.', finishedAt: now() })
        .where(stillRunning(reportId))
        .returning({ id: reports.id });
      if (finished) await notify(tx, row, 'failed', now());
    });
    throw error;
  }
}

/**
 * A report ends once: a build that outlived its job's expiry runs on while the queue hands the job to another server,
 * and whichever of the two finishes second changes nothing and tells no one (`JOB_EXPIRY_SECONDS`, docs/deploy.md).
 */
const stillRunning = (reportId: string) => and(eq(reports.id, reportId), eq(reports.status, 'running'));

async function notify(db: Db, row: typeof reports.$inferSelect, outcome: 'ready' | 'failed', at: Date): Promise<void> {
  const text =
    outcome === 'ready'
      ? notificationText.reportReady(row.type, row.startDate, row.endDate)
      : notificationText.reportFailed(row.type, row.startDate, row.endDate);
  await db.insert(employerNotifications).values({
    companyId: row.companyId,
    kind: outcome === 'ready' ? 'report-ready' : 'report-failed',
    ...text,
    link: '/ewa/reports',
    createdAt: at,
  });
}
