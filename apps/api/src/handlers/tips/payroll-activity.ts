import { and, asc } from 'drizzle-orm';
import { CSV_BOM, toCsv, workerGroupRestriction } from '@cuadre/domain';
import { tipRecords } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, requireWorkerGroup } from '../common.ts';
import { requireFeaturePage } from '../companies/features.ts';
import { onTipDay, readGroup } from './group.ts';
import { tipStatusOut } from './mappers.ts';
import { payrollActivityRows } from './payroll-activity-rows.ts';

/** What each worker earned, split, was paid and drew per day: listed, exported as CSV, and one day's summary. */
export const payrollActivityHandlers = {
  async listPayrollActivity({ query, auth, db, companyId }) {
    await requireFeaturePage(db, auth, companyId, 'payrollActivity');
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const page = paging(query);
    const rows = await payrollActivityRows(db, { ...query, companyId }, workerGroupRestriction(auth.user));
    return { status: 200, body: pageOf(rows.slice(page.offset, page.offset + page.limit), rows.length, page) };
  },

  async exportPayrollActivity({ query, auth, db, companyId }) {
    await requireFeaturePage(db, auth, companyId, 'payrollActivity');
    if (query.workerGroupCode) requireWorkerGroup(auth, query.workerGroupCode);
    const rows = await payrollActivityRows(db, { ...query, companyId }, workerGroupRestriction(auth.user));
    const money = (cents: number) => (cents / 100).toFixed(2);
    const csv =
      CSV_BOM +
      toCsv(rows, [
        { header: 'Date', value: (r) => r.date },
        { header: 'Payroll file number', value: (r) => r.payrollFileNumber },
        { header: 'First name', value: (r) => r.firstName },
        { header: 'Last name', value: (r) => r.lastName },
        { header: 'Worker group', value: (r) => r.workerGroupCode },
        { header: 'Hours', value: (r) => r.hours.toFixed(2) },
        { header: 'Overtime hours', value: (r) => r.overtimeHours.toFixed(2) },
        { header: 'Tips', value: (r) => money(r.tips) },
        { header: 'Splits given', value: (r) => money(r.splitsGiven) },
        { header: 'Splits received', value: (r) => money(r.splitsReceived) },
        { header: 'Tips paid', value: (r) => money(r.tipsPaid) },
        { header: 'EWA transactions', value: (r) => r.ewaTransactions },
        { header: 'EWA amount', value: (r) => money(r.ewaAmount) },
      ]);
    return {
      status: 200,
      body: csv,
      contentType: 'text/csv; charset=utf-8',
      filename: `payroll-activity-${query.startDate}-${query.endDate}.csv`,
    };
  },

  async getTipWorkersDailySummary({ query, auth, db, companyId }) {
    const group = readGroup(auth, companyId, query.workerGroupCode);
    const rows = await payrollActivityRows(db, { ...group, startDate: query.date, endDate: query.date }, null);
    const { workerId, role, status } = tipRecords;
    const tips = await db
      .select({ workerId, role, status })
      .from(tipRecords)
      .where(and(...onTipDay(tipRecords, group, query.date)))
      .orderBy(asc(tipRecords.id));
    const order = ['fail', 'pending', 'ready', 'approved', 'paid'] as const;
    return {
      status: 200,
      body: {
        workers: rows
          .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
          .map((row) => {
            const own = tips.filter((t) => t.workerId === row.workerId);
            const worst = order.find((status) => own.some((t) => t.status === status)) ?? 'pending';
            return {
              workerId: row.workerId,
              firstName: row.firstName,
              lastName: row.lastName,
              payrollFileNumber: row.payrollFileNumber,
              role: own[0]?.role ?? null,
              hours: row.hours,
              tips: row.tips,
              splitsGiven: row.splitsGiven,
              splitsReceived: row.splitsReceived,
              net: Math.max(0, row.tips - row.splitsGiven + row.splitsReceived),
              status: tipStatusOut[worst],
            };
          }),
      },
    };
  },
} satisfies Partial<Handlers>;
