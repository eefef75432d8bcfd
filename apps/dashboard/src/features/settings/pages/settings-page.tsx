import { PageHeader, Stack, Tabs } from '@cuadre/ui';
import { Suspense, lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { CompanySection } from '../components/company-section.tsx';
import { SectionSkeleton } from '../components/section-states.tsx';
import type { SettingsSection } from '../hooks/use-settings-session.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';

// The company section opens first for most users and ships with the page; the other tabs (tables, drawers)
// download when first opened.
const AuditSection = lazy(() =>
  import('../components/audit-section.tsx').then((module) => ({ default: module.AuditSection })),
);
const BankSection = lazy(() =>
  import('../components/bank-section.tsx').then((module) => ({ default: module.BankSection })),
);
const FeaturesSection = lazy(() =>
  import('../components/features-section.tsx').then((module) => ({ default: module.FeaturesSection })),
);
const PreferencesSection = lazy(() =>
  import('../components/preferences-section.tsx').then((module) => ({ default: module.PreferencesSection })),
);
const SignInSecuritySection = lazy(() =>
  import('../components/sign-in-security-section.tsx').then((module) => ({ default: module.SignInSecuritySection })),
);
const TipsRolesSection = lazy(() =>
  import('../components/tips-roles-section.tsx').then((module) => ({ default: module.TipsRolesSection })),
);
const UsersSection = lazy(() =>
  import('../components/users-section.tsx').then((module) => ({ default: module.UsersSection })),
);
const WorkerGroupsSection = lazy(() =>
  import('../components/worker-groups-section.tsx').then((module) => ({ default: module.WorkerGroupsSection })),
);

const TAB_LABELS: Record<SettingsSection, SettingsMessageKey> = {
  company: 'settings.tab.company',
  features: 'settings.tab.features',
  groups: 'settings.tab.groups',
  'tips-roles': 'settings.tab.tipsRoles',
  bank: 'settings.tab.bank',
  users: 'settings.tab.users',
  security: 'settings.tab.security',
  preferences: 'settings.tab.preferences',
  audit: 'settings.tab.audit',
};

const CONTENT: Record<SettingsSection, () => ReactNode> = {
  company: () => <CompanySection />,
  features: () => <FeaturesSection />,
  groups: () => <WorkerGroupsSection />,
  'tips-roles': () => <TipsRolesSection />,
  bank: () => <BankSection />,
  users: () => <UsersSection />,
  security: () => <SignInSecuritySection />,
  preferences: () => <PreferencesSection />,
  audit: () => <AuditSection />,
};

// /settings: the sections §6 lets this user see, as tabs; the open one is kept in the address (?section=users).
export function SettingsPage() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const [searchParams, setSearchParams] = useSearchParams();
  useDocumentTitle(t('settings.title'));
  const asked = searchParams.get('section');
  const section = session.sections.find((candidate) => candidate === asked) ?? session.sections[0] ?? 'preferences';
  return (
    <Stack space="medium">
      <PageHeader title={t('settings.title')} />
      <Tabs
        label={t('settings.tabs.label')}
        value={section}
        onValueChange={(value) => {
          setSearchParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('section', value);
            return next;
          });
        }}
        items={session.sections.map((value) => ({
          value,
          label: t(TAB_LABELS[value]),
          content: value === section ? <Suspense fallback={<SectionSkeleton />}>{CONTENT[value]()}</Suspense> : null,
        }))}
      />
    </Stack>
  );
}
