import { dashboardLabel, DEFAULT_COMPANY_FEATURES } from '@cuadre/domain';
import { useToast } from '@cuadre/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLabel, useT } from '../../shared/i18n/use-t.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { guardNoticeState } from '../../shared/states/guard-notice-state.ts';

// Says in a toast why the guard brought the user to their landing page instead of the page they asked for, naming
// that page with its dashboard ("Reports (Tips)"): several dashboards have a Home, Employees or Reports.
export function GuardNotice() {
  const t = useT();
  const label = useLabel();
  const { toast } = useToast();
  const company = useAtomValue(companyState);
  const [notice, setNotice] = useAtom(guardNoticeState);
  useEffect(() => {
    if (notice === null) return;
    const page = label(notice.labelKey, notice.label);
    const area =
      notice.dashboard === null
        ? null
        : dashboardLabel(notice.dashboard, company?.features ?? DEFAULT_COMPANY_FEATURES);
    toast({
      title: t('guard.forbidden.title'),
      description: t('guard.forbidden.description', {
        page: area === null ? page : t('guard.forbidden.pageInArea', { page, area: label(area.labelKey, area.label) }),
      }),
    });
    setNotice(null);
  }, [notice, setNotice, toast, t, label, company]);
  return null;
}
