import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, instant, oneOf, primaryId, serialId } from './columns.ts';
import { brands, companies, dashboardUsers, departments, titles } from './company.ts';
import { workers } from './workers.ts';
import {
  commissionAmountTypes,
  commissionBatchStatuses,
  commissionBatchTypes,
  commissionGenerations,
  commissionInputTypes,
  commissionOrigins,
  commissionStepTypes,
  commissionUploadKinds,
  dealSaleTypes,
  uploadStatuses,
  workerCommissionStatuses,
} from './values.ts';

// Step bounds are in the input's unit (cents, points or units); perUnit is a percent of a dollars input, else cents per unit.
const measure = () => numeric({ precision: 14, scale: 4, mode: 'number' });

export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    brandId: uuid().references(() => brands.id, { onDelete: 'set null' }),
    departmentId: uuid().references(() => departments.id, { onDelete: 'set null' }),
    titleId: uuid().references(() => titles.id, { onDelete: 'set null' }),
    /** Counts the plan's saves: an update names the version it was made on, so a save on a stale read is refused. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.active)],
);

export const commissionPlanWorkers = pgTable(
  'commission_plan_workers',
  {
    planId: uuid()
      .notNull()
      .references(() => commissionPlans.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.workerId] }), index().on(t.workerId)],
);

export const commissionPlanLines = pgTable(
  'commission_plan_lines',
  {
    id: primaryId(),
    planId: uuid()
      .notNull()
      .references(() => commissionPlans.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    type: text({ enum: commissionStepTypes }).notNull(),
    inputType: text({ enum: commissionInputTypes }).notNull(),
    commissionType: text({ enum: commissionAmountTypes }).notNull(),
    origin: text({ enum: commissionOrigins }).notNull(),
    manual: boolean().notNull().default(false),
    rank: integer().notNull().default(0),
    // Take the value of the named line instead of this line's own input.
    applyTo: text(),
    subtractTo: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addTo: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visible: boolean().notNull().default(true),
  },
  (t) => [
    unique('commission_plan_lines_plan_position_unique').on(t.planId, t.position),
    check('commission_plan_lines_type_check', oneOf(t.type, commissionStepTypes)),
    check('commission_plan_lines_input_type_check', oneOf(t.inputType, commissionInputTypes)),
    check('commission_plan_lines_commission_type_check', oneOf(t.commissionType, commissionAmountTypes)),
    check(
      'commission_plan_lines_percentage_check',
      sql`${t.commissionType} <> 'percentage' or ${t.inputType} = 'dollars'`,
    ),
    check('commission_plan_lines_origin_check', oneOf(t.origin, commissionOrigins)),
  ],
);

export const commissionPlanSteps = pgTable(
  'commission_plan_steps',
  {
    id: primaryId(),
    lineId: uuid()
      .notNull()
      .references(() => commissionPlanLines.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    min: measure().notNull(),
    max: measure(),
    perUnit: measure().notNull().default(0),
    flat: cents().notNull().default(0),
  },
  (t) => [
    unique('commission_plan_steps_line_position_unique').on(t.lineId, t.position),
    check('commission_plan_steps_range_check', sql`${t.max} is null or ${t.max} > ${t.min}`),
  ],
);

export const commissionBatches = pgTable(
  'commission_batches',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Which commission area shows the batch: 1 (Commissions), 2 (Sales Commissions), 3 (Commission Batches).
    generation: smallint().notNull(),
    type: text({ enum: commissionBatchTypes }).notNull().default('normal'),
    status: text({ enum: commissionBatchStatuses }).notNull().default('draft'),
    startDate: date().notNull(),
    endDate: date().notNull(),
    uploaded: boolean().notNull().default(false),
    invisible: boolean().notNull().default(false),
    creatorEmail: text().notNull(),
    brandId: uuid().references(() => brands.id, { onDelete: 'set null' }),
    departmentId: uuid().references(() => departments.id, { onDelete: 'set null' }),
    titleId: uuid().references(() => titles.id, { onDelete: 'set null' }),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.status, t.startDate),
    index().on(t.companyId, t.generation, t.startDate),
    index().on(t.companyId, t.creatorEmail),
    check('commission_batches_generation_check', oneOf(t.generation, commissionGenerations)),
    check('commission_batches_type_check', oneOf(t.type, commissionBatchTypes)),
    check('commission_batches_status_check', oneOf(t.status, commissionBatchStatuses)),
    check('commission_batches_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

// The set of workers a batch covers, as the titles it spans (brand → departments → titles).
export const commissionBatchTitles = pgTable(
  'commission_batch_titles',
  {
    batchId: uuid()
      .notNull()
      .references(() => commissionBatches.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.titleId] })],
);

export const commissionBatchManualInputs = pgTable(
  'commission_batch_manual_inputs',
  {
    id: primaryId(),
    batchId: uuid()
      .notNull()
      .references(() => commissionBatches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    value: measure().notNull(),
  },
  (t) => [unique('commission_batch_manual_inputs_batch_name_unique').on(t.batchId, t.name)],
);

export const commissionBatchEvents = pgTable(
  'commission_batch_events',
  {
    id: serialId(),
    batchId: uuid()
      .notNull()
      .references(() => commissionBatches.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actorEmail: text().notNull(),
    fromStatus: text({ enum: commissionBatchStatuses }),
    toStatus: text({ enum: commissionBatchStatuses }),
    message: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: instant().notNull(),
  },
  (t) => [index().on(t.batchId, t.at)],
);

export const workerCommissions = pgTable(
  'worker_commissions',
  {
    id: primaryId(),
    batchId: uuid()
      .notNull()
      .references(() => commissionBatches.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    payrollFileNumber: text().notNull(),
    total: cents().notNull(),
    manualTotal: cents(),
    status: text({ enum: workerCommissionStatuses }).notNull().default('pending'),
    compensationPlanId: uuid().references(() => commissionPlans.id, { onDelete: 'set null' }),
    // Names as they were when the batch was made: a batch is a historical record.
    brand: text(),
    department: text(),
    title: text(),
    rank: integer(),
  },
  (t) => [
    unique('worker_commissions_batch_worker_unique').on(t.batchId, t.workerId),
    // A batch's worker count and total (batchTotalSql) from the index alone, without reading its commissions' rows.
    index('worker_commissions_batch_sums_index').on(t.batchId, t.status, t.manualTotal, t.total),
    index().on(t.workerId),
    check('worker_commissions_status_check', oneOf(t.status, workerCommissionStatuses)),
  ],
);

export const commissionInputs = pgTable(
  'commission_inputs',
  {
    id: primaryId(),
    workerCommissionId: uuid()
      .notNull()
      .references(() => workerCommissions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    origin: text({ enum: commissionOrigins }).notNull(),
    inputType: text({ enum: commissionInputTypes }).notNull(),
    commissionType: text({ enum: commissionAmountTypes }).notNull(),
    stepType: text({ enum: commissionStepTypes }).notNull(),
    initialValue: measure().notNull(),
    value: measure().notNull(),
    total: cents().notNull(),
  },
  (t) => [
    unique('commission_inputs_commission_position_unique').on(t.workerCommissionId, t.position),
    check('commission_inputs_origin_check', oneOf(t.origin, commissionOrigins)),
    check('commission_inputs_input_type_check', oneOf(t.inputType, commissionInputTypes)),
    check('commission_inputs_commission_type_check', oneOf(t.commissionType, commissionAmountTypes)),
    check('commission_inputs_percentage_check', sql`${t.commissionType} <> 'percentage' or ${t.inputType} = 'dollars'`),
    check('commission_inputs_step_type_check', oneOf(t.stepType, commissionStepTypes)),
  ],
);

export const commissionInputSteps = pgTable(
  'commission_input_steps',
  {
    inputId: uuid()
      .notNull()
      .references(() => commissionInputs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    min: measure().notNull(),
    max: measure(),
    perUnit: measure().notNull().default(0),
    flat: cents().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.inputId, t.position] })],
);

// Files from the dealer system (deals), the payroll provider (per-worker amounts) and technician hours, for Commission Batches.
export const commissionUploads = pgTable(
  'commission_uploads',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text({ enum: commissionUploadKinds }).notNull(),
    filename: text().notNull(),
    sizeBytes: integer().notNull(),
    uploaderId: uuid().references(() => dashboardUsers.id, { onDelete: 'set null' }),
    workerId: uuid().references(() => workers.id, { onDelete: 'cascade' }),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    status: text({ enum: uploadStatuses }).notNull().default('processed'),
    rowCount: integer().notNull().default(0),
    uploadedAt: instant().notNull(),
    // SHA-256 of the kind and the file's rows (`uploadContentKey`): the same rows uploaded again are caught before they apply twice.
    contentHash: text(),
    // A corrected file of the same kind and period replaces this one (`replacedUploads`); its figures stop counting.
    supersededAt: instant(),
    supersededById: uuid().references((): AnyPgColumn => commissionUploads.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.companyId, t.kind, t.uploadedAt),
    index().on(t.companyId, t.kind, t.periodStart, t.periodEnd),
    index().on(t.companyId, t.contentHash),
    check('commission_uploads_kind_check', oneOf(t.kind, commissionUploadKinds)),
    check('commission_uploads_status_check', oneOf(t.status, uploadStatuses)),
  ],
);

export const deals = pgTable(
  'deals',
  {
    id: primaryId(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadId: uuid().references(() => commissionUploads.id, { onDelete: 'set null' }),
    batchId: uuid().references(() => commissionBatches.id, { onDelete: 'set null' }),
    brandId: uuid().references(() => brands.id, { onDelete: 'set null' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    dealNumber: text().notNull(),
    dealDate: date().notNull(),
    saleType: text({ enum: dealSaleTypes }).notNull(),
    // As the file named it, else the credited worker's department when the deal came in.
    department: text(),
    units: integer().notNull().default(1),
    customerName: text().notNull(),
    vehicle: text().notNull(),
    stockNumber: text().notNull(),
    salePrice: cents().notNull(),
    frontGross: cents().notNull(),
    backGross: cents().notNull(),
    commission: cents().notNull(),
    // Set when a corrected file of the same period replaced the deal's upload: kept, but no longer counted.
    supersededAt: instant(),
  },
  (t) => [
    uniqueIndex('deals_company_number_unique')
      .on(t.companyId, t.dealNumber)
      .where(sql`${t.supersededAt} is null`),
    index().on(t.companyId, t.dealDate),
    index().on(t.workerId, t.dealDate),
    check('deals_sale_type_check', oneOf(t.saleType, dealSaleTypes)),
  ],
);

// The rows of payroll-provider and technician-hours files, kept so that a batch made later, or a corrected file,
// re-reads them (deals keep theirs in `deals`).
export const commissionUploadRows = pgTable(
  'commission_upload_rows',
  {
    id: primaryId(),
    uploadId: uuid()
      .notNull()
      .references(() => commissionUploads.id, { onDelete: 'cascade' }),
    workerId: uuid()
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    // Technician hours: the day worked.
    workDate: date(),
    // Payroll provider: the input the amount fills; null fills every payroll-provider dollars input of the worker.
    input: text(),
    amount: cents(),
    hours: numeric({ precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    unique('commission_upload_rows_upload_position_unique').on(t.uploadId, t.position),
    index().on(t.workerId, t.workDate),
    check('commission_upload_rows_figure_check', sql`(${t.amount} is null) <> (${t.hours} is null)`),
  ],
);

// The uploads a batch input's value was read from (`CommissionInput.uploads`).
export const commissionInputUploads = pgTable(
  'commission_input_uploads',
  {
    inputId: uuid()
      .notNull()
      .references(() => commissionInputs.id, { onDelete: 'cascade' }),
    uploadId: uuid()
      .notNull()
      .references(() => commissionUploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.inputId, t.uploadId] }), index().on(t.uploadId)],
);
