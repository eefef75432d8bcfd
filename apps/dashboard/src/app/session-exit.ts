import { clearClientState } from '../shared/session/clear-client-state.ts';
import { loginPath } from '../shared/session/login-path.ts';
import type { ShellDeps } from '../shared/session/shell-deps.ts';
import type { SignOutNotice } from '../shared/session/sign-out.ts';
import { signOut } from '../shared/session/sign-out.ts';

export type SessionExit = {
  // Signs out once, however many callers ask; answers where the browser goes next.
  leave: (notice?: SignOutNotice) => Promise<string>;
  // Leaves and follows the identity provider's end-session page, which comes back to '/'.
  leaveAndGo: (notice?: SignOutNotice) => Promise<void>;
  // The API client's sign-out: company-info failed (with the alert) or the session expired (back to sign-in).
  onApiSignOut: (alert?: string) => void;
};

export function createSessionExit(
  deps: ShellDeps,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): SessionExit {
  let leaving: Promise<string> | null = null;
  const leave = (notice?: SignOutNotice): Promise<string> => {
    leaving ??= signOut(deps, notice);
    return leaving;
  };
  return {
    leave,
    leaveAndGo: async (notice) => navigate(await leave(notice)),
    onApiSignOut: (alert) => {
      if (alert !== undefined) {
        void leave('not-authorized').then(navigate);
        return;
      }
      if (leaving !== null) return;
      clearClientState(deps);
      navigate(loginPath(`${window.location.pathname}${window.location.search}`));
    },
  };
}
