import { atom } from 'jotai';

// The tip day chosen on the tips home (YYYY-MM-DD, a Puerto Rico date); null means the newest day with tips.
export const tipDateState = atom<string | null>(null);
