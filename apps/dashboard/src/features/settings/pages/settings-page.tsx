import { Tabs } from '@cuadre/ui';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/components/use-document-title.ts';
import { AuditSection } from '../components/audit-section.tsx';
import { BankSection } from '../components/bank-section.tsx';
import { CompanySection } from '../components/company-section.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { TipsRolesSection } from '../components/tips-roles-section.tsx';
import { UsersSection } from '../components/users-section.tsx';
import { WorkerGroupsSection } from '../components/worker-groups-section.tsx';
import type { SettingsSection } from '../hooks/use-settings-session.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import * as styles from '../components/settings.css.ts';

const TAB_LABELS: Record<SettingsSection, SettingsMessageKey> = {
  company: 'settings.tab.company',
  groups: 'settings.tab.groups',
  'tips-roles': 'settings.tab.tipsRoles',
  bank: 'settings.tab.bank',
  users: 'settings.tab.users',
  preferences: 'settings.tab.preferences',
  audit: 'settings.tab.audit',
};

const CONTENT: Record<SettingsSection, () => React.ReactNode> = {
  company: () => <CompanySection />,
  groups: () => <WorkerGroupsSection />,
  'tips-roles': () => <TipsRolesSection />,
  bank: () => <BankSection />,
  users: () => <UsersSection />,
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
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
      </header>
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
          content: value === section ? CONTENT[value]() : null,
        }))}
      />
    </div>
  );
}
