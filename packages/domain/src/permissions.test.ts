import { describe, expect, it } from 'vitest';
import {
  hasAnyPermission,
  hasPermission,
  isPermission,
  isRole,
  isSuperAdmin,
  PERMISSION_GROUPS,
  PERMISSIONS,
  permissionGroupsOf,
  ROLES,
} from './permissions.ts';
import { user, withPermissions } from './test-support/fixtures.ts';

describe('permissions and roles (§6)', () => {
  it('lists the 17 permissions of the spec', () => {
    expect(PERMISSIONS).toHaveLength(17);
    expect(new Set(PERMISSIONS).size).toBe(17);
  });

  it('puts every permission into exactly one product group', () => {
    const grouped = Object.values(PERMISSION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('knows the three roles', () => {
    expect(ROLES).toEqual(['super-admin', 'tips-admin', 'member']);
    expect(isRole('tips-admin')).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isPermission('insurance-edit')).toBe(true);
    expect(isPermission('insurance-delete')).toBe(false);
  });

  it('a super-admin holds every permission', () => {
    const admin = user({ role: 'super-admin' });
    expect(isSuperAdmin(admin)).toBe(true);
    expect(PERMISSIONS.every((permission) => hasPermission(admin, permission))).toBe(true);
    expect(permissionGroupsOf(admin)).toEqual(['ewa', 'commissions', 'insurance', 'tips']);
  });

  it('the tips-admin role carries the tips-admin permission and nothing else', () => {
    const tipsAdmin = user({ role: 'tips-admin' });
    expect(isSuperAdmin(tipsAdmin)).toBe(false);
    expect(hasPermission(tipsAdmin, 'tips-admin')).toBe(true);
    expect(hasPermission(tipsAdmin, 'tips-manager')).toBe(false);
  });

  it('a member holds only the permissions given', () => {
    const member = withPermissions('billing');
    expect(hasPermission(member, 'billing')).toBe(true);
    expect(hasPermission(member, 'reports')).toBe(false);
    expect(hasAnyPermission(member, ['reports', 'billing'])).toBe(true);
    expect(hasAnyPermission(member, [])).toBe(false);
    expect(permissionGroupsOf(member)).toEqual(['ewa']);
  });
});
