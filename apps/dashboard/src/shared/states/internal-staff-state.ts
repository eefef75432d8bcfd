import { atom } from 'jotai';

// Whether the user is the provider's internal staff, as the session answer says: the account's stored flag, granted
// by staff, never the e-mail (the same value the domain rules read from `SessionUser.internalStaff`).
export const internalStaffState = atom(false);
