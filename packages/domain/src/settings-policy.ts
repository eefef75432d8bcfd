import { isInternalStaff } from './identity.ts';
import type { SessionUser } from './permissions.ts';
import { hasPermission } from './permissions.ts';

// §3: the company's settings, grouped as a payroll admin thinks of them; each group is saved on its own.
export const COMPANY_SETTINGS_GROUPS = {
  funding: [
    'typeOfFunding',
    'hasNewPricing',
    'fundingFeePercent',
    'processingFeePercent',
    'transactionFeePercent',
    'cashoutFeePercent',
    'lowerTransactionFee',
    'lowerTransactionFeeThreshold',
    'transactionFeeCap',
    'employeeFeePercent',
    'savingEmployeeFeePercent',
    'billingSavingEmployerFeePercent',
  ],
  limits: [
    'grossDepositPercentAvailable',
    'grossTipPercentAvailable',
    'transactionLimitPerPayPeriod',
    'amountLimitPerPayPeriod',
    'employerCoveredTransactionsPerPayPeriod',
  ],
  invoicing: ['periodsPerInvoiceEmail', 'daysAfterEndDateForPayment', 'billingEmails'],
  payroll: [
    'payFrequency',
    'periodStartDate',
    'timecardProvider',
    'payrollAdminName',
    'payrollAdminEmails',
    'applyRetentions',
    'feeRetentionAtGroupCodeLevel',
  ],
  communications: ['communication'],
  tips: ['disableTipsTransactions', 'hasAthMovil'],
  referral: ['referralProgram'],
  status: ['status', 'numberStatusThreshold', 'dashboardTitle', 'features'],
} as const;

export type CompanySettingsGroup = keyof typeof COMPANY_SETTINGS_GROUPS;
export type CompanySettingsField = (typeof COMPANY_SETTINGS_GROUPS)[CompanySettingsGroup][number];

export const COMPANY_SETTINGS_GROUP_NAMES = Object.keys(COMPANY_SETTINGS_GROUPS) as CompanySettingsGroup[];

export type SettingsEditor = 'internal-staff' | 'super-admin' | 'tips-admin';

// The provider's pricing (what it charges and how advances are funded), the account status and the
// company-specific features are the provider's to set; the employer sets how much of the fee its
// workers carry, its limits, invoicing, payroll and communication choices; a tips admin sets the tips switches.
const providerOnly = new Set<CompanySettingsField>([
  'typeOfFunding',
  'hasNewPricing',
  'fundingFeePercent',
  'processingFeePercent',
  'transactionFeePercent',
  'cashoutFeePercent',
  'lowerTransactionFee',
  'lowerTransactionFeeThreshold',
  'transactionFeeCap',
  'status',
  'numberStatusThreshold',
  'dashboardTitle',
  'features',
]);

const tipsAdminFields = new Set<CompanySettingsField>(COMPANY_SETTINGS_GROUPS.tips);

// §6: who may change a company setting; internal staff change every field.
export function settingsFieldEditors(field: CompanySettingsField): readonly SettingsEditor[] {
  if (providerOnly.has(field)) return ['internal-staff'];
  if (tipsAdminFields.has(field)) return ['internal-staff', 'super-admin', 'tips-admin'];
  return ['internal-staff', 'super-admin'];
}

// §6: whether this user may change this company setting (the API enforces it, the app greys the rest out).
export function canEditSettingsField(
  field: CompanySettingsField,
  actor: Pick<SessionUser, 'internalStaff' | 'role' | 'permissions'>,
): boolean {
  const editors = settingsFieldEditors(field);
  if (isInternalStaff(actor)) return true;
  if (actor.role === 'super-admin') return editors.includes('super-admin');
  return hasPermission(actor, 'tips-admin') && editors.includes('tips-admin');
}

// The group a setting belongs to, for messages that name where to look.
export function settingsGroupOf(field: CompanySettingsField): CompanySettingsGroup {
  return COMPANY_SETTINGS_GROUP_NAMES.find((group) =>
    (COMPANY_SETTINGS_GROUPS[group] as readonly string[]).includes(field),
  )!;
}

export function isCompanySettingsField(value: string): value is CompanySettingsField {
  return COMPANY_SETTINGS_GROUP_NAMES.some((group) =>
    (COMPANY_SETTINGS_GROUPS[group] as readonly string[]).includes(value),
  );
}
