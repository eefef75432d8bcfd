// Statements of the busiest reads, built once and prepared by name: the query builder makes their SQL once per shape
// instead of on every request, PostgreSQL parses and plans them once per connection, and their rows are made by a
// mapper worked out once from the selection rather than by the builder's generic one, which checks what each selected
// field is on every cell of every row.
import { createHash } from 'node:crypto';
import { Column, SQL, is, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from './index.ts';

/** What a built statement answers to: its rows, with the placeholders' values. */
export type PreparedRows<Row> = { execute(values?: Record<string, unknown>): Promise<Row[]> };

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type OrderedField = { path: string[]; field: unknown };
// The parts of the builder's prepared statement the mapper is installed through (both drivers have them).
type Installable = { fields?: OrderedField[]; customResultMapper?: (rows: unknown[][]) => unknown };

const statements = new WeakMap<Db, Map<string, PreparedRows<unknown>>>();
// Shapes kept per database: the filters a list may combine are many, and each kept shape holds a statement on every
// connection. Past this many, a shape is built for its request alone, as any query is.
const maxShapes = 256;

// The decoder of a column whose driver value is already its value: the builder's own default.
const identity = (Column.prototype as unknown as Decoder).mapFromDriverValue;

const decoderOf = (field: unknown): Decoder | undefined => {
  if (is(field, Column)) return field;
  // An expression's decoder is internal to the builder: the one its generic mapper uses too.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
};

/**
 * Rows as the builder makes them from a flat selection (one key per column, no nested objects): each value through
 * its column's or expression's own decoder, null as null. Undefined for a selection it does not cover.
 *
 * The mapper is written for the selection as one object literal per row: objects of one shape made at once, where a
 * key written at a time made each row several times slower to build, and to serialise later.
 */
function flatMapper(fields: OrderedField[]): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const decoders: Decoder[] = [];
  const properties: string[] = [];
  for (const [index, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    const name = path[0];
    if (path.length !== 1 || !decoder || name === undefined || name === '__proto__') return undefined;
    decoders.push(decoder);
    // A decoder that answers its value as it is (text, uuid, boolean…) is left out; null stays null either way.
    const value =
      decoder.mapFromDriverValue === identity
        ? `r[${index}]`
        : `r[${index}] === null ? null : d[${index}].mapFromDriverValue(r[${index}])`;
    properties.push(`${JSON.stringify(name)}: ${value}`);
  }
  // The keys are the selection's own names, written as JSON string literals: no request value reaches this text.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function(
    'd',
    `return (rows) => {
      const out = new Array(rows.length);
      for (let i = 0; i < rows.length; i += 1) {
        const r = rows[i];
        out[i] = { ${properties.join(', ')} };
      }
      return out;
    };`,
  ) as (d: Decoder[]) => (rows: unknown[][]) => Record<string, unknown>[];
  return make(decoders);
}

/**
 * The statement `key` names, built by `build` on first use for this database (`build` receives the statement's name
 * for `.prepare(name)`, and uses `sql.placeholder` for every value that changes). `key` must say everything the
 * statement's text depends on: two shapes never share a name.
 */
export function preparedRows<Row>(db: Db, key: string, build: (name: string) => PreparedRows<Row>): PreparedRows<Row> {
  let known = statements.get(db);
  if (!known) {
    known = new Map();
    statements.set(db, known);
  }
  const kept = known.get(key) as PreparedRows<Row> | undefined;
  if (kept) return kept;
  const keep = known.size < maxShapes;
  // PostgreSQL keeps 63 bytes of a name: a digest of the key keeps every shape's name its own.
  // An unnamed statement (no name) is parsed and planned for its one use.
  const name = keep ? `q_${createHash('sha256').update(key).digest('hex').slice(0, 40)}` : undefined;
  const statement = build(name as string);
  const installable = statement as unknown as Installable;
  const mapper = installable.fields && !installable.customResultMapper ? flatMapper(installable.fields) : undefined;
  if (mapper) installable.customResultMapper = mapper;
  if (keep) known.set(key, statement as PreparedRows<unknown>);
  return statement;
}

// How PostgreSQL writes a `timestamptz` in UTC, the server's zone: `2026-11-19 10:00:00.123456+00`, its fraction
// of a second left out when nothing, trimmed of trailing zeros otherwise.
const utcTimestampText = /^([12]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A `timestamptz` as the driver reads it, as the contract writes instants (`Date.prototype.toISOString`, milliseconds
 * cut, not rounded, as `new Date` cuts them): the same text `new Date(value).toISOString()` makes, without a date
 * made and printed for each cell. Any other form (another zone, a year before 1000, infinity) goes through `Date`.
 */
export function isoInstantOfTimestamp(value: unknown): string {
  if (typeof value === 'string') {
    const parts = utcTimestampText.exec(value);
    if (parts) {
      const fraction = parts[3];
      const milliseconds =
        fraction === undefined ? '000' : fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, '0');
      return `${parts[1]}T${parts[2]}.${milliseconds}Z`;
    }
  }
  return (value instanceof Date ? value : new Date(value as string)).toISOString();
}

/** A `timestamptz` column selected as the contract's instant text (`isoInstantOfTimestamp`), not as a `Date`. */
export const instantText = (column: AnyColumn): SQL<string> => sql<string>`${column}`.mapWith(isoInstantOfTimestamp);
