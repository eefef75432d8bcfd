import { describe, expect, it } from 'vitest';
import { readColumnVisibility, writeColumnVisibility } from './columnVisibility.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('column visibility persistence', () => {
  it('reads back the visibility written under the same key', () => {
    const storage = memoryStorage();
    writeColumnVisibility(storage, 'deal-commissions', { email: false, total: true });
    expect(readColumnVisibility(storage, 'deal-commissions')).toEqual({ email: false, total: true });
    expect(readColumnVisibility(storage, 'another-table')).toEqual({});
  });

  it('ignores corrupt or foreign values instead of failing', () => {
    const storage = memoryStorage();
    storage.items.set('cuadre:columns:broken', '{not json');
    storage.items.set('cuadre:columns:array', '[false]');
    storage.items.set('cuadre:columns:mixed', '{"email":false,"total":"no"}');
    expect(readColumnVisibility(storage, 'broken')).toEqual({});
    expect(readColumnVisibility(storage, 'array')).toEqual({});
    expect(readColumnVisibility(storage, 'mixed')).toEqual({ email: false });
  });

  it('works without storage', () => {
    expect(readColumnVisibility(undefined, 'x')).toEqual({});
    expect(() => writeColumnVisibility(undefined, 'x', {})).not.toThrow();
  });
});
