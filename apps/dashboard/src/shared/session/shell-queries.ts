import { queryOptions } from '@tanstack/react-query';
import type { ShellApi } from './shell-api.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

// Query keys of the frame's calls; sign-out clears the whole cache, so no key outlives a session.
export const shellQueryKeys = {
  session: ['shell', 'session'] as const,
  companyInfo: (email: string, companyId: string) => ['shell', 'company-info', email, companyId] as const,
  companies: (email: string) => ['shell', 'companies', email] as const,
  dynamicCommissionCount: (userId: string) => ['shell', 'dynamic-commission-count', userId] as const,
};

export const sessionQuery = (api: ShellApi) =>
  queryOptions({ queryKey: shellQueryKeys.session, queryFn: api.getSession, staleTime: 60 * 1000, retry: false });

export const companyInfoQuery = (api: ShellApi, email: string, companyId: string) =>
  queryOptions({
    queryKey: shellQueryKeys.companyInfo(email, companyId),
    queryFn: () => api.getCompanyInfo({ email, companyId }),
    staleTime: Infinity,
    retry: false,
  });

export const companiesQuery = (api: ShellApi, email: string) =>
  queryOptions({
    queryKey: shellQueryKeys.companies(email),
    queryFn: () => api.listCompanies(email),
    staleTime: FIVE_MINUTES,
  });

// §7: a failing dynamic commission call yields no data, which counts as zero.
export const dynamicCommissionCountQuery = (api: ShellApi, userId: string) =>
  queryOptions({
    queryKey: shellQueryKeys.dynamicCommissionCount(userId),
    queryFn: () => api.getDynamicCommissionCount(userId).catch(() => 0),
    staleTime: Infinity,
  });
