import fc from 'fast-check';
import type { JsonSchema } from '../server/contract.ts';

// The OpenAPI-to-fast-check converters on npm are stale (json-schema-fast-check 0.0.6 predates JSON Schema
// 2020-12), so this one covers exactly the keywords openapi/openapi.yaml uses.

export type ArbitraryContext = {
  schemas: Record<string, JsonSchema>;
  /** Values from the demo data for a property or parameter of this name, mixed with generated ones. */
  hint?: (name: string) => fc.Arbitrary<unknown> | undefined;
};

const maxDepth = 6;
const int32 = { min: -0x8000_0000, max: 0x7fff_ffff };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(schema: JsonSchema, context: ArbitraryContext): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const [name = '', ...inside] = current.$ref.replace('#/components/schemas/', '').split('/');
    let target: unknown = context.schemas[name];
    for (const segment of inside)
      target = isObject(target) ? target[segment.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    if (!isObject(target)) throw new Error(`The contract's ${current.$ref} points nowhere.`);
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

/** `allOf` as one schema: properties and required lists joined, other keywords from the last part. */
function flatten(schema: JsonSchema, context: ArbitraryContext): JsonSchema {
  const resolved = resolve(schema, context);
  if (!Array.isArray(resolved.allOf)) return resolved;
  const { allOf, ...own } = resolved;
  const parts = [...(allOf as JsonSchema[]).map((part) => flatten(part, context)), own];
  const merged: JsonSchema = {};
  const properties: JsonSchema = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(merged, part);
    if (isObject(part.properties)) Object.assign(properties, part.properties);
    if (Array.isArray(part.required)) for (const name of part.required as string[]) required.add(name);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

const day = (date: Date): string => date.toISOString().slice(0, 10);
const dates = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(minLength, 40);
  switch (schema.format) {
    case 'date':
      return dates.map(day);
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case 'uri':
      return fc.webUrl();
    case 'uri-reference':
      return fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= maxLength);
    } catch {
      // A pattern fast-check cannot invert (lookahead): generate freely, the server will judge it.
    }
  }
  const capped = Math.min(maxLength, minLength + 40);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: capped }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: capped, unit: 'grapheme' }) },
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  let max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  const inside = fc.integer({ min: Math.max(min, int32.min), max: Math.min(max, int32.max) });
  // Bounds beyond 32 bits (cents up to 10^10) are reached through their edges.
  return min < int32.min || max > int32.max
    ? fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(min, max) })
    : inside;
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : 0.01;
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  return fc
    .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
    .map((units) => Number((units * step).toFixed(decimals)));
}

function typeArbitrary(
  type: string,
  schema: JsonSchema,
  context: ArbitraryContext,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4));
      const inner = arbitraryFor(items, context, depth + 1);
      return schema.uniqueItems === true
        ? fc.uniqueArray(inner, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(inner, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, context, depth);
    default:
      return fc.constant(null);
  }
}

function objectArbitrary(schema: JsonSchema, context: ArbitraryContext, depth: number): fc.Arbitrary<unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    model[name] = propertyArbitrary(name, property, context, depth + 1);
  }
  const record = fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  if (!isObject(schema.additionalProperties)) return record;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    arbitraryFor(schema.additionalProperties, context, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** A property or parameter: the demo data's values for its name when there are some, else the schema's. */
export function propertyArbitrary(
  name: string,
  schema: JsonSchema,
  context: ArbitraryContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const generated = arbitraryFor(schema, context, depth);
  const hinted = context.hint?.(name);
  return hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: generated }) : generated;
}

/** Values that match the schema (mostly: `if`/`then` and `minProperties` are left to chance). */
export function arbitraryFor(raw: JsonSchema, context: ArbitraryContext, depth = 0): fc.Arbitrary<unknown> {
  const schema = flatten(raw, context);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (
    Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined
  ) as JsonSchema[] | undefined;
  if (branches) {
    if (depth > maxDepth) return arbitraryFor(branches[0] ?? {}, context, depth + 1);
    const { oneOf: _oneOf, anyOf: _anyOf, ...shared } = schema;
    return fc.oneof(...branches.map((branch) => arbitraryFor({ allOf: [shared, branch] }, context, depth + 1)));
  }
  if (depth > maxDepth) return fc.constant(null);
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) {
    if (isObject(schema.properties)) return objectArbitrary(schema, context, depth);
    if (isObject(schema.items)) return typeArbitrary('array', schema, context, depth);
    return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
  if (types.length === 1) return typeArbitrary(types[0]!, schema, context, depth);
  return fc.oneof(...types.map((type) => typeArbitrary(type, schema, context, depth)));
}
