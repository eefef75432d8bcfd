import type { Db } from '../../db/index.ts';
import { workers } from '../../db/schema/index.ts';
import type { CompanyScope, RequestAuth } from '../../server/authorization.ts';
import { findReachable } from '../queries.ts';

export type WorkerRow = typeof workers.$inferSelect;

/** A worker the caller may reach (company and worker group), or 404. */
export async function findWorker(db: Db, scope: CompanyScope, auth: RequestAuth, id: string): Promise<WorkerRow> {
  return findReachable(db, workers, 'The worker', { scope, auth, id });
}
