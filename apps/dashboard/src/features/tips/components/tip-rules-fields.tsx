import type { TipRule, ValidationError } from '@cuadre/domain';
import type { DataTableColumn } from '@cuadre/ui';
import { Button, Checkbox, DataTable, Stack, Text, TextField } from '@cuadre/ui';
import { visuallyHidden } from '@cuadre/ui/css';
import { useT } from '../hooks/use-tips-t.ts';
import { errorAtRule } from '../utils/tip-rules.ts';
import { fixedColumn } from './ui-text.ts';
import { useDomainMessage } from './use-tips-labels.ts';

const FLAGS = ['automaticDisbursement', 'accumulateTips', 'allowsFullSplit'] as const;
const FLAG_KEYS = {
  automaticDisbursement: 'tips.rules.automaticDisbursement',
  accumulateTips: 'tips.rules.accumulateTips',
  allowsFullSplit: 'tips.rules.allowsFullSplit',
} as const;

type Props = {
  // Names the table: the group's rules or a worker's own.
  label: string;
  rules: readonly TipRule[];
  // Paths /rules/{i}/role and /rules/{i}/automaticDisbursement; each shows under its field.
  errors: readonly ValidationError[];
  canEdit: boolean;
  // The role names the group's role rules know, offered as a reminder under the rules.
  roles: readonly string[];
  emptyText: string;
  onChange: (index: number, changes: Partial<TipRule>) => void;
  onRemove: (index: number) => void;
};

type RuleRow = { rule: TipRule; index: number };

// §3, §5: a list of tip rules (a group's or a worker's), one row per role, each message under its field.
export function TipRulesFields({ label, rules, errors, canEdit, roles, emptyText, onChange, onRemove }: Props) {
  const t = useT();
  const message = useDomainMessage();
  const columns: DataTableColumn<RuleRow>[] = [
    {
      id: 'role',
      header: t('tips.col.role'),
      value: ({ rule }) => rule.role,
      cell: ({ rule, index }) => {
        const error = errorAtRule(errors, index).role;
        return (
          <TextField
            label={t('tips.rules.roleOf', { index: index + 1 })}
            hideLabel
            disabled={!canEdit}
            value={rule.role}
            onChange={(role) => onChange(index, { role })}
            {...(error === undefined ? {} : { errorMessage: message(error) })}
          />
        );
      },
      ...fixedColumn,
    },
    ...FLAGS.map((flag): DataTableColumn<RuleRow> => ({
      id: flag,
      header: t(FLAG_KEYS[flag]),
      value: ({ rule }) => (rule[flag] ? 1 : 0),
      cell: ({ rule, index }) => {
        const error = flag === 'automaticDisbursement' ? errorAtRule(errors, index).automaticDisbursement : undefined;
        return (
          <Stack space="xxsmall" align="left">
            <Checkbox
              checked={rule[flag]}
              disabled={!canEdit}
              invalid={error !== undefined}
              onChange={(checked) => onChange(index, { [flag]: checked })}
            >
              <span className={visuallyHidden}>
                {t('tips.rules.flagOf', { flag: t(FLAG_KEYS[flag]), index: index + 1 })}
              </span>
            </Checkbox>
            {error === undefined ? null : (
              <Text size="small" tone="critical" role="alert">
                {message(error)}
              </Text>
            )}
          </Stack>
        );
      },
      ...fixedColumn,
    })),
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('tips.col.actions'),
            value: () => null,
            cell: ({ index }: RuleRow) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('tips.rules.removeOf', { index: index + 1 })}
                onClick={() => onRemove(index)}
              >
                {t('tips.rules.remove')}
              </Button>
            ),
            width: 112,
            ...fixedColumn,
          },
        ]
      : []),
  ];
  return (
    <Stack space="xsmall">
      <DataTable
        label={label}
        columns={columns}
        data={rules.map((rule, index) => ({ rule, index }))}
        getRowId={(row) => String(row.index)}
        empty={<Text tone="muted">{emptyText}</Text>}
        height={420}
      />
      {roles.length === 0 ? null : (
        <Text size="small" tone="muted">
          {t('tips.rules.knownRoles', { roles: roles.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
