import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@cuadre/api-client';
import type { CommissionUploadKind } from '@cuadre/domain';
import type { Db } from '../../db/index.ts';
import { commissionInputUploads, commissionUploads } from '../../db/schema/index.ts';
import { instant, requiredInstant } from '../common.ts';

type Schemas = components['schemas'];
export type UploadRow = typeof commissionUploads.$inferSelect;

export const kindIn = {
  deals: 'dealer-system',
  'payroll-provider': 'payroll-provider',
  'technician-hours': 'technician-hours',
} as const satisfies Record<CommissionUploadKind, UploadRow['kind']>;
export const kindOut = {
  'dealer-system': 'deals',
  'payroll-provider': 'payroll-provider',
  'technician-hours': 'technician-hours',
} as const satisfies Record<UploadRow['kind'], CommissionUploadKind>;
export const dealTypeOut = { new: 'new-vehicle', used: 'used-vehicle', service: 'service', parts: 'parts' } as const;
export const dealTypeIn = { 'new-vehicle': 'new', 'used-vehicle': 'used', service: 'service', parts: 'parts' } as const;

// The columns each kind of file must have (openapi/README.md), and those it may have that change what it applies.
export const requiredColumns = {
  deals: ['dealNumber', 'date', 'payrollFileNumber', 'brand', 'dealType', 'saleAmount', 'grossProfit'],
  'payroll-provider': ['payrollFileNumber', 'amount'],
  'technician-hours': ['payrollFileNumber', 'date', 'hours'],
} as const satisfies Record<CommissionUploadKind, readonly string[]>;
export const optionalColumns = {
  deals: ['department', 'units'],
  'payroll-provider': ['input'],
  'technician-hours': [],
} as const satisfies Record<CommissionUploadKind, readonly string[]>;

export const uploadOut = (upload: UploadRow, uploaderEmail: string | null): Schemas['CommissionUpload'] => ({
  id: upload.id,
  companyId: upload.companyId,
  kind: kindOut[upload.kind],
  filename: upload.filename,
  uploaderId: upload.uploaderId ?? 'system',
  uploaderEmail: uploaderEmail ?? 'system@provider.example',
  uploadedAt: requiredInstant(upload.uploadedAt),
  startDate: upload.periodStart,
  endDate: upload.periodEnd,
  rowCount: upload.rowCount,
  supersededAt: instant(upload.supersededAt),
  supersededBy: upload.supersededAt === null ? null : upload.supersededById,
});

/** The uploads each batch input's value was read from (`CommissionInput.uploads`), oldest first. */
export async function inputUploadsOf(
  db: Db,
  inputIds: readonly string[],
): Promise<Map<string, Schemas['CommissionInputUpload'][]>> {
  if (inputIds.length === 0) return new Map();
  const rows = await db
    .select({ inputId: commissionInputUploads.inputId, upload: commissionUploads })
    .from(commissionInputUploads)
    .innerJoin(commissionUploads, eq(commissionUploads.id, commissionInputUploads.uploadId))
    .where(inArray(commissionInputUploads.inputId, [...inputIds]))
    .orderBy(asc(commissionUploads.uploadedAt), asc(commissionUploads.id));
  const result = new Map<string, Schemas['CommissionInputUpload'][]>();
  for (const { inputId, upload } of rows) {
    const list = result.get(inputId) ?? [];
    result.set(inputId, list);
    list.push({
      id: upload.id,
      kind: kindOut[upload.kind],
      filename: upload.filename,
      startDate: upload.periodStart,
      endDate: upload.periodEnd,
      uploadedAt: requiredInstant(upload.uploadedAt),
    });
  }
  return result;
}
