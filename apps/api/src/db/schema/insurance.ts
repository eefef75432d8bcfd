import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId, serialId } from './columns.ts';
import { companies, dashboardUsers } from './company.ts';
import { workers } from './workers.ts';
import {
  insuranceDataOrigins,
  insuranceEntryTypes,
  insurancePaymentMethods,
  insurancePlanTypes,
  uploadStatuses,
} from './values.ts';

export const insuranceUploads = pgTable(
  'insurance_uploads',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    sizeBytes: integer().notNull(),
    uploaderId: uuid().references(() => dashboardUsers.id, { onDelete: 'set null' }),
    status: text({ enum: uploadStatuses }).notNull().default('processed'),
    rowCount: integer().notNull().default(0),
    uploadedAt: instant().notNull(),
    // SHA-256 of the file's rows (`uploadContentKey`): the same rows uploaded again are caught before they apply twice.
    contentHash: text(),
  },
  (t) => [
    index().on(t.companyId, t.uploadedAt),
    index().on(t.companyId, t.contentHash),
    check('insurance_uploads_status_check', oneOf(t.status, uploadStatuses)),
  ],
);

// Two balances run side by side (mcs and delta), in (date, id) order per worker: an initial balance
// (when not null) restarts its column, a debt raises it, a payment and an additional payment lower it.
export const insuranceLedgerEntries = pgTable(
  'insurance_ledger_entries',
  {
    id: serialId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    uploadId: uuid().references(() => insuranceUploads.id, { onDelete: 'set null' }),
    date: date().notNull(),
    periodStart: date(),
    periodEnd: date(),
    type: text({ enum: insuranceEntryTypes }).notNull(),
    mcsInitialBalance: cents(),
    mcsDebt: cents().notNull().default(0),
    mcsPayment: cents().notNull().default(0),
    mcsAdditionalPayment: cents().notNull().default(0),
    mcsRemainingBalance: cents().notNull(),
    deltaInitialBalance: cents(),
    deltaDebt: cents().notNull().default(0),
    deltaPayment: cents().notNull().default(0),
    deltaAdditionalPayment: cents().notNull().default(0),
    deltaRemainingBalance: cents().notNull(),
    paymentMethod: text({ enum: insurancePaymentMethods }),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.workerId, t.date, t.id),
    index().on(t.companyId, t.date),
    check('insurance_ledger_entries_type_check', oneOf(t.type, insuranceEntryTypes)),
    check('insurance_ledger_entries_payment_method_check', oneOf(t.paymentMethod, insurancePaymentMethods)),
    check(
      'insurance_ledger_entries_payment_method_required_check',
      sql`(${t.mcsPayment} + ${t.mcsAdditionalPayment} + ${t.deltaPayment} + ${t.deltaAdditionalPayment} > 0) = (${t.paymentMethod} is not null)`,
    ),
  ],
);

// One row per insured worker; the balances mirror the last ledger entry so the table filters by them with an index.
export const insuranceStatuses = pgTable(
  'insurance_statuses',
  {
    workerId: uuid()
      .primaryKey()
      .references(() => workers.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mcs: boolean().notNull().default(false),
    delta: boolean().notNull().default(false),
    dataOrigin: text({ enum: insuranceDataOrigins }).notNull(),
    planType: text({ enum: insurancePlanTypes }).notNull(),
    store: text().notNull(),
    mcsBalance: cents().notNull().default(0),
    deltaBalance: cents().notNull().default(0),
    balance: cents()
      .notNull()
      .generatedAlwaysAs(sql`mcs_balance + delta_balance`),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.planType, t.dataOrigin),
    index().on(t.companyId, t.balance),
    index().on(t.companyId, t.store),
    // The worker is of the row's company, so the table counts the statuses alone unless it filters the workers too.
    foreignKey({
      name: 'insurance_statuses_company_worker_fk',
      columns: [t.companyId, t.workerId],
      foreignColumns: [workers.companyId, workers.id],
    }).onDelete('cascade'),
    check('insurance_statuses_data_origin_check', oneOf(t.dataOrigin, insuranceDataOrigins)),
    check('insurance_statuses_plan_type_check', oneOf(t.planType, insurancePlanTypes)),
  ],
);

export const insuranceNotes = pgTable(
  'insurance_notes',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.workerId, t.createdAt)],
);

export const insuranceEvents = pgTable(
  'insurance_events',
  {
    id: serialId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actor: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: instant().notNull(),
  },
  (t) => [index().on(t.workerId, t.at)],
);
