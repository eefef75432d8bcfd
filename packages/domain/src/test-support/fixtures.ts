import type { CompanyFeatures } from '../company-features.ts';
import { DEFAULT_COMPANY_FEATURES } from '../company-features.ts';
import type { NavigationContext } from '../navigation.ts';
import type { Permission, SessionUser } from '../permissions.ts';

export function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    companyId: 'company-1',
    email: 'someone@isla.example',
    firstName: 'Ana',
    lastName: 'Rivera',
    role: 'member',
    permissions: [],
    workerGroupCode: null,
    workerGroupCodes: [],
    brands: [],
    brandsView: false,
    internalStaff: false,
    ...overrides,
  };
}

export function withPermissions(...permissions: Permission[]): SessionUser {
  return user({ permissions });
}

export function features(overrides: Partial<CompanyFeatures> = {}): CompanyFeatures {
  return { ...DEFAULT_COMPANY_FEATURES, ...overrides };
}

export function navigation(overrides: Partial<NavigationContext> = {}): NavigationContext {
  return {
    user: user(),
    features: features(),
    dynamicCommissionCount: 0,
    selectedWorkerGroupCode: null,
    ...overrides,
  };
}
