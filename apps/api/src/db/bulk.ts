import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgArray, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Transaction } from './index.ts';

export type Writer = Db | Transaction;

// Rows per statement: one array parameter per column carries them, so only the message size limits it.
const rowsPerStatement = 5_000;
// PostgreSQL's wire protocol allows 65,535 parameters per statement.
const maxParameters = 60_000;

// The same snake_case naming that the schema's drizzle instances use.
const casing = new CasingCache('snake_case');

const hasArrayColumn = (columns: PgColumn[]): boolean => columns.some((column) => is(column, PgArray));

/**
 * Inserts rows in large batches. Each column travels as one array parameter and unnest() turns the arrays
 * back into rows: building one multi-row VALUES statement per thousand rows costs far more than running it.
 */
export const insertRows = async <T extends PgTable>(
  db: Writer,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  if (hasArrayColumn(columns.map(([, column]) => column))) {
    // unnest() cannot carry array columns (it flattens them): these small tables take the plain path.
    const perStatement = Math.max(1, Math.floor(maxParameters / columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      await db.insert(table).values(rows.slice(start, start + perStatement));
    }
    return rows.length;
  }
  const records = rows as readonly Record<string, unknown>[];
  const used = columns.filter(([key]) => records.some((row) => row[key] !== undefined));
  for (let start = 0; start < records.length; start += rowsPerStatement) {
    const chunk = records.slice(start, start + rowsPerStatement);
    const parameters: SQL[] = used.map(([key, column]) => {
      const values = chunk.map((row) => {
        const value = row[key] === undefined ? column.default : row[key];
        if (value === undefined || value === null) {
          if (column.notNull && !column.hasDefault)
            throw new Error(`${getTableName(table)}.${column.name} needs a value`);
          if (column.notNull) throw new Error(`${getTableName(table)}.${column.name}: give every row a value or none`);
          return null;
        }
        return column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    const names = used.map(([, column]) => sql.identifier(casing.getColumnCasing(column)));
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(parameters, sql`, `)})`,
    );
  }
  return rows.length;
};
