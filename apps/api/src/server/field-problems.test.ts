import { fieldProblemOf, fieldProblemSentence, LOCALES } from '@cuadre/domain';
import { describe, expect, it } from 'vitest';
import { loadContract, type JsonSchema } from './contract.ts';
import type { ProblemFieldError } from './problem.ts';
import { createValidators } from './validation.ts';

// Every rule of every request body a form can send, broken one at a time and checked by the API's own validator:
// each error the field gets carries its rule as data, and the sentence a form makes of it names the field and the
// bound in English and Spanish, never the schema's words. The cases are generated from the contract, so a field
// added to it is walked without a test to write.

const contract = loadContract();
const validators = createValidators(contract);
const document = { components: { schemas: contract.schemas } };

function resolve(schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = document;
    for (const segment of path)
      target = (target as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
    const { $ref: _ref, ...siblings } = current;
    current = { ...(target as JsonSchema), ...siblings };
  }
  return current;
}

/** The schema a value must meet, with a nullable alternative (`oneOf: [X, {type: 'null'}]`) read as X. */
function concrete(schema: JsonSchema): JsonSchema {
  const resolved = resolve(schema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = resolved[key] as JsonSchema[] | undefined;
    if (!options) continue;
    const real = options.map(resolve).filter((option) => option.type !== 'null');
    if (real.length === 1) {
      const { [key]: _options, ...rest } = resolved;
      return concrete({ ...rest, ...real[0] });
    }
  }
  if (Array.isArray(resolved.allOf)) {
    const parts = (resolved.allOf as JsonSchema[]).map(concrete);
    const { allOf: _allOf, ...rest } = resolved;
    return parts.reduce<JsonSchema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...(merged.properties as object), ...(part.properties as object) },
      }),
      rest,
    );
  }
  return resolved;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]).find((item) => item !== 'null') : (type as string | undefined);
};

type Leaf = { path: (string | number)[]; schema: JsonSchema };

function leaves(schema: JsonSchema, path: (string | number)[] = [], depth = 0): Leaf[] {
  if (depth > 6) return [];
  const here = concrete(schema);
  const found: Leaf[] = [{ path, schema: here }];
  const properties = here.properties as Record<string, JsonSchema> | undefined;
  if (properties)
    for (const [name, inner] of Object.entries(properties)) found.push(...leaves(inner, [...path, name], depth + 1));
  if (typeOf(here) === 'array' && here.items && typeof here.items === 'object')
    found.push(...leaves(here.items as JsonSchema, [...path, 0], depth + 1));
  return found;
}

type Broken = { rule: string; value: unknown };

/** One value per rule of the schema that breaks that rule and, as far as it can, no other. */
function breakers(schema: JsonSchema): Broken[] {
  const type = typeOf(schema);
  const out: Broken[] = [];
  const whole = type === 'integer';
  if (typeof schema.maximum === 'number') out.push({ rule: 'maximum', value: schema.maximum + (whole ? 1 : 0.5) });
  if (typeof schema.minimum === 'number') out.push({ rule: 'minimum', value: schema.minimum - 1 });
  if (typeof schema.exclusiveMaximum === 'number')
    out.push({ rule: 'exclusiveMaximum', value: schema.exclusiveMaximum });
  if (typeof schema.exclusiveMinimum === 'number')
    out.push({ rule: 'exclusiveMinimum', value: schema.exclusiveMinimum });
  if (typeof schema.multipleOf === 'number' && schema.multipleOf < 1)
    out.push({ rule: 'multipleOf', value: schema.multipleOf / 3 });
  if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000)
    out.push({ rule: 'maxLength', value: 'x'.repeat(schema.maxLength + 1) });
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push({ rule: 'minLength', value: '' });
  if (typeof schema.maxItems === 'number' && schema.maxItems < 2_000)
    out.push({ rule: 'maxItems', value: Array.from({ length: schema.maxItems + 1 }, () => null) });
  if (typeof schema.minItems === 'number' && schema.minItems > 0) out.push({ rule: 'minItems', value: [] });
  if (Array.isArray(schema.enum)) out.push({ rule: 'enum', value: '\u00bfnone of these?' });
  if (typeof schema.format === 'string' && type === 'string')
    out.push({ rule: 'format', value: 'not a value of its format' });
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern as string, 'u').test('\u00a7\u00a7'))
    out.push({ rule: 'pattern', value: '\u00a7\u00a7' });
  if (type === 'integer') out.push({ rule: 'type', value: 1.5 });
  else if (type === 'number' || type === 'boolean') out.push({ rule: 'type', value: 'text' });
  else if (type === 'string') out.push({ rule: 'type', value: 12 });
  return out;
}

function bodyWith(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head!]: bodyWith(rest, value) };
}

// Schema text a person should never read under a field.
const RAW = /must match|schema|<=|>=|oneOf|anyOf|must be null|must NOT|NaN|undefined|\[object/;

const cases = contract.operations.flatMap((operation) => {
  if (!operation.requestBody || !operation.requestBody.contentType.includes('json')) return [];
  const validate = validators.request(operation);
  return leaves(operation.requestBody.schema).flatMap((leaf) =>
    leaf.path.length === 0
      ? []
      : breakers(leaf.schema).map((broken) => ({ operation: operation.operationId, validate, leaf, broken })),
  );
});

describe('every error a form can get from the contract', () => {
  it('walks hundreds of rules, over every operation with a body', () => {
    const withBody = contract.operations
      .filter((operation) => operation.requestBody)
      .map((operation) => operation.operationId);
    expect(withBody.length).toBeGreaterThan(25);
    expect([...new Set(cases.map((item) => item.operation))].sort()).toEqual([...withBody].sort());
    expect(cases.length, String(cases.length)).toBeGreaterThan(400);
  });

  it('answers each broken rule at the field, as data a form words in English and Spanish', () => {
    const unworded: string[] = [];
    for (const { operation, validate, leaf, broken } of cases) {
      const pointer = `/body/${leaf.path.join('/')}`;
      const errors = validate({ params: {}, query: {}, headers: {}, body: bodyWith(leaf.path, broken.value) }).filter(
        (error) => error.pointer === pointer,
      );
      const where = `${operation} ${pointer} (${broken.rule})`;
      if (errors.length === 0) {
        unworded.push(`${where}: no error at the field`);
        continue;
      }
      for (const error of errors as ProblemFieldError[]) {
        if (!error.code) unworded.push(`${where}: "${error.message}" has no code`);
        for (const locale of LOCALES) {
          const sentence = fieldProblemSentence(fieldProblemOf(error), 'Field', locale);
          if (!sentence.startsWith('Field ') || RAW.test(sentence)) unworded.push(`${where} [${locale}]: ${sentence}`);
          if (error.code === 'maximum' && error.unit === 'cents' && !sentence.includes('$'))
            unworded.push(`${where} [${locale}]: money bound not in dollars: ${sentence}`);
        }
      }
    }
    expect(unworded).toEqual([]);
  });

  it('says the manual total over the limit as one sentence in dollars, not three schema messages', () => {
    const operation = cases.find((item) => item.leaf.path.at(-1) === 'manualTotal' && item.broken.rule === 'maximum');
    expect(operation, 'a body with a manual total').toBeDefined();
    const errors = operation!
      .validate({ params: {}, query: {}, headers: {}, body: bodyWith(operation!.leaf.path, 10_000_000_001) })
      .filter((error) => error.pointer.endsWith('/manualTotal'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'maximum', limit: 10_000_000_000, unit: 'cents' });
    expect(fieldProblemSentence(fieldProblemOf(errors[0]!), 'Manual total', 'en')).toBe(
      'Manual total must be at most $100,000,000.00.',
    );
    expect(fieldProblemSentence(fieldProblemOf(errors[0]!), 'Total manual', 'es')).toBe(
      'Total manual debe ser como máximo $100,000,000.00.',
    );
  });
});
