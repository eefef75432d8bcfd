// The closed sets of values that text columns accept; each is also a CHECK constraint in the database.

export const permissions = [
  'employer-dashboard',
  'billing',
  'employees',
  'deductions',
  'bank-details',
  'reports',
  'commissions-approve',
  'commissions-create',
  'commissions-view',
  'commissions-v2-approve',
  'commissions-v2-create',
  'commissions-v2-view',
  'insurance',
  'insurance-edit',
  'tips-admin',
  'tips-manager',
  'payroll-activity',
] as const;
export type Permission = (typeof permissions)[number];

export const userRoles = ['super-admin', 'tips-admin', 'member'] as const;
export type UserRole = (typeof userRoles)[number];

// Whom a company asks for a second factor at sign-in, beside the provider's internal staff (always asked).
export const secondFactorScopes = ['super-admin', 'bank-details'] as const;
export type SecondFactorScope = (typeof secondFactorScopes)[number];

// A disabled dashboard user cannot sign in, and its sessions stop working at once.
export const dashboardUserStatuses = ['invited', 'active', 'disabled'] as const;
export type DashboardUserStatus = (typeof dashboardUserStatuses)[number];

export const commissionsTabLabels = ['payroll', 'parts-and-services'] as const;
export const tipsModes = ['batch-selector', 'irsi-by-group', 'home'] as const;

export type CompanyFeatures = {
  commissionsTabLabel: (typeof commissionsTabLabels)[number];
  insights: boolean;
  tipsMode: (typeof tipsModes)[number];
  payrollActivity: boolean;
  irsiWorkerGroupCodes: string[];
};

export const payFrequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const companyStatuses = ['active', 'onboarding', 'suspended', 'inactive'] as const;
export const fundingTypes = ['employer', 'provider'] as const;
export const timecardProviders = ['punchclock', 'shiftbook'] as const;

export const workerStatuses = ['active', 'inactive', 'on-leave', 'terminated'] as const;
export type WorkerStatus = (typeof workerStatuses)[number];
export const workerTypes = ['full-time', 'part-time', 'seasonal', 'contractor'] as const;
export const compensationTypes = ['hourly', 'salary', 'commission'] as const;
export const workerProducts = ['goals', 'ewa', 'tips'] as const;
export const statusLogTypes = ['admin', 'system', 'creci'] as const;

export const invoiceTypes = ['repayment', 'fees'] as const;
export const invoicePaymentStatuses = ['scheduled', 'pending', 'processing', 'paid', 'failed'] as const;
export const repaymentRevenueStatuses = ['pending', 'collected', 'failed'] as const;
export const deductionOrigins = ['automatic', 'employer', 'internal'] as const;
export const transferStatuses = ['pending', 'completed', 'failed', 'reversed'] as const;
export const transferKinds = ['advance', 'saving-withdrawal', 'tip-advance'] as const;

export const commissionFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export const commissionBatchTypes = ['normal', 'preview'] as const;
export const commissionBatchStatuses = ['draft', 'pending-approval', 'in-review', 'rejected', 'approved'] as const;
export type CommissionBatchStatus = (typeof commissionBatchStatuses)[number];
export const commissionGenerations = [1, 2, 3] as const;
export const workerCommissionStatuses = ['pending', 'approved', 'rejected', 'on-hold'] as const;
export const commissionOrigins = ['dealer-system', 'payroll-provider', 'technician-hours', 'other'] as const;
export const commissionInputTypes = ['dollars', 'percentage', 'quantity'] as const;
export const commissionAmountTypes = ['dollars', 'percentage'] as const;
export const commissionStepTypes = ['tiered', 'volume'] as const;
export const commissionUploadKinds = ['dealer-system', 'payroll-provider', 'technician-hours'] as const;
export const uploadStatuses = ['processing', 'processed', 'failed'] as const;
export const dealSaleTypes = ['new', 'used', 'service', 'parts'] as const;

export const insuranceDataOrigins = ['payroll-provider', 'offline'] as const;
export const insurancePlanTypes = ['individual', 'couple', 'family'] as const;
export const insurancePaymentMethods = ['cash', 'check', 'card', 'giro'] as const;
export const insuranceEntryTypes = ['opening', 'charge', 'payment', 'adjustment'] as const;

export const tipStatuses = ['pending', 'ready', 'approved', 'paid', 'fail'] as const;
export const tipReviewStatuses = ['none', 'needs-review', 'reviewed'] as const;
export const tipShifts = ['breakfast', 'lunch', 'dinner', 'late'] as const;
export const tipShiftTypes = ['regular', 'double', 'banquet'] as const;
export const tipSplitFromTypes = ['worker', 'job'] as const;
export const tipSplitTypes = [
  'money',
  'percentage',
  'equal',
  'hours-based',
  'custom-amount',
  'custom-percentage',
] as const;
export type TipSplitType = (typeof tipSplitTypes)[number];
export const tipSplitItemStatuses = ['ready', 'approved', 'fail'] as const;
export const tipBatchStatuses = ['open', 'available', 'processing', 'paid'] as const;
export const payrollActivityStatuses = ['open', 'locked', 'submitted', 'processed'] as const;

export const notificationKinds = [
  'invoice-due',
  'deduction-ready',
  'batch-approval-requested',
  'batch-approved',
  'batch-rejected',
  'tips-unrecognized-roles',
  'insurance-upload-processed',
  'payroll-activity-locked',
  'bank-details-changed',
  'report-ready',
  'report-failed',
] as const;
