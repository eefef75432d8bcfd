// The versions a save is checked against: the id of the latest change of the thing in the audit trail (0 before any).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { where } from '../common.ts';

/** The company's changes recorded as `action` of `entity` (of the one `entityId`, when given). */
const changesOf = (companyId: string, entity: string, action: string, entityId?: string) =>
  where(
    eq(auditEvents.companyId, companyId),
    eq(auditEvents.entity, entity),
    eq(auditEvents.action, action),
    entityId === undefined ? undefined : eq(auditEvents.entityId, entityId),
  );

/** Each worker group's version: the id of its latest change in the audit trail (0 before any). */
export async function workerGroupVersionsOf(
  db: Db,
  companyId: string,
  workerGroupCode?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: auditEvents.entityId, id: sql<string>`max(${auditEvents.id})` })
    .from(auditEvents)
    .where(changesOf(companyId, 'worker-group', 'updateWorkerGroup', workerGroupCode))
    .groupBy(auditEvents.entityId);
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** One worker group's version. */
export async function workerGroupVersionOf(db: Db, companyId: string, workerGroupCode: string): Promise<number> {
  return (await workerGroupVersionsOf(db, companyId, workerGroupCode)).get(workerGroupCode) ?? 0;
}

/** The settings version: the id of the company's latest settings change in the audit trail (0 before any). */
export async function settingsVersionOf(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${auditEvents.id})` })
    .from(auditEvents)
    .where(changesOf(companyId, 'company', 'updateCompanySettings'));
  return Number(row?.id ?? 0);
}
