import type { CompanyFeatures } from '@cuadre/domain';
import { companyState } from '../states/company-state.ts';
import type { ShellCompany } from './shell-company.ts';
import type { ShellDeps } from './shell-deps.ts';
import { shellQueryKeys } from './shell-queries.ts';

// The frame's company-info answers, whatever e-mail asked them (the key's last parts).
const COMPANY_INFO_KEY = shellQueryKeys.companyInfo('', '').slice(0, 2);

// §2, §6: a company's features were changed in Settings. The frame's tabs and sidebar follow them at once, and so does
// the guard of the next page, which reads the company from the frame's cache rather than asking again.
export function applyCompanyFeatures(
  { queryClient, store }: Pick<ShellDeps, 'queryClient' | 'store'>,
  companyId: string,
  features: CompanyFeatures,
): void {
  const withFeatures = <Company extends ShellCompany | null | undefined>(company: Company): Company =>
    company !== null && company !== undefined && company.id === companyId ? { ...company, features } : company;
  queryClient.setQueriesData<ShellCompany>({ queryKey: COMPANY_INFO_KEY }, withFeatures);
  store.set(companyState, withFeatures(store.get(companyState)));
}
