import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId, serialId } from './columns.ts';
import { companies, companyGroups } from './company.ts';
import { periods } from './ewa.ts';
import { workers } from './workers.ts';
import {
  payrollActivityStatuses,
  tipBatchStatuses,
  tipReviewStatuses,
  tipShiftTypes,
  tipShifts,
  tipSplitFromTypes,
  tipSplitItemStatuses,
  tipSplitTypes,
  tipStatuses,
} from './values.ts';

const hours = () => numeric({ precision: 6, scale: 2, mode: 'number' });

export type TipStatusLogEntry = { status: (typeof tipStatuses)[number]; at: string; by: string };

export const tipBatches = pgTable(
  'tip_batches',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    periodId: uuid().references(() => periods.id, { onDelete: 'set null' }),
    name: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    status: text({ enum: tipBatchStatuses }).notNull(),
    total: cents().notNull().default(0),
    tipCount: integer().notNull().default(0),
    createdAt: createdAt(),
    paidAt: instant(),
  },
  (t) => [
    index().on(t.companyId, t.status, t.startDate),
    index().on(t.companyId, t.workerGroupCode, t.startDate),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('tip_batches_status_check', oneOf(t.status, tipBatchStatuses)),
  ],
);

export const tipRecords = pgTable(
  'tip_records',
  {
    id: serialId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    payrollFileNumber: text().notNull(),
    dateTip: date().notNull(),
    clockIn: instant().notNull(),
    clockOut: instant(),
    total: cents().notNull(),
    nonDigitalTotal: cents().notNull(),
    digitalTotal: cents().notNull(),
    status: text({ enum: tipStatuses }).notNull(),
    role: text().notNull(),
    shift: text({ enum: tipShifts }).notNull(),
    shiftType: text({ enum: tipShiftTypes }).notNull(),
    reason: text(),
    reviewStatus: text({ enum: tipReviewStatuses }).notNull().default('none'),
    correlationId: text(),
    fixedStatus: text(),
    statusLog: jsonb().$type<TipStatusLogEntry[]>().notNull().default([]),
    poolSourceBreakdown: jsonb().$type<Record<string, number>>(),
    splitFromTipId: bigint({ mode: 'number' }),
    splitFromWorkerId: uuid(),
    tipBatchId: uuid().references(() => tipBatches.id, { onDelete: 'set null' }),
  },
  (t) => [
    // With the id last, a group's history page (newest day first, then by id) reads its 200 rows in order from the
    // index instead of every record of its days, sorted: a day of 1,208 records, 2.0–2.2 → 0.73 ms (bench/RESULTS.md).
    index().on(t.companyId, t.workerGroupCode, t.dateTip, t.id),
    index().on(t.workerId, t.dateTip),
    index().on(t.tipBatchId),
    index()
      .on(t.correlationId)
      .where(sql`${t.correlationId} is not null`),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('tip_records_status_check', oneOf(t.status, tipStatuses)),
    check('tip_records_review_status_check', oneOf(t.reviewStatus, tipReviewStatuses)),
    check('tip_records_shift_check', oneOf(t.shift, tipShifts)),
    check('tip_records_shift_type_check', oneOf(t.shiftType, tipShiftTypes)),
    check('tip_records_total_check', sql`${t.total} = ${t.digitalTotal} + ${t.nonDigitalTotal}`),
  ],
);

export const tipSplits = pgTable(
  'tip_splits',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    fromType: text({ enum: tipSplitFromTypes }).notNull(),
    fromWorkerId: uuid().references(() => workers.id, { onDelete: 'cascade' }),
    fromJob: text(),
    fromTipId: bigint({ mode: 'number' }).references(() => tipRecords.id, { onDelete: 'set null' }),
    splitType: text({ enum: tipSplitTypes }).notNull(),
    dateTip: date().notNull(),
    initialAmount: cents().notNull(),
    paid: boolean().notNull().default(false),
    shift: text({ enum: tipShifts }).notNull(),
    checkout: boolean().notNull().default(false),
    role: text().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.workerGroupCode, t.dateTip),
    index().on(t.companyId, t.workerGroupCode, t.paid),
    index().on(t.fromWorkerId),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('tip_splits_from_type_check', oneOf(t.fromType, tipSplitFromTypes)),
    check('tip_splits_split_type_check', oneOf(t.splitType, tipSplitTypes)),
    check('tip_splits_shift_check', oneOf(t.shift, tipShifts)),
    check(
      'tip_splits_source_check',
      sql`case ${t.fromType} when 'worker' then ${t.fromWorkerId} is not null else ${t.fromJob} is not null end`,
    ),
    check('tip_splits_amount_check', sql`${t.initialAmount} >= 0`),
  ],
);

// Items sum to the split amount to the cent; what is left of initialAmount stays with the source worker.
export const tipSplitItems = pgTable(
  'tip_split_items',
  {
    id: serialId(),
    splitId: uuid()
      .notNull()
      .references(() => tipSplits.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    // What the split type weighs: a percent, hours, or nothing for money and equal splits.
    share: numeric({ precision: 9, scale: 4, mode: 'number' }),
    amount: cents().notNull(),
    status: text({ enum: tipSplitItemStatuses }).notNull().default('ready'),
    reason: text(),
    correlationId: text(),
    realShift: text({ enum: tipShifts }),
  },
  (t) => [
    unique('tip_split_items_split_worker_unique').on(t.splitId, t.workerId),
    index().on(t.workerId),
    check('tip_split_items_status_check', oneOf(t.status, tipSplitItemStatuses)),
    check('tip_split_items_fail_reason_check', sql`${t.status} <> 'fail' or ${t.reason} is not null`),
  ],
);

// Role rules of a worker group: one row per job code, flagged for tip users, reports and payroll.
export const tipRoleRules = pgTable(
  'tip_role_rules',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    jobcode: integer().notNull(),
    name: text().notNull(),
    tipUser: boolean().notNull().default(false),
    report: boolean().notNull().default(false),
    payable: boolean().notNull().default(false),
  },
  (t) => [
    unique('tip_role_rules_group_jobcode_unique').on(t.workerGroupCode, t.jobcode),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }).onDelete('cascade'),
  ],
);

export const tipHistoryNotes = pgTable(
  'tip_history_notes',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    dateTip: date().notNull(),
    message: text().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.workerGroupCode, t.dateTip)],
);

export const workerHours = pgTable(
  'worker_hours',
  {
    id: serialId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    tipId: bigint({ mode: 'number' }).references(() => tipRecords.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    hours: hours().notNull(),
    originalHours: hours().notNull(),
    tips: cents().notNull().default(0),
    banquetAdminFee: cents().notNull().default(0),
    hasOvertime: boolean().notNull().default(false),
    modifiedHours: boolean().notNull().default(false),
    canUpdateHours: boolean().notNull().default(true),
  },
  (t) => [
    index().on(t.companyId, t.date, t.workerId),
    // A roster page's hours this period (workersOut).
    index().on(t.workerId, t.date),
    index().on(t.tipId),
    check('worker_hours_modified_check', sql`${t.modifiedHours} or ${t.hours} = ${t.originalHours}`),
  ],
);

export const payrollActivityPeriods = pgTable(
  'payroll_activity_periods',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    payDate: date().notNull(),
    status: text({ enum: payrollActivityStatuses }).notNull(),
    tipsTotal: cents().notNull().default(0),
    workerCount: integer().notNull().default(0),
    submittedAt: instant(),
    submittedBy: text(),
  },
  (t) => [
    unique('payroll_activity_periods_group_start_unique').on(t.workerGroupCode, t.startDate),
    index().on(t.companyId, t.status, t.startDate),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('payroll_activity_periods_status_check', oneOf(t.status, payrollActivityStatuses)),
  ],
);

// A lock freezes a period's tips while payroll runs; releasing it keeps the row for the history.
export const payrollActivityLocks = pgTable(
  'payroll_activity_locks',
  {
    id: primaryId(),
    periodId: uuid()
      .notNull()
      .references(() => payrollActivityPeriods.id, { onDelete: 'cascade' }),
    lockedBy: text().notNull(),
    lockedAt: instant().notNull(),
    reason: text(),
    releasedBy: text(),
    releasedAt: instant(),
  },
  (t) => [
    index().on(t.periodId, t.lockedAt),
    uniqueIndex('payroll_activity_locks_one_active')
      .on(t.periodId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
