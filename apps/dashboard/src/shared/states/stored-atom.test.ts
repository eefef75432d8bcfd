import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { readsStored } from '../../test/stored-atom.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { readNullableString, storedAtom } from './stored-atom.ts';

const readSmall = (stored: unknown) => (typeof stored === 'number' && stored < 10 ? stored : undefined);

describe('a value kept in the browser’s storage', () => {
  it('is read back when it is one the app can use, and written as JSON', () => {
    localStorage.setItem('cuadre.test', '7');
    const store = createStore();
    const kept = storedAtom('cuadre.test', 1, readSmall);
    expect(store.get(kept)).toBe(7);
    store.set(kept, 3);
    expect(localStorage.getItem('cuadre.test')).toBe('3');
  });

  it.each([
    ['absent', null],
    ['not JSON', '{"unfinished'],
    ['of another type', '"7"'],
    ['out of what the app accepts', '12'],
  ])('reads as its initial value when %s', (_case, stored) => {
    if (stored !== null) localStorage.setItem('cuadre.test', stored);
    expect(createStore().get(storedAtom('cuadre.test', 1, readSmall))).toBe(1);
  });

  it('is kept in this tab alone when asked', () => {
    const store = createStore();
    store.set(storedAtom('cuadre.test', null, readNullableString, 'session'), '8d1c4f0e-2b7a-4c55-9a3e-0f6b1d2c3e4f');
    expect(sessionStorage.getItem('cuadre.test')).toBe('"8d1c4f0e-2b7a-4c55-9a3e-0f6b1d2c3e4f"');
    expect(localStorage.getItem('cuadre.test')).toBeNull();
  });

  it('changed in another tab to a value the app cannot use reads as its initial value there too', () => {
    const store = createStore();
    const kept = storedAtom('cuadre.test', 1, readSmall);
    const seen: number[] = [];
    const unsubscribe = store.sub(kept, () => seen.push(store.get(kept)));
    const change = (newValue: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'cuadre.test', newValue, storageArea: localStorage }));
    change('5');
    change('"five"');
    unsubscribe();
    expect(seen).toEqual([5, 1]);
  });
});

describe('the shell’s stored choices, left unusable by an older version or by hand', () => {
  it('a language this version does not ship reads as the browser’s (a blank page once)', async () => {
    const language = await readsStored(
      localStorage,
      STORAGE_KEYS.language,
      '"en"',
      async () => (await import('./language-state.ts')).languageState,
    );
    expect(['en-US', 'es-PR']).toContain(language);
  });

  it('an unknown dashboard reads as the default one', async () => {
    const dashboard = await readsStored(
      localStorage,
      STORAGE_KEYS.selectedDashboard,
      '"payroll"',
      async () => (await import('./selected-dashboard-state.ts')).selectedDashboardState,
    );
    expect(dashboard).toBe('ewa');
  });

  it('a worker group that is not a code reads as none chosen', async () => {
    const group = await readsStored(
      localStorage,
      STORAGE_KEYS.selectedWorkerGroup,
      '{"code":"103"}',
      async () => (await import('./selected-worker-group-state.ts')).selectedWorkerGroupState,
    );
    expect(group).toBeNull();
  });

  it('a company that is not an id reads as the user’s own', async () => {
    const company = await readsStored(
      sessionStorage,
      STORAGE_KEYS.selectedCompany,
      '42',
      async () => (await import('./selected-company-id-state.ts')).selectedCompanyIdState,
    );
    expect(company).toBeNull();
  });
});
