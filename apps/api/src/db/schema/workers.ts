import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId, serialId } from './columns.ts';
import { companies, companyGroups, titles } from './company.ts';
import {
  compensationTypes,
  payFrequencies,
  statusLogTypes,
  transferKinds,
  transferStatuses,
  workerProducts,
  workerStatuses,
  workerTypes,
} from './values.ts';

export const workers = pgTable(
  'workers',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    // The employer's own identifier, shown in every table.
    workerId: text().notNull(),
    payrollFileNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    phone: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    hireDate: date().notNull(),
    workerStatus: text({ enum: workerStatuses }).notNull().default('active'),
    workerType: text({ enum: workerTypes }).notNull(),
    compensationType: text({ enum: compensationTypes }).notNull(),
    payRate: cents().notNull(),
    hoursPerWeek: numeric({ precision: 5, scale: 2, mode: 'number' }),
    payFrequency: text({ enum: payFrequencies }).notNull(),
    currentPayPeriodStart: date(),
    limitForUser: cents(),
    transactionLimitPerPp: integer(),
    amountLimitPerPp: cents(),
    employeeFeePercent: numeric({ precision: 7, scale: 4, mode: 'number' }),
    maxOffer: cents(),
    eligibilityHours: numeric({ precision: 6, scale: 2, mode: 'number' }),
    terminationDate: date(),
    terminationReason: text(),
    hasBankAccount: boolean().notNull().default(false),
    bankAccountVerified: boolean().notNull().default(false),
    savingsEnabled: boolean().notNull().default(false),
    hasSavingsAccount: boolean().notNull().default(false),
    statusAdminEnabled: boolean().notNull().default(true),
    statusSystemEnabled: boolean().notNull().default(true),
    statusCreciEnabled: boolean().notNull().default(true),
    activeProducts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grossTip: cents().notNull().default(0),
    eligibleTip: cents().notNull().default(0),
    tipsEnabled: boolean().notNull().default(false),
    posId: text(),
    ignoreRoleForTips: boolean().notNull().default(false),
    defaultRole: text(),
    commissionsActive: boolean().notNull().default(false),
    titleId: uuid().references(() => titles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    unique('workers_company_worker_id_unique').on(t.companyId, t.workerId),
    // What rows of a company's worker refer to when they also name the company (insurance_statuses).
    unique('workers_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.companyId, t.workerStatus, t.lastName),
    index().on(t.companyId, t.workerGroupCode, t.workerStatus),
    index().on(t.companyId, t.payrollFileNumber),
    // The roster and the insurance table, in their order: a page reads its rows and stops.
    index().on(t.companyId, t.lastName, t.firstName, t.id),
    index().on(t.titleId),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }),
    check('workers_worker_status_check', oneOf(t.workerStatus, workerStatuses)),
    check('workers_worker_type_check', oneOf(t.workerType, workerTypes)),
    check('workers_compensation_type_check', oneOf(t.compensationType, compensationTypes)),
    check('workers_pay_frequency_check', oneOf(t.payFrequency, payFrequencies)),
    check(
      'workers_active_products_check',
      sql`${t.activeProducts} <@ array[${sql.raw(workerProducts.map((p) => `'${p}'`).join(', '))}]::text[]`,
    ),
    check('workers_termination_check', sql`(${t.workerStatus} = 'terminated') = (${t.terminationDate} is not null)`),
  ],
);

export const workerStatusLog = pgTable(
  'worker_status_log',
  {
    id: serialId(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    type: text({ enum: statusLogTypes }).notNull(),
    changedTo: boolean().notNull(),
    changedBy: text().notNull(),
    changeMotives: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    changedAt: instant().notNull(),
  },
  (t) => [index().on(t.workerId, t.changedAt), check('worker_status_log_type_check', oneOf(t.type, statusLogTypes))],
);

export const workerStartDates = pgTable(
  'worker_start_dates',
  {
    companyId: uuid().notNull(),
    workerGroupCode: text().notNull(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    cycle: text({ enum: payFrequencies }).notNull(),
    startDate: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workerGroupCode, t.workerId, t.cycle] }),
    foreignKey({
      columns: [t.companyId, t.workerGroupCode],
      foreignColumns: [companyGroups.companyId, companyGroups.workerGroupCode],
    }).onDelete('cascade'),
    check('worker_start_dates_cycle_check', oneOf(t.cycle, payFrequencies)),
  ],
);

// Tip rule (§5): automatic disbursement needs accumulate tips; a role appears once per worker.
export const tipRules = pgTable(
  'tip_rules',
  {
    id: primaryId(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    automaticDisbursement: boolean().notNull().default(false),
    accumulateTips: boolean().notNull().default(false),
    allowsFullSplit: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tip_rules_worker_role_unique').on(t.workerId, t.role),
    check('tip_rules_disbursement_check', sql`not ${t.automaticDisbursement} or ${t.accumulateTips}`),
  ],
);

// Earned wage access transfers: what total-deposited and the EWA reports sum.
export const ewaTransfers = pgTable(
  'ewa_transfers',
  {
    id: serialId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerGroupCode: text().notNull(),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    kind: text({ enum: transferKinds }).notNull(),
    status: text({ enum: transferStatuses }).notNull(),
    amount: cents().notNull(),
    fee: cents().notNull().default(0),
    requestedAt: instant().notNull(),
    depositedAt: instant(),
    invoiceId: uuid(),
  },
  (t) => [
    index().on(t.companyId, t.workerGroupCode, t.requestedAt),
    index().on(t.workerId, t.requestedAt),
    // total-deposited: completed transfers of a company since a date.
    index().on(t.companyId, t.status, t.depositedAt),
    check('ewa_transfers_kind_check', oneOf(t.kind, transferKinds)),
    check('ewa_transfers_status_check', oneOf(t.status, transferStatuses)),
    check('ewa_transfers_amount_check', sql`${t.amount} > 0`),
  ],
);
