import type { ProcessedIdStore } from '@cuadre/domain';
import { createCorrelationId, createProcessedIdStore, parseCorrelationId } from '@cuadre/domain';

// FNV-1a: a short, stable fingerprint of the shares an approval pays.
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

// §9: an approval pays these shares of this split; the same shares approved again share the prefix.
export function approvalPrefix(splitId: string, readyWorkerIds: readonly string[]): string {
  return `ap_${fingerprint([splitId, ...[...readyWorkerIds].sort()].join('|'))}`;
}

export type CorrelationScope = { companyId: string; workerGroupCode: string; userId: string };

// §9: the correlation id of one user action (prefix, company, group, timestamp, random, user).
export function newCorrelationId(prefix: string, scope: CorrelationScope, now: number, random: () => number): string {
  return createCorrelationId({ prefix, ...scope, now, random });
}

// The API's Idempotency-Key for an action: its correlation id in the key's alphabet.
export function idempotencyKeyFor(correlationId: string): string {
  return correlationId
    .replaceAll('%2D', '')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 128);
}

// §9: whether an action with this prefix was processed in this browser session within the last five minutes.
export function wasProcessed(store: ProcessedIdStore, prefix: string): boolean {
  return store.ids().some((id) => parseCorrelationId(id)?.prefix === prefix);
}

// The session's processed ids (§9: session storage, at most 50, five minutes each).
export function sessionProcessedIds(): ProcessedIdStore {
  return createProcessedIdStore(sessionStorage, () => Date.now());
}

// A new correlation id for an action taken now.
export function correlationIdNow(prefix: string, scope: CorrelationScope): string {
  return newCorrelationId(prefix, scope, Date.now(), Math.random);
}
