import { describe, expect, it } from 'vitest';
import type { KeyValueStorage, ProcessedId } from './correlation-ids.ts';
import {
  addProcessedId,
  createCorrelationId,
  createProcessedIdStore,
  parseCorrelationId,
  PROCESSED_ID_TTL_MS,
  PROCESSED_IDS_LIMIT,
  PROCESSED_IDS_STORAGE_KEY,
  pruneProcessedIds,
} from './correlation-ids.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('correlation ids (§9)', () => {
  const base = { prefix: 'split', companyId: 'isla', workerGroupCode: '103', userId: 'u7', now: 1_795_000_000_000 };

  it('has the shape prefix-company-group-timestamp-random-user', () => {
    expect(createCorrelationId({ ...base, random: () => 0.5 })).toBe('split-isla-103-1795000000000-i0000000-u7');
  });

  it('pads small random draws and never exceeds eight random characters', () => {
    expect(createCorrelationId({ ...base, random: () => 0 })).toBe('split-isla-103-1795000000000-00000000-u7');
    expect(createCorrelationId({ ...base, random: () => 0.999999999999 }).split('-')[4]).toHaveLength(8);
  });

  it('round-trips parts that contain dashes', () => {
    const parts = { ...base, companyId: '3f1c-42aa', userId: 'a-b%c' };
    const id = createCorrelationId({ ...parts, random: () => 0.25 });
    expect(id.split('-')).toHaveLength(6);
    expect(parseCorrelationId(id)).toEqual({
      prefix: 'split',
      companyId: '3f1c-42aa',
      workerGroupCode: '103',
      timestamp: 1_795_000_000_000,
      random: '90000000',
      userId: 'a-b%c',
    });
  });

  it.each(['too-few-parts', 'a-b-c-notanumber-e-f', 'a-b-c-1-e-%E0%A4%A'])('does not parse %s', (id) => {
    expect(parseCorrelationId(id)).toBeNull();
  });
});

describe('processed correlation ids (§9)', () => {
  const entry = (id: string, at: number): ProcessedId => ({ id, at });

  it('forgets ids after 300,000 ms', () => {
    expect(PROCESSED_ID_TTL_MS).toBe(300_000);
    expect(pruneProcessedIds([entry('a', 0), entry('b', 1)], 300_000)).toEqual([entry('b', 1)]);
  });

  it('keeps at most the newest 50', () => {
    const entries = Array.from({ length: 60 }, (_, index) => entry(`id${index}`, index));
    const kept = pruneProcessedIds(entries, 100);
    expect(kept).toHaveLength(PROCESSED_IDS_LIMIT);
    expect(kept[0]?.id).toBe('id10');
  });

  it('refreshes an id added twice', () => {
    expect(addProcessedId([entry('a', 0), entry('b', 5)], 'a', 10)).toEqual([entry('b', 5), entry('a', 10)]);
  });

  it('remembers ids in the injected storage with the injected clock', () => {
    let now = 1_000;
    const storage = memoryStorage();
    const store = createProcessedIdStore(storage, () => now);
    expect(store.has('x')).toBe(false);
    store.add('x');
    store.add('y');
    expect(store.has('x')).toBe(true);
    expect(store.ids()).toEqual(['x', 'y']);
    expect(JSON.parse(storage.data.get(PROCESSED_IDS_STORAGE_KEY) ?? '')).toEqual([
      entry('x', 1_000),
      entry('y', 1_000),
    ]);
    now += PROCESSED_ID_TTL_MS;
    expect(store.has('x')).toBe(false);
  });

  it.each([
    ['not json', '{oops'],
    ['not a list', '{"id":"x"}'],
    ['malformed entries', '[{"id":1,"at":2},null,"x",{"id":"ok","at":5}]'],
  ])('survives %s in storage', (_name, raw) => {
    const store = createProcessedIdStore(memoryStorage({ key: raw }), () => 10, 'key');
    expect(store.ids()).toEqual(raw.includes('"ok"') ? ['ok'] : []);
  });
});
