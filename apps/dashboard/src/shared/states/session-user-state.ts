import type { SessionUser } from '@cuadre/domain';
import { atom } from 'jotai';

// The signed-in dashboard user, as the server resolved it.
export const sessionUserState = atom<SessionUser | null>(null);
