import type { SessionUser } from '@cuadre/domain';
import type { CompanyChoice, ShellCompany } from './shell-company.ts';

export type ShellSession = {
  user: SessionUser;
  company: Pick<ShellCompany, 'id'>;
  internalStaff: boolean;
};

// The calls the frame makes: sign-in state, company-info, the company switcher, dynamic commissions, sign-out.
export type ShellApi = {
  // null when there is no session (401).
  getSession: () => Promise<ShellSession | null>;
  getCompanyInfo: (input: { email: string; companyId: string }) => Promise<ShellCompany>;
  listCompanies: (email: string) => Promise<CompanyChoice[]>;
  getDynamicCommissionCount: (userId: string) => Promise<number>;
  // The identity provider's end-session URL.
  logout: () => Promise<string>;
};
