import type { JsonSchema } from '../contract.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields of an answer that its schema does not name: a leak Ajv lets through wherever the contract leaves
 * `additionalProperties` open or composes objects with allOf/oneOf. Properties of every branch of a composition
 * count as known; a schema with its own `additionalProperties` (a map) is left to Ajv.
 */
export function unknownFields(
  schemas: Record<string, JsonSchema>,
  schema: JsonSchema | undefined,
  value: unknown,
  pointer = '',
): string[] {
  if (!schema) return [];
  const branches = flatten(schemas, schema);
  if (Array.isArray(value)) {
    const items = branches.flatMap((branch) => (isObject(branch.items) ? [branch.items] : []));
    if (items.length === 0) return [];
    return value.flatMap((item, index) => unknownFields(schemas, { anyOf: items }, item, `${pointer}/${index}`));
  }
  if (!isObject(value)) return [];
  if (branches.some((branch) => branch.additionalProperties !== undefined && branch.additionalProperties !== false))
    return [];
  if (branches.some((branch) => branch.patternProperties !== undefined)) return [];
  const properties = new Map<string, JsonSchema[]>();
  let describesObject = false;
  for (const branch of branches) {
    if (isObject(branch.properties)) {
      describesObject = true;
      for (const [name, propertySchema] of Object.entries(branch.properties)) {
        if (isObject(propertySchema)) properties.set(name, [...(properties.get(name) ?? []), propertySchema]);
      }
    }
    if (branch.type === 'object' || (Array.isArray(branch.type) && branch.type.includes('object')))
      describesObject = true;
  }
  if (!describesObject) return [];
  const found: string[] = [];
  for (const [name, inner] of Object.entries(value)) {
    const known = properties.get(name);
    if (!known) {
      found.push(`${pointer}/${name}`);
      continue;
    }
    found.push(...unknownFields(schemas, { anyOf: known }, inner, `${pointer}/${name}`));
  }
  return found;
}

/** The schema itself, its $ref target, and every allOf/oneOf/anyOf branch, recursively. */
function flatten(schemas: Record<string, JsonSchema>, schema: JsonSchema, depth = 0): JsonSchema[] {
  if (depth > 20) return [schema];
  const resolved =
    typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')
      ? schemas[schema.$ref.slice('#/components/schemas/'.length)]
      : undefined;
  const own = resolved ? [...flatten(schemas, resolved, depth + 1), schema] : [schema];
  const composed = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) => {
    const list = schema[keyword];
    return Array.isArray(list) ? list.filter(isObject).flatMap((branch) => flatten(schemas, branch, depth + 1)) : [];
  });
  return [...own, ...composed];
}
