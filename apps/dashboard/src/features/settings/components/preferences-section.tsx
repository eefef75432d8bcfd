import { Card, Select, Stack } from '@cuadre/ui';
import { useAtom, useAtomValue } from 'jotai';
import { LanguageSelect } from '../../../shared/components/language-select.tsx';
import { selectedCompanyIdState } from '../../../shared/states/selected-company-id-state.ts';
import { companyState } from '../../../shared/states/company-state.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import { useSettingsT } from '../messages.ts';

// The user's own choices: the language, and for internal staff the company the dashboard shows.
export function PreferencesSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  return (
    <Stack space="medium">
      <Card title={t('settings.prefs.language')} description={t('settings.prefs.languageDescription')} headingLevel={2}>
        <LanguageSelect />
      </Card>
      {session.internalStaff ? <CompanyPreference /> : null}
    </Stack>
  );
}

function CompanyPreference() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const { query } = useSettingsApi();
  const company = useAtomValue(companyState);
  const [, setSelected] = useAtom(selectedCompanyIdState);
  const companies = query.useQuery('get', '/employer-dashboard/companies', {
    params: { query: { email: session.user.email } },
  });
  return (
    <Card title={t('settings.prefs.company')} description={t('settings.prefs.companyDescription')} headingLevel={2}>
      <Select
        label={t('settings.prefs.company')}
        hideLabel
        value={company?.id ?? ''}
        disabled={!companies.isSuccess}
        onValueChange={(value) => setSelected(value)}
        options={(companies.data?.companies ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
      />
    </Card>
  );
}
