import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// The storage interface atomWithStorage takes (jotai does not export its name).
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

/**
 * What a stored value reads as: the value the app uses, or `undefined` for one it cannot use. The browser's storage
 * outlives the code that wrote it (an older version's columns, a language this version does not ship) and anyone can
 * edit it; a value read back unchecked once left a blank page.
 */
export type StoredValueReader<Value> = (stored: unknown) => Value | undefined;

function checkedJsonStorage<Value>(area: () => Storage, read: StoredValueReader<Value>): SyncStorage<Value> {
  const json = createJSONStorage<unknown>(area);
  const checked = (stored: unknown, initialValue: Value): Value => read(stored) ?? initialValue;
  return {
    getItem: (key, initialValue) => checked(json.getItem(key, initialValue), initialValue),
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    // A change made in another tab is checked the same way.
    subscribe: (key, callback, initialValue) =>
      json.subscribe!(key, (stored) => callback(checked(stored, initialValue)), initialValue),
  };
}

/**
 * An atom kept in the browser's storage (`local`: this device, across sign-ins; `session`: this tab), read at once on
 * first use and only ever as a value `read` accepts: anything else reads as `initialValue`.
 */
export function storedAtom<Value>(
  key: string,
  initialValue: Value,
  read: StoredValueReader<Value>,
  area: 'local' | 'session' = 'local',
) {
  const storage = checkedJsonStorage(() => (area === 'local' ? localStorage : sessionStorage), read);
  return atomWithStorage<Value>(key, initialValue, storage, { getOnInit: true });
}

/** A string, or null for none chosen. */
export const readNullableString: StoredValueReader<string | null> = (stored) =>
  stored === null || (typeof stored === 'string' && stored !== '') ? stored : undefined;
