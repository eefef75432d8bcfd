import type { ApiClient, ApiQueryHelpers } from '@cuadre/api-client';
import type { Locale, PolicyAction } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { useAppDeps } from '../../../app/app-deps-context.ts';
import type { MessageValues } from '../../../shared/i18n/i18n.ts';
import { useFeatureT } from '../../../shared/i18n/feature-messages.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { languageState } from '../../../shared/states/language-state.ts';
import { allowedActionsSelector } from '../../../shared/states/selectors/allowed-actions-selector.ts';
import type { InsuranceMessageKey } from '../messages.ts';
import { insuranceMessages } from '../messages.ts';

export type InsuranceTranslate = (key: InsuranceMessageKey, values?: MessageValues) => string;

// Translates the insurance dashboard's messages in the active language.
export function useInsuranceT(): InsuranceTranslate {
  return useFeatureT(insuranceMessages);
}

export type InsuranceSession = {
  companyId: string;
  locale: Locale;
  canEdit: boolean;
  client: ApiClient;
  query: ApiQueryHelpers;
};

// What every insurance screen reads of the frame: the company in view, the language, the write policy and the API.
export function useInsuranceSession(): InsuranceSession {
  const company = useAtomValue(companyState);
  const language = useAtomValue(languageState);
  const allowed = useAtomValue(allowedActionsSelector);
  const { client, query } = useAppDeps();
  if (company === null) throw new Error('Insurance screens render inside the signed-in frame.');
  const can = (action: PolicyAction) => allowed.has(action);
  return {
    companyId: company.id,
    locale: language === 'es-PR' ? 'es' : 'en',
    canEdit: can('insurance.ledger.write'),
    client,
    query,
  };
}
