import { eq, inArray, type Column, type SQL } from 'drizzle-orm';
import { workerGroupRestriction } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { companyGroups } from '../../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../../server/authorization.ts';
import { notFound } from '../../server/problem.ts';
import { inScope, requireWorkerGroup, where } from '../common.ts';

/** One worker group of one company: the unit tips are kept and managed in. */
export type TipGroup = { companyId: string; workerGroupCode: string };

const groupOf = (companyId: string, workerGroupCode: string): TipGroup => ({ companyId, workerGroupCode });

/** The worker group named by the request, inside the caller's companies and groups. */
export async function requireGroup(
  db: Db,
  scope: CompanyScope,
  auth: RequestAuth,
  workerGroupCode: string,
  companyId?: string,
): Promise<TipGroup> {
  requireWorkerGroup(auth, workerGroupCode);
  const company = companyId ? eq(companyGroups.companyId, companyId) : undefined;
  const named = where(
    eq(companyGroups.workerGroupCode, workerGroupCode),
    company,
    inScope(scope, companyGroups.companyId),
  );
  const [group] = await db.select({ companyId: companyGroups.companyId }).from(companyGroups).where(named);
  if (!group) throw notFound('The worker group');
  return groupOf(group.companyId, workerGroupCode);
}

/** The worker group a read names, of the company the request resolved to, once the caller may see it. */
export function readGroup(auth: RequestAuth, companyId: string, workerGroupCode: string): TipGroup {
  requireWorkerGroup(auth, workerGroupCode);
  return groupOf(companyId, workerGroupCode);
}

type GroupColumns = { companyId: Column; workerGroupCode: Column };

/** The conditions that keep a table's rows to one group, to spread among the others of `and(…)`. */
export const inGroup = (table: GroupColumns, group: TipGroup): SQL[] => [
  eq(table.companyId, group.companyId),
  eq(table.workerGroupCode, group.workerGroupCode),
];

/** The same, and to one day of tips. */
export const onTipDay = (table: GroupColumns & { dateTip: Column }, group: TipGroup, dateTip: string): SQL[] => [
  ...inGroup(table, group),
  eq(table.dateTip, dateTip),
];

/**
 * The conditions of a company-wide read that may name one worker group: that group if named (once the caller may see
 * it), and in any case only the groups the caller may see.
 */
export function visibleGroups(auth: RequestAuth, column: Column, workerGroupCode?: string): (SQL | undefined)[] {
  if (workerGroupCode) requireWorkerGroup(auth, workerGroupCode);
  const restriction = workerGroupRestriction(auth.user);
  return [
    workerGroupCode ? eq(column, workerGroupCode) : undefined,
    restriction ? inArray(column, restriction) : undefined,
  ];
}
