import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSettingsApi } from './settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';

const COMPANY_INFO = '/employer-dashboard/company-info';

// The company in view with its settings, groups and settings version.
export function useCompany() {
  const { query } = useSettingsApi();
  const session = useSettingsSession();
  return query.useQuery(
    'post',
    COMPANY_INFO,
    { body: { email: session.user.email, companyId: session.companyId } },
    { select: (data) => data.companyData },
  );
}

// After a save: the company and the audit trail are read again.
export function useRefreshCompany(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['post', COMPANY_INFO] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/companies/{companyId}/audit-events'] }),
    ]);
  }, [queryClient]);
}
