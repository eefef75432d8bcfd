import { Select, Text } from '@cuadre/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { companiesQuery } from '../../shared/session/shell-queries.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { internalStaffState } from '../../shared/states/internal-staff-state.ts';
import { selectedCompanyIdState } from '../../shared/states/selected-company-id-state.ts';
import { selectedWorkerGroupState } from '../../shared/states/selected-worker-group-state.ts';
import { sessionUserState } from '../../shared/states/session-user-state.ts';
import { useAppDeps } from '../app-deps-context.ts';
import { useSetAtom } from 'jotai';
import { companySwitchTarget } from './company-switch-target.ts';
import * as styles from './layout.css.ts';

// Internal staff and users of several companies choose the company; switching re-runs company-info and keeps the page
// when the new company shows it (else the area's start, else the landing rule: `companySwitchTarget`).
export function CompanySwitcher() {
  const t = useT();
  const deps = useAppDeps();
  const { api } = deps;
  const navigate = useNavigate();
  const location = useLocation();
  const [switching, setSwitching] = useState<string | null>(null);
  const user = useAtomValue(sessionUserState);
  const internalStaff = useAtomValue(internalStaffState);
  const company = useAtomValue(companyState);
  const [, setSelectedCompany] = useAtom(selectedCompanyIdState);
  const setWorkerGroup = useSetAtom(selectedWorkerGroupState);
  const companies = useQuery({ ...companiesQuery(api, user?.email ?? ''), enabled: user !== null });

  if (companies.isError) {
    return internalStaff ? (
      <Text size="small" tone="critical">
        {t('shell.companies.error')}
      </Text>
    ) : null;
  }
  const choices = companies.data ?? [];
  if (!internalStaff && choices.length < 2) return null;

  const switchTo = async (companyId: string) => {
    if (user === null) return;
    setSwitching(companyId);
    const target = await companySwitchTarget(deps, user, companyId, location);
    setSelectedCompany(companyId);
    setWorkerGroup(RESET);
    setSwitching(null);
    await navigate(target);
  };

  // While the list loads, the current company is the one choice shown. A select rather than a searchable list: its
  // popup's code downloads after the frame paints, and type-ahead finds a company in a long list (§9: it resets after
  // 1,000 ms).
  const options = (companies.isPending && company ? [company] : choices).map((choice) => ({
    value: choice.id,
    label: choice.name,
  }));
  return (
    <div className={styles.companySwitcher} aria-busy={companies.isPending || switching !== null || undefined}>
      <Select
        label={t('shell.company')}
        hideLabel
        size="sm"
        value={switching ?? company?.id}
        disabled={companies.isPending}
        options={options}
        onValueChange={(companyId) => {
          if (companyId !== (switching ?? company?.id)) void switchTo(companyId);
        }}
      />
    </div>
  );
}
