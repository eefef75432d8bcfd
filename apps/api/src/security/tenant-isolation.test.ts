import { hasAnyPermission, isPermission, type SessionUser } from '@cuadre/domain';
import { sql } from 'drizzle-orm';
import { dashboardUsers } from '../db/schema/index.ts';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOperation, JsonSchema } from '../server/contract.ts';
import { startTestApi, testContract, type TestApi } from '../server/testing/harness.ts';
import {
  operationCases,
  personas,
  prepareCases,
  runCall,
  STAFF,
  TIPS_MANAGER,
  type Call,
  type Extra,
  type TestFixtures,
} from '../server/testing/operation-cases.ts';

// Tenant isolation, generated from the contract and proven from outside.
//
// For every operation that is company-scoped or carries a record id, the permitted call of operations-cases.ts is
// the base: a request valid for its caller's own company. Every id it carries is found by value, not by the server's
// own list of fields: a UUID (or a numeric `…Id`) that is the id of a row of a table with a `company_id` column, or of a
// company. Each variant then swaps ONE such id for the same kind of record of ANOTHER company, in each place the
// request carries it; other variants add a company id (the caller's own, or another) in a place the operation does not
// declare. Every variant must be refused (404 for another company's data, 400 for an undeclared parameter) and the
// whole database, re-read afterwards, must be exactly as before. Then every base runs and must succeed, so a variant
// "refused" by validation can never pass for one refused by scope. The same is done for worker groups with the tips
// manager, who may see one group of Isla.

type Location = { part: 'params' | 'query' | 'body'; keys: (string | number)[]; item?: number };
type Reference = { location: Location; value: string; table: string; company: string; group: string | null };
type Variant = {
  operationId: string;
  kind: 'company' | 'undeclared' | 'group' | 'outsider';
  name: string;
  call: Call;
  expected: number;
};
type Parts = { params: Record<string, string>; query: Record<string, unknown>; body: unknown };

const contract = testContract().contract;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lastOperations = ['disableExternalUser', 'enableExternalUser'];
/** The contract's ids that are serial numbers rather than UUIDs, and the table they number. */
const serialIds: Record<string, string> = { tipId: 'tip_records' };
// Tables whose rows change on every signed-in request, whatever it asks: left out of "nothing else moved".
const volatileTables = new Set(['sessions', 'oidc_store']);

let api: TestApi;
let fixtures: TestFixtures;
let extra: Extra;
let companyIds: string[] = [];
/** Tables with an `id` and a `company_id` (and maybe a `worker_group_code`): every record a request can name. */
let companyTables: { name: string; grouped: boolean }[] = [];
const people = new Map<string, { companyIds: string[]; user: SessionUser; internal: boolean }>();
const variants: Variant[] = [];
const answers = new Map<Variant, { status: number; body: string }>();
const bases = new Map<string, { call: Call & { status?: number }; status: number; body: string }>();
const covered = new Map<string, number>();
let before = new Map<string, string>();
let after = new Map<string, string>();

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A fingerprint of every table's whole content. */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await api.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    if (volatileTables.has(name)) continue;
    const [row] = rowsOf<{ print: string | null; n: number }>(
      await api.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print, count(*)::int as n from "${name}" t`,
        ),
      ),
    );
    prints.set(name, `${row?.n}:${row?.print}`);
  }
  return prints;
}

function partsOf(operation: ContractOperation, call: Call): Parts {
  const url = new URL(call.url, 'http://localhost');
  const pattern = new RegExp(`^/api${operation.path.replaceAll(/\{([^}]+)\}/g, '(?<$1>[^/]+)')}$`);
  const params = { ...(pattern.exec(url.pathname)?.groups ?? {}) };
  for (const key of Object.keys(params)) params[key] = decodeURIComponent(params[key]!);
  return {
    params,
    query: qs.parse(url.search.slice(1), { depth: 2 }) as Record<string, unknown>,
    body: structuredClone(call.payload),
  };
}

function callOf(operation: ContractOperation, base: Call, parts: Parts): Call {
  const path = operation.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? ''),
  );
  const search = qs.stringify(parts.query, { encodeValuesOnly: true, arrayFormat: 'repeat' });
  return {
    ...base,
    url: `/api${path}${search ? `?${search}` : ''}`,
    ...(parts.body !== undefined ? { payload: parts.body } : {}),
  };
}

/** Every string leaf of a request part, with where it sits; comma-separated query lists give each item. */
function leaves(parts: Parts): { location: Location; value: string; key: string }[] {
  const found: { location: Location; value: string; key: string }[] = [];
  const walk = (part: Location['part'], value: unknown, keys: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(part, item, [...keys, index]));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(part, inner, [...keys, key]);
    else if (typeof value === 'string') {
      const key = String(keys.findLast((k) => typeof k === 'string' && !['eq', 'ne', 'in', 'nin'].includes(k)) ?? '');
      const items = part === 'query' && value.includes(',') ? value.split(',') : [value];
      items.forEach((item, index) =>
        found.push({ location: { part, keys, ...(items.length > 1 ? { item: index } : {}) }, value: item, key }),
      );
    }
  };
  walk('params', parts.params, []);
  walk('query', parts.query, []);
  walk('body', parts.body, []);
  return found;
}

function replaced(parts: Parts, location: Location, value: string): Parts {
  const copy: Parts = structuredClone(parts);
  let holder = copy[location.part] as Record<string | number, unknown>;
  for (const key of location.keys.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = location.keys.at(-1)!;
  if (location.item === undefined) holder[last] = value;
  else {
    const items = String(holder[last]).split(',');
    items[location.item] = value;
    holder[last] = items.join(',');
  }
  return copy;
}

/** The records a base request names, found by value in every company table. */
async function referencesIn(parts: Parts): Promise<Reference[]> {
  const found: Reference[] = [];
  for (const leaf of leaves(parts)) {
    // Serial ids repeat from table to table, so the few the contract carries are placed by their field's name.
    const serialTable = /^\d{1,15}$/.test(leaf.value) ? serialIds[leaf.key] : undefined;
    if (!uuid.test(leaf.value) && !serialTable) continue;
    if (companyIds.includes(leaf.value)) {
      found.push({ location: leaf.location, value: leaf.value, table: 'companies', company: leaf.value, group: null });
      continue;
    }
    for (const table of companyTables.filter((t) => serialTable === undefined || t.name === serialTable)) {
      const group = table.grouped ? 'worker_group_code' : 'null';
      const [row] = rowsOf<{ company: string | null; grp: string | null }>(
        await api.db.execute(
          sql.raw(
            `select company_id as company, ${group} as grp from "${table.name}" where id::text = '${leaf.value}' limit 1`,
          ),
        ),
      );
      if (row?.company) {
        found.push({
          location: leaf.location,
          value: leaf.value,
          table: table.name,
          company: row.company,
          group: row.grp,
        });
        break;
      }
    }
  }
  return found;
}

/** The same kind of record in another company (or another worker group of the same company). */
async function counterpart(
  reference: Reference,
  company: string,
  otherThanGroup?: string[],
): Promise<string | undefined> {
  if (reference.table === 'companies') return otherThanGroup ? undefined : company;
  const table = companyTables.find((t) => t.name === reference.table)!;
  const groupClause = otherThanGroup
    ? table.grouped
      ? `and worker_group_code not in (${otherThanGroup.map((g) => `'${g}'`).join(',')})`
      : 'and false'
    : '';
  const [row] = rowsOf<{ id: string }>(
    await api.db.execute(
      sql.raw(
        `select id::text as id from "${reference.table}" where company_id = '${company}' ${groupClause} order by id limit 1`,
      ),
    ),
  );
  return row?.id;
}

const declares = (operation: ContractOperation, where: 'query' | 'path', name: string) =>
  operation.parameters.some((p) => p.in === where && p.name === name);
const bodyDeclares = (operation: ContractOperation, name: string): boolean => {
  const schema = operation.requestBody?.schema as JsonSchema | undefined;
  const resolve = (s: JsonSchema | undefined): JsonSchema | undefined =>
    s && typeof s.$ref === 'string' ? (contract.schemas[s.$ref.split('/').pop()!] as JsonSchema) : s;
  const root = resolve(schema);
  const own = (s: JsonSchema | undefined): boolean => {
    const r = resolve(s);
    if (!r) return false;
    if (r.properties && name in (r.properties as object)) return true;
    return ['allOf', 'oneOf', 'anyOf'].some((k) => Array.isArray(r[k]) && (r[k] as JsonSchema[]).some(own));
  };
  return own(root);
};

const scoped = (operation: ContractOperation) => !operation.public && operation.operationId in operationCases;

beforeAll(async () => {
  api = await startTestApi();
  ({ fixtures, extra } = await prepareCases(api));
  companyIds = rowsOf<{ id: string }>(await api.db.execute(sql`select id::text as id from companies order by id`)).map(
    (r) => r.id,
  );
  companyTables = rowsOf<{ name: string; grouped: boolean }>(
    await api.db.execute(sql`
      select c.table_name as name, bool_or(g.column_name is not null) as grouped
      from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      left join information_schema.columns g on g.table_schema = c.table_schema and g.table_name = c.table_name and g.column_name = 'worker_group_code'
      where c.table_schema = 'public' and c.column_name = 'company_id'
      group by c.table_name order by c.table_name`),
  );
  // An outsider of every company: a super-admin there, whom no permission check stops, so only scope can refuse.
  const outsiderOf = new Map<string, string>();
  for (const [index, company] of companyIds.entries()) {
    const email = `outsider.${index}@tenant-isolation.example`;
    await api.db
      .insert(dashboardUsers)
      .values({ companyId: company, email, firstName: 'Outsider', lastName: String(index), role: 'super-admin' });
    outsiderOf.set(company, email);
  }
  for (const email of [...personas, ...outsiderOf.values()]) {
    const session = (await api.call(email, { method: 'GET', url: '/api/auth/session' })).json() as {
      user: SessionUser;
      companies: { id: string }[];
      internalStaff: boolean;
    };
    people.set(email, {
      user: session.user,
      companyIds: session.companies.map((c) => c.id),
      internal: session.internalStaff,
    });
  }
  const manager = people.get(TIPS_MANAGER)!;
  const managerGroups = [
    ...manager.user.workerGroupCodes,
    ...(manager.user.workerGroupCode ? [manager.user.workerGroupCode] : []),
  ];

  for (const operation of contract.operations) {
    if (!scoped(operation)) continue;
    const testCase = operationCases[operation.operationId as keyof typeof operationCases];
    const base = testCase.success(fixtures, extra);
    const caller = people.get(base.as!)!;
    const parts = partsOf(operation, base);
    const references = await referencesIn(parts);
    const own = references[0]?.company ?? caller.companyIds[0]!;
    const add = (kind: Variant['kind'], name: string, changed: Parts, as = base.as) =>
      variants.push({
        operationId: operation.operationId,
        kind,
        name,
        call: { ...callOf(operation, base, changed), as, idempotent: base.idempotent ?? false },
        expected: kind === 'undeclared' ? 400 : 404,
      });

    // Another company's id in each place the request carries one. Staff reach every company: for them only a
    // request that still names its own company elsewhere mixes two, and must be refused.
    for (const reference of references) {
      if (caller.internal && references.filter((r) => r !== reference).length === 0) continue;
      for (const company of companyIds.filter((id) => id !== own)) {
        const swapped = await counterpart(reference, company);
        if (swapped === undefined) continue;
        add(
          'company',
          `${reference.table} at ${reference.location.part}.${reference.location.keys.join('.')} of another company (${company.slice(0, 8)})`,
          replaced(parts, reference.location, swapped),
        );
      }
    }
    // A company id where the operation declares none: refused as an unknown parameter, whoever's it is.
    const other = companyIds.find((id) => id !== own)!;
    for (const [label, company] of [
      ['own', own],
      ['another', other],
    ] as const) {
      if (!declares(operation, 'query', 'companyId'))
        add('undeclared', `undeclared query companyId (${label})`, {
          ...parts,
          query: { ...parts.query, companyId: company },
        });
      if (
        operation.requestBody &&
        typeof parts.body === 'object' &&
        parts.body !== null &&
        !Array.isArray(parts.body) &&
        !bodyDeclares(operation, 'companyId')
      ) {
        add('undeclared', `undeclared body companyId (${label})`, {
          ...parts,
          body: { ...(parts.body as object), companyId: company },
        });
      }
    }
    add('undeclared', 'an undeclared query parameter', {
      ...parts,
      query: { ...parts.query, workerGroupCodes: 'all' },
    });

    // The valid request itself, sent by the super-admin of each other company.
    for (const company of companyIds.filter((id) => id !== own)) {
      add(
        'outsider',
        `the request as the super-admin of another company (${company.slice(0, 8)})`,
        parts,
        outsiderOf.get(company)!,
      );
    }

    // Worker groups: the tips manager may see group 103 of Isla only.
    const managerMay =
      operation.permissions.length === 0 || hasAnyPermission(manager.user, operation.permissions.filter(isPermission));
    if (managerMay && own === manager.companyIds[0]) {
      for (const leaf of leaves(parts).filter(
        (l) => /^workerGroupCodes?$/.test(l.key) && managerGroups.includes(l.value),
      )) {
        const [group] = rowsOf<{ code: string }>(
          await api.db.execute(
            sql.raw(
              `select worker_group_code as code from company_groups where company_id = '${own}' and worker_group_code not in (${managerGroups.map((g) => `'${g}'`).join(',')}) order by 1 limit 1`,
            ),
          ),
        );
        if (group)
          add(
            'group',
            `worker group ${group.code} at ${leaf.location.part}.${leaf.location.keys.join('.')}`,
            replaced(parts, leaf.location, group.code),
            TIPS_MANAGER,
          );
      }
      for (const reference of references.filter((r) => r.group !== null)) {
        const swapped = await counterpart(reference, own, managerGroups);
        if (swapped !== undefined)
          add(
            'group',
            `${reference.table} of another worker group at ${reference.location.part}.${reference.location.keys.join('.')}`,
            replaced(parts, reference.location, swapped),
            TIPS_MANAGER,
          );
      }
    }
  }

  before = await fingerprint();
  for (const variant of variants) {
    const response = await runCall(api, variant.call);
    answers.set(variant, { status: response.statusCode, body: response.body.slice(0, 300) });
    covered.set(variant.operationId, (covered.get(variant.operationId) ?? 0) + 1);
  }
  after = await fingerprint();

  // Then each base, in the order the operation tests use, session-ending ones last: each must succeed.
  const order = Object.keys(operationCases).sort((a, b) => lastOperations.indexOf(a) - lastOperations.indexOf(b));
  for (const operationId of order) {
    const operation = contract.operations.find((o) => o.operationId === operationId);
    if (!operation || !scoped(operation)) continue;
    const call = operationCases[operationId as keyof typeof operationCases].success(fixtures, extra);
    const response = await runCall(api, call);
    bases.set(operationId, { call, status: response.statusCode, body: response.body.slice(0, 300) });
  }
  const operations = new Set(variants.map((v) => v.operationId)).size;
  console.log(
    `tenant isolation: ${variants.length} variants over ${operations} operations (${contract.operations.filter(scoped).length} scoped), ${variants.filter((v) => v.kind === 'group').length} of them for worker groups`,
  );
}, 600_000);

afterAll(() => api.close());

describe('tenant isolation, generated from the contract', () => {
  it('covers every operation that is company-scoped or takes a record id, none skipped', () => {
    const scopedOperations = contract.operations.filter(
      (operation) =>
        !operation.public && (operation.companyScoped || operation.parameters.some((p) => /Id$/.test(p.name))),
    );
    expect(
      scopedOperations.filter((operation) => !(operation.operationId in operationCases)).map((o) => o.operationId),
    ).toEqual([]);
    expect(
      scopedOperations.filter((operation) => !covered.get(operation.operationId)).map((o) => o.operationId),
    ).toEqual([]);
    expect(scopedOperations.length).toBeGreaterThan(95);
  });

  it('has a valid base request for every operation: a variant cannot pass by failing validation', () => {
    const failed = [...bases]
      .filter(([, base]) => base.status !== (base.call.status ?? 200))
      .map(([id, base]) => `${id}: ${base.status} ${base.body}`);
    expect(failed).toEqual([]);
  });

  it('refuses every variant that names another company or its records, in every place a request carries one', () => {
    const wrong = variants.filter((v) => v.kind === 'company' && answers.get(v)?.status !== 404);
    expect(
      wrong.map(
        (v) => `${v.operationId} as ${v.call.as}: ${v.name} → ${answers.get(v)?.status} ${answers.get(v)?.body}`,
      ),
    ).toEqual([]);
    expect(variants.filter((v) => v.kind === 'company' && v.call.as !== STAFF).length).toBeGreaterThan(250);
  });

  it('refuses a company id, or any parameter, in a place the operation does not declare', () => {
    const wrong = variants.filter(
      (v) =>
        v.kind === 'undeclared' &&
        (answers.get(v)?.status !== 400 ||
          !/not a (parameter of this operation|known field)/.test(answers.get(v)!.body)),
    );
    expect(wrong.map((v) => `${v.operationId}: ${v.name} → ${answers.get(v)?.status} ${answers.get(v)?.body}`)).toEqual(
      [],
    );
  });

  it('refuses every valid request to the super-admin of every other company: 404, or 403 where only staff may call', () => {
    const outsiders = variants.filter((v) => v.kind === 'outsider');
    expect(new Set(outsiders.map((v) => v.operationId)).size).toBe(contract.operations.filter(scoped).length);
    const expected = (v: Variant) =>
      contract.operations.find((o) => o.operationId === v.operationId)!.internalOnly ? 403 : 404;
    expect(
      outsiders
        .filter((v) => answers.get(v)?.status !== expected(v))
        .map((v) => `${v.operationId}: ${v.name} → ${answers.get(v)?.status} ${answers.get(v)?.body}`),
    ).toEqual([]);
  });

  it('keeps the one-group tips manager out of every other worker group and its records', () => {
    const managed = variants.filter((v) => v.kind === 'group');
    expect(managed.length).toBeGreaterThan(20);
    expect(
      managed
        .filter((v) => answers.get(v)?.status !== 404)
        .map((v) => `${v.operationId}: ${v.name} → ${answers.get(v)?.status} ${answers.get(v)?.body}`),
    ).toEqual([]);
  });

  it('wrote nothing anywhere while it refused them: every table re-read is unchanged', () => {
    const moved = [...before].filter(([table, print]) => after.get(table) !== print).map(([table]) => table);
    expect(before.size).toBeGreaterThan(30);
    expect(moved).toEqual([]);
  });
});
