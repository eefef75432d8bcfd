import type { DashboardId } from '@cuadre/domain';
import { DEFAULT_DASHBOARD } from '@cuadre/domain';
import { atomWithStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../storage-keys.ts';

// §4: the dashboard last opened; the one value kept across sign-out.
export const selectedDashboardState = atomWithStorage<DashboardId>(
  STORAGE_KEYS.selectedDashboard,
  DEFAULT_DASHBOARD,
  undefined,
  {
    getOnInit: true,
  },
);
