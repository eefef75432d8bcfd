import { roleRuleRowsOf } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { DataTable, Heading, Stack, Text } from '@cuadre/ui';
import { useT } from '../hooks/use-tips-t.ts';
import { useTipsApi } from '../api/tips-api.ts';
import { fixedColumn, tableStatus, useTableText } from './ui-text.ts';

const FLAGS = [
  { flag: 'tipUser', key: 'tips.roleRules.tipUserRoles' },
  { flag: 'report', key: 'tips.roleRules.reportRoles' },
  { flag: 'payable', key: 'tips.roleRules.payableRoles' },
] as const;

type RoleRuleRow = ReturnType<typeof roleRuleRowsOf>[number];

// §3, §5: a worker group's role rules, one row per job code: receives tips, appears in reports, is paid out.
export function RoleRulesPanel({ workerGroupCode, title }: { workerGroupCode: string; title?: string }) {
  const t = useT();
  const text = useTableText();
  const { query } = useTipsApi();
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const rows = rules.data === undefined ? [] : roleRuleRowsOf(rules.data);
  const heading = title ?? t('tips.roleRules.title', { group: workerGroupCode });
  const columns: DataTableColumn<RoleRuleRow>[] = [
    // The role's name with its job code beneath, as a worker's name sits above their payroll number: beside the three
    // flags, a column of its own left the name a few letters in a 400-pixel panel.
    {
      id: 'name',
      header: t('tips.col.roleName'),
      value: (row) => row.name,
      secondary: (row) => `${t('tips.col.jobCode')} ${row.jobcode}`,
      ...fixedColumn,
    },
    ...FLAGS.map(({ flag, key }): DataTableColumn<RoleRuleRow> => ({
      id: flag,
      header: t(key),
      value: (row) => (row[flag] ? 1 : 0),
      // Each word of "Receives tips", "Recibe propinas" whole on its line, the role's name beside them.
      width: 82,
      cell: (row) =>
        row[flag] ? (
          <span aria-label={t('tips.yes')}>✓</span>
        ) : (
          <Text tone="muted" aria-label={t('tips.no')}>
            –
          </Text>
        ),
      ...fixedColumn,
    })),
  ];
  return (
    <Stack space="small">
      <Heading level={3} as="h2">
        {heading}
      </Heading>
      <DataTable
        label={heading}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.jobcode)}
        status={tableStatus(rules)}
        onRetry={() => void rules.refetch()}
        empty={<Text tone="muted">{t('tips.roleRules.none')}</Text>}
        // Every role shown (a group has a few dozen at most), the page scrolling rather than the panel: a scrollbar
        // inside the panel took 15 px from "Banquet Server".
        height="rows"
        {...text}
      />
    </Stack>
  );
}
