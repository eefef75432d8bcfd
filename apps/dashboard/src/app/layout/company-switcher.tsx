import { visuallyHidden } from '@cuadre/ui/css';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { useId, useState } from 'react';
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
  const id = useId();
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
    return internalStaff ? <span className={styles.fieldError}>{t('shell.companies.error')}</span> : null;
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

  return (
    <span className={styles.field}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('shell.company')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={switching ?? company?.id ?? ''}
        disabled={companies.isPending}
        aria-busy={companies.isPending || switching !== null || undefined}
        onChange={(event) => void switchTo(event.target.value)}
      >
        {companies.isPending && company ? <option value={company.id}>{company.name}</option> : null}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </span>
  );
}
