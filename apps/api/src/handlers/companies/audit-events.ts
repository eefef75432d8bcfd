// The company's audit trail: who changed what, with each change as before and after per field.
import { desc, eq, sql } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import { workerGroupRestriction } from '@cuadre/domain';
import { auditEvents } from '../../db/schema/index.ts';
import type { Handlers } from '../../server/handler-types.ts';
import { pageOf, paging, requiredInstant, where } from '../common.ts';
import { pageOfTable } from './lists.ts';

type Schemas = components['schemas'];

function changesOf(before: unknown, after: unknown): Schemas['AuditEvent']['changes'] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({
      pointer: `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
      before: a[key] ?? null,
      after: b[key] ?? null,
    }));
}

const auditEntityTypes = new Set<string>([
  'worker',
  'dashboard-user',
  'company',
  'worker-group',
  'bank-details',
  'deduction',
  'report',
  'tip',
  'tip-split',
  'tip-rules',
  'role-rules',
  'tip-history-note',
  'commission-batch',
  'commission-plan',
  'commission-upload',
  'insurance-ledger-entry',
  'insurance-status',
  'insurance-note',
  'insurance-upload',
]);

export const auditEventHandlers = {
  async listAuditEvents({ query, auth, db, companyId }) {
    const page = paging(query);
    // The log records company-wide changes with no worker group; a user limited to some groups sees their own actions.
    const restricted = workerGroupRestriction(auth.user) !== null;
    const condition = where(
      eq(auditEvents.companyId, companyId),
      restricted ? eq(auditEvents.actorUserId, auth.user.id) : undefined,
      query.entityType ? eq(auditEvents.entity, query.entityType) : undefined,
      query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
      query.actorEmail ? eq(auditEvents.actorEmail, query.actorEmail.toLowerCase()) : undefined,
      query.from ? sql`${auditEvents.at} >= (${query.from}::date + interval '4 hours')` : undefined,
      query.to ? sql`${auditEvents.at} < (${query.to}::date + interval '1 day 4 hours')` : undefined,
    );
    const order = [desc(auditEvents.at), desc(auditEvents.id)];
    const { rows, total } = await pageOfTable(db, page, auditEvents, condition, order);
    const items = rows.map((row) => ({
      id: String(row.id),
      companyId: row.companyId ?? companyId,
      at: requiredInstant(row.at),
      actorId: row.actorUserId ?? 'system',
      actorEmail: row.actorEmail,
      operationId: row.action,
      entityType: (auditEntityTypes.has(row.entity) ? row.entity : 'company') as Schemas['AuditEntityType'],
      entityId: row.entityId.replaceAll(/[^A-Za-z0-9_-]/g, '-').slice(0, 64),
      changes: changesOf(row.before, row.after),
    }));
    return { status: 200, body: pageOf(items, total, page) };
  },
} satisfies Pick<Handlers, 'listAuditEvents'>;
