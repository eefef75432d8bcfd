import type { Locale as DomainLocale, PolicyAction, SessionUser, WorkerGroup } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { companyState } from '../../../shared/states/company-state.ts';
import { languageState } from '../../../shared/states/language-state.ts';
import { allowedActionsSelector } from '../../../shared/states/selectors/allowed-actions-selector.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';

export type EwaSession = {
  companyId: string;
  companyName: string;
  user: SessionUser;
  locale: DomainLocale;
  workerGroups: readonly WorkerGroup[];
  allowed: (action: PolicyAction) => boolean;
};

// What every EWA screen reads of the frame: the company in view, the user, the language and the policies.
export function useEwaSession(): EwaSession {
  const company = useAtomValue(companyState);
  const user = useAtomValue(sessionUserState);
  const language = useAtomValue(languageState);
  const allowed = useAtomValue(allowedActionsSelector);
  if (company === null || user === null) throw new Error('EWA screens render inside the signed-in frame.');
  return {
    companyId: company.id,
    companyName: company.name,
    user,
    locale: language === 'es-PR' ? 'es' : 'en',
    workerGroups: company.companyGroups,
    allowed: (action) => allowed.has(action),
  };
}
