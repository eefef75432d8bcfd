import type { PolicyAction } from '@cuadre/domain';
import { POLICY_ACTIONS, can } from '@cuadre/domain';
import { atom } from 'jotai';
import { navigationContextSelector } from './navigation-context-selector.ts';

// The user's derived permissions: every policy action the domain allows them (the API enforces the same).
export const allowedActionsSelector = atom<ReadonlySet<PolicyAction>>((get) => {
  const context = get(navigationContextSelector);
  if (context === null) return new Set();
  const policyContext = {
    features: context.features,
    dynamicCommissionCount: context.dynamicCommissionCount,
  };
  return new Set(POLICY_ACTIONS.filter((action) => can(action, context.user, policyContext)));
});
