import type { CompanyFeatures, WorkerGroup } from '@cuadre/domain';

// What the frame reads of company-info's companyData.
export type ShellCompany = {
  id: string;
  name: string;
  dashboardTitle: string;
  logoUrl: string | null;
  companyGroups: readonly WorkerGroup[];
  features: CompanyFeatures;
};

export type CompanyChoice = { id: string; name: string; dashboardTitle: string; logoUrl: string | null };
