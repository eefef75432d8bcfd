import type { DataTableColumn } from '@cuadre/ui';
import { Card, DataTable, EmptyState, Select } from '@cuadre/ui';
import { canAccessWorkerGroup } from '@cuadre/domain';
import { useState } from 'react';
import { useSettingsApi } from '../api/settings-api.ts';
import { useCompany } from '../api/company-query.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import { useSettingsT } from '../messages.ts';
import { SectionError, SectionSkeleton } from './section-states.tsx';
import * as styles from './settings.css.ts';

type RoleRow = { jobcode: number; name: string; tipUser: boolean; report: boolean; payable: boolean };

// §3, §5: a worker group's tips role rules, read-only here; the groups listed are those the user may see.
export function TipsRolesSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const company = useCompany();
  const groups = (company.data?.companyGroups ?? []).filter((group) => canAccessWorkerGroup(session.user, group.workerGroupCode));
  const [chosen, setChosen] = useState<string | null>(null);
  const code = chosen ?? groups[0]?.workerGroupCode ?? null;
  if (company.isPending) return <SectionSkeleton rows={2} />;
  if (company.isError) return <SectionError onRetry={() => void company.refetch()} />;
  if (code === null) return <EmptyState title={t('settings.groups.empty')} description={t('settings.groups.emptyDescription')} />;
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          label={t('settings.groups.choose')}
          value={code}
          onValueChange={setChosen}
          options={groups.map((group) => ({ value: group.workerGroupCode, label: `${group.companyName} (${group.workerGroupCode})` }))}
        />
      </div>
      <RoleRules workerGroupCode={code} />
    </div>
  );
}

function RoleRules({ workerGroupCode }: { workerGroupCode: string }) {
  const t = useSettingsT();
  const { query } = useSettingsApi();
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const rows = rules.data === undefined ? [] : roleRows(rules.data);
  const flag = (value: boolean) => (value ? t('settings.yes') : t('settings.no'));
  const columns: DataTableColumn<RoleRow>[] = [
    { id: 'jobcode', header: t('settings.tipsRoles.jobCode'), value: (row) => row.jobcode, numeric: true, width: 120 },
    { id: 'name', header: t('settings.tipsRoles.name'), value: (row) => row.name },
    { id: 'tipUser', header: t('settings.tipsRoles.tipUser'), value: (row) => flag(row.tipUser), width: 160 },
    { id: 'report', header: t('settings.tipsRoles.report'), value: (row) => flag(row.report), width: 160 },
    { id: 'payable', header: t('settings.tipsRoles.payable'), value: (row) => flag(row.payable), width: 160 },
  ];
  return (
    <Card title={t('settings.tipsRoles.title', { group: workerGroupCode })} description={t('settings.tipsRoles.description')} headingLevel={2}>
      <DataTable
        label={t('settings.tipsRoles.tableLabel', { group: workerGroupCode })}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.jobcode)}
        status={rules.isPending ? 'loading' : rules.isError ? 'error' : 'success'}
        errorMessage={t('settings.loadErrorDescription')}
        onRetry={() => void rules.refetch()}
        empty={<EmptyState title={t('settings.tipsRoles.empty')} />}
      />
    </Card>
  );
}

type RoleList = readonly { jobcode: number; name: string }[];

// The three role lists of a group merged into one row per job code.
export function roleRows(rules: { tipUserRoles: RoleList; reportRoles: RoleList; payableRoles: RoleList }): RoleRow[] {
  const rows = new Map<number, RoleRow>();
  const add = (list: RoleList, flag: 'tipUser' | 'report' | 'payable') => {
    for (const role of list) {
      const row = rows.get(role.jobcode) ?? { jobcode: role.jobcode, name: role.name, tipUser: false, report: false, payable: false };
      row[flag] = true;
      rows.set(role.jobcode, row);
    }
  };
  add(rules.tipUserRoles, 'tipUser');
  add(rules.reportRoles, 'report');
  add(rules.payableRoles, 'payable');
  return [...rows.values()].sort((a, b) => a.jobcode - b.jobcode);
}
