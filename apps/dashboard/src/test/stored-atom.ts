import type { Atom } from 'jotai';
import { createStore } from 'jotai';
import { vi } from 'vitest';

/**
 * What an atom kept in the browser's storage reads when `stored` is what the storage holds under `key`: the atom reads
 * its storage when its module loads, so the module is loaded anew after the value is put there.
 */
export async function readsStored<Value>(
  storage: Storage,
  key: string,
  stored: string,
  load: () => Promise<Atom<Value>>,
): Promise<Value> {
  storage.setItem(key, stored);
  vi.resetModules();
  return createStore().get(await load());
}
