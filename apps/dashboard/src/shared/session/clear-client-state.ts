import { RESET } from 'jotai/utils';
import { clearStoredValues } from '../storage-keys.ts';
import { companyState } from '../states/company-state.ts';
import { dynamicCommissionCountState } from '../states/dynamic-commission-count-state.ts';
import { guardNoticeState } from '../states/guard-notice-state.ts';
import { internalStaffState } from '../states/internal-staff-state.ts';
import { selectedCompanyIdState } from '../states/selected-company-id-state.ts';
import { selectedWorkerGroupState } from '../states/selected-worker-group-state.ts';
import { sessionUserState } from '../states/session-user-state.ts';
import type { ShellDeps } from './shell-deps.ts';

// §4: sign-out clears every cached query, atom and stored value but the selected dashboard (and the language).
export function clearClientState({ queryClient, store }: Pick<ShellDeps, 'queryClient' | 'store'>): void {
  queryClient.clear();
  store.set(sessionUserState, null);
  store.set(internalStaffState, false);
  store.set(companyState, null);
  store.set(dynamicCommissionCountState, 0);
  store.set(guardNoticeState, null);
  store.set(selectedCompanyIdState, RESET);
  store.set(selectedWorkerGroupState, RESET);
  clearStoredValues([localStorage, sessionStorage]);
}
