import type { DashboardId } from '@cuadre/domain';
import { DEFAULT_DASHBOARD, isDashboardId } from '@cuadre/domain';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { storedAtom } from './stored-atom.ts';

// §4: the dashboard last opened; the one value kept across sign-out.
export const selectedDashboardState = storedAtom<DashboardId>(
  STORAGE_KEYS.selectedDashboard,
  DEFAULT_DASHBOARD,
  (stored) => (isDashboardId(stored) ? stored : undefined),
);
