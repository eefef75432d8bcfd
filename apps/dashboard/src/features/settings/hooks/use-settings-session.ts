import type { Locale as DomainLocale, SessionUser } from '@cuadre/domain';
import { can, canEditSettingsField, hasPermission, isSuperAdmin, type CompanySettingsField } from '@cuadre/domain';
import { useAtomValue } from 'jotai';
import { companyState } from '../../../shared/states/company-state.ts';
import { internalStaffState } from '../../../shared/states/internal-staff-state.ts';
import { languageState } from '../../../shared/states/language-state.ts';
import { sessionUserState } from '../../../shared/states/session-user-state.ts';

export type SettingsSection =
  'company' | 'features' | 'groups' | 'tips-roles' | 'bank' | 'users' | 'security' | 'preferences' | 'audit';

export type SettingsSession = {
  companyId: string;
  user: SessionUser;
  internalStaff: boolean;
  locale: DomainLocale;
  sections: SettingsSection[];
  canEdit: (field: CompanySettingsField) => boolean;
  canManageUsers: boolean;
  canEditGroups: boolean;
  /** Whether this user may reset how `target` signs in (their identity at the provider, their two-step sign-in). */
  canResetSignIn: (target: { internalStaff?: boolean }) => boolean;
  /** Whether this user chooses whom the company asks for two-step sign-in. */
  canEditSignInPolicy: boolean;
};

// §6: which sections of Settings a user sees; the API refuses what the policy does not allow. The company's features
// are the provider's to set (`canEditSettingsField('features')`), so only its staff see them.
export function visibleSections(user: SessionUser, internalStaff: boolean): SettingsSection[] {
  const admin = isSuperAdmin(user) || internalStaff;
  const tipsAdmin = hasPermission(user, 'tips-admin');
  const bank = hasPermission(user, 'bank-details');
  const sections: SettingsSection[] = ['company'];
  if (internalStaff || canEditSettingsField('features', user)) sections.push('features');
  if (admin || bank || tipsAdmin) sections.push('groups');
  if (admin || tipsAdmin) sections.push('tips-roles');
  if (admin || bank) sections.push('bank', 'users');
  if (admin) sections.push('security');
  sections.push('preferences');
  if (admin) sections.push('audit');
  return sections;
}

// What every settings section reads of the frame: the company in view, the user and what they may change.
export function useSettingsSession(): SettingsSession {
  const company = useAtomValue(companyState);
  const user = useAtomValue(sessionUserState);
  const internalStaff = useAtomValue(internalStaffState);
  const language = useAtomValue(languageState);
  if (company === null || user === null) throw new Error('Settings render inside the signed-in frame.');
  return {
    companyId: company.id,
    user,
    internalStaff,
    locale: language === 'es-PR' ? 'es' : 'en',
    sections: visibleSections(user, internalStaff),
    canEdit: (field) => internalStaff || canEditSettingsField(field, user),
    canManageUsers: isSuperAdmin(user),
    canEditGroups: isSuperAdmin(user),
    canResetSignIn: (target) =>
      can(
        'users.sign-in.reset',
        { ...user, internalStaff: user.internalStaff || internalStaff },
        { features: company.features, targetUser: { internalStaff: target.internalStaff === true } },
      ),
    canEditSignInPolicy: internalStaff || can('settings.sign-in-policy.edit', user, { features: company.features }),
  };
}
