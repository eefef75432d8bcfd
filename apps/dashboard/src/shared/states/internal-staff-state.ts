import { atom } from 'jotai';

// Whether the server recognised the user's e-mail as the provider's internal domain.
export const internalStaffState = atom(false);
