import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, date } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns.ts';
import { companies } from './company.ts';

export const reportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

// A company's generated reports. Generating runs in the background (`src/jobs/`): the row is written `queued` in the
// request's transaction, with its job; a server then builds the CSV, reporting `progress` (0–100) as it goes, and
// keeps the file as it was at that moment.
export const reports = pgTable(
  'reports',
  {
    id: text().primaryKey(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    workerGroupCode: text(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    status: text().notNull().default('queued'),
    progress: integer().notNull().default(0),
    filename: text().notNull(),
    sizeBytes: integer(),
    content: text(),
    failureReason: text(),
    createdAt: createdAt(),
    createdBy: text().notNull(),
    finishedAt: instant(),
  },
  (table) => [
    index('reports_company_created_idx').on(table.companyId, table.createdAt.desc()),
    check('reports_status', oneOf(table.status, reportStatuses)),
    check('reports_progress', sql`${table.progress} between 0 and 100`),
  ],
);
