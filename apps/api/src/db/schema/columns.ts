import { sql, type SQL } from 'drizzle-orm';
import { bigint, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const primaryId = () => uuid().primaryKey().defaultRandom();

// Money is integer cents; bigint (read as a JS number) so sums and balances never overflow 2^31.
export const cents = () => bigint({ mode: 'number' });

export const instant = () => timestamp({ withTimezone: true });

export const createdAt = () => instant().notNull().defaultNow();

// By default rather than always: the seed and imports write known ids, then move the sequence past them.
export const serialId = () => bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '))})`;
