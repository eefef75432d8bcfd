import { STORAGE_KEYS } from '../storage-keys.ts';
import { readNullableString, storedAtom } from './stored-atom.ts';

// The company chosen in the company switcher, for this tab; null means the user's own company.
export const selectedCompanyIdState = storedAtom<string | null>(
  STORAGE_KEYS.selectedCompany,
  null,
  readNullableString,
  'session',
);
