import { sql } from 'drizzle-orm';
import { deductionRecords, invoices, periods, periodWorkers } from '../../db/schema/index.ts';
import type { DeductionPayrollRow } from '../../db/schema/ewa.ts';
import { groupBy, type SeedContext, type SeededWorker } from '../context.ts';
import { addDays, atPuertoRico, daysBetween } from '../dates.ts';

export type SeededPeriod = { id: string; companyId: string; groupCode: string; startDate: string; endDate: string };

const historyWeeks = 26;

export const seedEwa = async (context: SeedContext): Promise<SeededPeriod[]> => {
  const random = context.random('ewa');
  const seededPeriods: SeededPeriod[] = [];
  const periodRows: (typeof periods.$inferInsert)[] = [];
  const memberRows: (typeof periodWorkers.$inferInsert)[] = [];
  const deductionRows: (typeof deductionRecords.$inferInsert)[] = [];
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const workersByGroup = groupBy(context.state.workers, (worker) => worker.groupCode);

  for (const company of context.state.companies) {
    const { spec } = company;
    const length = spec.payFrequency === 'weekly' ? 7 : 14;
    // Periods are aligned to the company's period start date; the last one contains today.
    const offset = ((daysBetween(spec.periodStartDate, context.today) % length) + length) % length;
    const currentStart = addDays(context.today, -offset);
    for (const group of spec.groups) {
      const members = workersByGroup.get(group.code) ?? [];
      let invoiceSeq = 0;
      for (let index = Math.ceil((historyWeeks * 7) / length); index >= 0; index -= 1) {
        const startDate = addDays(currentStart, -index * length);
        const endDate = addDays(startDate, length - 1);
        const deductionDate = addDays(endDate, 5);
        const closed = daysBetween(deductionDate, context.today) > 0;
        const id = random.uuid();
        seededPeriods.push({ id, companyId: company.id, groupCode: group.code, startDate, endDate });
        periodRows.push({
          id,
          companyId: company.id,
          workerGroupCode: group.code,
          startDate,
          endDate,
          cycle: spec.payFrequency,
          deductionDate,
          compensationType: 'hourly',
          location: group.name,
          deductionsUploadedAt: closed ? atPuertoRico(addDays(deductionDate, -2), 10) : null,
          tipsUploadedAt:
            closed && (spec.industry === 'restaurant' || spec.industry === 'hospitality')
              ? atPuertoRico(addDays(deductionDate, -2), 11)
              : null,
        });
        const employed = (worker: SeededWorker) =>
          worker.hireDate <= endDate && (worker.terminationDate === null || worker.terminationDate >= startDate);
        const payroll: DeductionPayrollRow[] = [];
        for (const worker of members) {
          if (!employed(worker) || !random.chance(0.6)) continue;
          const deduction = random.chance(0.55) ? random.int(20, 450) * 100 : 0;
          const tips = worker.tipRole ? random.int(150, 1_400) * 100 : 0;
          memberRows.push({ periodId: id, workerId: worker.id, deductionAmount: deduction, tipAmount: tips });
          if (deduction > 0) {
            payroll.push({
              workerId: worker.workerId,
              payrollFileNumber: worker.payrollFileNumber,
              name: `${worker.lastName}, ${worker.firstName}`,
              amount: deduction,
              fee: Math.round(deduction * 0.0299),
            });
          }
        }
        const ended = daysBetween(endDate, context.today) > 0;
        const uploadDate = closed ? atPuertoRico(addDays(deductionDate, -2), 10) : null;
        // The deduction file of a period exists once the period has ended.
        if (ended)
          deductionRows.push({
            id: random.uuid(),
            companyId: company.id,
            workerGroupCode: group.code,
            csvDriveId: closed ? `drive-${random.hex(20)}` : null,
            employerCsvDriveId: closed && random.chance(0.7) ? `drive-${random.hex(20)}` : null,
            startDate,
            endDate,
            cycle: spec.payFrequency,
            set: 1,
            uploadDate,
            compensationType: 'hourly',
            origin: random.weighted([
              ['automatic', 80],
              ['employer', 15],
              ['internal', 5],
            ] as const),
            payroll,
            createdAt: atPuertoRico(addDays(endDate, 1), 6),
          });
        if (closed && random.chance(0.08)) {
          const corrections = payroll
            .slice(0, 3)
            .map((row) => ({ ...row, amount: Math.round(row.amount / 2), fee: Math.round(row.fee / 2) }));
          deductionRows.push({
            id: random.uuid(),
            companyId: company.id,
            workerGroupCode: group.code,
            csvDriveId: `drive-${random.hex(20)}`,
            employerCsvDriveId: null,
            startDate,
            endDate,
            cycle: spec.payFrequency,
            set: 2,
            uploadDate: atPuertoRico(addDays(deductionDate, -1), 15),
            compensationType: 'hourly',
            origin: 'internal',
            payroll: corrections,
            createdAt: atPuertoRico(addDays(deductionDate, -1), 15),
          });
        }

        const repaid = payroll.reduce((sum, row) => sum + row.amount, 0);
        const fees = payroll.reduce((sum, row) => sum + row.fee, 0);
        const dueDate = addDays(endDate, 3);
        const age = daysBetween(dueDate, context.today);
        const paymentStatus = !ended
          ? 'scheduled'
          : age > 7
            ? random.weighted([
                ['paid', 96],
                ['failed', 4],
              ] as const)
            : age > 0
              ? random.weighted([
                  ['processing', 2],
                  ['paid', 3],
                ] as const)
              : age > -7
                ? 'pending'
                : 'scheduled';
        const started = paymentStatus === 'paid' || paymentStatus === 'processing' || paymentStatus === 'failed';
        const common = {
          companyId: company.id,
          workerGroupCode: group.code,
          paymentStatus,
          dueDate,
          startDate,
          endDate,
          notified: ended && age > -3,
          paymentStartedAt: started ? atPuertoRico(dueDate, 9) : null,
          paymentProcessedAt: paymentStatus === 'paid' ? atPuertoRico(addDays(dueDate, 1), 14) : null,
          // Invoices of a running period are scheduled when it starts.
          createdAt: ended ? atPuertoRico(addDays(endDate, 1), 7) : atPuertoRico(startDate, 7),
        } as const;
        invoiceSeq += 1;
        invoiceRows.push({
          ...common,
          id: random.uuid(),
          type: 'repayment',
          code: `${spec.workerIdPrefix}${group.code}-${String(invoiceSeq).padStart(4, '0')}`,
          amount: repaid,
          userRevenue: 0,
          repaymentRevenueCorrelationId: started ? `rr-${random.hex(16)}` : null,
          repaymentRevenueStatus:
            paymentStatus === 'paid' ? 'collected' : paymentStatus === 'failed' ? 'failed' : started ? 'pending' : null,
        });
        invoiceSeq += 1;
        const employerProcessing = Math.round(repaid * 0.005);
        const employerSponsoredRevenue = spec.key === 'borinquen' ? Math.round(fees * 0.5) : 0;
        const employerRevenue = Math.round(repaid * 0.015);
        invoiceRows.push({
          ...common,
          id: random.uuid(),
          type: 'fees',
          code: `${spec.workerIdPrefix}${group.code}-${String(invoiceSeq).padStart(4, '0')}`,
          amount: employerProcessing + employerRevenue + employerSponsoredRevenue,
          userRevenue: fees - employerSponsoredRevenue,
          employerProcessing,
          userProcessing: Math.round(fees * 0.1),
          employerRevenue,
          employerSponsoredRevenue,
        });
      }
    }
  }
  await context.insert(periods, periodRows);
  await context.insert(periodWorkers, memberRows);
  await context.insert(deductionRecords, deductionRows);
  await context.insert(invoices, invoiceRows);
  await context.db.execute(
    sql`update company_groups set invoice_count = (select count(*) from invoices where invoices.worker_group_code = company_groups.worker_group_code)`,
  );
  return seededPeriods;
};
