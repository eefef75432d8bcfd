import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Contract, ContractOperation, ContractParameter, JsonSchema } from './contract.ts';
import { pointerSegment, type ProblemFieldError } from './problem.ts';

const contractId = 'https://cuadre.example/openapi.json';

// ajv-formats is CommonJS; under Node's ESM loader its default export is the function itself.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
      copy[key] = `${contractId}#/$defs/${inner.slice('#/components/schemas/'.length)}`;
    } else {
      copy[key] = rewriteRefs(inner);
    }
  }
  return copy;
}

function createAjv(contract: Contract, options: Options): Ajv2020 {
  // multipleOfPrecision: 2.01 is a multiple of 0.01 although 2.01 / 0.01 is 200.99999999999997 in floating point.
  // verbose: an error carries the schema of its value, which says whether the value is money (`x-unit: cents`).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    logger: false,
    multipleOfPrecision: 9,
    ...options,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: contractId, $defs: rewriteRefs(contract.schemas) as Record<string, unknown> });
  return ajv;
}

export type RequestParts = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
};

export type RequestValidator = (parts: RequestParts) => ProblemFieldError[];
export type ResponseValidator = (status: number, body: unknown) => ProblemFieldError[];

/** The value at a JSON pointer of the data Ajv checked (`/rows/3/amount`). */
function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A value a problem may repeat back: short scalars only, so an answer never echoes a large or nested input. */
function quoted(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}\u2026` : value);
}

// An unknown value is named, so the caller sees which of several was refused: `must be one of a, b, not "c"`.
const enumMessage = (allowed: unknown[], value: string | null): string =>
  `must be one of ${allowed.map(String).join(', ')}${value === null ? '' : `, not ${value}`}`;

const BOUND_CODES = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/**
 * The rule an error broke as data a form can say in its own words (`code`, `limit`, `allowed`, `unit`, `expected`;
 * see `fieldProblemSentence` in the domain). Needs Ajv's `verbose` errors, which carry the schema of the value.
 */
function ruleOf(error: ErrorObject): Omit<ProblemFieldError, 'pointer' | 'message'> {
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const unit = parent['x-unit'] === 'cents' ? { unit: 'cents' as const } : {};
  if (error.keyword === 'required') return { code: 'required' };
  if (error.keyword === 'additionalProperties') return { code: 'unknown' };
  if (BOUND_CODES.has(error.keyword) && typeof params.limit === 'number') {
    return { code: error.keyword as NonNullable<ProblemFieldError['code']>, limit: params.limit, ...unit };
  }
  if (error.keyword === 'multipleOf' && typeof params.multipleOf === 'number')
    return { code: 'multipleOf', limit: params.multipleOf };
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues))
    return { code: 'enum', allowed: params.allowedValues.slice(0, 200).map(String) };
  if (error.keyword === 'const') return { code: 'enum', allowed: [String(params.allowedValue)] };
  if (error.keyword === 'type') return { code: 'type', expected: String(params.type) };
  if (error.keyword === 'format') return { code: 'format', expected: String(params.format) };
  if (error.keyword === 'pattern') return { code: 'pattern' };
  if (error.keyword === 'uniqueItems') return { code: 'uniqueItems' };
  return { code: 'invalid' };
}

/**
 * A value that may also be null (`oneOf: [X, {type: 'null'}]`, `type: [integer, 'null']`) that breaks X's rule
 * answers that rule only, not also "must be null" and "must match exactly one schema in oneOf".
 */
function withoutAlternatives(errors: ErrorObject[]): ErrorObject[] {
  const concrete = new Set(
    errors
      .filter(
        (error) =>
          !['oneOf', 'anyOf'].includes(error.keyword) && !(error.keyword === 'type' && error.params.type === 'null'),
      )
      .map((error) => error.instancePath),
  );
  return errors.filter((error) => {
    const alternative =
      ['oneOf', 'anyOf'].includes(error.keyword) || (error.keyword === 'type' && error.params.type === 'null');
    return !alternative || !concrete.has(error.instancePath);
  });
}

function toFieldErrors(prefix: string, errors: ErrorObject[] | null | undefined, data?: unknown): ProblemFieldError[] {
  const seen = new Set<string>();
  const result: ProblemFieldError[] = [];
  for (const error of withoutAlternatives(errors ?? [])) {
    let pointer = `${prefix}${error.instancePath}`;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      pointer += `/${pointerSegment(params.missingProperty)}`;
    } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      pointer += `/${pointerSegment(params.additionalProperty)}`;
    }
    const detail =
      error.keyword === 'additionalProperties'
        ? prefix === '/query' && error.instancePath === ''
          ? 'is not a parameter of this operation'
          : 'is not a known field'
        : error.keyword === 'enum' && Array.isArray(params.allowedValues)
          ? enumMessage(params.allowedValues, quoted(valueAt(data, error.instancePath)))
          : (error.message ?? 'is invalid');
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ pointer, message: detail, ...ruleOf(error) });
  }
  return result;
}

function objectSchema(parameters: ContractParameter[], closed: boolean): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = rewriteRefs(parameter.schema);
    if (parameter.required) required.push(name);
  }
  // A query parameter the operation does not declare is refused, as an unknown body field is: nothing a request
  // carries may be ignored by the check and read by a handler. Headers stay open (browsers and proxies add them).
  return { type: 'object', properties, required, ...(closed ? { additionalProperties: false } : {}) };
}

const isArraySchema = (schema: JsonSchema): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));

/** Comma-separated arrays (`form`, `explode: false`) arrive as one string; split them before validation. */
function normaliseQuery(parameters: ContractParameter[], query: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...query };
  for (const parameter of parameters) {
    const value = copy[parameter.name];
    if (value === undefined || !isArraySchema(parameter.schema)) continue;
    if (parameter.explode === false && typeof value === 'string') {
      copy[parameter.name] = value === '' ? [] : value.split(',');
    } else if (Array.isArray(value)) {
      copy[parameter.name] = (value as unknown[]).flatMap((item: unknown) =>
        parameter.explode === false && typeof item === 'string' ? item.split(',') : [item],
      );
    }
  }
  return copy;
}

export type ContractValidators = {
  request: (operation: ContractOperation) => RequestValidator;
  response: (operation: ContractOperation) => ResponseValidator;
  schema: (name: string) => ValidateFunction;
};

/**
 * `compile`, run once per operation: the validators are compiled once however many apps share them (the API tests start
 * one app per test file).
 */
function perOperation<Validator>(
  compile: (operation: ContractOperation) => Validator,
): (operation: ContractOperation) => Validator {
  const cache = new Map<ContractOperation, Validator>();
  return (operation) => {
    let validator = cache.get(operation);
    if (!validator) {
      validator = compile(operation);
      cache.set(operation, validator);
    }
    return validator;
  };
}

export function createValidators(contract: Contract): ContractValidators {
  // Query, path and header values are strings on the wire; bodies must already carry their JSON types.
  const coercing = createAjv(contract, { coerceTypes: 'array', useDefaults: true });
  const bodies = createAjv(contract, { useDefaults: true });
  // Answers are checked in tests only (`checkResponse`), against every operation a test file reaches: shared schemas
  // compiled once and referred to (inlineRefs: false), and the generated code left as written (optimize: false), took
  // 1.3–1.4 s for the whole contract against 3.7 s copied into each operation and optimised, once per test worker.
  const responses = createAjv(contract, { inlineRefs: false, code: { optimize: false } });

  const compileRequest = (operation: ContractOperation): RequestValidator => {
    const groups = (['path', 'query', 'header'] as const).map((location) => {
      const parameters = operation.parameters.filter((p) => p.in === location);
      return { location, parameters, validate: coercing.compile(objectSchema(parameters, location !== 'header')) };
    });
    const body = operation.requestBody;
    const validateBody = body ? bodies.compile(rewriteRefs(body.schema) as JsonSchema) : undefined;

    return (parts) => {
      const errors: ProblemFieldError[] = [];
      for (const { location, parameters, validate } of groups) {
        if (location === 'query') parts.query = normaliseQuery(parameters, parts.query);
        const target = location === 'path' ? parts.params : location === 'query' ? parts.query : parts.headers;
        if (validate(target)) continue;
        const found = toFieldErrors(`/${location}`, validate.errors, target);
        for (const error of found) {
          const original = parameters.find((p) => error.pointer === `/header/${p.name.toLowerCase()}`);
          errors.push(original ? { ...error, pointer: `/header/${pointerSegment(original.name)}` } : error);
        }
      }
      if (body && validateBody) {
        if (parts.body === undefined || parts.body === null) {
          if (body.required) errors.push({ pointer: '/body', message: 'is required' });
        } else if (!validateBody(parts.body)) {
          errors.push(...toFieldErrors('/body', validateBody.errors, parts.body));
        }
      }
      for (const [location, value] of [
        ['path', parts.params],
        ['query', parts.query],
        ['body', parts.body],
      ] as const) {
        for (const pointer of nulCharacters(value, `/${location}`))
          errors.push({ pointer, message: 'must not contain the NUL character (U+0000)' });
      }
      return errors;
    };
  };

  const compileResponse = (operation: ContractOperation): ResponseValidator => {
    const compiled = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(operation.responses)) {
      if (response.schema && response.contentType?.includes('json')) {
        compiled.set(status, responses.compile(rewriteRefs(response.schema) as JsonSchema));
      }
    }
    return (status, body) => {
      const key = String(status);
      if (
        !(key in operation.responses) &&
        !(`${key[0]}XX` in operation.responses) &&
        !('default' in operation.responses)
      ) {
        return [{ pointer: '', message: `status ${key} is not in the contract` }];
      }
      const validate = compiled.get(key);
      if (!validate || validate(body)) return [];
      return toFieldErrors('', validate.errors);
    };
  };

  return {
    request: perOperation(compileRequest),
    response: perOperation(compileResponse),

    schema(name) {
      return (
        responses.getSchema(`${contractId}#/$defs/${name}`) ??
        responses.compile({ $ref: `${contractId}#/$defs/${name}` })
      );
    },
  };
}

/**
 * Where a request holds U+0000, which no PostgreSQL text value can: refused here with the field named, rather
 * than as a database error. An upload's `csv` is left to its own check, which says the file is not text.
 */
function nulCharacters(value: unknown, pointer: string): string[] {
  const found: string[] = [];
  // The path is only spelled out as a pointer where a NUL is found: every request walks its values.
  const path: (string | number)[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pointer + path.map((segment) => `/${pointerSegment(segment)}`).join(''));
    } else if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index += 1) {
        path.push(index);
        walk(item[index]);
        path.pop();
      }
    } else if (item && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (pointer === '/body' && path.length === 0 && key === 'csv') continue;
        path.push(key);
        walk((item as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(value);
  return found;
}
