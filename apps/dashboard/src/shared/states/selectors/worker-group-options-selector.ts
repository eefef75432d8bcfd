import type { WorkerGroupOption } from '@cuadre/domain';
import { visibleForUser, workerGroupOptions } from '@cuadre/domain';
import { atom } from 'jotai';
import { companyState } from '../company-state.ts';
import { sessionUserState } from '../session-user-state.ts';

// §2, §5: the 'Select Group' options the user may see, "company name (code)" sorted by code.
export const workerGroupOptionsSelector = atom<WorkerGroupOption[]>((get) => {
  const user = get(sessionUserState);
  const company = get(companyState);
  if (user === null || company === null) return [];
  return workerGroupOptions(visibleForUser(company.companyGroups, user));
});
