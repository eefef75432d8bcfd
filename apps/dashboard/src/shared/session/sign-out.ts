import { SIGN_OUT_PATH } from '@cuadre/domain';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { clearClientState } from './clear-client-state.ts';
import type { ShellDeps } from './shell-deps.ts';

export type SignOutNotice = 'not-authorized';

// Ends the server session, forgets everything of it in the browser and answers where the browser goes next:
// the identity provider's end-session page, which comes back to '/'.
export async function signOut(deps: ShellDeps, notice?: SignOutNotice): Promise<string> {
  let destination = SIGN_OUT_PATH;
  try {
    destination = await deps.api.logout();
  } catch {
    // The server session may already be gone; the browser state is cleared all the same.
  }
  clearClientState(deps);
  if (notice !== undefined) sessionStorage.setItem(STORAGE_KEYS.signOutNotice, notice);
  return destination;
}

// The notice a sign-out left for the sign-in page.
export function readSignOutNotice(): SignOutNotice | null {
  return sessionStorage.getItem(STORAGE_KEYS.signOutNotice) === 'not-authorized' ? 'not-authorized' : null;
}

// Shown once: the sign-in page forgets the notice after showing it.
export function forgetSignOutNotice(): void {
  sessionStorage.removeItem(STORAGE_KEYS.signOutNotice);
}
