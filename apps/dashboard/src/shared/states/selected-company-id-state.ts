import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../storage-keys.ts';

// The company chosen in the company switcher; null means the user's own company.
export const selectedCompanyIdState = atomWithStorage<string | null>(
  STORAGE_KEYS.selectedCompany,
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
