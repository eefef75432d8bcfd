import type { DataTableColumn } from '@cuadre/ui';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DataTable,
  EmptyState,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
} from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import type { RoleRuleRow, ValidationError } from '@cuadre/domain';
import { can, canAccessWorkerGroup, roleRuleLists, roleRuleRowsOf, validateRoleRuleRows } from '@cuadre/domain';
import type { Schemas } from '@cuadre/api-client';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useRoleRuleMessage } from '../../../shared/tips/role-rule-messages.ts';
import { useSettingsApi } from '../api/settings-api.ts';
import { useCompany } from '../api/company-query.ts';
import { useSettingsSession } from '../hooks/use-settings-session.ts';
import type { SettingsMessageKey } from '../messages.ts';
import { useSettingsT } from '../messages.ts';
import { SectionError, SectionSkeleton } from './section-states.tsx';
import * as styles from './settings.css.ts';

const ROLE_RULES_PATH = '/tips/irsi-role-rules';
const FLAGS = ['tipUser', 'report', 'payable'] as const;
const FLAG_KEYS: Record<(typeof FLAGS)[number], SettingsMessageKey> = {
  tipUser: 'settings.tipsRoles.tipUser',
  report: 'settings.tipsRoles.report',
  payable: 'settings.tipsRoles.payable',
};

// §3, §5: a worker group's tips role rules; the groups listed are those the user may see, and a tips admin of the
// group (a super-admin, internal staff) changes them with the checks of the tip rules.
export function TipsRolesSection() {
  const t = useSettingsT();
  const session = useSettingsSession();
  const company = useCompany();
  const groups = (company.data?.companyGroups ?? []).filter((group) =>
    canAccessWorkerGroup(session.user, group.workerGroupCode),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const code = chosen ?? groups[0]?.workerGroupCode ?? null;
  if (company.isPending) return <SectionSkeleton rows={2} />;
  if (company.isError) return <SectionError onRetry={() => void company.refetch()} />;
  if (code === null)
    return <EmptyState title={t('settings.groups.empty')} description={t('settings.groups.emptyDescription')} />;
  const actor = { ...session.user, internalStaff: session.user.internalStaff || session.internalStaff };
  const canEdit = can('tips.rules.edit', actor, { features: company.data.features, workerGroupCode: code });
  return (
    <Stack space="medium">
      <Inline space="small" alignY="bottom">
        <Select
          label={t('settings.groups.choose')}
          value={code}
          onValueChange={setChosen}
          options={groups.map((group) => ({
            value: group.workerGroupCode,
            label: `${group.companyName} (${group.workerGroupCode})`,
          }))}
        />
      </Inline>
      <RoleRules key={code} workerGroupCode={code} canEdit={canEdit} />
    </Stack>
  );
}

function RoleRules({ workerGroupCode, canEdit }: { workerGroupCode: string; canEdit: boolean }) {
  const t = useSettingsT();
  const { query } = useSettingsApi();
  const rules = query.useQuery('get', '/tips/irsi-role-rules', { params: { query: { workerGroupCode } } });
  const description = `${t('settings.tipsRoles.description')}${canEdit ? '' : ` ${t('settings.tipsRoles.readOnly')}`}`;
  return (
    <Card title={t('settings.tipsRoles.title', { group: workerGroupCode })} description={description} headingLevel={2}>
      {rules.isPending ? (
        <SectionSkeleton rows={3} />
      ) : rules.isError ? (
        <SectionError onRetry={() => void rules.refetch()} />
      ) : (
        <RoleRulesForm key={JSON.stringify(rules.data)} rules={rules.data} canEdit={canEdit} />
      )}
    </Card>
  );
}

type DraftRow = RoleRuleRow & { key: string };

let nextKey = 0;
const keyed = (row: RoleRuleRow): DraftRow => ({ ...row, key: `role-${(nextKey += 1)}` });

// The first message for each field of a row (paths /roles/{i}/jobcode, /name and /uses).
function errorsOfRow(
  errors: readonly ValidationError[],
  index: number,
): Partial<Record<'jobcode' | 'name' | 'uses', string>> {
  const at = (field: string) => errors.find((error) => error.path === `/roles/${index}/${field}`)?.message;
  return { jobcode: at('jobcode'), name: at('name'), uses: at('uses') };
}

function RoleRulesForm({ rules, canEdit }: { rules: Schemas['RoleRules']; canEdit: boolean }) {
  const t = useSettingsT();
  const { client } = useSettingsApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const roleRuleMessage = useRoleRuleMessage();
  const [draft, setDraft] = useState<DraftRow[]>(() => roleRuleRowsOf(rules).map(keyed));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ title: string; details: string[] } | null>(null);
  const errors = validateRoleRuleRows(draft);
  const message = (text: string | undefined) => (text === undefined ? undefined : (roleRuleMessage(text) ?? text));
  const { workerGroupCode } = rules;

  const change = (key: string, changes: Partial<RoleRuleRow>) => {
    setProblem(null);
    setDraft((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.length > 0) {
      setProblem({ title: t('settings.saveFailed'), details: [t('settings.tipsRoles.fix')] });
      return;
    }
    setSaving(true);
    const { error } = await client.PUT('/tips/irsi-role-rules', {
      body: { companyId: rules.companyId, workerGroupCode, ...roleRuleLists(draft) },
    });
    setSaving(false);
    if (error) {
      // A handler's sentence (a job code twice, a job code with two names) reads as it came.
      setProblem({
        title: error.detail ?? error.title,
        details: (error.errors ?? []).map((fieldError) => message(fieldError.message) ?? fieldError.message),
      });
      return;
    }
    toast({
      variant: 'success',
      title: t('settings.saved'),
      description: t('settings.tipsRoles.saved', { group: workerGroupCode }),
    });
    await queryClient.invalidateQueries({ queryKey: ['get', ROLE_RULES_PATH] });
  };

  const rowIndex = (row: DraftRow) => draft.indexOf(row);
  // The rows stay in the order they are edited in: no column sorts or hides.
  const fixed = { sortable: false, hideable: false } as const;
  const columns: DataTableColumn<DraftRow>[] = [
    {
      ...fixed,
      id: 'jobcode',
      header: t('settings.tipsRoles.jobCode'),
      value: (row) => row.jobcode,
      width: 150,
      cell: (row) => (
        <div className={styles.tableField}>
          <TextField
            label={t('settings.tipsRoles.jobCodeOf', { index: rowIndex(row) + 1 })}
            hideLabel
            name={`jobcode-${rowIndex(row)}`}
            value={row.jobcode}
            disabled={!canEdit || saving}
            errorMessage={message(errorsOfRow(errors, rowIndex(row)).jobcode)}
            onChange={(value) => change(row.key, { jobcode: value })}
          />
        </div>
      ),
    },
    {
      ...fixed,
      id: 'name',
      header: t('settings.tipsRoles.name'),
      value: (row) => row.name,
      cell: (row) => (
        <div className={styles.tableField}>
          <TextField
            label={t('settings.tipsRoles.nameOf', { index: rowIndex(row) + 1 })}
            hideLabel
            name={`name-${rowIndex(row)}`}
            value={row.name}
            disabled={!canEdit || saving}
            errorMessage={message(errorsOfRow(errors, rowIndex(row)).name)}
            onChange={(value) => change(row.key, { name: value })}
          />
          {/* What the role does is one choice of three boxes: its message goes under the row's widest field. */}
          {errorsOfRow(errors, rowIndex(row)).uses === undefined ? null : (
            <Text as="p" size="xsmall" tone="critical" role="alert">
              {message(errorsOfRow(errors, rowIndex(row)).uses)}
            </Text>
          )}
        </div>
      ),
    },
    ...FLAGS.map((flag): DataTableColumn<DraftRow> => ({
      ...fixed,
      id: flag,
      header: t(FLAG_KEYS[flag]),
      value: (row) => (row[flag] ? 1 : 0),
      width: 150,
      cell: (row) => (
        <div className={styles.tableField}>
          <Checkbox
            checked={row[flag]}
            disabled={!canEdit || saving}
            invalid={errorsOfRow(errors, rowIndex(row)).uses !== undefined}
            onChange={(checked) => change(row.key, { [flag]: checked })}
          >
            <span className={visuallyHidden}>
              {t('settings.tipsRoles.flagOf', { flag: t(FLAG_KEYS[flag]), index: rowIndex(row) + 1 })}
            </span>
          </Checkbox>
        </div>
      ),
    })),
    ...(canEdit
      ? [
          {
            ...fixed,
            id: 'actions',
            header: t('settings.tipsRoles.actions'),
            value: () => '',
            width: 110,
            cell: (row: DraftRow) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('settings.tipsRoles.removeOf', { index: rowIndex(row) + 1 })}
                disabled={saving}
                onClick={() => {
                  setProblem(null);
                  setDraft((current) => current.filter((other) => other.key !== row.key));
                }}
              >
                {t('settings.tipsRoles.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('settings.tipsRoles.title', { group: workerGroupCode })}
    >
      <Stack space="medium">
        {problem ? (
          <Alert tone="critical" title={problem.title}>
            {problem.details.length > 0 ? (
              <Stack as="ul" space="xxsmall">
                {problem.details.map((detail, index) => (
                  <span key={index}>{detail}</span>
                ))}
              </Stack>
            ) : null}
          </Alert>
        ) : null}
        <DataTable
          label={t('settings.tipsRoles.tableLabel', { group: workerGroupCode })}
          columns={columns}
          data={draft}
          getRowId={(row) => row.key}
          height={720}
          empty={<EmptyState title={t('settings.tipsRoles.empty')} />}
        />
        {canEdit ? (
          <Inline space="xsmall" align="right">
            <Button
              variant="outline"
              disabled={saving}
              onClick={() =>
                setDraft((current) => [
                  ...current,
                  keyed({ jobcode: '', name: '', tipUser: true, report: true, payable: true }),
                ])
              }
            >
              {t('settings.tipsRoles.add')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('settings.tipsRoles.save')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </form>
  );
}
