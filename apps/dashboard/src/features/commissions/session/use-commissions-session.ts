import type { Locale as DomainLocale, PolicyAction, PolicyContext, SessionUser } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { companyState } from '../../../shared/states/company-state.ts';
import { languageState } from '../../../shared/states/language-state.ts';
import { allowedActionsSelector } from '../../../shared/states/selectors/allowed-actions-selector.ts';
import { navigationContextSelector } from '../../../shared/states/selectors/navigation-context-selector.ts';
import type { ShellCompany } from '../../../shared/session/shell-company.ts';

export type CommissionsSession = {
  companyId: string;
  company: ShellCompany;
  user: SessionUser;
  locale: DomainLocale;
  policyContext: Omit<PolicyContext, 'batch'>;
  allowed: (action: PolicyAction) => boolean;
};

// What every commission screen reads of the frame: the company in view, the user, the language and the policies.
export function useCommissionsSession(): CommissionsSession {
  const company = useAtomValue(companyState);
  const language = useAtomValue(languageState);
  const allowed = useAtomValue(allowedActionsSelector);
  const context = useAtomValue(navigationContextSelector);
  if (company === null || context === null) throw new Error('Commission screens render inside the signed-in frame.');
  return {
    companyId: company.id,
    company,
    user: context.user,
    locale: language === 'es-PR' ? 'es' : 'en',
    policyContext: {
      features: context.features,
      dynamicCommissionCount: context.dynamicCommissionCount,
    },
    allowed: (action) => allowed.has(action),
  };
}
