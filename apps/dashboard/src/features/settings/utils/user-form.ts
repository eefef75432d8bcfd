import type { components } from '@cuadre/api-client';
import type { Permission, Role } from '@cuadre/domain';

export type DashboardUser = components['schemas']['DashboardUser'];
export type UserDraft = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permission[];
  workerGroupCodes: string[];
  brandsView: boolean;
};
export type UserField = 'email' | 'firstName' | 'lastName' | 'permissions';

export const emptyUserDraft: UserDraft = { email: '', firstName: '', lastName: '', role: 'member', permissions: [], workerGroupCodes: [], brandsView: false };

export function userDraftOf(user: DashboardUser): UserDraft {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    permissions: [...user.permissions],
    workerGroupCodes: user.workerGroupCodes.length > 0 ? [...user.workerGroupCodes] : user.workerGroupCode ? [user.workerGroupCode] : [],
    brandsView: user.brandsView,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// An invitation or change: names and a valid e-mail, and some access (a permission or the super-admin role).
export function validateUserDraft(draft: UserDraft): Partial<Record<UserField, 'required' | 'email' | 'permissions'>> {
  const errors: Partial<Record<UserField, 'required' | 'email' | 'permissions'>> = {};
  if (!EMAIL.test(draft.email.trim())) errors.email = 'email';
  if (draft.firstName.trim() === '') errors.firstName = 'required';
  if (draft.lastName.trim() === '') errors.lastName = 'required';
  if (draft.role !== 'super-admin' && draft.role !== 'tips-admin' && draft.permissions.length === 0) errors.permissions = 'permissions';
  return errors;
}

// One group is kept as the user's worker group too, as the signed-in user record has both.
export function groupFieldsOf(draft: UserDraft): { workerGroupCode: string | null; workerGroupCodes: string[] } {
  return { workerGroupCode: draft.workerGroupCodes.length === 1 ? (draft.workerGroupCodes[0] ?? null) : null, workerGroupCodes: draft.workerGroupCodes };
}

// The user's full name as a list shows it.
export const userName = (user: Pick<DashboardUser, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`.trim();
