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

async function signedIn() {
  const api = fakeShellApi({
    session: sessionOf(testUser('owner@isla.example', 'super-admin', [])),
    companies: { isla: testCompany('isla') },
    endSessionUrl: '/oidc/session/end?id_token_hint=x',
  });
  const deps = { api, store: createStore(), queryClient: new QueryClient() };
  await resolveShell(deps, '/tips/home');
  deps.store.set(selectedWorkerGroupState, '204');
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

  it('clears every cached query, atom and stored value but the selected dashboard', async () => {
    const deps = await signedIn();
    await signOut(deps);
    expect(deps.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(deps.store.get(sessionUserState)).toBeNull();
    expect(deps.store.get(companyState)).toBeNull();
    expect(deps.store.get(selectedWorkerGroupState)).toBeNull();
    expect(deps.store.get(selectedDashboardState)).toBe('tips');
    expect(localStorage.getItem(STORAGE_KEYS.selectedDashboard)).toBe('"tips"');
    expect(localStorage.getItem('some.other.value')).toBeNull();
    expect(sessionStorage.getItem('cuadre.correlationIds')).toBeNull();
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
