import type { Schemas } from '@cuadre/api-client';
import { formatCents } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import {
  Button,
  Checkbox,
  Combobox,
  DataTable,
  Heading,
  EmptyState,
  Inline,
  Stack,
  StatusPill,
  Text,
  TextField,
  Toolbar,
} from '@cuadre/ui';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useT } from '../hooks/use-tips-t.ts';
import { workerGroupOptionsSelector } from '../../../shared/states/selectors/worker-group-options-selector.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { RoleRulesPanel } from '../components/role-rules-panel.tsx';
import { TipsPage } from '../components/tips-page.tsx';
import { tableStatus, useTableText } from '../components/ui-text.ts';
import * as styles from '../components/tips.css.ts';
import { useTipsScope } from '../hooks/use-tips-scope.ts';
import { knownRoleNames } from '../utils/role-rules.ts';

// The group's tip rules form (its fields and validation) downloads after the list it sits under.
const TipRulesEditor = lazy(() =>
  import('../components/tip-rules-editor.tsx').then((module) => ({ default: module.TipRulesEditor })),
);

// The settings drawer (its form and save) downloads when a worker is first opened, not with the list.
const WorkerTipSettingsDrawer = lazy(() =>
  import('../components/worker-tip-settings-drawer.tsx').then((module) => ({
    default: module.WorkerTipSettingsDrawer,
  })),
);

// Tips → Employees: tip-enabled workers with their tip settings, the group's tip rules and its role rules.
export function TipsEmployeesPage() {
  return <TipsPage path="/tips/employees">{(scope) => <Employees key={scope.workerGroupCode} {...scope} />}</TipsPage>;
}

function Employees({ companyId, workerGroupCode }: { companyId: string; workerGroupCode: string }) {
  const t = useT();
  const { locale, allows } = useTipsScope();
  const { query } = useTipsApi();
  const employees = query.useQuery('get', '/tips/users-employees', {
    params: { query: { companyId, workerGroupCode } },
  });
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const roles = useMemo(() => (rules.data === undefined ? [] : knownRoleNames(rules.data)), [rules.data]);
  const [search, setSearch] = useState('');
  const [onlyEnabled, setOnlyEnabled] = useState(true);
  // §5: role rules of the groups this user may see (one group, a code list, or all for staff).
  const groups = useAtomValue(workerGroupOptionsSelector);
  const [rulesGroup, setRulesGroup] = useState(workerGroupCode);
  const [opened, setOpened] = useState<{ id: string; name: string } | null>(null);
  const list = (employees.data?.workers ?? []).filter((worker) => {
    if (onlyEnabled && !worker.tipsEnabled) return false;
    const needle = search.trim().toLowerCase();
    return (
      needle === '' ||
      `${worker.firstName} ${worker.lastName} ${worker.payrollFileNumber} ${worker.posId ?? ''}`
        .toLowerCase()
        .includes(needle)
    );
  });
  const text = useTableText();
  const columns: DataTableColumn<Schemas['TipWorker']>[] = [
    {
      id: 'worker',
      header: t('tips.col.worker'),
      value: (worker) => `${worker.lastName}, ${worker.firstName}`,
      cell: (worker) => (
        <Inline space="xxsmall" wrap={false}>
          <Button
            variant="link"
            size="sm"
            title={`${worker.lastName}, ${worker.firstName}`}
            aria-haspopup="dialog"
            onClick={() => setOpened({ id: worker.id, name: `${worker.lastName}, ${worker.firstName}` })}
          >
            {worker.lastName}, {worker.firstName}
          </Button>
          {worker.tipsEnabled ? null : <StatusPill tone="neutral">{t('tips.employees.tipsOff')}</StatusPill>}
        </Inline>
      ),
    },
    {
      id: 'payrollFileNumber',
      header: t('tips.col.payrollFileNumber'),
      value: (worker) => worker.payrollFileNumber,
      width: 120,
    },
    { id: 'posId', header: t('tips.col.posId'), value: (worker) => worker.posId ?? '—', width: 130 },
    // "Banquet Server" whole; the worker's name takes the rest.
    {
      id: 'defaultRole',
      header: t('tips.col.defaultRole'),
      value: (worker) => worker.defaultRole ?? '—',
      width: 160,
    },
    {
      id: 'ignoreRole',
      header: t('tips.col.ignoreRole'),
      value: (worker) => (worker.ignoreRoleForTips ? t('tips.yes') : t('tips.no')),
      width: 120,
    },
    { id: 'rules', header: t('tips.col.rules'), value: (worker) => worker.tipRules.length, numeric: true, width: 100 },
    {
      id: 'grossTip',
      header: t('tips.col.grossTip'),
      value: (worker) => worker.grossTip,
      cell: (worker) => formatCents(worker.grossTip, locale),
      numeric: true,
      width: 130,
    },
    {
      id: 'eligibleTip',
      header: t('tips.col.eligibleTip'),
      value: (worker) => worker.eligibleTip,
      cell: (worker) => formatCents(worker.eligibleTip, locale),
      numeric: true,
      width: 130,
    },
  ];
  return (
    <>
      <Stack space="small">
        <Heading level={3} as="h2">
          {t('tips.employees.title')}
        </Heading>
        <DataTable
          toolbar={
            <Toolbar label={t('tips.employees.filters')}>
              <TextField label={t('tips.employees.search')} type="search" value={search} onChange={setSearch} />
              <Checkbox checked={onlyEnabled} onChange={setOnlyEnabled}>
                {t('tips.employees.onlyEnabled')}
              </Checkbox>
              <Text size="small" tone="muted">
                {t('tips.employees.count', { count: list.length })}
              </Text>
            </Toolbar>
          }
          label={t('tips.employees.title')}
          columns={columns}
          data={list}
          getRowId={(worker) => worker.id}
          status={tableStatus(employees)}
          onRetry={() => void employees.refetch()}
          empty={
            <EmptyState title={t('tips.employees.empty.title')} description={t('tips.employees.empty.description')} />
          }
          height={560}
          {...text}
        />
      </Stack>
      <div className={styles.sideBySide}>
        <Suspense fallback={null}>
          <TipRulesEditor
            companyId={companyId}
            workerGroupCode={workerGroupCode}
            canEdit={allows('tips.rules.edit')}
            roles={roles}
          />
        </Suspense>
        <Stack space="medium">
          {groups.length > 1 ? (
            <Combobox
              label={t('tips.roleRules.group')}
              value={rulesGroup}
              onValueChange={(group) => group !== null && setRulesGroup(group)}
              options={groups.map((group) => ({ value: group.value, label: group.label }))}
            />
          ) : null}
          <RoleRulesPanel workerGroupCode={rulesGroup} />
        </Stack>
      </div>
      {opened === null ? null : (
        <Suspense fallback={null}>
          <WorkerTipSettingsDrawer
            workerId={opened.id}
            name={opened.name}
            roles={roles}
            canEdit={allows('tips.rules.edit')}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}
