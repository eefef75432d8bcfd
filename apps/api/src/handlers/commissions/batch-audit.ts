import type { Db } from '../../db/index.ts';
import type { AuditEntry } from '../../server/router.ts';

export type Audit = (entry: AuditEntry, tx: Db) => Promise<void>;

/** Records a change of a commission batch in the audit log, in the transaction that made it. */
export const auditBatch = (
  audit: Audit,
  tx: Db,
  batch: { id: string; companyId: string },
  action: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
) => audit({ companyId: batch.companyId, entity: 'commission-batch', entityId: batch.id, action, ...change }, tx);
