import type { DashboardId } from '@cuadre/domain';
import { atom } from 'jotai';

// A page the guard refused, waiting to be explained in a toast on the landing page: its label and its dashboard.
export const guardNoticeState = atom<{ labelKey: string; label: string; dashboard: DashboardId | null } | null>(null);
