import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@cuadre/domain';
import { createProcessedIdStore, parseCorrelationId } from '@cuadre/domain';
import { approvalPrefix, idempotencyKeyFor, newCorrelationId, wasProcessed } from './payout-guard.ts';

const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};

const scope = {
  companyId: '3f1c9a52-0b7e-4c1d-9f00-1a2b3c4d5e6f',
  workerGroupCode: '103',
  userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
};

describe('the payout guard', () => {
  it('remembers an approved set of shares for five minutes, then forgets it', () => {
    let now = 1_000_000;
    const store = createProcessedIdStore(memoryStorage(), () => now);
    const prefix = approvalPrefix('split-1', ['w2', 'w1']);
    store.add(newCorrelationId(prefix, scope, now, () => 0.5));
    expect(wasProcessed(store, approvalPrefix('split-1', ['w1', 'w2']))).toBe(true);
    expect(wasProcessed(store, approvalPrefix('split-1', ['w3']))).toBe(false);
    now += 300_000;
    expect(wasProcessed(store, prefix)).toBe(false);
  });

  it('keeps the six parts of the correlation id and makes a valid idempotency key of it', () => {
    const id = newCorrelationId(approvalPrefix('s', ['w']), scope, 1_795_000_000_000, () => 0.25);
    expect(parseCorrelationId(id)).toMatchObject({
      companyId: scope.companyId,
      workerGroupCode: '103',
      userId: scope.userId,
    });
    const key = idempotencyKeyFor(id);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
