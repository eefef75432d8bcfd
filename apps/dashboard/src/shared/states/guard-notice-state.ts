import { atom } from 'jotai';

// A page the guard refused, waiting to be explained in a toast on the landing page.
export const guardNoticeState = atom<{ labelKey: string; label: string } | null>(null);
