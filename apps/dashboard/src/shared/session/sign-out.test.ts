import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { fakeShellApi, sessionOf, testCompany, testUser } from '../../test/fake-shell-api.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { companyState } from '../states/company-state.ts';
import { selectedDashboardState } from '../states/selected-dashboard-state.ts';
import { selectedWorkerGroupState } from '../states/selected-worker-group-state.ts';
import { sessionUserState } from '../states/session-user-state.ts';
import { resolveShell } from './resolve-shell.ts';
import { forgetSignOutNotice, readSignOutNotice, signOut } from './sign-out.ts';

const storedValues = (storage: Storage): Record<string, string | null> =>
  Object.fromEntries(
    Array.from({ length: storage.length }, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key)]),
  );

async function signedIn() {
  const api = fakeShellApi({
    session: sessionOf(testUser('owner@isla.example', 'super-admin', [])),
    companies: { isla: testCompany('isla') },
    endSessionUrl: '/oidc/session/end?id_token_hint=x',
  });
  const deps = { api, store: createStore(), queryClient: new QueryClient() };
  await resolveShell(deps, '/tips/home');
  deps.store.set(selectedWorkerGroupState, '204');
  localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('es-PR'));
  localStorage.setItem(STORAGE_KEYS.selectedCompany, JSON.stringify('costa'));
  localStorage.setItem('some.other.value', 'x');
  sessionStorage.setItem('cuadre.correlationIds', '[]');
  return deps;
}

describe('signing out', () => {
  it('ends the server session and answers the provider’s end-session address', async () => {
    const deps = await signedIn();
    expect(await signOut(deps)).toBe('/oidc/session/end?id_token_hint=x');
    expect(deps.api.calls).toContain('logout');
  });

  it('clears every cached query, atom and stored value but the selected dashboard and the language', async () => {
    const deps = await signedIn();
    await signOut(deps);
    expect(deps.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(deps.store.get(sessionUserState)).toBeNull();
    expect(deps.store.get(companyState)).toBeNull();
    expect(deps.store.get(selectedWorkerGroupState)).toBeNull();
    expect(deps.store.get(selectedDashboardState)).toBe('tips');
    // §4 keeps the selected dashboard; the language is kept too, as the person's preference on this device, not account data.
    expect(storedValues(localStorage)).toEqual({
      [STORAGE_KEYS.selectedDashboard]: '"tips"',
      [STORAGE_KEYS.language]: '"es-PR"',
    });
    expect(storedValues(sessionStorage)).toEqual({});
  });

  it('still clears the browser when the server session is already gone', async () => {
    const deps = await signedIn();
    deps.api.logout = () => Promise.reject(new Error('401'));
    expect(await signOut(deps)).toBe('/');
    expect(deps.store.get(sessionUserState)).toBeNull();
  });

  it('leaves the not-authorized notice for the sign-in page until it is shown', async () => {
    const deps = await signedIn();
    await signOut(deps, 'not-authorized');
    expect(readSignOutNotice()).toBe('not-authorized');
    forgetSignOutNotice();
    expect(readSignOutNotice()).toBeNull();
  });
});
