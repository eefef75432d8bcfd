import { hasTipsVariant, tipsPathForWorkerGroup } from '@cuadre/domain';
import { Select, Text } from '@cuadre/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { companyState } from '../../shared/states/company-state.ts';
import { selectedWorkerGroupState } from '../../shared/states/selected-worker-group-state.ts';
import { activeWorkerGroupSelector } from '../../shared/states/selectors/active-worker-group-selector.ts';
import { workerGroupOptionsSelector } from '../../shared/states/selectors/worker-group-options-selector.ts';

// §2: 'Select Group' on tips pages; changing it swaps the normal and irsi variants of home and payment history.
export function WorkerGroupSelect() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const company = useAtomValue(companyState);
  const options = useAtomValue(workerGroupOptionsSelector);
  const active = useAtomValue(activeWorkerGroupSelector);
  const setSelected = useSetAtom(selectedWorkerGroupState);

  if (options.length === 0)
    return (
      <Text as="p" tone="muted">
        {t('shell.selectGroup.empty')}
      </Text>
    );
  return (
    <Select
      label={t('shell.selectGroup')}
      size="sm"
      value={active ?? undefined}
      options={options}
      onValueChange={(code) => {
        setSelected(code);
        if (company === null) return;
        // The group is a choice on the page, not a step: the variant replaces the address rather than adding
        // a Back step. It navigates even to the rendered path, which may still be the previous variant's
        // while the other variant's page loads; a second change would otherwise be lost.
        if (hasTipsVariant(pathname))
          void navigate(tipsPathForWorkerGroup(pathname, company.features, code), { replace: true });
      }}
    />
  );
}
