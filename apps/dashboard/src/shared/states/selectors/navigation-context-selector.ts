import type { NavigationContext } from '@cuadre/domain';
import { atom } from 'jotai';
import { companyState } from '../company-state.ts';
import { dynamicCommissionCountState } from '../dynamic-commission-count-state.ts';
import { sessionUserState } from '../session-user-state.ts';
import { activeWorkerGroupSelector } from './active-worker-group-selector.ts';

// Everything the domain's navigation rules need; null until the session and company are known.
export const navigationContextSelector = atom<NavigationContext | null>((get) => {
  const user = get(sessionUserState);
  const company = get(companyState);
  if (user === null || company === null) return null;
  return {
    user,
    features: company.features,
    dynamicCommissionCount: get(dynamicCommissionCountState),
    selectedWorkerGroupCode: get(activeWorkerGroupSelector),
  };
});
