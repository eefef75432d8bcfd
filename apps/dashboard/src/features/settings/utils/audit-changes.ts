import type { components } from '@cuadre/api-client';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditChange = AuditEvent['changes'][number];

// The field a change names: `/employeeFeePercent` → `employeeFeePercent`.
export function changeField(change: AuditChange): string {
  return change.pointer.replace(/^\//, '').replaceAll('~1', '/').replaceAll('~0', '~');
}

// A recorded value as text: lists joined, objects as `key: value`, nothing as a dash.
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => changeValueText(item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${changeValueText(item)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value as string | number);
}
