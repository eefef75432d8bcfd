// The contract's `StringFilter` (eq, ne, in, nin, like) of a list's query parameter, as a condition on one column.
import { eq, ilike, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { where } from '../common.ts';

/** The rows whose `column` passes every test of `filter`; `in` and `nin` take comma-separated values. */
export function stringFilter(
  column: AnyColumn,
  filter: components['schemas']['StringFilter'] | undefined,
): SQL | undefined {
  if (!filter) return undefined;
  const list = (text: string) => [
    ...text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  return where(
    filter.eq !== undefined ? eq(column, filter.eq) : undefined,
    filter.ne !== undefined ? sql`${column} <> ${filter.ne}` : undefined,
    filter.in !== undefined ? inArray(column, list(filter.in)) : undefined,
    filter.nin !== undefined ? notInArray(column, list(filter.nin)) : undefined,
    filter.like !== undefined ? ilike(column, `%${filter.like.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}
