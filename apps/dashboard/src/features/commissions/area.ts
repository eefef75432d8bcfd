import type { PolicyAction } from '@cuadre/domain';

// The two batch dashboards that share the batch workflow.
export type BatchArea = 'commissions-v2' | 'commissions-v3';

const BATCH_AREAS: readonly string[] = ['commissions-v2', 'commissions-v3'] satisfies BatchArea[];

// Whether an area has the batch pages (Parts & Services shows its batches on its Home only).
export const isBatchArea = (area: string): area is BatchArea => BATCH_AREAS.includes(area);

export const AREA_CREATE_ACTION: Record<BatchArea, PolicyAction> = {
  'commissions-v2': 'commissions-v2.create-batch',
  'commissions-v3': 'commissions-v3.create-batch',
};

export const areaPath = (
  area: BatchArea,
  page: 'home' | 'create-batch' | 'batch-details' | 'batch-verification',
  batchId?: string,
): string => `/${area}/${page}${batchId ? `?id=${encodeURIComponent(batchId)}` : ''}`;
