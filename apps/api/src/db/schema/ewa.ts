import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId } from './columns.ts';
import { companies, companyGroups, dashboardUsers } from './company.ts';
import { workers } from './workers.ts';
import {
  compensationTypes,
  deductionOrigins,
  invoicePaymentStatuses,
  invoiceTypes,
  payFrequencies,
  repaymentRevenueStatuses,
} from './values.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    type: text({ enum: invoiceTypes }).notNull(),
    code: text().notNull(),
    paymentStatus: text({ enum: invoicePaymentStatuses }).notNull(),
    dueDate: date().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    amount: cents().notNull(),
    userRevenue: cents().notNull().default(0),
    notified: boolean().notNull().default(false),
    paymentStartedAt: instant(),
    paymentProcessedAt: instant(),
    repaymentRevenueCorrelationId: text(),
    repaymentRevenueStatus: text({ enum: repaymentRevenueStatuses }),
    employerProcessing: cents(),
    userProcessing: cents(),
    employerRevenue: cents(),
    employerSponsoredRevenue: cents(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.code),
    index().on(t.companyId, t.dueDate),
    index().on(t.companyId, t.workerGroupCode, t.dueDate),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('invoices_type_check', oneOf(t.type, invoiceTypes)),
    check('invoices_payment_status_check', oneOf(t.paymentStatus, invoicePaymentStatuses)),
    check('invoices_repayment_revenue_status_check', oneOf(t.repaymentRevenueStatus, repaymentRevenueStatuses)),
    check('invoices_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'invoices_type_fields_check',
      sql`case ${t.type}
        when 'repayment' then ${t.employerProcessing} is null and ${t.userProcessing} is null and ${t.employerRevenue} is null and ${t.employerSponsoredRevenue} is null
        else ${t.repaymentRevenueCorrelationId} is null and ${t.repaymentRevenueStatus} is null and ${t.employerProcessing} is not null and ${t.userProcessing} is not null and ${t.employerRevenue} is not null and ${t.employerSponsoredRevenue} is not null
      end`,
    ),
  ],
);

export type DeductionPayrollRow = {
  workerId: string;
  payrollFileNumber: string;
  name: string;
  amount: number;
  fee: number;
};

export const deductionRecords = pgTable(
  'deduction_records',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    csvDriveId: text(),
    employerCsvDriveId: text(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    cycle: text({ enum: payFrequencies }).notNull(),
    set: integer().notNull().default(1),
    uploadDate: instant(),
    compensationType: text({ enum: compensationTypes }).notNull(),
    origin: text({ enum: deductionOrigins }).notNull(),
    payroll: jsonb().$type<DeductionPayrollRow[]>().notNull(),
    // SHA-256 of the file's rows (`uploadContentKey`): the same rows uploaded again are caught before they apply twice.
    contentHash: text(),
    // A replaced file is kept, marked with when and by which file, so it can still be listed and downloaded.
    supersededAt: instant(),
    supersededBy: uuid().references((): AnyPgColumn => deductionRecords.id, { onDelete: 'set null' }),
    // Who uploaded the file (null for files the provider generated, and once the account is deleted).
    uploaderId: uuid().references(() => dashboardUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.startDate),
    index().on(t.companyId, t.workerGroupCode, t.startDate),
    index().on(t.companyId, t.contentHash),
    check('deduction_records_superseded_check', sql`${t.supersededBy} is null or ${t.supersededAt} is not null`),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('deduction_records_cycle_check', oneOf(t.cycle, payFrequencies)),
    check('deduction_records_origin_check', oneOf(t.origin, deductionOrigins)),
    check('deduction_records_compensation_type_check', oneOf(t.compensationType, compensationTypes)),
  ],
);

export const periods = pgTable(
  'periods',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    cycle: text({ enum: payFrequencies }).notNull(),
    deductionDate: date().notNull(),
    compensationType: text({ enum: compensationTypes }).notNull(),
    location: text(),
    // Set when the period's deductions were sent to payroll; null periods are "to upload".
    deductionsUploadedAt: instant(),
    tipsUploadedAt: instant(),
  },
  (t) => [
    index().on(t.companyId, t.workerGroupCode, t.startDate),
    index().on(t.companyId, t.deductionDate),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('periods_cycle_check', oneOf(t.cycle, payFrequencies)),
    check('periods_compensation_type_check', oneOf(t.compensationType, compensationTypes)),
    check('periods_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const periodWorkers = pgTable(
  'period_workers',
  {
    periodId: uuid()
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    deductionAmount: cents().notNull().default(0),
    tipAmount: cents().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.workerId] }), index().on(t.workerId)],
);
