// §6: the permissions a dashboard user may hold.
export const PERMISSIONS = [
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

export type Permission = (typeof PERMISSIONS)[number];

// §6: roles; super-admin sees everything.
export const ROLES = ['super-admin', 'tips-admin', 'member'] as const;

export type Role = (typeof ROLES)[number];

export type BrandTitle = { name: string; rank: number };
export type BrandDepartment = { name: string; titles: BrandTitle[] };
export type Brand = { name: string; departments: BrandDepartment[] };

// §3: the signed-in dashboard user.
export type SessionUser = {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permission[];
  workerGroupCode: string | null;
  workerGroupCodes: string[];
  brands: Brand[];
  brandsView: boolean;
  // §5, §6: the provider's staff, who reach every company. A stored fact of the account that only staff grant;
  // never read from the e-mail, which anyone inviting a user can type.
  internalStaff: boolean;
};

// §6: the product permission groups whose count decides the top-bar divider.
export const PERMISSION_GROUPS = {
  ewa: ['employer-dashboard', 'employees', 'deductions', 'billing', 'reports', 'bank-details'],
  commissions: [
    'commissions-approve',
    'commissions-create',
    'commissions-view',
    'commissions-v2-approve',
    'commissions-v2-create',
    'commissions-v2-view',
  ],
  insurance: ['insurance', 'insurance-edit'],
  tips: ['tips-admin', 'tips-manager', 'payroll-activity'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

export const COMMISSIONS_PERMISSIONS: readonly Permission[] = PERMISSION_GROUPS.commissions;

// §6: whether a string names one of the permissions.
export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

// §6: whether a string names one of the roles.
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

// §6: the role that sees everything.
export function isSuperAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'super-admin';
}

// §6: super-admin holds every permission; the tips-admin role carries the tips-admin permission.
export function hasPermission(user: Pick<SessionUser, 'role' | 'permissions'>, permission: Permission): boolean {
  if (user.role === 'super-admin') return true;
  if (permission === 'tips-admin' && user.role === 'tips-admin') return true;
  return user.permissions.includes(permission);
}

// §6: at least one of the permissions (super-admin always).
export function hasAnyPermission(
  user: Pick<SessionUser, 'role' | 'permissions'>,
  permissions: readonly Permission[],
): boolean {
  return permissions.some((permission) => hasPermission(user, permission));
}

// §2, §6: the product permission groups in which the user holds at least one permission.
export function permissionGroupsOf(user: Pick<SessionUser, 'role' | 'permissions'>): PermissionGroup[] {
  const groups = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];
  return groups.filter((group) => hasAnyPermission(user, PERMISSION_GROUPS[group]));
}
