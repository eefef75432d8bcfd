// One scope per request, resolved once, before any handler runs.
//
// A request can name a company in many places at once: the path, the query (`companyId` or `companyId[eq]`), the
// body at any depth, and through every record id it carries (a worker, a period, a split, a batch…). Each of those
// places is read from the contract when the server starts (every parameter or body field whose schema is the
// contract's `Id`, wherever it sits), so a new operation or field cannot be forgotten: an `Id` field whose name this
// module does not know stops the server at start-up until it is classified below.
//
// At request time every reference is resolved to the company (and worker group) it belongs to. The request goes on
// only when they all name one company the caller may reach and every worker group it touches is one the caller may
// see; any disagreement, unknown record or unreachable company answers 404, as a missing record does, so ids cannot
// be probed. The handler then receives that one company as `companyId` and never the raw values the request carried.
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.ts';
import {
  commissionBatches,
  commissionPlans,
  dashboardUsers,
  deductionRecords,
  employerNotifications,
  periods,
  tipRecords,
  tipSplits,
  workers,
} from '../db/schema/index.ts';
import type { CompanyScope } from './authorization.ts';
import type { ContractOperation, JsonSchema } from './contract.ts';
import { notFound } from './problem.ts';

type RecordKind = {
  /** How a 404 names it: "The worker was not found." */
  what: string;
  table: PgTable;
  id: PgColumn;
  company: PgColumn;
  group?: PgColumn;
  /** Serial ids (digits) rather than UUIDs. */
  numeric?: boolean;
};

const worker: RecordKind = {
  what: 'The worker',
  table: workers,
  id: workers.id,
  company: workers.companyId,
  group: workers.workerGroupCode,
};
const period: RecordKind = {
  what: 'The pay period',
  table: periods,
  id: periods.id,
  company: periods.companyId,
  group: periods.workerGroupCode,
};
const batch: RecordKind = {
  what: 'The commission batch',
  table: commissionBatches,
  id: commissionBatches.id,
  company: commissionBatches.companyId,
};

/** What each `Id` field of the contract names, by the field's name. */
const recordKinds: Record<string, RecordKind | 'company'> = {
  companyId: 'company',
  workerId: worker,
  workerIds: worker,
  workersIds: worker,
  fromWorkerId: worker,
  toWorkerIds: worker,
  periodId: period,
  periodIds: period,
  splitId: {
    what: 'The tip split',
    table: tipSplits,
    id: tipSplits.id,
    company: tipSplits.companyId,
    group: tipSplits.workerGroupCode,
  },
  tipId: {
    what: 'The tip',
    table: tipRecords,
    id: tipRecords.id,
    company: tipRecords.companyId,
    group: tipRecords.workerGroupCode,
    numeric: true,
  },
  commissionBatchId: batch,
  planId: {
    what: 'The compensation plan',
    table: commissionPlans,
    id: commissionPlans.id,
    company: commissionPlans.companyId,
  },
  userId: { what: 'The user', table: dashboardUsers, id: dashboardUsers.id, company: dashboardUsers.companyId },
  notificationId: {
    what: 'The notification',
    table: employerNotifications,
    id: employerNotifications.id,
    company: employerNotifications.companyId,
  },
  deductionId: {
    what: 'The deduction file',
    table: deductionRecords,
    id: deductionRecords.id,
    company: deductionRecords.companyId,
    group: deductionRecords.workerGroupCode,
  },
};

/** `Id` fields that name no record of their own: filters and ids that only mean something inside the named company. */
const notRecords = new Set([
  // An audit-log filter: it narrows the named company's own events.
  'entityId',
  // Reports are kept per company (`/reports/{companyId}/{reportId}`) and looked up inside it.
  'reportId',
]);

/** Path `{id}` parameters, by the resource of the operation's path. */
const pathIds: [RegExp, RecordKind][] = [[/\/(commission-batch|get-batch)\/\{id\}/, batch]];

/** Fields that name worker groups: checked against a caller limited to some groups. */
const groupFields = new Set(['workerGroupCode', 'workerGroupCodes', 'irsiWorkerGroupCodes']);

type Segment = string | { each: true };
type Place = { path: Segment[]; kind: RecordKind | 'company' };
export type OperationReferences = { places: Place[]; groupPlaces: Segment[][] };

const idRef = '#/components/schemas/Id';
const filterKeys = new Set(['eq', 'ne', 'in', 'nin']);

/** Every place of an operation's request that carries an `Id` (and every worker group field), from the contract. */
export function referencesOf(operation: ContractOperation, schemas: Record<string, JsonSchema>): OperationReferences {
  const places: Place[] = [];
  const groupPlaces: Segment[][] = [];
  const unknown: string[] = [];

  const classify = (name: string, path: Segment[]): void => {
    if (notRecords.has(name)) return;
    if (name === 'id' && path[0] === 'params') {
      const kind = pathIds.find(([pattern]) => pattern.test(operation.path))?.[1];
      if (kind) places.push({ path, kind });
      else unknown.push(`${operation.operationId} path {id}`);
      return;
    }
    const kind = recordKinds[name];
    if (kind) places.push({ path, kind });
    else unknown.push(`${operation.operationId} ${path.map((s) => (typeof s === 'string' ? s : '*')).join('.')}`);
  };

  const walk = (schema: unknown, path: Segment[], name: string, seen: Set<string>): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const node = schema as JsonSchema;
    // `ne`/`nin` filters name groups left out, not groups asked for.
    const excluding = path.at(-1) === 'ne' || path.at(-1) === 'nin';
    if (
      groupFields.has(name) &&
      !excluding &&
      !groupPlaces.some((p) => p.length === path.length && p.every((s, i) => s === path[i]))
    )
      groupPlaces.push(path);
    if (node.$ref === idRef) return classify(name, path);
    if (typeof node.$ref === 'string') {
      const target = node.$ref.slice('#/components/schemas/'.length);
      if (seen.has(target)) return;
      return walk(schemas[target], path, name, new Set([...seen, target]));
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (Array.isArray(list)) for (const part of list) walk(part, path, name, seen);
    }
    if (node.items) walk(node.items, [...path, { each: true }], name, seen);
    const properties = node.properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const [key, inner] of Object.entries(properties)) {
        // A filter (`companyId[eq]`) still names what its parameter names.
        walk(inner, [...path, key], filterKeys.has(key) ? name : key, seen);
      }
    }
  };

  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    walk(parameter.schema, [parameter.in === 'path' ? 'params' : 'query', parameter.name], parameter.name, new Set());
  }
  if (operation.requestBody) walk(operation.requestBody.schema, ['body'], '', new Set());
  if (unknown.length > 0) {
    throw new Error(
      `The contract has id fields the server cannot place in a company; classify them in request-scope.ts: ${unknown.join('; ')}.`,
    );
  }
  return { places, groupPlaces };
}

/** The values found at a place of a request (arrays and comma-separated lists give each item). */
function valuesAt(root: Record<string, unknown>, path: Segment[]): string[] {
  let current: unknown[] = [root];
  for (const segment of path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof segment === 'string') {
        if (typeof value === 'object' && value !== null && !Array.isArray(value) && segment in value)
          next.push((value as Record<string, unknown>)[segment]);
      } else if (Array.isArray(value)) {
        next.push(...(value as unknown[]));
      }
    }
    current = next;
  }
  return current
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .flatMap((value) => (typeof value === 'string' || typeof value === 'number' ? [String(value)] : []));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value has the shape of the database's record ids: anything else names no record, and must not reach a uuid column. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
const serial = /^[1-9]\d{0,15}$/;

export type ResolvedScope = {
  /** The one company the request is about; undefined when it names none (lists across the caller's companies). */
  companyId: string | undefined;
};

export type RequestParts = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

/**
 * Resolves every company and record a request names and requires one reachable company and visible worker groups.
 * Throws 404 otherwise. `restriction` is the caller's worker groups (null: every group).
 */
export async function resolveRequestScope(
  db: Db,
  references: OperationReferences,
  parts: RequestParts,
  scope: CompanyScope,
  restriction: readonly string[] | null,
  internalCaller: boolean,
): Promise<ResolvedScope> {
  const root: Record<string, unknown> = { params: parts.params, query: parts.query, body: parts.body };
  const companies = new Set<string>();

  // An `in` filter lists its groups with commas.
  const groups = restriction
    ? references.groupPlaces.flatMap((path) =>
        valuesAt(root, path).flatMap((value) => (path.at(-1) === 'in' ? value.split(',') : [value])),
      )
    : [];
  for (const code of groups) if (!restriction!.includes(code)) throw notFound('The worker group');

  const wanted = new Map<RecordKind, Set<string>>();
  for (const place of references.places) {
    for (const value of valuesAt(root, place.path)) {
      if (place.kind === 'company') {
        if (!isUuid(value)) throw notFound('The company');
        companies.add(value.toLowerCase());
        continue;
      }
      if (!(place.kind.numeric ? serial.test(value) : isUuid(value))) throw notFound(place.kind.what);
      const ids = wanted.get(place.kind) ?? new Set<string>();
      ids.add(place.kind.numeric ? value : value.toLowerCase());
      wanted.set(place.kind, ids);
    }
  }

  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const list = [...ids];
      const rows = (await db
        .select({ id: kind.id, company: kind.company, ...(kind.group ? { group: kind.group } : {}) })
        .from(kind.table)
        .where(inArray(kind.id, kind.numeric ? list.map(Number) : list))) as {
        id: string | number;
        company: string | null;
        group?: string | null;
      }[];
      if (rows.length !== list.length) throw notFound(kind.what);
      for (const row of rows) {
        // A record of no company (the provider's own staff accounts) is the provider's: only its staff reach it.
        if (row.company === null) {
          if (!internalCaller) throw notFound(kind.what);
          continue;
        }
        companies.add(row.company);
        if (restriction && row.group && !restriction.includes(row.group)) throw notFound(kind.what);
      }
    }),
  );

  if (companies.size > 1) throw notFound('The company');
  const [companyId] = companies;
  if (companyId !== undefined) scope.require(companyId, 'The company');
  return { companyId };
}

/**
 * The companies a request names in the places its operation declares for them, read before the request is known to
 * be valid. A request refused for its shape is still answered 404 when one of them is out of the caller's reach, so
 * such a request tells an outsider nothing more about another company than "not found". (A company id in a place the
 * operation does not declare is only an unknown field: it is never read.)
 */
export function declaredCompanies(references: OperationReferences, parts: RequestParts): string[] {
  const root: Record<string, unknown> = { params: parts.params, query: parts.query, body: parts.body };
  return references.places.filter((place) => place.kind === 'company').flatMap((place) => valuesAt(root, place.path));
}

/** A copy of the request's query or body without the company it named: handlers use the resolved one. */
export function withoutCompany<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('companyId' in value)) return value;
  const { companyId: _ignored, ...rest } = value as Record<string, unknown>;
  return rest as T;
}
