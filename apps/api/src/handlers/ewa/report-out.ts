import type { components } from '@cuadre/api-client';
import type { reports } from '../../db/schema/index.ts';
import { requiredInstant } from '../common.ts';

/** A report as the API answers it (its file is downloaded on its own). */
export function reportOut(row: typeof reports.$inferSelect): components['schemas']['Report'] {
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type as components['schemas']['Report']['type'],
    workerGroupCode: row.workerGroupCode,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as components['schemas']['Report']['status'],
    progress: row.progress,
    filename: row.filename,
    sizeBytes: row.sizeBytes,
    createdAt: requiredInstant(row.createdAt),
    createdBy: row.createdBy,
    failureReason: row.failureReason,
  };
}
