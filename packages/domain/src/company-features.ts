// §2, §9: company-specific behaviour, held as per-company settings rather than company ids.
export type CompanyFeatures = {
  commissionsTabLabel: 'payroll' | 'parts-and-services';
  insights: boolean;
  tipsMode: 'batch-selector' | 'irsi-by-group' | 'home';
  payrollActivity: boolean;
  irsiWorkerGroupCodes: string[];
};

export const TIPS_MODES = [
  'batch-selector',
  'irsi-by-group',
  'home',
] as const satisfies readonly CompanyFeatures['tipsMode'][];

export const COMMISSIONS_TAB_LABELS = [
  'payroll',
  'parts-and-services',
] as const satisfies readonly CompanyFeatures['commissionsTabLabel'][];

// §2: what a company without special settings gets.
export const DEFAULT_COMPANY_FEATURES: CompanyFeatures = {
  commissionsTabLabel: 'parts-and-services',
  insights: false,
  tipsMode: 'home',
  payrollActivity: false,
  irsiWorkerGroupCodes: [],
};
