import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { locations } from '../locations.ts';

export type JsonSchema = Record<string, unknown>;

export const httpMethods = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type ContractParameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  style: string | undefined;
  explode: boolean | undefined;
};

export type ContractResponse = {
  contentType: string | undefined;
  schema: JsonSchema | undefined;
};

export type ContractOperation = {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, without the `/api` server prefix: `/workers/{workerId}`. */
  path: string;
  /** The Fastify route: `/api/workers/:workerId`. */
  url: string;
  tags: string[];
  permissions: string[];
  companyScoped: boolean;
  internalOnly: boolean;
  /** `x-dynamic-commission`: a non-zero dynamic commission count passes `permissions` too. */
  dynamicCommission: boolean;
  /** `security: []`: reachable without a session. */
  public: boolean;
  parameters: ContractParameter[];
  requestBody: { required: boolean; contentType: string; schema: JsonSchema } | undefined;
  responses: Record<string, ContractResponse>;
  /** Accepts an `Idempotency-Key` header. */
  idempotent: boolean;
};

export type Contract = {
  document: Record<string, unknown>;
  schemas: Record<string, JsonSchema>;
  operations: ContractOperation[];
};

export const defaultContractPath = locations.contract;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(document: Json, value: unknown): Json {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 10) throw new Error(`The contract has a $ref cycle at ${current.$ref}.`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`The contract refers outside itself: ${ref}.`);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`The contract's $ref ${ref} points nowhere.`);
    current = target;
  }
  if (!isObject(current)) throw new Error('The contract holds a non-object where an object is expected.');
  return current;
}

function readParameter(document: Json, raw: unknown): ContractParameter {
  const parameter = resolveRef(document, raw);
  const location = parameter.in;
  if (location !== 'query' && location !== 'path' && location !== 'header' && location !== 'cookie') {
    throw new Error(`The contract has a parameter in an unknown place: ${String(location)}.`);
  }
  return {
    name: String(parameter.name),
    in: location,
    required: parameter.required === true || location === 'path',
    schema: isObject(parameter.schema) ? parameter.schema : {},
    style: typeof parameter.style === 'string' ? parameter.style : undefined,
    explode: typeof parameter.explode === 'boolean' ? parameter.explode : undefined,
  };
}

function firstContent(content: unknown): { contentType: string; schema: JsonSchema | undefined } | undefined {
  if (!isObject(content)) return undefined;
  const entries = Object.entries(content);
  const json = entries.find(([type]) => type === 'application/json') ?? entries[0];
  if (!json) return undefined;
  const [contentType, media] = json;
  return { contentType, schema: isObject(media) && isObject(media.schema) ? media.schema : undefined };
}

export function parseContract(document: Json): Contract {
  const components = isObject(document.components) ? document.components : {};
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as Record<string, JsonSchema>;
  const rootSecurity = Array.isArray(document.security) ? document.security : [];
  const operations: ContractOperation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};

  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolveRef(document, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters.map((p) => readParameter(document, p)) : [];
    for (const method of httpMethods) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      const operationId = raw.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId.`);
      const own = Array.isArray(raw.parameters) ? raw.parameters.map((p) => readParameter(document, p)) : [];
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];

      let requestBody: ContractOperation['requestBody'];
      if (raw.requestBody !== undefined) {
        const body = resolveRef(document, raw.requestBody);
        const content = firstContent(body.content);
        if (content) {
          requestBody = {
            required: body.required === true,
            contentType: content.contentType,
            schema: content.schema ?? {},
          };
        }
      }

      const responses: Record<string, ContractResponse> = {};
      for (const [status, rawResponse] of Object.entries(isObject(raw.responses) ? raw.responses : {})) {
        const response = resolveRef(document, rawResponse);
        const content = firstContent(response.content);
        responses[status] = { contentType: content?.contentType, schema: content?.schema };
      }

      const security = Array.isArray(raw.security) ? raw.security : rootSecurity;
      operations.push({
        operationId,
        method,
        path,
        url: `/api${path.replaceAll(/\{([^}]+)\}/g, ':$1')}`,
        tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
        permissions: Array.isArray(raw['x-permissions']) ? raw['x-permissions'].map(String) : [],
        companyScoped: raw['x-company-scoped'] === true,
        internalOnly: raw['x-internal-only'] === true,
        dynamicCommission: raw['x-dynamic-commission'] === true,
        public: security.length === 0,
        parameters,
        requestBody,
        responses,
        idempotent: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      });
    }
  }
  return { document, schemas, operations };
}

export function loadContract(path: string = defaultContractPath): Contract {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the API contract at ${path}.`, { cause: error });
  }
  const document: unknown = parse(text);
  if (!isObject(document)) throw new Error(`The API contract at ${path} is not a YAML object.`);
  return parseContract(document);
}
