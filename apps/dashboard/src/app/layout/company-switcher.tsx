import { visuallyHidden } from '@cuadre/ui/css';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { RESET } from 'jotai/utils';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { companiesQuery } from '../../shared/session/shell-queries.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { internalStaffState } from '../../shared/states/internal-staff-state.ts';
import { selectedCompanyIdState } from '../../shared/states/selected-company-id-state.ts';
import { selectedWorkerGroupState } from '../../shared/states/selected-worker-group-state.ts';
import { sessionUserState } from '../../shared/states/session-user-state.ts';
import { useAppDeps } from '../app-deps-context.ts';
import { useSetAtom } from 'jotai';
import * as styles from './layout.css.ts';

// Internal staff and users of several companies choose the company; switching re-runs company-info and the landing rule.
export function CompanySwitcher() {
  const t = useT();
  const id = useId();
  const { api } = useAppDeps();
  const navigate = useNavigate();
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

  return (
    <span className={styles.field}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('shell.company')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={company?.id ?? ''}
        disabled={companies.isPending}
        aria-busy={companies.isPending || undefined}
        onChange={(event) => {
          setSelectedCompany(event.target.value);
          setWorkerGroup(RESET);
          void navigate('/');
        }}
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
