import type { Locale, PolicyAction, SessionUser } from '@cuadre/domain';
import { can, todayInPuertoRico } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { companyState } from '../../../shared/states/company-state.ts';
import { languageState } from '../../../shared/states/language-state.ts';
import { activeWorkerGroupSelector } from '../../../shared/states/selectors/active-worker-group-selector.ts';
import { navigationContextSelector } from '../../../shared/states/selectors/navigation-context-selector.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';

export type TipsScope = {
  companyId: string | null;
  workerGroupCode: string | null;
  user: SessionUser | null;
  locale: Locale;
  // Whether the user may take a tips action on the selected worker group (the API enforces the same).
  allows: (action: PolicyAction) => boolean;
};

// The company, worker group, user and language every tips screen works within.
export function useTipsScope(): TipsScope {
  const company = useAtomValue(companyState);
  const workerGroupCode = useAtomValue(activeWorkerGroupSelector);
  const user = useAtomValue(sessionUserState);
  const navigation = useAtomValue(navigationContextSelector);
  const language = useAtomValue(languageState);
  const allows = useCallback(
    (action: PolicyAction) =>
      navigation !== null &&
      can(action, navigation.user, {
        features: navigation.features,
        ...(workerGroupCode === null ? {} : { workerGroupCode }),
      }),
    [navigation, workerGroupCode],
  );
  return useMemo(
    () => ({
      companyId: company?.id ?? null,
      workerGroupCode,
      user,
      locale: language === 'es-PR' ? 'es' : 'en',
      allows,
    }),
    [company, workerGroupCode, user, language, allows],
  );
}

// Today's date in Puerto Rico, the default tip day.
export function puertoRicoToday(): string {
  return todayInPuertoRico(new Date());
}
