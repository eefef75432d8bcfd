import type { CompanyFeatures } from './company-features.ts';
import { canAccessWorkerGroup, isInternalStaff } from './identity.ts';
import type { Permission, SessionUser } from './permissions.ts';
import { COMMISSIONS_PERMISSIONS, hasAnyPermission, hasPermission } from './permissions.ts';

export type PolicyActor = SessionUser;

export type PolicyContext = {
  features: CompanyFeatures;
  // §2: the result of the dynamic commission permissions call; absent means zero.
  dynamicCommissionCount?: number;
  // The batch acted on; approval actions compare its creator with the actor.
  batch?: { creatorEmail: string };
  // The worker group acted on; tips actions check the actor may see it.
  workerGroupCode?: string;
  // The dashboard user acted on; the provider's own staff accounts are the provider's to manage.
  targetUser?: { internalStaff: boolean };
};

export type Policy = (actor: PolicyActor, context: PolicyContext) => boolean;

export const BATCH_CREATE_PERMISSIONS: readonly Permission[] = ['commissions-create', 'commissions-v2-create'];
export const BATCH_APPROVE_PERMISSIONS: readonly Permission[] = ['commissions-approve', 'commissions-v2-approve'];

const permission =
  (required: Permission): Policy =>
  (actor) =>
    hasPermission(actor, required);

const anyPermission =
  (required: readonly Permission[]): Policy =>
  (actor) =>
    hasAnyPermission(actor, required);

const internalStaff: Policy = (actor) => isInternalStaff(actor);

const superAdmin: Policy = (actor) => actor.role === 'super-admin';

const superAdminOrStaff: Policy = (actor, context) => superAdmin(actor, context) || internalStaff(actor, context);

// A user's sign-in (the identity at the provider, two-step sign-in) is reset by a super-admin of their company or by
// internal staff; an internal staff account by internal staff only.
const signInResetter: Policy = (actor, context) =>
  internalStaff(actor, context) || (superAdmin(actor, context) && context.targetUser?.internalStaff !== true);

const inWorkerGroup = (actor: PolicyActor, context: PolicyContext): boolean =>
  context.workerGroupCode === undefined || canAccessWorkerGroup(actor, context.workerGroupCode);

const tipsAdmin: Policy = (actor, context) => hasPermission(actor, 'tips-admin') && inWorkerGroup(actor, context);

const tipsViewer: Policy = (actor, context) =>
  hasAnyPermission(actor, ['tips-admin', 'tips-manager']) && inWorkerGroup(actor, context);

// §4: no one approves a batch they created.
export function isBatchCreator(actor: Pick<SessionUser, 'email'>, batch: { creatorEmail: string }): boolean {
  return actor.email.trim().toLowerCase() === batch.creatorEmail.trim().toLowerCase();
}

const batchApprover: Policy = (actor, context) =>
  hasAnyPermission(actor, BATCH_APPROVE_PERMISSIONS) &&
  (context.batch === undefined || !isBatchCreator(actor, context.batch));

const commissionsViewer = anyPermission(COMMISSIONS_PERMISSIONS);

// §2, §4, §5, §6: every permission-guarded action and who may take it; the API enforces, the app hides.
export const POLICIES = {
  'ewa.employees.view': permission('employees'),
  'ewa.employees.edit': permission('employees'),
  'ewa.deductions.view': permission('deductions'),
  'ewa.deductions.upload': permission('deductions'),
  // A deduction above what the worker owes goes to payroll only when the company's dashboard administrator says so.
  'ewa.deductions.override': (actor) =>
    hasPermission(actor, 'deductions') && hasPermission(actor, 'employer-dashboard'),
  'ewa.billing.view': permission('billing'),
  'ewa.reports.view': permission('reports'),
  'workers.status.admin.toggle': permission('employees'),
  'workers.status.system.toggle': internalStaff,
  'workers.status.creci.toggle': internalStaff,
  'commissions.view': commissionsViewer,
  'commissions.insights.view': (actor, context) => commissionsViewer(actor, context) && context.features.insights,
  // Parts & Services batches are created with the Commissions permission; Sales Commissions and Commission Batches
  // have their own rules below. The API creates a batch in the area the request names only when these allow it.
  'commissions.create-batch': permission('commissions-create'),
  'commissions-v2.view': (_actor, context) => (context.dynamicCommissionCount ?? 0) > 0,
  'commissions-v2.create-batch': (actor, context) =>
    (context.dynamicCommissionCount ?? 0) > 0 && hasAnyPermission(actor, BATCH_CREATE_PERMISSIONS),
  'commissions-v3.view': internalStaff,
  'commissions-v3.create-batch': (actor, context) =>
    internalStaff(actor, context) && hasAnyPermission(actor, BATCH_CREATE_PERMISSIONS),
  'commissions-v3.uploads.write': internalStaff,
  'batch.create': anyPermission(BATCH_CREATE_PERMISSIONS),
  'batch.submit': anyPermission(BATCH_CREATE_PERMISSIONS),
  'batch.reopen': anyPermission(BATCH_CREATE_PERMISSIONS),
  'batch.start-review': batchApprover,
  'batch.approve': batchApprover,
  'batch.reject': batchApprover,
  'insurance.view': anyPermission(['insurance', 'insurance-edit']),
  'insurance.ledger.write': permission('insurance-edit'),
  'insurance.uploads.write': permission('insurance-edit'),
  'insurance.notes.write': permission('insurance-edit'),
  'tips.view': tipsViewer,
  'tips.admin.view': tipsAdmin,
  'tips.rules.edit': tipsAdmin,
  'tips.splits.create': tipsViewer,
  'tips.splits.approve': tipsAdmin,
  'tips.splits.retry': tipsAdmin,
  'tips.hours.edit': tipsAdmin,
  'tips.unrecognized-roles.resolve': tipsAdmin,
  'tips.payroll-activity.view': (actor, context) =>
    hasPermission(actor, 'payroll-activity') && context.features.payrollActivity,
  'settings.view': (actor) => actor.role === 'tips-admin' || hasPermission(actor, 'bank-details'),
  'settings.bank-details.edit': permission('bank-details'),
  'settings.fees.edit': superAdmin,
  'settings.company.edit': superAdmin,
  'users.invite': superAdmin,
  'users.permissions.edit': superAdmin,
  'users.sign-in.reset': signInResetter,
  // Whom the company asks for a second factor at sign-in.
  'settings.sign-in-policy.edit': superAdminOrStaff,
} as const satisfies Record<string, Policy>;

export type PolicyAction = keyof typeof POLICIES;

export const POLICY_ACTIONS = Object.keys(POLICIES) as PolicyAction[];

// The single question the app (to hide) and the API (to enforce) both ask.
export function can(action: PolicyAction, actor: PolicyActor, context: PolicyContext): boolean {
  const policy: Policy = POLICIES[action];
  return policy(actor, context);
}
